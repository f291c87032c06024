/**
 * The Thai texts of mock exams (browser-safe), one object per part of the feature:
 * sitting an exam, its result, the tutor's question bank and exams, and the tutor's reports.
 */

// ---------------------------------------------------------------- sitting an exam (the exam page, the attempt's pages, the deadline)

export const EXAM_TEXT = {
  nav: "ข้อสอบจำลอง",
  start: "เริ่มทำข้อสอบ",
  listTitle: "ข้อสอบจำลอง",
  listLead: "ฝึกทำข้อสอบจับเวลาเหมือนสอบจริง แล้วดูว่าหัวข้อไหนยังต้องฝึกเพิ่ม",
  noExams: "ตอนนี้ยังไม่มีข้อสอบจำลองที่น้องทำได้ ลงทะเบียนคอร์สแล้วจะเห็นข้อสอบของคอร์สนั้นที่นี่",
  openToAll: "เปิดให้ทุกคน",
  ofCourse: (title: string) => `ของคอร์ส ${title}`,
  facts: (questions: number, minutes: number) => `${questions} ข้อ · ${minutes} นาที`,
  questionsLabel: "จำนวนข้อ",
  questions: (n: number) => `${n} ข้อ`,
  minutesLabel: "เวลา",
  minutes: (n: number) => `${n} นาที`,
  opensLabel: "เปิดให้ทำ",
  closesLabel: "ปิดรับ",
  attemptsLabel: "ทำไปแล้ว",
  attemptsUsed: (used: number, allowed: number) => `${used} จาก ${allowed} ครั้ง`,
  pastTitle: "ผลครั้งก่อน ๆ",
  pastAttempt: (n: number) => `ครั้งที่ ${n}`,
  pastScore: (score: number, max: number, percent: number) => `ได้ ${score} จาก ${max} คะแนน (${percent}%)`,
  seeResult: "ดูผล",
  inProgress: "กำลังทำอยู่",
  continueAttempt: "ทำข้อสอบต่อ",
  startNote: "กดเริ่มแล้วเวลาจะเริ่มนับทันที คำตอบจะถูกบันทึกทุกครั้งที่กดไปหน้าถัดไป",
  signInToSit: "เข้าสู่ระบบก่อนนะ แล้วจึงเริ่มทำข้อสอบได้",
  signIn: "เข้าสู่ระบบ",
  needsEnrolment: (course: string) => `ข้อสอบนี้สำหรับน้องที่ลงทะเบียนคอร์ส ${course} ลงทะเบียนก่อนแล้วกลับมาทำได้เลย`,
  toCourse: "ไปที่หน้าคอร์ส",
  notOpenYet: (when: string) => `ข้อสอบนี้เปิดให้ทำ ${when}`,
  closed: "ข้อสอบนี้ปิดรับแล้ว",
  noAttemptsLeft: "น้องใช้สิทธิ์ทำข้อสอบนี้ครบแล้ว",
  noQuestions: "ข้อสอบนี้ยังไม่มีคำถาม พี่กำลังเตรียมอยู่",
  refused: {
    notOpen: "ข้อสอบนี้ยังไม่เปิดให้ทำ",
    closed: "ข้อสอบนี้ปิดรับแล้ว จึงเริ่มทำไม่ได้",
    noAttemptsLeft: "น้องใช้สิทธิ์ทำข้อสอบนี้ครบแล้ว จึงเริ่มใหม่ไม่ได้",
    noQuestions: "ข้อสอบนี้ยังไม่มีคำถาม พี่กำลังเตรียมอยู่",
  },
  deadline: (time: string) => `ส่งได้ถึง ${time} น.`,
  deadlineDay: (day: string, time: string) => `ส่งได้ถึง ${day} ${time} น.`,
  countdownLabel: "เวลาที่เหลือ",
  countdownOver: "หมดเวลาแล้ว",
  pageOf: (n: number, total: number) => `หน้า ${n} จาก ${total}`,
  questionLegend: (n: number, total: number) => `ข้อ ${n} จาก ${total}`,
  points: (n: number) => `${n} คะแนน`,
  chooseOne: "เลือก 1 คำตอบ",
  chooseAll: "เลือกทุกข้อที่ถูก (ได้มากกว่า 1 ข้อ)",
  answerLabel: "คำตอบ",
  numberHint: "พิมพ์ตัวเลข เช่น 12, -3.5 หรือ 1/2",
  unitsAllowed: (units: readonly string[]) => `หน่วยที่ใช้ได้: ${units.join(", ")}`,
  mark: "ทำเครื่องหมายไว้ดูอีกครั้ง",
  previous: "ก่อนหน้า",
  next: "ถัดไป",
  review: "ตรวจทานก่อนส่ง",
  savedNote: "คำตอบในหน้านี้จะถูกบันทึกเมื่อกดปุ่มด้านล่าง",
  reviewTitle: "ตรวจทานก่อนส่ง",
  allAnswered: "น้องตอบครบทุกข้อแล้ว",
  unanswered: (n: number) => `ยังไม่ได้ตอบ ${n} ข้อ`,
  marked: (n: number) => `ทำเครื่องหมายไว้ ${n} ข้อ`,
  questionLink: (n: number) => `ข้อ ${n}`,
  onPage: (page: number) => `(หน้า ${page})`,
  backToQuestions: "กลับไปแก้คำตอบ",
  submit: "ส่งคำตอบ",
  confirmTitle: "ส่งคำตอบเลยไหม?",
  confirmText: "ส่งแล้วจะแก้คำตอบไม่ได้อีก ข้อที่ยังไม่ได้ตอบจะได้ 0 คะแนน",
  confirmUnanswered: (n: number) => `ยังมีข้อที่ไม่ได้ตอบ ${n} ข้อ`,
  confirmSubmit: "ยืนยัน ส่งคำตอบ",
  notYet: "ยังก่อน กลับไปตรวจทาน",
  late: "หมดเวลาแล้ว คำตอบที่ส่งมาหลังหมดเวลาไม่นับ พี่ตรวจจากคำตอบที่บันทึกไว้ก่อนหมดเวลาให้แล้ว",
  ended: "ข้อสอบครั้งนี้ส่งไปแล้ว ดูผลได้ที่นี่",
  expiredForm: "หน้านี้เก่าไปแล้ว ลองเปิดหน้าข้อสอบใหม่อีกครั้งนะ",
  badAnswers: "คำตอบที่ส่งมาอ่านไม่ได้ ลองอีกครั้งนะ",
  courseTitle: "ข้อสอบจำลองของคอร์สนี้",
  dashboardLink: "ดูข้อสอบจำลองทั้งหมด",
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
