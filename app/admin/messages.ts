/** The admin overview's Thai texts: the tutor's morning ("วันนี้") and the admin tabs' counts. */
export const TODAY_TEXT = {
  title: "วันนี้",
  lead: (day: string) => `${day}: สิ่งที่รอพี่อยู่`,
  slips: "สลิปรอตรวจ",
  handins: "งานรอตรวจ",
  questions: "คำถามรอตอบ",
  classes: "คาบเรียนวันนี้",
  unknown: "อ่านไม่ได้ตอนนี้",
  /** Each count's words for a screen reader ("สลิปรอตรวจ 3 ใบ"). */
  count: {
    slips: (n: number) => `สลิปรอตรวจ ${n} ใบ`,
    handins: (n: number) => `งานรอตรวจ ${n} ชิ้น`,
    questions: (n: number) => `คำถามรอตอบ ${n} ข้อ`,
    classes: (n: number) => `คาบเรียนวันนี้ ${n} คาบ`,
  },
  classesTitle: "คาบเรียนวันนี้",
  classesNone: "วันนี้ไม่มีคาบเรียน",
  noStudents: "ยังไม่มีนักเรียนจอง",
  open: "เปิดดู",
  contentTitle: "จัดการเนื้อหา",
} as const;

/** The tutor's student page's hours, payments, receipts and bookings (admin/ui/StudentAccount.tsx). */
export const STUDENT_ACCOUNT_TEXT = {
  hoursTitle: "ชั่วโมงเรียนคงเหลือ",
  ordersTitle: "คำสั่งซื้อ",
  ordersNone: "ยังไม่มีคำสั่งซื้อ",
  receiptsTitle: "ใบเสร็จ",
  receiptsNone: "ยังไม่มีใบเสร็จ",
  bookingsTitle: "การจองเรียนสด",
  bookingsNone: "ยังไม่เคยจองเรียนสด",
  item: "รายการ",
  amount: "ยอดเงิน",
  status: "สถานะ",
  ordered: "สั่งเมื่อ",
  receipt: "เลขที่",
  paidAt: "ชำระเมื่อ",
  method: "ช่องทาง",
  when: "เวลาเรียน",
  type: "ประเภท",
} as const;
