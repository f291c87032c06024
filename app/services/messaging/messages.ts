/** The titles producers write (plain text: a quoted lesson or type title is plain already). */
export const NOTIFY_TITLES = {
  answer: (lesson: string) => `พี่ตอบคำถามของคุณในบทเรียน "${lesson}" แล้ว`,
  reply: (lesson: string) => `พี่ตอบข้อความของคุณในบทเรียน "${lesson}"`,
  homework: (type: string, changed: boolean) => (changed ? `การบ้านของ "${type}" มีการแก้ไข` : `มีการบ้านใหม่ของ "${type}"`),
  cancelled: (type: string, when: string) => `พี่ยกเลิกนัดเรียน "${type}" ${when}`,
  reminder: (type: string, label: string) => `เตือน: นัดเรียน "${type}" ${label}`,
  handinMarked: (title: string) => `พี่ตรวจการบ้าน "${title}" แล้ว`,
  paid: (receipt: string) => `ได้รับเงินแล้ว ใบเสร็จเลขที่ ${receipt}`,
  slipRejected: (reason: string) => `สลิปไม่ผ่านการตรวจ: ${reason}`,
  refunded: (amount: string, receipt: string) => `คืนเงิน ${amount} ตามใบเสร็จเลขที่ ${receipt} แล้ว`,
} as const;
