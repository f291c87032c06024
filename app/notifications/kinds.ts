/**
 * The kinds of notification, in ONE table with their Thai labels (browser-safe):
 * the page shows the label beside each title, and another channel (LINE, a
 * per-kind setting) reuses the same keys and labels instead of naming them again.
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
