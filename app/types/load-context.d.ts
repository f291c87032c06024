import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address as server.ts sees it (after TRUST_PROXY). */
    clientIp?: string;
    /**
     * Set by an admin action that found Firestore down, so the page's loader,
     * which Remix runs next in the same request (no JavaScript), does not wait
     * for it again (app/admin/editor.server.ts).
     */
    firestoreDown?: boolean;
    /**
     * Set by the root loader when the page is rendered for a session (a user,
     * or a session cookie it cleared): the response is private, and the HTML
     * cache refuses it whatever its headers say.
     */
    privateRender?: boolean;
    /**
     * Set by an admin editor action whose session had expired: it answered the
     * form with the typed text (app/admin/drafts.server.ts), so the admin
     * loaders Remix runs next in the same request render without their data
     * instead of redirecting to /login.
     */
    sessionExpired?: boolean;
  }
}

export {};
