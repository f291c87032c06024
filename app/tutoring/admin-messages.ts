/**
 * The tutor side's Thai texts (admin pages, e-mails, calendar files) and the
 * one way they show a session's time: in Bangkok, Buddhist year, whatever the
 * server's TZ. Browser-safe.
 */
import { BRAND, TUTOR_NAME } from "~/platform/site";
import { hoursText } from "~/payments/index";
import type { FeedTexts } from "./messages";
import { clockOf, formatThaiDate } from "~/kernel/clock";
import type { TypeKind, TypePayment } from "./model";

/** "วันพุธที่ 5 มีนาคม พ.ศ. 2568 เวลา 09:00–10:00 น." (Bangkok). */
export function sessionWhen(start: Date, end: Date): string {
  return `${formatThaiDate(start, "full")} เวลา ${clockOf(start)}–${clockOf(end)} น.`;
}

export const KIND_LABELS: Record<TypeKind, string> = { one: "ตัวต่อตัว (1:1)", group: "กลุ่ม" };

/** The type form's "ค่าเรียน": free, a price per session, or hours of credit. */
export const PAYMENT_OPTIONS: ReadonlyArray<{ value: TypePayment; label: string }> = [
  { value: "free", label: "ฟรี" },
  { value: "session", label: "ราคาต่อครั้ง" },
  { value: "hours", label: "หักจากชั่วโมงเรียนที่ซื้อไว้" },
];
export const PAYMENT_TEXT = {
  label: "ค่าเรียน",
  price: "ราคาต่อครั้ง (บาท)",
  priceHint: "ใช้เมื่อเลือก “ราคาต่อครั้ง”: นักเรียนจองแล้วมีเวลาโอนเงิน 30 นาที แบบหักชั่วโมง: ยกเลิกตามกติกาแล้วได้ชั่วโมงคืน",
} as const;

export const MAIL = {
  greeting: (name: string) => `สวัสดี ${name}`,
  pageLine: "ดูรายละเอียดและลิงก์เข้าเรียน (เปิดให้ก่อนเริ่ม 15 นาที) ได้ที่",
  confirmed: {
    studentSubject: (title: string) => `ยืนยันการจอง: ${title}`,
    studentIntro: "การจองเรียนสดของน้องได้รับการยืนยันแล้ว",
    tutorSubject: (title: string) => `มีการจองใหม่: ${title}`,
    tutorIntro: (who: string) => `${who} จองเรียนสดแล้ว`,
  },
  rescheduled: {
    studentSubject: (title: string) => `เลื่อนเวลาเรียนแล้ว: ${title}`,
    studentIntro: "เวลาเรียนสดของน้องเปลี่ยนเป็นเวลาใหม่แล้ว",
    tutorSubject: (title: string) => `มีการเลื่อนเวลาเรียน: ${title}`,
    tutorIntro: (who: string) => `${who} เลื่อนเวลาเรียน`,
    previous: "เวลาเดิม",
  },
  cancelled: {
    studentSubject: (title: string) => `ยกเลิกการเรียนแล้ว: ${title}`,
    studentIntroByStudent: "น้องยกเลิกการจองเรียนสดนี้แล้ว",
    studentIntroByTutor: "ขออภัย พี่ต้องยกเลิกการเรียนสดครั้งนี้",
    tutorSubject: (title: string) => `มีการยกเลิกการเรียน: ${title}`,
    tutorIntroByStudent: (who: string) => `${who} ยกเลิกการจอง`,
    tutorIntroByTutor: (who: string) => `ยกเลิกการเรียนของ ${who} แล้ว`,
    reason: "เหตุผล",
    rebook: "อยากเรียนต่อ จองเวลาใหม่ได้ที่",
    pageLine: "ดูรายละเอียดการจองได้ที่",
  },
  /** A booking held for its payment (a price per session): not confirmed yet, so no invitation. */
  held: {
    studentSubject: (title: string) => `จองเวลาไว้แล้ว รอชำระเงิน: ${title}`,
    studentIntro: (until: string, amount: string) =>
      `พี่จองเวลานี้ไว้ให้น้องถึง ${until} น. โปรดโอนเงิน ${amount} ตาม QR แล้วส่งสลิปก่อนเวลานั้น การจองจะยืนยันเมื่อพี่ตรวจสลิปแล้ว ถ้าไม่ได้รับสลิปภายในเวลานี้ การจองจะถูกยกเลิก`,
    stillHeld: (until: string) => `ยังรอชำระเงิน (จองไว้ถึง ${until} น.)`,
    payLine: "ดู QR สำหรับโอนเงินและส่งสลิปได้ที่หน้าคำสั่งซื้อ",
    payButton: "ชำระเงินและส่งสลิป",
    tutorSubject: (title: string) => `มีการจองใหม่ (รอชำระเงิน): ${title}`,
    tutorIntro: (who: string, until: string) => `${who} จองเรียนสดแล้ว รอชำระเงิน (จองไว้ถึง ${until} น.) ยังไม่ต้องเตรียมสอนจนกว่าจะได้รับเงิน`,
  },
  /** The held booking paid (the tutor confirmed its slip, or recorded the payment by hand): now the invitation. */
  paid: {
    studentSubject: (title: string) => `ยืนยันการจอง: ${title}`,
    studentIntro: (amount: string) => `พี่ได้รับเงิน ${amount} แล้ว การจองเรียนสดของน้องได้รับการยืนยันแล้ว`,
    tutorSubject: (title: string) => `ชำระเงินแล้ว: ${title}`,
    tutorIntro: (who: string) => `${who} ชำระเงินแล้ว การจองเรียนสดนี้ยืนยันแล้ว`,
  },
  /** A held booking whose time ran out without a slip: the hold sweep released it, nobody cancelled. */
  released: {
    studentSubject: (title: string) => `หมดเวลาชำระเงิน การจองถูกยกเลิก: ${title}`,
    studentIntro: (until: string | null) =>
      `ไม่ได้รับสลิปภายในเวลาที่จองไว้${until ? ` (ถึง ${until} น.)` : ""} ระบบจึงยกเลิกการจองนี้ให้อัตโนมัติ และเปิดเวลานี้ให้คนอื่นจองได้แล้ว`,
    rebook: "ยังอยากเรียน จองเวลาใหม่ได้ที่",
    tutorSubject: (title: string) => `หมดเวลาชำระเงิน: ${title}`,
    tutorIntro: (who: string) => `การจองของ ${who} หมดเวลาชำระเงิน ระบบยกเลิกให้อัตโนมัติแล้ว`,
  },
  price: "ค่าเรียน",
  free: "ฟรี",
  /** An hours-paid booking: what it took, and what is left, in minutes written as payments writes hours ("หัก 1 ชั่วโมง เหลือ 9 ชั่วโมง"). */
  hoursUsed: (used: number, left: number) => `หัก ${hoursText(used)} เหลือ ${hoursText(left)}`,
  reminder: {
    subject: (title: string, label: string) => `เตือน: ${title} ${label}`,
    label24: "เริ่มในอีก 24 ชั่วโมง",
    label1: "เริ่มในอีก 1 ชั่วโมง",
    studentIntro: (label: string) => `การเรียนสดของน้อง${label}`,
    tutorIntro: (who: string, label: string) => `การเรียนกับ ${who} ${label}`,
  },
  when: "เวลา",
  type: "ประเภท",
  note: "อยากเรียนเรื่อง",
} as const;

