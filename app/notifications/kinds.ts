/**
 * The kinds of news the site sends a person, in ONE place (browser-safe):
 * - `NOTIFICATION_KINDS`: every kind of notification on the site, with the
 *   short label the list shows beside each title;
 * - `CHANNEL_SETTINGS`: the kinds a student chooses channels for, each with its
 *   own per-channel setting, one boolean field of `users/{uid}` per channel
 *   (`email`, `line`: on unless set to false;
 *   app/platform/user-settings.store.server.ts). The answer's and the
 *   reminders' e-mail fields are the settings the dashboard already had. The
 *   profile's settings form lists these rows.
 */
export const NOTIFICATION_KINDS = {
  answer: { label: "คำตอบ" },
  reply: { label: "ข้อความตอบกลับ" },
  homework: { label: "การบ้าน" },
  "booking-changed": { label: "นัดเรียนเปลี่ยน" },
  "booking-cancelled": { label: "นัดเรียนถูกยกเลิก" },
  reminder: { label: "เตือนนัดเรียน" },
  "handin-marked": { label: "ตรวจงานแล้ว" },
  payment: { label: "การชำระเงิน" },
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_KEYS = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];

export const CHANNEL_SETTINGS = [
  { kind: "answer", label: "ครูตอบคำถาม", email: "emailOnAnswer", line: "lineOnAnswer" },
  { kind: "reply", label: "ครูตอบต่อในคำถาม", email: "emailOnReply", line: "lineOnReply" },
  { kind: "homework", label: "การบ้านจากการติว", email: "emailOnHomework", line: "lineOnHomework" },
  { kind: "booking-changed", label: "ครูเลื่อนเวลาติว", email: "emailOnBookingChanged", line: "lineOnBookingChanged" },
  { kind: "booking-cancelled", label: "ครูยกเลิกการติว", email: "emailOnBookingCancelled", line: "lineOnBookingCancelled" },
  { kind: "reminder", label: "เตือนก่อนเวลาติว", email: "emailTutoringReminders", line: "lineOnReminder" },
  { kind: "handin-marked", label: "ครูตรวจการบ้านที่ส่งแล้ว", email: "emailOnHandinMarked", line: "lineOnHandinMarked" },
] as const satisfies ReadonlyArray<{ kind: NotificationKind; label: string; email: string; line: string }>;

/** A kind a student chooses channels for. */
export type ChannelKind = (typeof CHANNEL_SETTINGS)[number]["kind"];

/** A kind's row of the channel settings. */
export function kindOf(kind: ChannelKind): (typeof CHANNEL_SETTINGS)[number] {
  return CHANNEL_SETTINGS.find((k) => k.kind === kind)!;
}
