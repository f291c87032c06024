/** Every Thai text of payments (the student's order pages, the tutor's pages, the receipt, the e-mail). */
import { formatNumber } from "~/platform/thai";
import { formatDateTime } from "~/kernel/clock";
import { formatBaht } from "./baht";
import type { OrderItem, OrderStatus, PaymentMethod } from "./model";

export const STATUS_LABEL: Record<OrderStatus, string> = {
  pending: "รอชำระเงิน",
  review: "รอตรวจสอบสลิป",
  paid: "ชำระแล้ว",
  rejected: "สลิปไม่ผ่าน",
  expired: "หมดเวลา",
};

export const packageLabel = (hours: number, price: string) => `${formatNumber(hours)} ชั่วโมง ${price}`;
export const validityLabel = (months: number) => `ใช้ได้ ${formatNumber(months)} เดือนหลังชำระเงิน`;

export const ORDER = {
  packagesTitle: "แพ็กเกจชั่วโมงเรียน",
  packagesIntro: "ซื้อชั่วโมงเรียนล่วงหน้า แล้วใช้จองเรียนแบบหักชั่วโมง",
  buy: "ซื้อแพ็กเกจนี้",
  hoursLeft: "ชั่วโมงเรียนคงเหลือ",
  newTitle: "สั่งซื้อแพ็กเกจชั่วโมงเรียน",
  newQuestion: "ยืนยันการสั่งซื้อ? หน้าถัดไปจะแสดง QR พร้อมเพย์สำหรับโอนเงิน",
  confirm: "ยืนยันการสั่งซื้อ",
  cancel: "ยังไม่ซื้อ",
  created: "สร้างคำสั่งซื้อแล้ว โอนเงินตาม QR แล้วส่งสลิป",
  title: (label: string) => `คำสั่งซื้อ: ${label}`,
  crumb: "คำสั่งซื้อ",
  status: "สถานะ",
  amount: "ยอดที่ต้องชำระ",
  recipient: "ชื่อผู้รับเงิน",
  scan: "สแกนด้วยแอปธนาคาร",
  qrAlt: (amount: string) => `QR พร้อมเพย์ ยอด ${amount}`,
  payBy: (when: string) => `โปรดชำระภายใน ${when}`,
  slipTitle: "ส่งสลิปการโอนเงิน",
  slipHint: "รูปสลิปจากแอปธนาคาร (JPEG หรือ PNG) ที่ยังเห็น QR บนสลิปชัดเจน",
  slipFile: "รูปสลิป",
  sendSlip: "ส่งสลิป",
  slipSent: "ได้รับสลิปแล้ว พี่จะตรวจสอบและยืนยันการชำระเงิน",
  slipManual: "อ่าน QR บนสลิปไม่ได้ พี่จะตรวจสอบในแอปธนาคารเอง",
  review: "ได้รับสลิปแล้ว รอพี่ตรวจสอบ",
  paid: (receipt: string) => `ชำระเงินเรียบร้อยแล้ว ใบเสร็จเลขที่ ${receipt}`,
  receiptLink: "ดูใบเสร็จรับเงิน",
  rejected: (reason: string) => `สลิปไม่ผ่านการตรวจสอบ: ${reason} ส่งสลิปใหม่ได้ด้านล่าง`,
  expired: "คำสั่งซื้อนี้หมดเวลาแล้ว สั่งซื้อใหม่ได้ที่หน้าเรียนสด",
  yourSlip: "สลิปที่ส่ง",
  notReady: "พี่ยังไม่ได้ตั้งค่าบัญชีพร้อมเพย์ จึงยังรับชำระเงินไม่ได้",
  hoursUntil: (date: string) => `ใช้ได้ถึง ${date}`,
} as const;

export const SLIP_ERRORS = {
  reused: "สลิปนี้เคยใช้ชำระคำสั่งซื้ออื่นแล้ว ส่งสลิปของการโอนครั้งนี้",
  notOpen: "คำสั่งซื้อนี้ไม่รอสลิปแล้ว",
  notImage: "สลิปต้องเป็นรูปภาพ (JPEG หรือ PNG)",
  quota: "พื้นที่เก็บสลิปของน้องเต็มแล้ว ติดต่อพี่เพื่อชำระด้วยวิธีอื่น",
} as const;

