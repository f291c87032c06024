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
  nav: "ข้อสอบจำลอง",
  examsTitle: "ข้อสอบจำลอง",
  newExam: "สร้างข้อสอบจำลอง",
  editExam: "แก้ไขข้อสอบจำลอง",
  noExams: "ยังไม่มีข้อสอบจำลอง",
  results: "ผลสอบ",
  items: "วิเคราะห์ข้อสอบ",
  published: "เผยแพร่แล้ว",
  draft: "ยังไม่เผยแพร่",
  openToAll: "ข้อสอบเปิด (ไม่ผูกกับคอร์ส)",
  course: "คอร์ส",
  topic: "หัวข้อ",
  difficulty: "ระดับความยาก",
  anyDifficulty: "ทุกระดับ",
  filter: "กรอง",
  allTopics: "ทุกหัวข้อ",
  questionsCount: (n: number) => `${n} ข้อ`,
  noQuestions: "ยังไม่มีข้อสอบในคลังของคอร์สนี้",
  addQuestion: "เพิ่มข้อสอบ",
  editQuestion: "แก้ไขข้อสอบ",
  newQuestionOfType: "ชนิดของข้อสอบข้อใหม่",
  edit: "แก้ไข",
  delete: "ลบข้อนี้",
  confirmDelete: "ยืนยันการลบข้อนี้",
  deleteHint: "ข้อสอบที่นักเรียนทำไปแล้วยังเก็บสำเนาของข้อนี้ไว้ คะแนนเดิมไม่เปลี่ยน",
  save: "บันทึก",
  preview: "ดูตัวอย่าง",
  previewTitle: "ตัวอย่าง",
  cancel: "ยกเลิก",
  fromLesson: (lesson: string) => `คัดลอกจากบทเรียน ${lesson}`,
  importTitle: "นำเข้าข้อสอบจากไฟล์",
  importHint: "ไฟล์ CSV หรือ Markdown ขนาดไม่เกิน 512 KB ถ้ามีข้อผิดพลาดแม้ข้อเดียว จะไม่นำเข้าเลยสักข้อ",
  importFile: "ไฟล์ข้อสอบ (.csv หรือ .md)",
  importButton: "นำเข้า",
  importRefused: (n: number) => `ไม่ได้นำเข้าไฟล์นี้ พบข้อผิดพลาด ${n} รายการ แก้แล้วลองอีกครั้ง`,
  importLine: (line: number, message: string) => `บรรทัด ${line}: ${message}`,
  importNoFile: "เลือกไฟล์ .csv หรือ .md ก่อน",
  importBadType: "รับเฉพาะไฟล์ .csv หรือ .md",
  importTooLarge: "ไฟล์ใหญ่เกิน 512 KB แบ่งเป็นหลายไฟล์แล้วนำเข้าทีละไฟล์",
  importNotText: "อ่านไฟล์ไม่ได้ ไฟล์ต้องเป็นข้อความ UTF-8",
  importFormatLink: "ดูรูปแบบไฟล์",
  topicsTitle: "หัวข้อของข้อสอบ",
  topicsHint: "บรรทัดละหนึ่งหัวข้อ ตามลำดับที่อยากให้แสดง",
  topicsField: "หัวข้อ",
  topicsInUse: (topic: string) => `หัวข้อ "${topic}" ยังมีข้อสอบในคลังใช้อยู่ ย้ายข้อเหล่านั้นไปหัวข้ออื่นก่อน`,
  topicTooLong: "หัวข้อยาวได้ไม่เกิน 60 ตัวอักษร",
  topicsTooMany: "มีหัวข้อได้ไม่เกิน 50 หัวข้อ",
  topicDuplicate: (topic: string) => `หัวข้อ "${topic}" ซ้ำ`,
  topicUnknown: "เลือกหัวข้อจากรายการของคอร์ส",
  needTopics: "คอร์สนี้ยังไม่มีหัวข้อ เพิ่มหัวข้อก่อนจึงจะเพิ่มข้อสอบได้",
  copyTitle: "คัดลอกข้อสอบจากแบบฝึกหัดในบทเรียน",
  copyLesson: "บทเรียน",
  copyPickLesson: "เลือกบทเรียน",
  copyQuestions: "ข้อที่จะคัดลอก",
  copyButton: "คัดลอกเข้าคลัง",
  copyNone: "เลือกอย่างน้อยหนึ่งข้อ",
  copyNoExercise: "บทเรียนนี้ยังไม่มีแบบฝึกหัด",
  examTitle: "ชื่อข้อสอบ",
  minutes: "เวลาทำ (นาที)",
  opensDate: "เปิดให้ทำวันที่",
  opensTime: "เวลาเปิด",
  closesDate: "ปิดรับวันที่",
  closesTime: "เวลาปิด",
  attempts: "ทำได้กี่ครั้ง",
  showAnswers: "แสดงเฉลยเมื่อ",
  showOnSubmit: "นักเรียนส่งคำตอบแล้ว",
  showOnClose: "ปิดรับข้อสอบแล้ว",
  pageSize: "จำนวนข้อต่อหน้า",
  kind: "วิธีเลือกข้อสอบ",
  kindDraw: "สุ่มจากคลังตามหัวข้อและระดับ (แต่ละคนได้ชุดไม่เหมือนกัน)",
  kindFixed: "เลือกข้อเอง (ทุกคนได้ชุดเดียวกัน)",
  drawsTitle: "การสุ่ม",
  drawRow: (n: number) => `แถวที่ ${n}`,
  drawCount: "จำนวนข้อ",
  drawsHint: "เว้นจำนวนข้อว่างไว้ในแถวที่ไม่ใช้",
  fixedTitle: "ข้อที่เลือก",
  publish: "เผยแพร่ให้นักเรียนเห็น",
  changeCourse: "เปลี่ยนคอร์ส",
  short: (topic: string, difficulty: string, count: number, available: number) =>
    `หัวข้อ "${topic}" ระดับ${difficulty} ขอ ${count} ข้อ แต่คลังมีเพียง ${available} ข้อ`,
  notices: { saved: "บันทึกแล้ว", deleted: "ลบแล้ว", imported: "นำเข้าแล้ว", copied: "คัดลอกเข้าคลังแล้ว" },
  importedCount: (n: number) => `นำเข้า ${n} ข้อแล้ว`,
  copiedCount: (n: number) => `คัดลอก ${n} ข้อเข้าคลังแล้ว`,
} as const;

