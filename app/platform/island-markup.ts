/**
 * The markup each island (app/islands/) finds in a server-rendered page: the
 * class names and ids that the page's components render and the island looks
 * for, in one place, so renaming one in a component renames it for its island.
 * Browser-safe and without imports (islands bundle it).
 */

/** The lesson's done form and the parts of the page a mark changes (routes/lesson.$lessonId.tsx; islands/done.ts). */
export const DONE_MARKUP = {
  form: "done-form",
  panel: "lesson-panel",
  /** Inside the panel, always present: its content changes in place, so a change is announced. */
  live: "lesson-panel__live",
  headerMeta: "lesson-header__meta",
  sidebar: "lesson-sidebar",
} as const;

/** The shell's menu (ui/shell/MobileMenu.tsx; islands/menu.ts). */
export const MENU_MARKUP = { toggle: "menu-toggle", panelId: "site-menu" } as const;

/** The shell's logout form and what it takes the place of while logging out (ui/shell/UserArea.tsx, TopBar.tsx; islands/logout.ts). */
export const LOGOUT_MARKUP = {
  form: "user-area__logout",
  userArea: "user-area",
  status: "topbar__status",
  statusBusy: "topbar__status--busy",
} as const;

/** One exercise question's check box (exercises/QuestionCheck.tsx; islands/check.ts). */
export const CHECK_MARKUP = { box: "exercise-check" } as const;

/** The video facade (learning/VideoFacade.tsx; islands/video.ts). */
export const VIDEO_MARKUP = { facade: "video__facade" } as const;

/**
 * An upload form, what the island adds under its file input and above its button (files/upload-form.ts; islands/upload.ts),
 * and the id of the refusal a page answers at its top (handins/HomeworkPage.tsx), which the island focuses.
 */
export const UPLOAD_MARKUP = { form: "upload-form", preview: "upload-preview", progress: "upload-progress", answer: "form-answer" } as const;

/** The one answer of a form at the top of its page (ui/FormAnswer.tsx), which the upload island focuses. */
export const FORM_ANSWER_ID = UPLOAD_MARKUP.answer;

/** The receipt's print button, hidden until the island shows it, and the hint it replaces (payments/ReceiptView.tsx; islands/print.ts). */
export const PRINT_MARKUP = { button: "print-button", hint: "print-hint" } as const;

/** A mock exam's countdown, hidden until the island fills it (exams/AttemptClock.tsx; islands/countdown.ts). */
export const COUNTDOWN_MARKUP = { box: "exam-countdown" } as const;