/** A new order refused: too many wait for a payment already. */
export const TOO_MANY_OPEN_ORDERS = (max: number) =>
  `น้องมีคำสั่งซื้อที่ยังไม่ได้ชำระ ${max} รายการแล้ว ชำระเงินคำสั่งซื้อเดิม หรือรอให้หมดเวลา (3 วัน) ก่อนสั่งซื้อใหม่`;

export const ADMIN = {
  title: "การชำระเงิน",
  reviewTitle: "รอตรวจสลิป",
  reviewNone: "ไม่มีสลิปรอตรวจ",
  expected: "ยอดที่ต้องได้รับ",
  ref: "เลขอ้างอิงบนสลิป",
  manual: "ตรวจเองในแอปธนาคาร",
  alike: "คล้ายสลิปของคำสั่งซื้อ",
  alikeHint: "รูปสลิปคล้ายกับสลิปที่ส่งมากับคำสั่งซื้ออื่น เปิดดูเทียบกันก่อนยืนยัน",
  payer: "ผู้ชำระ",
  confirm: "ยืนยันรับเงิน",
  reject: "สลิปไม่ผ่าน",
  reason: "เหตุผล (นักเรียนจะเห็นข้อความนี้)",
  reasonRequired: "ใส่เหตุผลที่สลิปไม่ผ่าน",
  confirmed: (receipt: string) => `ยืนยันรับเงินแล้ว ใบเสร็จเลขที่ ${receipt}`,
  rejectedDone: "แจ้งนักเรียนว่าสลิปไม่ผ่านแล้ว",
  notInReview: "คำสั่งซื้อนี้ไม่ได้รอตรวจสลิปแล้ว",
  settingsTitle: "บัญชีรับเงิน",
  promptPayId: "พร้อมเพย์ (เบอร์มือถือ เลขประจำตัว 13 หลัก หรือ e-Wallet)",
  promptPayBad: "พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก เลขประจำตัว 13 หลักที่ถูกต้อง หรือเลข e-Wallet 15 หลัก",
  receiptName: "ชื่อบนใบเสร็จ (ชื่อบัญชีผู้รับเงิน)",
  receiptNameRequired: "ใส่ชื่อบนใบเสร็จ",
  save: "บันทึก",
  saved: "บันทึกบัญชีรับเงินแล้ว",
  packagesTitle: "แพ็กเกจชั่วโมงเรียน",
  hours: "จำนวนชั่วโมง",
  price: "ราคา (บาท)",
  months: "ใช้ได้กี่เดือน",
  addPackage: "เพิ่มแพ็กเกจ",
  packageAdded: "เพิ่มแพ็กเกจแล้ว",
  hoursBad: "จำนวนชั่วโมงต้องเป็นตัวเลข 0.25–500 เช่น 10 หรือ 1.5",
  priceBad: "ราคาต้องเป็นจำนวนเงิน เช่น 3,500",
  monthsBad: "จำนวนเดือนต้องเป็นจำนวนเต็ม 1–36 เช่น 6",
  stopPackage: "เลิกขาย",
  packageStopped: "เลิกขายแพ็กเกจนี้แล้ว",
  noPackages: "ยังไม่มีแพ็กเกจ",
  byHandTitle: "บันทึกการรับเงิน (เงินสดหรือช่องทางอื่น)",
  student: "นักเรียน",
  choose: "— เลือก —",
  package: "แพ็กเกจ",
  method: "ช่องทางการชำระเงิน",
  note: "หมายเหตุ (ไม่บังคับ)",
  byHandNext: "ตรวจสอบก่อนบันทึก",
  byHandQuestion: (amount: string, name: string, item: string, method: string) => `ยืนยันบันทึกรับเงิน ${amount} จาก ${name} (${item}, ${method})?`,
  byHandConfirm: "ยืนยันบันทึกรับเงิน",
  notNow: "ยกเลิก",
  byHandDone: (receipt: string) => `บันทึกรับเงินแล้ว ใบเสร็จเลขที่ ${receipt}`,
  studentRequired: "เลือกนักเรียน",
  packageRequired: "เลือกแพ็กเกจ",
  item: "รายการที่ขาย",
  itemRequired: "เลือกรายการที่ขาย (แพ็กเกจหรือคอร์ส)",
  sellPackage: (label: string) => `แพ็กเกจ ${label}`,
  coursePaid: "นักเรียนคนนี้ซื้อคอร์สนี้แล้ว",
  notPayable: "คำสั่งซื้อนี้ไม่รอชำระเงินแล้ว (ชำระแล้ว หมดเวลา หรือการจองถูกยกเลิก)",
  openTitle: "คำสั่งซื้อที่รอชำระเงิน (รับเงินสดหรือช่องทางอื่นได้)",
  openNone: "ไม่มีคำสั่งซื้อที่รอชำระเงิน",
  openHint: "เช่น ผู้ปกครองจ่ายค่าเรียนสดที่จองไว้หรือค่าคอร์สเป็นเงินสด: บันทึกที่นี่ แล้วระบบจะออกใบเสร็จและยืนยันให้นักเรียน",
  openPay: "บันทึกรับเงิน",
  payBy: (when: string) => `รอถึง ${when} น.`,
  methodRequired: "เลือกช่องทางการชำระเงิน",
  receiptsTitle: "ใบเสร็จล่าสุด",
  receiptsNone: "ยังไม่มีใบเสร็จ",
  refund: "คืนเงิน",
  refundAmount: "จำนวนเงินที่คืน (บาท)",
  refundReason: "เหตุผลที่คืนเงิน (นักเรียนจะเห็นข้อความนี้)",
  refundQuestion: (amount: string, receipt: string, name: string) =>
    `ยืนยันคืนเงิน ${amount} ตามใบเสร็จเลขที่ ${receipt} ให้ ${name}? ชั่วโมงเรียนของใบเสร็จนี้ที่ยังไม่ได้ใช้จะถูกหักคืน`,
  refundConfirm: "ยืนยันคืนเงิน",
  refundDone: (amount: string, hours: string | null) => (hours ? `คืนเงิน ${amount} แล้ว หักชั่วโมงเรียนคืน ${hours}` : `คืนเงิน ${amount} แล้ว`),
  refundBad: "จำนวนเงินที่คืนต้องมากกว่า 0 และไม่เกินยอดที่ชำระ",
  notRefundable: "ใบเสร็จนี้คืนเงินแล้วหรือคืนเงินไม่ได้",
  fixFields: "บันทึกไม่ได้ แก้ช่องที่บอกไว้ก่อน",
  badForm: "ส่งแบบฟอร์มไม่ครบหรือไม่ถูกต้อง โหลดหน้านี้ใหม่แล้วลองอีกครั้ง",
} as const;

