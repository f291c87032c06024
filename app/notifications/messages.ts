/** The Thai texts of notifications on the site: the top bar's link, the page, and the titles the producers write. */
export const NOTIFY = {
  /** The top bar's link and the page's title. */
  title: "การแจ้งเตือน",
  /** The link's accessible name with unread ones: "การแจ้งเตือน 3 รายการที่ยังไม่อ่าน". */
  unread: (n: number) => `${n} รายการที่ยังไม่อ่าน`,
  lead: (kept: number) => `ข่าวจากพี่ติวเตอร์: คำตอบ การบ้าน และนัดเรียน (เก็บไว้ ${kept} รายการล่าสุด)`,
  empty: "ยังไม่มีการแจ้งเตือน",
  markAll: "ทำเครื่องหมายว่าอ่านแล้วทั้งหมด",
  markedAll: "ทำเครื่องหมายว่าอ่านแล้วทั้งหมดแล้ว",
  newBadge: "ใหม่",
  listLabel: "รายการแจ้งเตือน ล่าสุดก่อน",
} as const;

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
