/**
 * The kinds of news the site sends a person, in ONE place (browser-safe):
 * - `NOTIFICATION_KINDS`: every kind of notification on the site, with the
 *   short label the list shows beside each title;
 * - `CHANNEL_SETTINGS`: the kinds a student chooses channels for, each with its
 *   own per-channel setting, one boolean field of `users/{uid}` per channel
 *   (`email`, `line`: on unless set to false;
 *   app/services/messaging/user-settings.store.server.ts). The answer's and the
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
  queue: { label: "คิวรอ" },
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_KEYS = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];

/** Each row: the kind, the settings form's label, then its e-mail and its LINE field. */
const SETTINGS_ROWS = [
  ["answer", "พี่ตอบคำถาม", "emailOnAnswer", "lineOnAnswer"],
  ["reply", "พี่ตอบต่อในคำถาม", "emailOnReply", "lineOnReply"],
  ["homework", "การบ้านจากการติว", "emailOnHomework", "lineOnHomework"],
  ["booking-changed", "พี่เลื่อนเวลาติว", "emailOnBookingChanged", "lineOnBookingChanged"],
  ["booking-cancelled", "พี่ยกเลิกการติว", "emailOnBookingCancelled", "lineOnBookingCancelled"],
  ["reminder", "เตือนก่อนเวลาติว", "emailTutoringReminders", "lineOnReminder"],
  ["handin-marked", "พี่ตรวจการบ้านที่ส่งแล้ว", "emailOnHandinMarked", "lineOnHandinMarked"],
  ["payment", "การชำระเงิน: สลิปไม่ผ่านการตรวจ การจองที่หมดเวลาชำระ", "emailOnPayment", "lineOnPayment"],
  ["queue", "คิวรอที่นั่งกลุ่ม: ได้ที่นั่ง ที่นั่งรอยืนยัน", "emailOnQueue", "lineOnQueue"],
] as const satisfies ReadonlyArray<readonly [NotificationKind, string, string, string]>;

type SettingsRow = (typeof SETTINGS_ROWS)[number];

export const CHANNEL_SETTINGS = SETTINGS_ROWS.map(([kind, label, email, line]) => ({ kind, label, email, line })) as ReadonlyArray<{
  kind: SettingsRow[0];
  label: string;
  email: SettingsRow[2];
  line: SettingsRow[3];
}>;

/** A kind a student chooses channels for. */
export type ChannelKind = SettingsRow[0];

/** A kind's row of the channel settings. */
export function kindOf(kind: ChannelKind): (typeof CHANNEL_SETTINGS)[number] {
  return CHANNEL_SETTINGS.find((k) => k.kind === kind)!;
}