/** A payment's method as people read it (the tutor's form, the receipt's line). */
export const METHOD_LABEL: Record<PaymentMethod, string> = {
  promptpay: "โอนพร้อมเพย์",
  cash: "เงินสด",
  transfer: "โอนเงิน",
  other: "อื่น ๆ",
};

export const RECEIPT = {
  title: "ใบเสร็จรับเงิน",
  number: (label: string) => `เลขที่ ${label}`,
  date: "วันที่",
  payer: "ได้รับเงินจาก",
  item: "รายการ",
  amount: "จำนวนเงิน",
  total: "รวม",
  words: "ตัวอักษร",
  receiver: "ผู้รับเงิน",
  itemLabel: (hours: number) => `ชั่วโมงเรียน ${formatNumber(hours)} ชั่วโมง`,
  mailSubject: (label: string) => `ใบเสร็จรับเงิน เลขที่ ${label}`,
  mailGreeting: (name: string) => `สวัสดี ${name}`,
  mailIntro: (amount: string) => `พี่ได้รับเงิน ${amount} แล้ว ขอบคุณครับ`,
  mailLink: "ดูและพิมพ์ใบเสร็จ",
  paidBy: (method: PaymentMethod) => (method === "other" ? "ชำระด้วยช่องทางอื่น" : method === "cash" ? "ชำระด้วยเงินสด" : `ชำระโดย${METHOD_LABEL[method]}`),
  refunded: (amount: string, when: string) => `คืนเงินแล้ว ${amount} เมื่อ ${when}`,
  refundSubject: (label: string) => `คืนเงินตามใบเสร็จเลขที่ ${label}`,
  refundIntro: (amount: string, reason: string) => `พี่คืนเงิน ${amount} ให้แล้ว เหตุผล: ${reason}`,
  refundHours: (hours: string) => `ชั่วโมงเรียนของใบเสร็จนี้ที่ยังไม่ได้ใช้ (${hours}) ถูกหักคืนแล้ว`,
  student: "นักเรียน",
  payerName: "ออกใบเสร็จในนาม (ไม่บังคับ เช่น ชื่อผู้ปกครองที่ชำระเงิน)",
  payerSave: "บันทึกชื่อบนใบเสร็จ",
  payerSaved: "บันทึกชื่อบนใบเสร็จแล้ว",
  print: "พิมพ์หรือบันทึกเป็น PDF",
  printHint: "พิมพ์หรือบันทึกเป็น PDF ได้จากเมนูพิมพ์ของเบราว์เซอร์ (บนมือถือ: แชร์ แล้วเลือกพิมพ์)",
  back: "การชำระเงินของฉัน",
  backAdmin: "การชำระเงิน (แอดมิน)",
  backStudent: (name: string) => `หน้าของ ${name}`,
  tutorTitle: "สำหรับครู",
  resend: "ส่งใบเสร็จอีกครั้ง",
  resendQuestion: (label: string, email: string) => `ส่งใบเสร็จเลขที่ ${label} ไปที่ ${email} อีกครั้ง?`,
  resendConfirm: "ยืนยันส่งอีกครั้ง",
  resendDone: (email: string) => `ส่งใบเสร็จไปที่ ${email} อีกครั้งแล้ว`,
  notNow: "ยกเลิก",
} as const;