export const ICS = {
  /** A booking's event: "ติวตัวต่อตัว 60 นาที กับพี่ต้น · ติวกับพี่". */
  title: (typeTitle: string) => `${typeTitle} กับ${TUTOR_NAME} · ${BRAND}`,
  alarm: (summary: string) => `${summary} ${MAIL.reminder.label1}`,
  feedName: "ตารางเรียนสด ติวกับพี่",
  tutorFeedName: "ตารางสอนสด ติวกับพี่",
  description: "รายละเอียดและลิงก์เข้าเรียนอยู่ที่หน้าการจอง",
  students: (n: number) => `นักเรียน ${n} คน`,
} as const;

/** The agenda's and the session page's words for a session and its students. */
export const AGENDA_TEXT = {
  /** A post the tutor's pages did not send (a changed or cut form). */
  badRequest: "คำขอไม่ถูกต้อง",
  cancelledByStudent: "ยกเลิกโดยนักเรียน",
  cancelledByTutor: "ยกเลิกโดยพี่",
  note: "อยากเรียนเรื่อง",
  none: "ไม่มีคาบเรียน",
  noStudents: "ไม่มีนักเรียนในคาบนี้",
  session: {
    free: "ว่าง (นักเรียนยกเลิกหรือเลื่อน จองใหม่ได้)",
    empty: "ไม่มีนักเรียน",
    booked: "จองแล้ว",
    running: "กำลังเรียน",
    finished: "จบแล้ว",
    cancelled: "ยกเลิกโดยพี่",
    seats: (taken: number, total: number) => `จองแล้ว ${taken} จาก ${total} ที่นั่ง`,
  },
  student: {
    booked: "จองแล้ว",
    attended: "มาเรียน",
    absent: "ขาดเรียน",
    unmarked: "ยังไม่บันทึกการเข้าเรียน",
    moved: "เลื่อนไปเวลาอื่นแล้ว",
  },
  markFromStart: "บันทึกการเข้าเรียนได้ตั้งแต่เวลาเริ่มคาบ",
  tooEarly: "ยังบันทึกการเข้าเรียนไม่ได้ คาบนี้ยังไม่เริ่ม",
  leftTitle: "ยกเลิกหรือเลื่อนแล้ว",
  /** How a seated student's class is paid (agenda-view.ts `PayState`). */
  pay: { held: "รอชำระเงิน", paid: "ชำระแล้ว", free: "ฟรี", hours: "หักชั่วโมง" },
  today: "วันนี้",
  todayTitle: "คาบวันนี้",
  todayNone: "วันนี้ไม่มีคาบเรียน",
  cancelledTitle: "คาบที่ยกเลิกแล้ว",
} as const;

