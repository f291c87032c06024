/** The Thai texts of live tutoring's student pages and the booking outcomes (browser-safe). */
import { SHELL_TEXT } from "~/ui/shell/messages";
import type { OpenReason } from "./open-times";

/** Why a booking, cancellation or reschedule was refused. */
export type RefusalReason =
  | OpenReason
  | "invalid-start"
  | "unknown-type"
  | "not-enrolled"
  | "student-limit"
  | "not-found"
  | "cancelled"
  | "cancel-window"
  | "ended"
  | "same-time"
  | "no-hours"
  | "series-weeks";

export const REFUSALS: Record<RefusalReason, string> = {
  "not-on-grid": "เวลาเริ่มนี้ไม่ตรงกับช่วงเวลาที่เปิดให้จอง กรุณาเลือกจากเวลาที่แสดง",
  "outside-hours": "เวลานี้อยู่นอกเวลาที่พี่ติวเตอร์เปิดสอน",
  "exception-off": "วันนี้พี่ติวเตอร์งดสอน กรุณาเลือกวันอื่น",
  "too-soon": "เวลานี้ใกล้เกินไป ต้องจองล่วงหน้าตามเวลาที่กำหนด",
  "too-far": "เวลานี้ไกลเกินช่วงที่เปิดให้จอง",
  overlap: "เวลานี้เพิ่งมีคนจองไปแล้ว",
  "daily-limit": "วันนี้มีคิวเรียนเต็มแล้ว กรุณาเลือกวันอื่น",
  full: "เวลานี้เพิ่งมีคนจองไปแล้ว",
  "invalid-start": "รูปแบบเวลาเริ่มไม่ถูกต้อง",
  "unknown-type": "ไม่พบประเภทการเรียนนี้",
  "not-enrolled": "ประเภทนี้เฉพาะนักเรียนที่ลงทะเบียนคอร์ส",
  "student-limit": "น้องมีนัดเรียนที่ยังไม่ถึงเวลาครบจำนวนที่จองได้แล้ว",
  "not-found": "ไม่พบการจองนี้",
  cancelled: "การจองนี้ถูกยกเลิกแล้ว",
  "cancel-window": "เลยเวลาที่ยกเลิกหรือเลื่อนได้แล้ว",
  ended: "คาบเรียนนี้จบไปแล้ว",
  "same-time": "เวลาใหม่ต้องไม่ใช่เวลาเดิม",
  "no-hours": "ชั่วโมงเรียนคงเหลือไม่พอสำหรับประเภทนี้ ซื้อแพ็กเกจชั่วโมงเรียนได้ที่หน้าเรียนสด",
  "series-weeks": "ประเภทนี้จองทุกสัปดาห์ได้ไม่ถึงจำนวนสัปดาห์ที่เลือก",
};

/** Refusals that are a conflict with the current state (409) rather than a bad request (400). */
export const CONFLICTS: ReadonlySet<RefusalReason> = new Set<RefusalReason>(["full", "overlap", "daily-limit", "student-limit", "cancel-window", "cancelled", "ended", "no-hours"]);