export const INCOME = {
  title: "รายรับรายเดือน",
  none: "ยังไม่มีรายรับ",
  month: "เดือน",
  count: "จำนวนใบเสร็จ",
  total: "รวม",
  product: "รายการ",
  csv: "ดาวน์โหลด CSV (เปิดด้วย Excel ได้)",
  csvHeader: ["วันที่ (ISO)", "วันที่", "เลขที่ใบเสร็จ", "ผู้ชำระ", "ออกในนาม", "อีเมล", "รายการ", "จำนวนเงิน (บาท)"],
  refund: (item: string) => `คืนเงิน: ${item}`,
} as const;


/** Buying a course (/orders/new?course=<slug>). */
export const COURSE_ORDER = {
  newTitle: "ซื้อคอร์สเรียน",
  detail: "ชำระครั้งเดียว เข้าเรียนได้ทุกบทหลังพี่ยืนยันการชำระเงิน",
  back: "กลับไปหน้าคอร์ส",
  open: "มีคำสั่งซื้อที่รอชำระอยู่แล้ว",
  toCourse: "เข้าเรียนคอร์สนี้",
  enrolledAgain: "น้องซื้อคอร์สนี้แล้ว ลงทะเบียนให้อีกครั้งเรียบร้อย",
  crumb: "คอร์สเรียน",
  expired: "คำสั่งซื้อนี้หมดเวลาแล้ว สั่งซื้อใหม่ได้ที่หน้าคอร์ส",
} as const;

/**
 * A booked session as an order, a receipt and the income name it: "เรียนสด: ติวตัวต่อตัว 60 นาที 27 พ.ย. 2569 14:00 น.";
 * a weekly series' one order: "เรียนสดทุกสัปดาห์: ติวตัวต่อตัว 60 นาที 8 ครั้ง ตั้งแต่ 5 ธ.ค. 2569 10:00 น.".
 */
const sessionLabel = (item: Extract<OrderItem, { kind: "session" }>) =>
  item.series
    ? `เรียนสดทุกสัปดาห์: ${item.title} ${item.series.weeks} ครั้ง ตั้งแต่ ${formatDateTime(new Date(item.startsAt))} น.`
    : `เรียนสด: ${item.title} ${formatDateTime(new Date(item.startsAt))} น.`;

/** The line of a receipt, the income, its CSV and the receipt e-mail: "ชั่วโมงเรียน 10 ชั่วโมง", "คอร์ส …", or the session. */
export function itemLabel(item: OrderItem): string {
  if (item.kind === "course") return `คอร์ส ${item.title}`;
  if (item.kind === "session") return sessionLabel(item);
  return RECEIPT.itemLabel(item.hours);
}

