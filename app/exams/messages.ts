/**
 * The Thai texts of mock exams (browser-safe), one object per part of the feature:
 * sitting an exam, its result, the tutor's question bank and exams, and the tutor's reports.
 */

// ---------------------------------------------------------------- numbers every part shows

/** A score as people read it, on every page of the feature: 14, 14.5, 14.25 (hundredths at most, no trailing zeros). */
export const examPoints = (n: number) => String(Math.round(n * 100) / 100);
const points = examPoints;

/** A time taken, on every page of the feature: "12 นาที 30 วินาที", "1 ชั่วโมง 5 นาที", "45 วินาที" (whole seconds, no-break space before each unit). */
export function examDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const parts: Array<[number, string]> = [
    [Math.floor(total / 3600), "ชั่วโมง"],
    [Math.floor((total % 3600) / 60), "นาที"],
    [total % 60, "วินาที"],
  ];
  const shown = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n}\u00a0${unit}`);
  return shown.length === 0 ? "0\u00a0วินาที" : shown.join(" ");
}

// ---------------------------------------------------------------- sitting an exam (the exam page, the attempt's pages, the deadline)

export const EXAM_TEXT = {
  nav: "ข้อสอบจำลอง",
  start: "เริ่มทำข้อสอบ",
} as const;

// ---------------------------------------------------------------- the result (score, topics, answers, weak topics, standing)

export const EXAM_RESULT_TEXT = {
  title: "ผลการสอบ",
  practiceWeak: "ฝึกหัวข้อที่ยังอ่อน",
  attemptN: (n: number) => `ครั้งที่ ${n}`,
  score: (score: number, max: number, percent: number) => `ได้ ${points(score)} จาก ${points(max)} คะแนน (${percent}%)`,
  points,
  timeTaken: (ms: number) => `ใช้เวลา ${examDuration(ms)}`,
  submitted: (when: string) => `ส่งคำตอบเมื่อ ${when}`,
  expired: (when: string) => `หมดเวลาแล้ว: ระบบตรวจคำตอบที่บันทึกไว้เมื่อ ${when}`,
  byTopicTitle: "คะแนนแยกตามหัวข้อ",
  topicScore: (topic: string, score: number, max: number, percent: number) => `${topic}: ${points(score)} จาก ${points(max)} คะแนน (${percent}%)`,
  topicFigures: (score: number, max: number, percent: number) => `${points(score)}/${points(max)} (${percent}%)`,
  weakBadge: "ยังอ่อน",
  weakLine: (percent: number) => `เส้นประคือ ${percent}%: หัวข้อที่ได้ต่ำกว่านี้ควรฝึกเพิ่ม`,
  questionsTitle: "คำตอบแต่ละข้อ",
  questionLegend: (n: number, total: number) => `ข้อ ${n} จาก ${total}`,
  topicOf: (topic: string) => `หัวข้อ: ${topic}`,
  earned: (earned: number, max: number) => `${points(earned)}/${points(max)} คะแนน`,
  pointsOf: (max: number) => `${points(max)} คะแนน`,
  right: "ถูก",
  partly: "ถูกบางส่วน",
  wrong: "ผิด",
  unanswered: "ไม่ได้ตอบ",
  yourAnswer: "คำตอบของน้อง",
  chosen: "น้องเลือก",
  correctAnswer: "คำตอบที่ถูก",
  explanation: "เฉลย",
  answersLater: (when: string) => `เฉลยจะแสดงเมื่อปิดรับข้อสอบ วันที่ ${when}`,
  standingTitle: "เทียบกับเพื่อนในกลุ่ม",
  standing: (place: number, of: number) => `อันดับที่ ${place} จาก ${of} คน`,
  average: (percent: number) => `คะแนนเฉลี่ยของกลุ่ม ${percent}%`,
  standingRule: "นับคะแนนครั้งที่ดีที่สุดของแต่ละคน ไม่แสดงชื่อใคร",
  standingLater: (when: string) => `อันดับในกลุ่มจะแสดงเมื่อปิดรับข้อสอบ วันที่ ${when}`,
  weakTitle: "หัวข้อที่ควรฝึกเพิ่ม",
  weakIntro: (percent: number) => `หัวข้อที่ได้ต่ำกว่า ${percent}% พี่เลือกข้อจากคลังข้อสอบมาให้ฝึกต่อ`,
  noWeak: (percent: number) => `เก่งมาก! ทุกหัวข้อได้ตั้งแต่ ${percent}% ขึ้นไป`,
  backToExam: "กลับไปหน้าข้อสอบ",
  backToResult: "กลับไปดูผลการสอบ",
  practiceNote: "แบบฝึกนี้ไม่บันทึกและไม่นับคะแนน ตอบแล้วกดตรวจเพื่อดูเฉลยได้ทันที",
  practiceFrom: (topics: readonly string[]) => `หัวข้อ: ${topics.join(", ")}`,
  practiceNone: "ยังไม่มีหัวข้อที่ต้องฝึกเพิ่มจากการสอบครั้งนี้",
  practiceEmpty: "คลังข้อสอบยังไม่มีข้อของหัวข้อเหล่านี้ให้ฝึก",
} as const;

// ---------------------------------------------------------------- the tutor's question bank and exams (คลังข้อสอบ)

export const BANK_TEXT = {
  title: "คลังข้อสอบ",
} as const;

export const DIFFICULTY_LABELS = { easy: "ง่าย", medium: "กลาง", hard: "ยาก" } as const;

// ---------------------------------------------------------------- the tutor's reports (results, item analysis, student page, parents)

export const EXAM_REPORT_TEXT = {
  results: "ผลสอบ",
  resultsTitle: (exam: string) => `ผลสอบ: ${exam}`,
  itemsTitle: (exam: string) => `วิเคราะห์ข้อสอบ: ${exam}`,
  exams: "ข้อสอบจำลอง",
  toItems: "วิเคราะห์รายข้อ",
  toResults: "ผลสอบรายคน",
  csv: "ดาวน์โหลด CSV",
  resultsLead: (students: number, attempts: number) => `นักเรียน ${students} คน ส่งแล้ว ${attempts} ครั้ง แสดงครั้งที่ได้คะแนนสูงสุดของแต่ละคน (คะแนนเท่ากัน: ครั้งแรก) เรียงจากเปอร์เซ็นต์มากไปน้อย`,
  resultsCaption: "ผลสอบรายคน (ครั้งที่ดีที่สุด)",
  noResults: "ยังไม่มีใครส่งข้อสอบนี้",
  student: "นักเรียน",
  score: "คะแนน",
  percent: "เปอร์เซ็นต์",
  timeTaken: "เวลาที่ใช้",
  attempts: "ทำ (ครั้ง)",
  when: "ทำเมื่อ",
  scoreOf: (score: string, max: string) => `${score}/${max}`,
  gradedAtDeadline: "ตรวจเมื่อหมดเวลา",
  csvHeader: ["นักเรียน", "อีเมล", "คะแนน", "คะแนนเต็ม", "เปอร์เซ็นต์", "เวลาที่ใช้ (วินาที)", "ทำ (ครั้ง)", "ทำเมื่อ", "ส่งโดย"],
  csvTopic: (topic: string) => `หัวข้อ: ${topic}`,
  csvSubmitted: "ส่งเอง",
  csvExpired: "หมดเวลา",
  itemsLead: (attempts: number) => `นับจากการส่งทั้งหมด ${attempts} ครั้ง (ทุกครั้งของทุกคน) ข้อที่สุ่มมานับเฉพาะครั้งที่ได้ข้อนั้น`,
  itemsRule: (min: number, percent: number) =>
    `ข้อที่ควรตรวจ: เมื่อมีผู้ทำข้อนั้นอย่างน้อย ${min} ครั้ง และตอบถูกไม่ถึง ${percent}% หรือมีตัวเลือกผิดที่ถูกเลือกมากกว่าตัวเลือกที่ถูก ข้อนั้นอาจกำกวม เฉลยผิด หรือยากเกินไป`,
  noItems: "ยังไม่มีการส่งข้อสอบนี้ จึงยังไม่มีสถิติรายข้อ",
  question: (n: number) => `ข้อ ${n}`,
  topic: "หัวข้อ",
  answered: (n: number) => `ทำ ${n} ครั้ง`,
  right: (n: number, percent: number) => `ตอบถูก ${n} ครั้ง (${percent}%)`,
  blank: (n: number, percent: number) => `ไม่ตอบ ${n} ครั้ง (${percent}%)`,
  choice: "ตัวเลือก",
  picked: "เลือก (ครั้ง)",
  correctChoice: "ตัวเลือกที่ถูก",
  typedAnswer: "คำตอบที่ถูก",
  flags: { fewRight: (percent: number) => `ตอบถูกไม่ถึง ${percent}%`, wrongChoicePreferred: "ตัวเลือกผิดถูกเลือกมากกว่าตัวเลือกที่ถูก" },
  flagBadge: "ควรตรวจ",
  flaggedCount: (n: number) => (n === 0 ? "ไม่มีข้อที่ควรตรวจ" : `ข้อที่ควรตรวจ ${n} ข้อ`),
  studentMock: "ข้อสอบจำลอง",
  studentMockCaption: "ผลข้อสอบจำลองตามลำดับเวลา",
  studentMockNone: "ยังไม่เคยส่งข้อสอบจำลอง",
  exam: "ข้อสอบ",
  examGone: "(ข้อสอบถูกลบแล้ว)",
  result: "ดูผล",
  parentScore: (exam: string, score: string, max: string, percent: number) => `${exam}: ${score}/${max} คะแนน (${percent}%)`,
  parentWeakTopic: (topic: string, percent: number) => `${topic} (${percent}%)`,
} as const;