/** The hours form's words (./hours-form.ts) and its question about bookings on a new day off. */
export const HOURS_TEXT = {
  missingTime: "กรุณาใส่ทั้งเวลาเริ่มและเวลาจบ",
  badTime: "กรุณาใส่เวลาให้ถูกต้อง เช่น 09:00",
  endBeforeStart: "เวลาจบต้องหลังเวลาเริ่ม",
  overlap: "ช่วงเวลานี้ซ้อนกับอีกช่วงของวันเดียวกัน",
  missingDate: "กรุณาเลือกวันที่",
  badDate: "วันที่ไม่ถูกต้อง",
  pastDate: "วันที่นี้ผ่านไปแล้ว",
  extraOnOff: "วันนี้เป็นวันหยุดอยู่แล้ว ลบวันหยุดก่อนถ้าจะเพิ่มเวลาสอน",
  noteTooLong: (n: number) => `หมายเหตุยาวเกิน ${n} ตัวอักษร`,
} as const;

export const HOURS_PAGE = {
  fix: "กรุณาแก้ไขช่องที่มีข้อผิดพลาด",
  weekly: "เวลาสอนประจำสัปดาห์",
  weeklyHint: "ใส่ได้หลายช่วงต่อวัน วันที่ไม่สอนไม่ต้องมีช่วงเวลา เวลาจบ 00:00 คือเที่ยงคืน",
  dates: "วันหยุดและเวลาสอนเพิ่ม",
  off: "วันหยุด",
  extra: "เวลาสอนเพิ่ม (นอกเวลาประจำ)",
  noHours: "ไม่สอน",
  noDates: "ยังไม่มี",
  dateHint: "เลือกวันที่",
  row: (n: number) => `ช่วงที่ ${n}`,
  fields: { start: "เริ่ม", end: "ถึง", date: "วันที่", note: "หมายเหตุ (ไม่บังคับ)" },
  addRange: "เพิ่มช่วงเวลา",
  addOff: "เพิ่มวันหยุด",
  addExtra: "เพิ่มเวลาสอน",
  remove: "ลบ",
  question: {
    title: "วันหยุดที่เลือกมีนักเรียนจองไว้แล้ว",
    intro: "ยังไม่ได้บันทึก เลือกก่อนว่าจะทำอย่างไรกับการจองเหล่านี้:",
    legend: "การจองในวันหยุด",
    cancel: "ยกเลิกการจองเหล่านี้ และส่งอีเมลแจ้งนักเรียนพร้อมข้อความด้านล่าง",
    keep: "เก็บการจองไว้ (สอนตามนัดเดิม วันนั้นไม่เปิดให้จองเพิ่ม)",
    message: "ข้อความถึงนักเรียน (ส่งไปกับอีเมลยกเลิก)",
    messageHint: "จำเป็นเมื่อเลือกยกเลิก",
    choose: "กรุณาเลือกว่าจะยกเลิกหรือเก็บการจองไว้",
    needMessage: "กรุณาเขียนข้อความถึงนักเรียนก่อนยกเลิก",
  },
  saved: "บันทึกเวลาสอนแล้ว",
  savedCancelled: (n: number) => `บันทึกเวลาสอนแล้ว ยกเลิก ${n} คาบในวันหยุดและส่งอีเมลแจ้งนักเรียนแล้ว`,
  savedKept: "บันทึกเวลาสอนแล้ว การจองในวันหยุดยังอยู่ตามเดิม",
} as const;

/** The tutor's calendar feed on the agenda (./CalendarFeed.tsx): the link is shown once, when it is made. */
export const FEED_TEXT: FeedTexts = {
  title: "ปฏิทินของพี่ (ลิงก์ส่วนตัว)",
  lead: "คาบสอนทุกคาบขึ้นในแอปปฏิทินของพี่เอง พร้อมจำนวนนักเรียน",
  none: "ยังไม่มีลิงก์ปฏิทิน",
  exists: "มีลิงก์ปฏิทินแล้ว ลิงก์จะแสดงครั้งเดียวตอนที่ทำ ถ้าหาลิงก์เดิมไม่เจอ ทำลิงก์ใหม่ได้ แล้วลิงก์เดิมจะใช้ไม่ได้อีก",
  made: "ลิงก์ปฏิทินพร้อมแล้ว กดคัดลอกลิงก์ แล้วทำตามขั้นตอนด้านล่างของเครื่องที่ใช้ ลิงก์นี้แสดงครั้งเดียวเท่านั้น ระบบไม่ได้เก็บไว้ จึงแสดงซ้ำไม่ได้",
  label: "ลิงก์ปฏิทินของพี่",
  copy: "คัดลอกลิงก์",
  copied: "คัดลอกแล้ว",
  make: "สร้างลิงก์ปฏิทิน",
  rotate: "ทำลิงก์ใหม่ (ลิงก์เดิมจะใช้ไม่ได้)",
};