/** What an order buys, on its page and the tutor's check: "10 ชั่วโมง 3,500 บาท", "คอร์ส … 1,500 บาท", or the session. */
export function orderLabel(item: OrderItem): string {
  if (item.kind === "course") return `คอร์ส ${item.title} ${formatBaht(item.satang)}`;
  if (item.kind === "session") return sessionLabel(item);
  return packageLabel(item.hours, formatBaht(item.satang));
}

/** A paid booking's hold (the student's notice, their bookings, the release). */
export const HOLD = {
  booked: (day: string, time: string, until: string) => `จองเวลาไว้ให้แล้ว ${day} เวลา ${time} น. โปรดโอนเงินตาม QR และส่งสลิปภายใน 30 นาที (ถึง ${until} น.) มิฉะนั้นการจองจะถูกยกเลิก`,
  waiting: (until: string) => `รอชำระเงิน (จองไว้ถึง ${until} น.)`,
  inReview: "รอตรวจสอบสลิป",
  paid: "ชำระแล้ว",
  pay: "ชำระเงิน",
  payBy: (until: string) => `โปรดส่งสลิปภายใน ${until} น. มิฉะนั้นการจองจะถูกยกเลิก`,
  releasedReason: "ไม่ได้รับสลิปภายในเวลาที่จองไว้ ระบบจึงยกเลิกการจองให้อัตโนมัติ",
  releasedTitle: (what: string) => `ยกเลิกการจองแล้ว เพราะไม่ได้รับสลิปภายในเวลา: ${what}`,
} as const;

/** The student's e-mail (and LINE message) when the tutor refuses a slip (payments.server.ts `slipRefusedNews`). */
export const SLIP_REFUSED_MAIL = {
  subject: (what: string) => `สลิปไม่ผ่านการตรวจ: ${what}`,
  intro: "พี่ตรวจสลิปที่น้องส่งมาแล้ว แต่ยังรับยอดนี้ไม่ได้",
  reason: (reason: string) => `เหตุผล: ${reason}`,
  item: (what: string, amount: string) => `รายการ: ${what}\nยอดที่ต้องโอน: ${amount}`,
  held: (until: string) => `เวลาเรียนยังจองไว้ให้ถึง ${until} น. โปรดส่งสลิปใหม่ก่อนเวลานั้น มิฉะนั้นการจองจะถูกยกเลิก`,
  again: "ถ้าโอนถูกต้องแล้ว ส่งสลิปที่ชัดกว่าเดิมได้ ถ้ายังไม่ได้โอน โอนตาม QR แล้วส่งสลิปใหม่",
  link: "ดู QR และส่งสลิปใหม่ได้ที่หน้าคำสั่งซื้อ",
  button: "ส่งสลิปใหม่",
} as const;

/** The tutor's card of one slip waiting for a check (/admin/payments). */
export const SLIP_CARD = {
  sent: "ส่งสลิปเมื่อ",
  bank: "ธนาคารผู้โอน",
  notBankSlip: "QR บนรูปไม่ใช่ของสลิปธนาคาร ตรวจเองในแอปธนาคาร",
  openSlip: "เปิดรูปสลิปขนาดเต็ม",
  when: (at: string) => `${at} น.`,
} as const;

/**
 * The one way hours are written (the student's and the tutor's pages, the booking's notice and
 * e-mail; other features through payments/index.ts): in hours, never minutes, a no-break space
 * before the unit as platform/thai.ts writes durations: "10 ชั่วโมง", "9.5 ชั่วโมง", "0 ชั่วโมง".
 */
export function hoursText(minutes: number): string {
  return `${formatNumber(Math.round((Math.max(0, minutes) / 60) * 100) / 100)}\u00a0ชั่วโมง`;
}

/** A change of the hours as the student's list shows it: "+10 ชั่วโมง", "−1 ชั่วโมง". */
export const hoursChange = (minutes: number) => `${minutes < 0 ? "−" : "+"}${hoursText(Math.abs(minutes))}`;