/** The admin menu's entry of mock exams. */
export const EXAM_NAV = BANK_TEXT.nav;

/** Why a composed exam or a bank question is refused, beside its field. */
export const EXAM_FORM_ERRORS = {
  title: "ใส่ชื่อข้อสอบ (ไม่เกิน 120 ตัวอักษร)",
  minutes: "เวลาทำต้องเป็นจำนวนเต็ม 1 ถึง 300 นาที",
  date: "เลือกวันที่",
  time: "ใส่เวลาแบบ 14:30",
  closesBeforeOpens: "เวลาปิดต้องหลังเวลาเปิด",
  attempts: "จำนวนครั้งต้องเป็นจำนวนเต็ม 1 ถึง 20",
  pageSize: "จำนวนข้อต่อหน้าต้องเป็นจำนวนเต็ม 1 ถึง 20",
  course: "เลือกคอร์สจากรายการ",
  noFixed: "เลือกข้อสอบอย่างน้อยหนึ่งข้อ",
  noDraws: "ใส่การสุ่มอย่างน้อยหนึ่งแถว",
  drawCount: "จำนวนข้อต้องเป็นจำนวนเต็ม 1 ถึง 100",
  tooManyQuestions: "ข้อสอบหนึ่งชุดมีได้ไม่เกิน 100 ข้อ",
  difficulty: "เลือกระดับความยาก",
  invalid: "คำขอไม่ถูกต้อง",
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
