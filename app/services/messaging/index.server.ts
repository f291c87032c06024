/**
 * How a student hears about something, in one place: `sendToStudent` (e-mail and, when set,
 * LINE, through the one outbox, in the caller's transaction) and `notify` (the notification
 * on the site), with the titles `notify` is given. docs/notifications.md, docs/line.md,
 * docs/email.md.
 */
export { sendToStudent } from "./send-to-student.server";
export { notify, notifyDue } from "./notify.server";
export { NOTIFY_TITLES } from "./messages";