/** The student's "การชำระเงินของฉัน" (/payments): orders, receipts, hours left and what used them. */
export const MINE = {
  title: "การชำระเงินของฉัน",
  lead: "คำสั่งซื้อ ใบเสร็จ และชั่วโมงเรียนของน้องอยู่ที่หน้านี้ กลับมาดู QR หรือใบเสร็จได้ทุกเมื่อ",
  ordersTitle: "คำสั่งซื้อ",
  ordersNone: "ยังไม่มีคำสั่งซื้อ",
  ordered: (when: string) => `สั่งซื้อเมื่อ ${when}`,
  pay: "ดู QR และชำระเงิน",
  payBy: (when: string) => `ชำระภายใน ${when} น.`,
  view: "ดูคำสั่งซื้อ",
  receiptLink: (label: string) => `ใบเสร็จเลขที่ ${label}`,
  receiptsTitle: "ใบเสร็จรับเงิน",
  receiptsNone: "ยังไม่มีใบเสร็จ",
  hoursTitle: "ชั่วโมงเรียนคงเหลือ",
  hoursNone: "ยังไม่มีชั่วโมงเรียน ซื้อแพ็กเกจชั่วโมงเรียนได้ที่หน้าเรียนสด",
  buyHours: "ซื้อชั่วโมงเรียน",
  book: "จองเรียนสด",
  historyTitle: "ชั่วโมงเรียนได้มาและใช้ไปกับอะไร",
  granted: (receipt: string | null) => (receipt ? `ซื้อชั่วโมงเรียน (ใบเสร็จเลขที่ ${receipt})` : "ซื้อชั่วโมงเรียน"),
  used: (what: string) => `ใช้เรียน: ${what}`,
  usedUnknown: "ใช้เรียนสด",
  returned: (what: string) => `คืนจากการยกเลิก: ${what}`,
  returnedUnknown: "คืนจากการยกเลิกเรียนสด",
  revoked: "หักคืนเมื่อคืนเงิน",
  expired: "หมดอายุ",
  crumb: "บทเรียน",
  /** The dashboard's card that leads here. */
  dashboardLead: "คำสั่งซื้อที่รอชำระ ใบเสร็จ และชั่วโมงเรียนคงเหลือ",
  open: "ดูการชำระเงิน",
} as const;

/** The order page as a phone pays from it: the QR first, its picture to save, the number to copy, three steps, the slip (issue 42). */
export const PAY = {
  title: "ชำระเงิน",
  orderTitle: "คำสั่งซื้อ",
  amount: "ยอดที่ต้องโอน",
  saveQr: "บันทึกรูป QR",
  saveHint: "หรือกดค้างที่รูป QR แล้วเลือกบันทึกรูป",
  pictureRecipient: (name: string) => `ชื่อผู้รับเงิน ${name}`,
  promptPay: { phone: "เลขพร้อมเพย์ (เบอร์มือถือ)", id: "เลขพร้อมเพย์ (เลขประจำตัว 13 หลัก)", ewallet: "เลขพร้อมเพย์ (e-Wallet)" },
  copy: "คัดลอก",
  copied: "คัดลอกแล้ว",
  stepsTitle: "วิธีชำระเงิน",
  steps: (amount: string) => [
    "กด “บันทึกรูป QR” หรือคัดลอกเลขพร้อมเพย์",
    `เปิดแอปธนาคาร เลือกสแกนจากรูป แล้วโอน ${amount}`,
    "บันทึกสลิป แล้วส่งในช่องด้านล่าง",
  ],
  payerName: "ออกใบเสร็จในนาม (ไม่บังคับ)",
  payerHint: "เช่น ชื่อผู้ปกครองที่โอนเงิน เว้นว่างไว้ ใบเสร็จจะออกในชื่อของน้อง",
  payerLong: (max: number) => `ชื่อในใบเสร็จยาวได้ไม่เกิน ${max} ตัวอักษร`,
  payerEmpty: "ชื่อในใบเสร็จต้องมีตัวอักษรหรือตัวเลข",
  payerShown: "ใบเสร็จในนาม",
  toTutoring: "กลับไปหน้าเรียนสด",
  toCourse: "กลับไปหน้าคอร์ส",
  pictureBusy: "กำลังสร้างรูป QR หลายรูปพร้อมกัน ลองใหม่อีกครั้งในไม่กี่วินาที",
} as const;
