/** The Thai texts of the tutor's exercise editor and the per-question statistics. */
import type { QuestionType } from "../schema";

export const TYPE_LABELS: Record<QuestionType, string> = {
  single: "ตัวเลือกเดียว",
  multiple: "หลายตัวเลือก (เลือกทุกข้อที่ถูก)",
  number: "ตอบเป็นตัวเลข",
  text: "ข้อความสั้น",
};

export const EDITOR_LABELS = {
  prompt: "โจทย์ (Markdown เขียนสูตรด้วย $…$ ได้)",
  explanation: "คำอธิบายเฉลย (แสดงหลังส่งคำตอบ)",
  points: "คะแนน",
  choices: "ตัวเลือก",
  choiceText: (n: number) => `ตัวเลือกที่ ${n}`,
  choiceCorrect: (n: number) => `ตัวเลือกที่ ${n} ถูก`,
  choicesHint: "ติ๊กตัวเลือกที่ถูก เว้นช่องว่างไว้ได้ ช่องที่ว่างจะไม่ถูกบันทึก (ลบข้อความออกเพื่อลบตัวเลือก)",
  answer: "คำตอบที่ถูก (ตัวเลข)",
  /** Under the tutor's number answer: what students may type (app/exercises/answers.ts reads all of it), in plain words. */
  answerHint: "ใส่ตัวเลขเดียว เช่น 9.8 หรือ 1,500 นักเรียนตอบได้ทั้งทศนิยม (12.5) ตัวเลขมีจุลภาคคั่นหลักพัน (1,500) เศษส่วน (1/2) และเลขไทย (๑๒)",
  toleranceKind: "ชนิดค่าคลาดเคลื่อน",
  toleranceAbsolute: "ค่าสัมบูรณ์ (±)",
  toleranceRelative: "เปอร์เซ็นต์ของคำตอบ (±%)",
  toleranceAmount: "ค่าคลาดเคลื่อนที่ยอมรับ",
  units: "หน่วยที่ยอมรับ (บรรทัดละหนึ่งหน่วย เช่น m/s)",
  unitRequired: "ต้องตอบพร้อมหน่วย",
  accepted: "คำตอบที่ยอมรับ (บรรทัดละหนึ่งคำตอบ)",
  acceptedHint: "เทียบแบบไม่สนช่องว่างซ้ำ ตัวพิมพ์เล็ก-ใหญ่ และเลขไทย",
  ignoreFinalFullStop: "ไม่สนจุดท้ายประโยค (สำหรับคำตอบภาษาอังกฤษ)",
  mode: "การนับผล",
  modePractice: "ฝึกทำเล่น ไม่มีผลกับการเรียนจบ",
  modeRequired: "ต้องทำให้ผ่านก่อนนับว่าเรียนจบบท",
  passMark: "เกณฑ์ผ่าน (%)",
  shuffle: "สลับลำดับตัวเลือกในแต่ละครั้งที่ทำ",
  scoring: "การให้คะแนนข้อนี้",
  scoringAll: "ถูกครบทุกข้อจึงได้คะแนน (ไม่มีคะแนนบางส่วน)",
  scoringPartial: "ได้คะแนนบางส่วน (ข้อที่เลือกถูก ลบข้อที่เลือกผิด)",
  scoringHint: "นักเรียนจะเห็นวิธีให้คะแนนใต้โจทย์ก่อนตอบ แบบบางส่วน: เช่น ข้อที่ถูกมี 3 ตัวเลือก เลือกถูก 2 ผิด 0 ได้ 2/3 ของคะแนนข้อ เลือกผิดหักได้ไม่ต่ำกว่า 0",
} as const;

export const EDITOR_TEXT = {
  title: (lesson: string) => `แบบฝึกหัดของบท “${lesson}”`,
  eyebrow: "แก้ไขแบบฝึกหัด",
  backToLesson: "กลับไปแก้ไขบทเรียน",
  viewLesson: "ดูหน้าบทเรียน",
  linkFromLesson: "แก้ไขแบบฝึกหัดท้ายบท",
  settingsTitle: "การตั้งค่า",
  saveSettings: "บันทึกการตั้งค่า",
  settingsNeedQuestion: "เพิ่มคำถามข้อแรกก่อน แล้วจึงตั้งค่าแบบฝึกหัดได้",
  questionsTitle: "คำถาม",
  none: "บทนี้ยังไม่มีแบบฝึกหัด เพิ่มคำถามข้อแรกด้านล่าง",
  count: (n: number, max: number) => `${n} ข้อ (สูงสุด ${max} ข้อ)`,
  questionRow: (n: number) => `ข้อ ${n}`,
  edit: "แก้ไข",
  up: "เลื่อนขึ้น",
  down: "เลื่อนลง",
  remove: "ลบข้อนี้",
  moveLabel: (n: number, up: boolean) => `เลื่อนข้อ ${n} ${up ? "ขึ้น" : "ลง"}`,
  editLabel: (n: number) => `แก้ไขข้อ ${n}`,
  removeLabel: (n: number) => `ลบข้อนี้ (ข้อ ${n})`,
  addTitle: "เพิ่มคำถาม",
  addType: (type: string) => `เพิ่มข้อแบบ${type}`,
  newQuestion: (type: string) => `คำถามใหม่: ${type}`,
  editQuestion: (n: number, type: string) => `แก้ไขข้อ ${n}: ${type}`,
  saveQuestion: "บันทึกคำถาม",
  preview: "ดูตัวอย่าง",
  previewTitle: "ตัวอย่างคำถาม",
  cancel: "ยกเลิก",
  full: (max: number) => `แบบฝึกหัดมีครบ ${max} ข้อแล้ว ลบข้ออื่นก่อนเพิ่มข้อใหม่`,
  statsLink: "สถิติแบบฝึกหัดรายข้อ",
} as const;

