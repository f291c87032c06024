import "@remix-run/node";

/**
 * The load context: facts about THIS request, nothing else (docs/architecture.md,
 * "The load context"). Each is set in one place and read in the places named.
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The client's address as server.ts sees it (after TRUST_PROXY). Set by
     * server.ts's getLoadContext; read by the rate limits.
     */
    clientIp?: string;
    /**
     * This request's admin action found Firestore down. Set by `noteOutage`
     * (app/admin-kit/editor.server.ts); read by `readForEdit` (same file) and the
     * questions inbox (app/questions/admin-questions.server.ts), so the page's
     * loaders, which Remix runs next in the same POST, do not wait for it again.
     */
    firestoreDown?: boolean;
    /**
     * This request's admin editor post came without a session: the action
     * answered the form with the typed text. Set by `editorWriteGuard`
     * (app/admin-kit/drafts.server.ts); read by the admin loaders Remix runs next in
     * the same POST (routes/admin.tsx, admin-kit/editor.server.ts,
     * routes/admin.courses.$id_.lessons.new.tsx), which then render without their
     * data instead of redirecting to /login.
     */
    sessionExpired?: boolean;
    /**
     * This request's exercise submit was graded. Set by `exerciseAction`
     * (app/exercises/lesson-exercise.server.ts); read by the lesson loader Remix
     * runs next in the same POST (routes/lesson.$lessonId.tsx), which then leaves
     * out the form (the page shows the result) and, when the attempt was saved,
     * takes the student's enrolment as that save left it instead of reading it again.
     */
    exerciseGraded?: { enrolment: import("~/learning/enrolment.store.server").Enrolment | null };
  }
}

export {};