export const TUTORING_TEXT = {
  title: "เรียนสดกับพี่ติวเตอร์",
  lead: "เลือกประเภทการเรียนและเวลาที่สะดวก เวลาทั้งหมดเป็นเวลาประเทศไทย",
  crumb: "เรียนสด",
  noTypes: "ยังไม่มีประเภทการเรียนที่เปิดให้จอง",
  noTimes: "ช่วงนี้ไม่มีเวลาว่างให้จอง",
  signInToBook: "เข้าสู่ระบบเพื่อจอง",
  enrolledOnly: "เฉพาะนักเรียนที่ลงทะเบียนคอร์ส",
  hoursPaid: "หักจากชั่วโมงเรียนที่ซื้อไว้",
  pricePerSession: (price: string) => `ครั้งละ ${price}`,
  priceLabel: "ค่าเรียน",
  payHint: "กดจองแล้วจะได้ QR พร้อมเพย์สำหรับโอนเงิน เวลานี้จะจองไว้ให้ 30 นาทีเพื่อรอสลิป",
  oneToOne: "เรียนตัวต่อตัว",
  group: (seats: number) => `เรียนกลุ่ม (สูงสุด ${seats} คน)`,
  seatsLeft: (n: number) => `เหลือ ${n} ที่`,
  bookPrefix: "จองเวลา ",
  nextTimes: "เวลาว่างถัดไป",
  badForm: "ข้อมูลที่ส่งไม่ถูกต้อง",
  unavailable: "ระบบจองขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง",
  busy: "ขณะนี้มีผู้จองพร้อมกันจำนวนมาก กรุณาลองใหม่อีกครั้ง",
  mySessions: SHELL_TEXT.mySessions,
  sessionsLead: "นัดเรียนที่กำลังจะถึงและที่ผ่านมา พร้อมบันทึกและการบ้านจากพี่ติวเตอร์",
  upcoming: "กำลังจะถึง",
  past: "ที่ผ่านมา",
  /** My sessions' quiet list of cancelled classes, with who cancelled each (issue 42). */
  cancelledList: "นัดที่ยกเลิกแล้ว",
  cancelledWho: { student: "น้องยกเลิก", tutor: "พี่ติวเตอร์ยกเลิก" },
  noUpcoming: "ยังไม่มีนัดเรียนที่กำลังจะถึง",
  noPast: "ยังไม่มีนัดเรียนที่ผ่านมา",
  bookMore: "จองเวลาเรียน",
  details: "ดูรายละเอียด",
  notes: "บันทึกจากพี่ติวเตอร์",
  homework: "การบ้าน",
  handIn: "ส่งการบ้านในเว็บ",
  status: { confirmed: "ยืนยันแล้ว", cancelled: "ยกเลิกแล้ว" },
  attendance: { attended: "เข้าเรียน", absent: "ขาดเรียน" },
  attendanceLabel: "การเข้าเรียน",
  statusLabel: "สถานะ",
  paymentLabel: "การชำระเงิน",
  timeLabel: "เวลา",
  feedTitle: "นัดเรียนในปฏิทินของน้อง",
  feedLead: "ทำลิงก์ปฏิทินส่วนตัวแล้วเพิ่มในแอปปฏิทินที่ใช้อยู่ นัดเรียนทุกนัดจะขึ้นในปฏิทินเอง และเปลี่ยนตามเมื่อเลื่อนหรือยกเลิกนัด ลิงก์นี้เป็นความลับ อย่าส่งต่อให้ผู้อื่น",
  feedNone: "ยังไม่มีลิงก์ปฏิทินส่วนตัว",
  feedMade: "ลิงก์ปฏิทินของน้องพร้อมแล้ว กดคัดลอกลิงก์ แล้วทำตามขั้นตอนด้านล่างของเครื่องที่ใช้ ลิงก์นี้แสดงครั้งเดียวเท่านั้น ระบบไม่ได้เก็บไว้ จึงแสดงซ้ำไม่ได้",
  feedExists: "น้องมีลิงก์ปฏิทินส่วนตัวแล้ว ลิงก์จะแสดงครั้งเดียวตอนที่ทำ ถ้าหาลิงก์เดิมไม่เจอ ทำลิงก์ใหม่ได้ แล้วลิงก์เดิมจะใช้ไม่ได้อีก",
  feedMake: "สร้างลิงก์ปฏิทิน",
  feedRotate: "ทำลิงก์ใหม่ (ลิงก์เดิมจะใช้ไม่ได้)",
  feedLabel: "ลิงก์ปฏิทินของน้อง",
  feedCopy: "คัดลอกลิงก์",
  feedCopied: "คัดลอกแล้ว",
  feedFromSession: "ให้นัดเรียนทุกนัดขึ้นในปฏิทินของน้องเอง",
  session: "นัดเรียน",
  addToCalendar: "เพิ่มลงปฏิทิน",
  join: "เข้าห้องเรียน",
  joinLater: (minutes: number) => `ลิงก์เข้าห้องเรียนจะแสดงก่อนเริ่ม ${minutes} นาทีจนจบคาบ`,
  cancelTitle: "ยกเลิกนัด",
  cancelButton: "ยกเลิกนัดนี้",
  cancelHint: (hours: number) => `ยกเลิกหรือเลื่อนได้จนถึง ${hours} ชั่วโมงก่อนเริ่ม`,
  cancelledBy: { student: "น้องยกเลิกนัดนี้", tutor: "พี่ติวเตอร์ยกเลิกนัดนี้" },
  cancelReason: "เหตุผล",
  rescheduleTitle: "เลื่อนนัด",
  /** The booking page's button that opens the reschedule picker (the 14 days). */
  rescheduleButton: "เลื่อนนัดนี้",
  /** The way back from the open picker, the booking kept as it is. */
  keepTime: "ไม่เลื่อน กลับไปหน้านัดเรียน",
  tooLateToChange: "เลยเวลาที่ยกเลิกหรือเลื่อนได้แล้ว",
  nextSession: "นัดเรียนครั้งถัดไป",
  noNextSession: "ยังไม่มีนัดเรียน",
  liveLink: "เรียนสดกับพี่ติวเตอร์",
  liveLinkLead: "จองเวลาเรียนตัวต่อตัวหรือเรียนกลุ่มเล็กทางออนไลน์",
  timeRange: (from: string, to: string) => `${from}–${to} น.`,
  clock: (time: string) => `${time} น.`,
  chooseType: "เลือกวันและเวลา",
  unknownType: "ไม่พบประเภทการเรียนนี้ กรุณาเลือกจากรายการ",
  otherType: "ดูประเภทการเรียนทั้งหมด",
  pickDay: "เลือกวัน",
  pickDayHint: "แสดงเฉพาะวันที่มีเวลาว่าง ตัวเลขคือจำนวนเวลาเริ่มที่ยังจองได้ในวันนั้น",
  /** A day's count in the picker: its open times, and a group's full ones (a day with only full times: QUEUE_TEXT.fullJoin). */
  dayCount: (open: number, full: number) => (full === 0 ? `ว่าง ${open} เวลา` : `ว่าง ${open} เวลา · เต็ม ${full}`),
  pickTime: (day: string) => `เลือกเวลา ${day}`,
  pickOtherDay: "วันที่เลือกไม่มีเวลาว่างแล้ว กรุณาเลือกวันอื่น",
  pickOtherTime: "เวลาที่เลือกไม่ว่างแล้ว กรุณาเลือกเวลาอื่น",
  confirmTitle: "ตรวจสอบก่อนจอง",
  typeLabel: "ประเภท",
  durationLabel: "ความยาว",
  ruleLabel: "การยกเลิก",
  noteLabel: "อยากเรียนเรื่องอะไร (ไม่บังคับ)",
  noteHint: (max: number) => `พี่ติวเตอร์จะเห็นข้อความนี้ในตารางสอนและในอีเมลการจอง เขียนได้ไม่เกิน ${max} ตัวอักษร`,
  noteTooLong: (max: number) => `ข้อความยาวเกิน ${max} ตัวอักษร กรุณาเขียนให้สั้นลง`,
  noteShown: "เรื่องที่อยากเรียน",
  confirmBook: "ยืนยันการจอง",
  otherTime: "เลือกเวลาอื่น",
  booked: (day: string, time: string) => `จองเรียบร้อยแล้ว ${day} เวลา ${time} น.`,
  moved: (day: string, time: string) => `เลื่อนนัดเรียบร้อยแล้ว เป็น${day} เวลา ${time} น.`,
  cancelled: "ยกเลิกนัดเรียบร้อยแล้ว",
  rescheduleConfirmTitle: "ตรวจสอบก่อนเลื่อนนัด",
  rescheduleFrom: "เวลาเดิม",
  rescheduleTo: "เวลาใหม่",
  confirmReschedule: "ยืนยันการเลื่อนนัด",
  cancelQuestion: "ต้องการยกเลิกนัดนี้ใช่ไหม",
  cancelConsequence: "เวลานี้จะว่างให้คนอื่นจองได้ทันที ถ้าอยากเรียนอีกก็จองเวลาใหม่ได้",
  reasonLabel: "เหตุผลที่ยกเลิก (ไม่บังคับ)",
  reasonHint: (max: number) => `พี่ติวเตอร์จะเห็นเหตุผลนี้ เขียนได้ไม่เกิน ${max} ตัวอักษร`,
  confirmCancel: "ยืนยันการยกเลิก",
  keepBooking: "ไม่ยกเลิก กลับไปหน้านัดเรียน",
  bookAgain: "จองเวลาใหม่",
  changeTitle: "เลื่อนหรือยกเลิกนัด",
} as const;