export const EDITOR_ERRORS = {
  invalid: "ยังบันทึกไม่ได้ กรุณาแก้ไขช่องที่มีข้อความสีแดง (ข้อความที่พิมพ์ยังอยู่ครบ)",
  conflict:
    "มีคนแก้ไขแบบฝึกหัดนี้ไปก่อนคุณ ระบบยังไม่ได้บันทึกการเปลี่ยนแปลงของคุณ ด้านล่างคือฉบับล่าสุดของข้อนี้ ข้อความที่คุณพิมพ์ยังอยู่ในฟอร์ม กดบันทึกอีกครั้งเพื่อใช้ฉบับของคุณ",
  listConflict: "แบบฝึกหัดนี้เพิ่งถูกแก้ไขโดยคนอื่น ระบบจึงยังไม่เปลี่ยนแปลงอะไร รายการด้านล่างคือฉบับล่าสุด ลองอีกครั้ง",
  unavailable: "ยังบันทึกไม่ได้ เพราะระบบฐานข้อมูลขัดข้องชั่วคราว ข้อความที่คุณพิมพ์ยังอยู่ครบ กรุณากดบันทึกอีกครั้งในอีกสักครู่",
  loadUnavailable: "อ่านแบบฝึกหัดจากระบบฐานข้อมูลไม่ได้ชั่วคราว กรุณาโหลดหน้านี้ใหม่ในอีกสักครู่",
  tooLarge: "ข้อมูลที่ส่งมายาวเกินกว่าที่ระบบรับได้ กรุณาตัดข้อความให้สั้นลงแล้วบันทึกอีกครั้ง (ข้อความที่พิมพ์ยังอยู่ด้านล่าง)",
  unknownIntent: "ไม่รู้จักคำสั่งนี้ กรุณาใช้ปุ่มในฟอร์ม",
  questionGone: "ไม่พบคำถามข้อนี้ อาจถูกลบไปแล้ว",
} as const;

export const EDITOR_NOTICES = {
  added: "เพิ่มคำถามแล้ว",
  saved: "บันทึกคำถามแล้ว",
  moved: "เปลี่ยนลำดับคำถามแล้ว",
  deleted: "ลบคำถามแล้ว",
  settings: "บันทึกการตั้งค่าแล้ว",
} as const;
export type EditorNotice = keyof typeof EDITOR_NOTICES;

/** The `detail` of the audit entries (stored in Thai, shown on /admin). */
export const EXERCISE_AUDIT = {
  added: (n: number, type: string) => `แบบฝึกหัด: เพิ่มข้อ ${n} (${type})`,
  edited: (n: number) => `แบบฝึกหัด: แก้ไขข้อ ${n}`,
  moved: (from: number, to: number) => `แบบฝึกหัด: ย้ายข้อ ${from} ไปเป็นข้อ ${to}`,
  /** `prompt`: one line of plain text (inlinePlain). */
  deleted: (n: number, prompt: string) => `แบบฝึกหัด: ลบข้อ ${n} (“${prompt}”)`,
  deletedLast: "แบบฝึกหัด: ลบข้อสุดท้าย บทนี้จึงไม่มีแบบฝึกหัดแล้ว",
  settings: (summary: string) => `แบบฝึกหัด: ตั้งค่า ${summary}`,
} as const;

export const STATS_TEXT = {
  title: "สถิติแบบฝึกหัดรายข้อ",
  intro: "จำนวนครั้งที่ตอบ สัดส่วนที่ตอบถูก และคำตอบผิดที่พบบ่อยของแต่ละข้อ นับจากการส่งที่บันทึกไว้ของผู้เรียนที่ลงทะเบียน",
  none: "ยังไม่มีผู้เรียนส่งแบบฝึกหัด",
  attempts: (n: number) => `ส่งแล้ว ${n.toLocaleString("th-TH")} ครั้ง`,
  /** The average of questions checked one by one before each saved attempt (counted since the count began). */
  checks: (average: number, attempts: number) =>
    `ก่อนส่งแต่ละครั้ง กดตรวจทีละข้อเฉลี่ย ${average.toLocaleString("th-TH", { maximumFractionDigits: 1 })} ครั้ง (จากการส่ง ${attempts.toLocaleString("th-TH")} ครั้ง)`,
  question: "ข้อ",
  prompt: "โจทย์",
  answered: "ตอบ (ครั้ง)",
  right: "ตอบถูก",
  wrong: "คำตอบผิดที่พบบ่อย",
  /** A multiple-answer question: the right choices left out, the wrong ones picked. */
  missed: "ข้อที่ถูกแต่ไม่ได้เลือก",
  wrongPicked: "ข้อที่ผิดแต่เลือก",
  noWrong: "—",
  removed: "(คำถามนี้ถูกลบแล้ว)",
  times: (n: number) => `${n} ครั้ง`,
  edit: "แก้ไขแบบฝึกหัด",
  back: "กลับไปหน้าสถิติ",
} as const;
