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

// ---------------------------------------------------------------- the tutor's reports (results, item analysis, student page, parents)

export const EXAM_REPORT_TEXT = {
  results: "ผลสอบ",
} as const;