/** The student's e-mail when the tutor adds or changes a session's homework (./homework-mail.server.ts). */
export const HOMEWORK_MAIL = {
  subject: (title: string, changed: boolean) => `${changed ? "พี่แก้การบ้าน" : "การบ้านใหม่"}: ${title}`,
  intro: (title: string, changed: boolean) =>
    `${TUTOR_NAME}${changed ? "แก้การบ้าน" : "ให้การบ้าน"}ของการเรียนสด “${title}” แล้ว`,
  title: "การบ้าน",
  pageLine: "ดูบันทึกและการบ้านของคาบนี้ได้ที่",
} as const;

/** The tutor's side of a weekly series (issue 44): the type's field, the agenda's label, the student page's regulars, ending a series. */
export const SERIES_ADMIN_TEXT = {
  maxWeeks: "จองทุกสัปดาห์ได้สูงสุด (สัปดาห์)",
  maxWeeksHint: "0 ถึง 12 สัปดาห์ ใส่ 0 ถ้าไม่เปิดให้จองทุกสัปดาห์ (ว่างไว้: ตัวต่อตัว 12 กลุ่ม 0)",
  /** A series' week in the agenda: "ประจำ · ครั้งที่ 3/8". */
  week: (index: number, count: number) => `ประจำ · ครั้งที่ ${index}/${count}`,
  /** "ทุกวันเสาร์ 10:00 น." */
  every: (weekday: string, clock: string) => `ทุก${weekday} ${clock} น.`,
  regulars: "นักเรียนประจำ",
  noRegulars: "ยังไม่มีการจองทุกสัปดาห์",
  weeksLeft: (left: number, count: number) => (left > 0 ? `เหลืออีก ${left} จาก ${count} ครั้ง` : `ครบ ${count} ครั้งแล้ว`),
  nextWeek: (when: string) => `ครั้งถัดไป ${when}`,
  active: "กำลังเรียน",
  endedByTutor: "ยุติโดยพี่",
  endedByStudent: "นักเรียนยกเลิกครั้งที่เหลือ",
  finished: "เรียนครบแล้ว",
  end: "ยุติการเรียนประจำ",
  endFor: (name: string) => `ยุติการเรียนประจำของ ${name}`,
  open: "ดูการเรียนประจำ",
  pageTitle: (name: string) => `การเรียนประจำของ ${name}`,
  weeksTitle: "ทุกครั้งของการเรียนประจำนี้",
  weekLine: (index: number, count: number, when: string) => `ครั้งที่ ${index}/${count} · ${when}`,
  endTitle: "ยุติการเรียนประจำนี้หรือไม่",
  endLead: (left: number) =>
    `ครั้งที่ยังไม่ถึง ${left} ครั้งจะถูกยกเลิก ครั้งที่เรียนไปแล้วยังอยู่ตามเดิม นักเรียนจะได้รับแจ้งบนเว็บและทางอีเมลพร้อมเหตุผลด้านล่าง`,
  reason: "เหตุผล (ส่งถึงนักเรียน)",
  needReason: "กรุณาเขียนเหตุผลถึงนักเรียนก่อนยุติการเรียนประจำ",
  reasonLine: (reason: string) => `เหตุผล: ${reason}`,
  confirm: "ยืนยัน ยุติการเรียนประจำ",
  keep: "ไม่ยุติ กลับไปหน้านักเรียน",
  ended: (n: number) => `ยุติการเรียนประจำแล้ว ยกเลิก ${n} ครั้งที่เหลือและแจ้งนักเรียนแล้ว`,
  alreadyEnded: "การเรียนประจำนี้ยุติไปแล้ว",
  nothingLeft: "ไม่มีครั้งที่ยังไม่ถึงให้ยกเลิกแล้ว",
  /** The student's notification on the site (one for the series). */
  notice: (title: string, every: string) => `พี่ยุติการเรียนประจำ "${title}" ${every}`,
  /** The day-off question: a week of a series among the bookings on the new day off. */
  offWeek: (name: string, every: string, index: number, count: number) => `${name} (ประจำ${every} · ครั้งที่ ${index}/${count}: ยกเลิกเฉพาะครั้งนี้ ครั้งอื่นยังอยู่)`,
} as const;