/**
 * How to add a calendar link, step by step, for the student's and the tutor's
 * feed alike (./CalendarFeed.tsx): plain words, the buttons' names as the
 * apps show them in Thai (and in English where the phone may be set so).
 */
export const CALENDAR_STEPS = {
  title: "วิธีเพิ่มในปฏิทิน",
  google: {
    title: "Google Calendar (บนคอมพิวเตอร์)",
    steps: [
      "กด “คัดลอกลิงก์” ด้านบน",
      "เปิด calendar.google.com แล้วเข้าสู่ระบบด้วยบัญชี Google ของน้อง",
      "ทางซ้าย ข้างคำว่า “ปฏิทินอื่นๆ” กดเครื่องหมาย + แล้วเลือก “จาก URL”",
      "วางลิงก์ในช่อง แล้วกด “เพิ่มปฏิทิน”",
    ],
    note: "Google อาจใช้เวลาหลายชั่วโมงกว่านัดที่เพิ่งจองหรือเลื่อนจะขึ้นในปฏิทิน",
  },
  iphone: {
    title: "iPhone หรือ iPad",
    open: "กดตรงนี้เพื่อเปิดในแอปปฏิทินของ iPhone",
    steps: [
      "กดปุ่มด้านบน แล้วกด “สมัครรับ” (Subscribe) และ “เพิ่ม”",
      "ถ้าปุ่มไม่ทำงาน: กด “คัดลอกลิงก์” แล้วเปิดแอป “การตั้งค่า” › “ปฏิทิน” › “บัญชี” › “เพิ่มบัญชี” › “อื่นๆ” › “เพิ่มปฏิทินที่สมัครรับ” วางลิงก์ แล้วกด “ถัดไป” และ “บันทึก”",
    ],
  },
  android: {
    title: "มือถือ Android",
    steps: [
      "แอป Google Calendar บนมือถือเพิ่มปฏิทินจากลิงก์เองไม่ได้ ให้ทำตามขั้นตอนของ Google Calendar ด้านบนก่อน (ใช้คอมพิวเตอร์ หรือเปิด calendar.google.com ใน Chrome แล้วเลือก “เว็บไซต์เวอร์ชันเดสก์ท็อป”)",
      "ในแอป Google Calendar บนมือถือ กดเมนู ☰ › “การตั้งค่า” แล้วเลือกปฏิทินที่เพิ่งเพิ่ม",
      "เปิด “ซิงค์” นัดเรียนจะขึ้นในแอปปฏิทินบนมือถือ",
    ],
  },
} as const;

