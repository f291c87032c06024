/**
 * The kinds of news the site sends a student, in ONE table: the on-site list
 * names them by `label`, and each kind has its own per-channel settings, one
 * boolean field of `users/{uid}` per channel (`email`, `line`: on unless set to
 * false; app/platform/user-settings.store.server.ts). The answer's and the
 * reminders' e-mail fields are the settings the dashboard already had.
 * Browser-safe (the profile's settings form reads it).
 */
export const NOTIFICATION_KINDS = [
  { kind: "answer", label: "ครูตอบคำถาม", email: "emailOnAnswer", line: "lineOnAnswer" },
  { kind: "reply", label: "ครูตอบต่อในคำถาม", email: "emailOnReply", line: "lineOnReply" },
  { kind: "homework", label: "การบ้านจากการติว", email: "emailOnHomework", line: "lineOnHomework" },
  { kind: "booking-changed", label: "ครูเลื่อนเวลาติว", email: "emailOnBookingChanged", line: "lineOnBookingChanged" },
  { kind: "booking-cancelled", label: "ครูยกเลิกการติว", email: "emailOnBookingCancelled", line: "lineOnBookingCancelled" },
  { kind: "reminder", label: "เตือนก่อนเวลาติว", email: "emailTutoringReminders", line: "lineOnReminder" },
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]["kind"];

/** A kind's row of the table. */
export function kindOf(kind: NotificationKind): (typeof NOTIFICATION_KINDS)[number] {
  return NOTIFICATION_KINDS.find((k) => k.kind === kind)!;
}
