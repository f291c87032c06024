/** The Thai texts of hand-ins: the student's homework page, the dashboard's list, the tutor's inbox, the e-mail. */
import { MAX_STUDENT_BYTES, sizeLabel } from "~/files/index";
import { HANDIN_UPLOAD } from "~/platform/upload-limit";
import { MAX_HANDIN_FILES } from "./limits";

const QUOTA = `${MAX_STUDENT_BYTES / (1024 * 1024)} MB`;

export const HANDIN_TEXT = {
  eyebrow: "การบ้าน",
  due: (day: string) => `กำหนดส่ง ${day}`,
  noDue: "ไม่มีกำหนดส่ง",
  overdue: "เลยกำหนดส่งแล้ว",
  instructions: "สิ่งที่ต้องทำ",
  handIn: "ส่งงาน",
  openHomework: "ดูการบ้านและส่งงาน",
  handInAgain: "ส่งงานใหม่แทนของเดิม",
  files: "รูปถ่ายหรือไฟล์ PDF ของงาน",
  filesHint: "เลือกได้หลายรูป (บนมือถือถ่ายจากกล้องได้เลย) รูปจะถูกย่อและลบข้อมูลตำแหน่งออก",
  limits: `รับรูปภาพ JPEG, PNG, WebP และ PDF รวมไม่เกิน ${HANDIN_UPLOAD.maxBodyBytes / (1024 * 1024)} MB ต่อครั้ง ไม่เกิน ${MAX_HANDIN_FILES} ไฟล์ พื้นที่ส่งงานของน้องทั้งหมด ${QUOTA}`,
  used: (used: number) => `ใช้พื้นที่ไปแล้ว ${sizeLabel(used)} จาก ${QUOTA}`,
  note: "ข้อความถึงพี่ติวเตอร์ (ไม่บังคับ)",
  sent: "ส่งงานเรียบร้อยแล้ว",
  yourWork: "งานที่ส่งแล้ว",
  sentAt: (when: string) => `ส่งเมื่อ ${when}`,
  waiting: "ส่งแล้ว รอพี่ตรวจ เปลี่ยนไฟล์ได้จนกว่าพี่จะตรวจ",
  marked: "ผลการตรวจ",
  feedback: "ความเห็นจากพี่",
  resubmitAsked: "พี่ขอให้แก้ไขแล้วส่งใหม่ ส่งไฟล์ใหม่ได้ด้านล่าง",
  openFull: (n: number) => `เปิดรูปที่ ${n} ขนาดเต็ม`,
  photo: (n: number) => `รูปงานที่ ${n}`,
  pdf: (n: number) => `เปิดไฟล์ PDF ที่ ${n}`,
  tooMany: `ส่งได้ไม่เกิน ${MAX_HANDIN_FILES} ไฟล์ต่อครั้ง`,
  noteTooLong: "ข้อความยาวเกิน 1,000 ตัวอักษร",
  alreadyMarked: "พี่ตรวจงานนี้แล้ว ส่งใหม่ไม่ได้",
  outstandingTitle: "การบ้านที่ยังไม่ได้ส่ง",
  outstandingNone: "ส่งการบ้านครบแล้ว",
  fromLesson: "บทเรียน",
  fromSession: "คาบเรียนสด",
  back: (label: string) => `กลับไป ${label}`,
} as const;

/** A mark as a person reads it. */
export const MARK_TEXT = {
  score: (score: number, outOf: number) => `ได้ ${score} จาก ${outOf} คะแนน`,
  pass: "ผ่าน",
  resubmit: "แก้ไขแล้วส่งใหม่",
} as const;

/** The tutor's pages: the inbox (/admin/handins), one hand-in, a lesson's homework. */
export const INBOX_TEXT = {
  title: "งานที่นักเรียนส่ง",
  crumb: "งานที่ส่ง",
  intro: "งานใหม่ที่ยังไม่ได้ตรวจอยู่ด้านบน",
  none: "ยังไม่มีงานที่ส่งเข้ามา",
  isNew: "ยังไม่ได้ตรวจ",
  files: (n: number) => `${n} ไฟล์`,
  student: "นักเรียน",
  note: "ข้อความจากนักเรียน",
  mark: "ผลการตรวจ",
  markScore: "ให้คะแนน",
  score: "คะแนนที่ได้",
  outOf: "คะแนนเต็ม",
  feedback: "ความเห็น (Markdown)",
  save: "บันทึกผลและแจ้งนักเรียน",
  saved: "บันทึกผลการตรวจและแจ้งนักเรียนทางอีเมลแล้ว",
  conflict: "มีคนตรวจงานนี้หรือนักเรียนส่งงานใหม่ระหว่างที่คุณเปิดหน้านี้ ดูงานล่าสุดด้านบนแล้วบันทึกอีกครั้ง ความเห็นที่พิมพ์ไว้ยังอยู่",
  pickMark: "กรุณาเลือกผลการตรวจ",
  badScore: "คะแนนต้องเป็นตัวเลข 0 ถึงคะแนนเต็ม (คะแนนเต็มไม่เกิน 1,000)",
  feedbackTooLong: "ความเห็นยาวเกิน 5,000 ตัวอักษร",
  back: "กลับไปรายการงานที่ส่ง",
  homeworkTitle: (lesson: string) => `การบ้านของบทเรียน ${lesson}`,
  homeworkCrumb: "การบ้าน",
  homeworkIntro: "นักเรียนที่ลงทะเบียนคอร์สนี้ส่งรูปหรือ PDF ของงานได้ในหน้าการบ้าน และเห็นในรายการการบ้านที่ยังไม่ได้ส่ง",
  instructions: "สิ่งที่ให้นักเรียนทำ (Markdown)",
  due: "กำหนดส่ง (ไม่บังคับ)",
  saveHomework: "บันทึกการบ้าน",
  removeHomework: "ยกเลิกการส่งการบ้านของบทเรียนนี้",
  homeworkSaved: "บันทึกการบ้านแล้ว",
  homeworkRemoved: "ยกเลิกการบ้านแล้ว",
  instructionsRequired: "กรุณาเขียนสิ่งที่ให้นักเรียนทำ",
  instructionsTooLong: "ยาวเกิน 5,000 ตัวอักษร",
  badDate: "วันที่ไม่ถูกต้อง",
  backToLesson: "กลับไปแก้ไขบทเรียน",
} as const;

/** The e-mail telling a student their hand-in was marked (./marked-mail.server.ts). */
export const MARKED_MAIL = {
  subject: (title: string) => `พี่ตรวจการบ้านแล้ว: ${title}`,
  greeting: (name: string) => `สวัสดี ${name}`,
  intro: (title: string) => `พี่ตรวจการบ้าน “${title}” ของน้องแล้ว`,
  mark: (mark: string) => `ผลการตรวจ: ${mark}`,
  feedback: "ความเห็นจากพี่",
  link: "ดูงานและผลการตรวจ",
} as const;