/** The texts of one feed's section (the student's, in messages.ts; the tutor's, in admin-messages.ts). */
export interface FeedTexts {
  title: string;
  lead?: string;
  made: string;
  exists: string;
  none: string;
  make: string;
  rotate: string;
  label: string;
  copy: string;
  copied: string;
}

/** Weekly series, the student's side (issue 44): the confirmation's choice, the clash page, the series page, the mails. */
export const SERIES_TEXT = {
  weeksLegend: "ทุกสัปดาห์",
  weeksLabel: "จำนวนครั้ง",
  weeksHint: "จองเวลาเดียวกันทุกสัปดาห์ในครั้งเดียว ถ้ามีสัปดาห์ไหนไม่ว่าง ระบบจะไม่จองเลยและบอกว่าสัปดาห์ไหน",
  once: "ครั้งเดียว",
  weeks: (n: number) => `ทุกสัปดาห์ ${n} ครั้ง`,
  everyWeek: (weekday: string, time: string) => `ทุก${weekday} ${time} น.`,
  weekOf: (index: number, count: number) => `ครั้งที่ ${index} จาก ${count}`,
  line: (weekday: string, time: string, index: number, count: number) => `ทุก${weekday} ${time} น. · ครั้งที่ ${index} จาก ${count}`,
  booked: (weekday: string, time: string, n: number) => `จองเรียนทุก${weekday} ${time} น. ${n} ครั้งเรียบร้อยแล้ว`,
  clashTitle: "บางสัปดาห์ไม่ว่าง จึงยังไม่ได้จองเลย",
  clashLead: "ระบบจองทุกสัปดาห์พร้อมกันหรือไม่จองเลย สัปดาห์เหล่านี้จองไม่ได้",
  clashWeek: (day: string, time: string) => `${day} ${time} น.`,
  bookFree: "จองเฉพาะสัปดาห์ที่ว่าง",
  bookFreeHint: (n: number) => `จอง ${n} ครั้งที่ว่าง (ยังจองพร้อมกันทั้งหมดหรือไม่จองเลย)`,
  otherTime: "เลือกเวลาอื่น",
  title: "เรียนทุกสัปดาห์",
  weeksTitle: "นัดแต่ละสัปดาห์",
  weekStatus: { confirmed: "ยืนยันแล้ว", cancelled: "ยกเลิกแล้ว", past: "ผ่านไปแล้ว" },
  open: "ดูทุกสัปดาห์",
  cancelRest: "ยกเลิกครั้งที่เหลือทั้งหมด",
  cancelRestTitle: "ยกเลิกครั้งที่เหลือทั้งหมด?",
  cancelRestLead: (n: number) => `นัดที่ยังไม่ถึงและยังยกเลิกได้ ${n} ครั้งจะถูกยกเลิก นัดที่ผ่านไปแล้วหรือเลยเวลายกเลิกจะยังอยู่`,
  cancelRestConfirm: "ยืนยันยกเลิกครั้งที่เหลือ",
  keep: "ไม่ยกเลิก กลับไปหน้านัดเรียนทุกสัปดาห์",
  cancelledRest: (n: number) => `ยกเลิกครั้งที่เหลือ ${n} ครั้งแล้ว`,
  nothingToCancel: "ไม่มีนัดที่ยังยกเลิกได้ในชุดนี้",
  ended: "ชุดนี้สิ้นสุดแล้ว",
  endedReason: "เหตุผล",
  notFound: "ไม่พบนัดเรียนทุกสัปดาห์นี้",
  payLine: "ชำระเงินทุกสัปดาห์ในใบสั่งซื้อเดียว",
  mail: {
    confirmedSubject: (title: string, n: number) => `ยืนยันการจองทุกสัปดาห์: ${title} ${n} ครั้ง`,
    confirmedIntro: (n: number) => `การจองเรียนทุกสัปดาห์ของน้อง ${n} ครั้งได้รับการยืนยันแล้ว ไฟล์ปฏิทินที่แนบมามีนัดครบทุกสัปดาห์`,
    tutorSubject: (title: string, n: number) => `มีการจองทุกสัปดาห์: ${title} ${n} ครั้ง`,
    tutorIntro: (who: string, n: number) => `${who} จองเรียนทุกสัปดาห์ ${n} ครั้ง`,
    heldSubject: (title: string, n: number) => `จองทุกสัปดาห์ไว้แล้ว รอชำระเงิน: ${title} ${n} ครั้ง`,
    heldIntro: (until: string, amount: string) => `พี่จองเวลาทุกสัปดาห์ไว้ให้ถึง ${until} น. ชำระ ${amount} สำหรับทุกครั้งในใบสั่งซื้อเดียว ถ้าไม่ได้รับสลิปทันเวลา จะยกเลิกทุกสัปดาห์`,
    heldTutorIntro: (who: string, until: string) => `${who} จองทุกสัปดาห์ไว้ รอชำระเงินถึง ${until} น.`,
    paidSubject: (title: string, n: number) => `ชำระเงินแล้ว: ${title} ทุกสัปดาห์ ${n} ครั้ง`,
    paidIntro: (amount: string) => `ได้รับค่าเรียน ${amount} แล้ว การจองทุกสัปดาห์ยืนยันแล้ว ไฟล์ปฏิทินที่แนบมามีนัดครบทุกสัปดาห์`,
    paidTutorIntro: (who: string) => `${who} ชำระค่าเรียนทุกสัปดาห์แล้ว`,
    cancelledSubject: (title: string, n: number) => `ยกเลิกครั้งที่เหลือแล้ว: ${title} ${n} ครั้ง`,
    cancelledIntro: (n: number) => `น้องยกเลิกนัดเรียนทุกสัปดาห์ที่เหลือ ${n} ครั้งแล้ว`,
    cancelledTutorIntro: (who: string, n: number) => `${who} ยกเลิกนัดทุกสัปดาห์ที่เหลือ ${n} ครั้ง`,
    releasedSubject: (title: string) => `หมดเวลาชำระเงิน: ${title} ทุกสัปดาห์`,
    releasedIntro: "ไม่ได้รับสลิปภายในเวลาที่จองไว้ จึงยกเลิกนัดทุกสัปดาห์ของชุดนี้แล้ว",
    releasedTutorIntro: (who: string) => `การจองทุกสัปดาห์ของ ${who} หมดเวลาชำระเงิน ยกเลิกทุกสัปดาห์แล้ว`,
    endedSubject: (title: string) => `พี่ติวเตอร์ยุติการเรียนทุกสัปดาห์: ${title}`,
    endedIntro: (n: number) => `ขออภัย พี่ต้องยุติการเรียนทุกสัปดาห์ชุดนี้ นัดที่เหลือ ${n} ครั้งถูกยกเลิกแล้ว`,
    endedTutorIntro: (who: string, n: number) => `ยุติการเรียนทุกสัปดาห์ของ ${who} แล้ว ยกเลิกนัดที่เหลือ ${n} ครั้ง`,
    weeksLine: "นัดแต่ละสัปดาห์",
    week: (index: number, when: string) => `ครั้งที่ ${index}: ${when}`,
    pageLine: "ดูนัดทุกสัปดาห์ ยกเลิกหรือเลื่อนแต่ละครั้งได้ที่",
  },
};

