/**
 * The Thai texts of mock exams (browser-safe), one object per part of the feature:
 * sitting an exam, its result, the tutor's question bank and exams, and the tutor's reports.
 */

// ---------------------------------------------------------------- sitting an exam (the exam page, the attempt's pages, the deadline)

export const EXAM_TEXT = {
  nav: "ข้อสอบจำลอง",
  start: "เริ่มทำข้อสอบ",
} as const;

// ---------------------------------------------------------------- the result (score, topics, answers, weak topics, standing)

export const EXAM_RESULT_TEXT = {
  practiceWeak: "ฝึกหัวข้อที่ยังอ่อน",
} as const;

// ---------------------------------------------------------------- the tutor's question bank and exams (คลังข้อสอบ)

export const BANK_TEXT = {
  title: "คลังข้อสอบ",
} as const;

export const DIFFICULTY_LABELS = { easy: "ง่าย", medium: "กลาง", hard: "ยาก" } as const;

/** Why an import file is refused: each beside its line number ("บรรทัด 12: …"). */
export const BANK_IMPORT_ERRORS = {
  empty: "ไม่พบข้อสอบในไฟล์นี้",
  tooMany: (max: number) => `ไฟล์หนึ่งนำเข้าได้ไม่เกิน ${max} ข้อ`,
  moreErrors: (n: number) => `และยังมีข้อผิดพลาดอีก ${n} รายการ`,
  topicRequired: "ยังไม่ได้ระบุหัวข้อ",
  unknownTopic: (topic: string) => `หัวข้อ "${topic}" ยังไม่มีในรายการหัวข้อของคอร์สนี้ (เพิ่มที่หน้าหัวข้อก่อน)`,
  difficulty: (value: string) => `ระดับ "${value}" ไม่ถูกต้อง ใช้ ง่าย กลาง หรือ ยาก`,
  type: (value: string) => `ชนิด "${value}" ไม่ถูกต้อง ใช้ คำตอบเดียว หลายคำตอบ ตัวเลข หรือ ข้อความ`,
  answerRequired: "ข้อที่ไม่มีตัวเลือกต้องมีบรรทัด คำตอบ:",
  numberAnswer: (value: string) => `คำตอบ "${value}" ไม่ใช่ตัวเลข`,
  choicesNotAllowed: "ข้อชนิดตัวเลขหรือข้อความต้องไม่มีตัวเลือก",
  duplicateField: (name: string) => `บรรทัด ${name}: ซ้ำในข้อเดียวกัน`,
  textAfterChoices: "มีข้อความต่อจากตัวเลือก ให้ย้ายไปไว้ก่อนตัวเลือก หรือขึ้นต้นด้วย เฉลย:",
  csvQuote: "เครื่องหมาย \" อยู่กลางช่อง ต้องครอบทั้งช่องด้วย \" และเขียน \"\" แทน \" ข้างใน",
  csvUnclosed: "เครื่องหมาย \" เปิดไว้แต่ไม่ได้ปิด",
  csvUnknownColumn: (name: string) => `ไม่รู้จักคอลัมน์ "${name}"`,
  csvMissingColumn: (name: string) => `ขาดคอลัมน์ "${name}"`,
  csvDuplicateColumn: "มีชื่อคอลัมน์ซ้ำกัน",
  csvFieldCount: (got: number, want: number) => `แถวนี้มี ${got} ช่อง แต่หัวตารางมี ${want} ช่อง`,
  csvChoiceAnswer: (value: string, count: number) => `คำตอบ "${value}" ต้องเป็นหมายเลขตัวเลือกที่ถูก 1 ถึง ${count} เช่น 2 หรือ 1, 3`,
} as const;

// ---------------------------------------------------------------- the tutor's reports (results, item analysis, student page, parents)

export const EXAM_REPORT_TEXT = {
  results: "ผลสอบ",
} as const;