/** A weekday's Thai name (0 = Sunday, the clock's): "วันเสาร์". */
export function weekdayName(day: number): string {
  return ["วันอาทิตย์", "วันจันทร์", "วันอังคาร", "วันพุธ", "วันพฤหัสบดี", "วันศุกร์", "วันเสาร์"][day] ?? "";
}
// ---------------------------------------------------------------- waiting lists (คิวรอ: ./queue.server.ts, ./QueuePanel.tsx)

/** Why joining a queue was refused (./queue.store.server.ts's JoinRefusal). */
export const QUEUE_REFUSALS = {
  "unknown-type": "ไม่พบประเภทการติวนี้",
  "not-group": "ประเภทนี้ไม่มีคิวรอ: จองเวลาอื่นแทนได้",
  "not-full": "เวลานี้ยังมีที่นั่งว่าง จองได้เลย",
  closed: "เวลานี้ไม่เปิดให้จองแล้ว โปรดเลือกเวลาอื่น",
  holds: "คุณจองเวลานี้ไว้แล้ว",
  queued: "คุณอยู่ในคิวของเวลานี้แล้ว",
} as const;

export const QUEUE_TEXT = {
  join: "เข้าคิวรอ",
  fullJoin: "เต็ม · เข้าคิวรอได้",
  fullHint: "ที่นั่งเต็มแล้ว เข้าคิวรอได้ เมื่อถึงคิวจะแจ้งทางเว็บไซต์ อีเมล และ LINE (ถ้าเชื่อมไว้)",
  fullFree: "เมื่อมีที่นั่งว่าง คนแรกในคิวได้ที่นั่งทันที",
  fullPriced: (minutes: number) => `เมื่อมีที่ว่าง คิวแรกมีเวลา ${minutes} นาทีเพื่อยืนยันและชำระเงิน`,
  place: (n: number) => `คิวที่ ${n}`,
  joined: (n: number) => `เข้าคิวรอแล้ว: คุณอยู่คิวที่ ${n}`,
  leave: "ออกจากคิว",
  left: "ออกจากคิวแล้ว",
  notIn: "คุณไม่ได้อยู่ในคิวนี้แล้ว",
  mine: "คิวรอที่นั่ง",
  mineLead: "เวลาที่เต็มซึ่งคุณรอคิวอยู่: เมื่อมีที่นั่งว่าง คนแรกในคิวได้ที่นั่งก่อน",
  offered: (until: string) => `มีที่นั่งว่างสำหรับคุณแล้ว: ยืนยันและชำระเงินภายใน ${until} น.`,
  confirmPay: "ยืนยันและชำระเงิน",
  // The news (the bell, the e-mail, LINE).
  bookedTitle: (what: string) => `ได้ที่นั่งจากคิวรอแล้ว: ${what}`,
  offerTitle: (what: string, until: string) => `มีที่นั่งว่างจากคิวรอ: ${what} ยืนยันและชำระเงินภายใน ${until} น.`,
  passedTitle: (what: string) => `หมดเวลายืนยันที่นั่งจากคิวรอ: ${what}`,
  skippedTitle: (what: string, why: string) => `ถึงคิวของคุณแต่จองไม่ได้: ${what} (${why})`,
  closedTitle: (what: string) => `เวลาที่คุณรอคิวถูกยกเลิก: ${what}`,
  offerIntro: (minutes: number) => `มีที่นั่งว่างในเวลาที่คุณรอคิวอยู่ ที่นั่งนี้เก็บไว้ให้คุณ ${minutes} นาที กดลิงก์ด้านล่างเพื่อยืนยันและชำระเงิน ถ้าไม่ยืนยันภายในเวลา ที่นั่งจะส่งต่อให้คนถัดไปในคิว`,
  passedIntro: "ที่นั่งที่เก็บไว้ให้คุณหมดเวลายืนยันแล้ว จึงส่งต่อให้คนถัดไปในคิว ถ้ายังอยากเรียน เลือกเวลาอื่นหรือเข้าคิวใหม่ได้",
  closedIntro: "พี่ติวเตอร์ยกเลิกเวลานี้ คิวรอจึงปิดแล้ว เลือกเวลาอื่นได้ที่หน้าเรียนสด",
  skippedIntro: (why: string) => `ถึงคิวของคุณแล้ว แต่จองให้ไม่ได้: ${why} ที่นั่งจึงส่งต่อให้คนถัดไปในคิว`,
  pageLine: "ดูที่นั่งและยืนยัน:",
  sessionsLine: "ดูนัดเรียนของคุณ:",
} as const;
