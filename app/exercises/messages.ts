/**
 * The Thai texts of exercises, in one place: the tutor's field errors (the
 * exercise schema), the student's answer errors (a submitted attempt), and the
 * labels of the form and the result.
 */

/** Field errors of an exercise, for the lesson editor (one message per rule). */
export const EXERCISE_ERRORS = {
  invalid: "ข้อมูลแบบฝึกหัดไม่ถูกต้อง",
  mode: "เลือกว่าแบบฝึกหัดนี้เป็นแบบฝึกทำเล่น หรือต้องทำให้ผ่านก่อนนับว่าเรียนจบ",
  passMark: "เกณฑ์ผ่านต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 100 (เปอร์เซ็นต์)",
  shuffle: "ตัวเลือก “สลับลำดับตัวเลือก” ต้องเป็นเปิดหรือปิด",
  noQuestions: "แบบฝึกหัดต้องมีอย่างน้อย 1 ข้อ",
  tooManyQuestions: (max: number) => `แบบฝึกหัดหนึ่งชุดมีได้ไม่เกิน ${max} ข้อ`,
  questionId: "รหัสคำถามต้องเป็นตัวอักษรภาษาอังกฤษพิมพ์เล็ก ตัวเลข หรือขีด (-) ไม่เกิน 40 ตัว",
  duplicateQuestionId: (id: string) => `รหัสคำถาม “${id}” ซ้ำกับข้ออื่น`,
  questionType: "เลือกชนิดของคำถาม: ตัวเลือกเดียว หลายตัวเลือก ตัวเลข หรือข้อความสั้น",
  promptRequired: "กรุณาเขียนโจทย์",
  promptTooLong: (max: number) => `โจทย์ยาวได้ไม่เกิน ${max.toLocaleString("th-TH")} ตัวอักษร`,
  explanationTooLong: (max: number) => `คำอธิบายยาวได้ไม่เกิน ${max.toLocaleString("th-TH")} ตัวอักษร`,
  points: (min: number, max: number) => `คะแนนต้องเป็นจำนวนเต็มตั้งแต่ ${min} ถึง ${max}`,
  tooFewChoices: (min: number) => `ต้องมีตัวเลือกอย่างน้อย ${min} ตัวเลือก`,
  tooManyChoices: (max: number) => `มีตัวเลือกได้ไม่เกิน ${max} ตัวเลือก`,
  choiceId: "รหัสตัวเลือกต้องเป็นตัวอักษรภาษาอังกฤษพิมพ์เล็กหรือตัวเลข ไม่เกิน 12 ตัว",
  duplicateChoiceId: (id: string) => `รหัสตัวเลือก “${id}” ซ้ำกัน`,
  choiceTextRequired: "กรุณาเขียนข้อความของตัวเลือก",
  choiceTextTooLong: (max: number) => `ข้อความของตัวเลือกยาวได้ไม่เกิน ${max} ตัวอักษร`,
  duplicateChoiceText: "มีตัวเลือกที่ข้อความซ้ำกัน",
  choiceCorrect: "ต้องระบุว่าตัวเลือกนี้ถูกหรือผิด",
  singleNeedsOneCorrect: "คำถามแบบตัวเลือกเดียวต้องมีคำตอบที่ถูกพอดี 1 ตัวเลือก",
  scoring: "เลือกวิธีให้คะแนน: ต้องถูกครบทุกข้อ หรือได้คะแนนตามสัดส่วน",
  multipleNeedsCorrect: "คำถามแบบหลายตัวเลือกต้องมีคำตอบที่ถูกอย่างน้อย 1 ตัวเลือก",
  numberAnswer: "คำตอบต้องเป็นตัวเลข",
  numberTooLarge: "คำตอบเป็นตัวเลขที่ใหญ่เกินไป",
  toleranceKind: "เลือกชนิดของค่าคลาดเคลื่อน: ค่าสัมบูรณ์ หรือเปอร์เซ็นต์ของคำตอบ",
  toleranceAmount: "ค่าคลาดเคลื่อนต้องเป็นตัวเลขตั้งแต่ 0 ขึ้นไป",
  relativeTooLarge: "ค่าคลาดเคลื่อนแบบเปอร์เซ็นต์ต้องไม่เกิน 100%",
  tooManyUnits: (max: number) => `ระบุหน่วยได้ไม่เกิน ${max} แบบ`,
  unitRequired: "กรุณาเขียนหน่วย หรือลบช่องที่ว่างออก",
  unitTooLong: (max: number) => `หน่วยยาวได้ไม่เกิน ${max} ตัวอักษร`,
  duplicateUnit: (unit: string) => `หน่วย “${unit}” ซ้ำกับหน่วยอื่น (เมื่อไม่นับช่องว่างและตัวพิมพ์เล็ก-ใหญ่)`,
  unitRequiredWithoutUnits: "ถ้าบังคับให้ตอบพร้อมหน่วย ต้องระบุหน่วยที่ยอมรับอย่างน้อย 1 แบบ",
  noAcceptedAnswers: "ต้องมีคำตอบที่ยอมรับอย่างน้อย 1 คำตอบ",
  tooManyAcceptedAnswers: (max: number) => `คำตอบที่ยอมรับมีได้ไม่เกิน ${max} คำตอบ`,
  acceptedAnswerEmpty: "คำตอบที่ยอมรับต้องไม่ว่าง",
  acceptedAnswerTooLong: (max: number) => `คำตอบที่ยอมรับยาวได้ไม่เกิน ${max} ตัวอักษร`,
  duplicateAcceptedAnswer: (answer: string) => `คำตอบ “${answer}” ซ้ำกับคำตอบอื่น (เมื่อเทียบแบบไม่สนช่องว่างและตัวพิมพ์เล็ก-ใหญ่)`,
  ignoreFinalFullStop: "ตัวเลือก “ไม่สนจุดท้ายประโยค” ต้องเป็นเปิดหรือปิด",
} as const;

/** What a student may type as a number, in plain words (~/exercises/answers reads more, e.g. 2.5 × 10^3, but a hint shows only these). */
const NUMBER_EXAMPLES = "12.5, 1,500 หรือเศษส่วน 1/2";

/** Errors of a student's submitted answers (shown beside the question, with the answers kept). */
export const ATTEMPT_ERRORS = {
  summary: (n: number) => `ยังส่งคำตอบไม่ได้ มี ${n} ข้อที่ต้องแก้ก่อน`,
  expired: "แบบฝึกหัดนี้เปิดค้างไว้นานหรือถูกแก้ไขแล้ว โหลดหน้านี้ใหม่แล้วลองส่งอีกครั้ง",
  unanswered: "ยังไม่ได้ตอบข้อนี้",
  tooLong: (max: number) => `คำตอบยาวเกิน ${max} ตัวอักษร`,
  tooManyEntries: "ส่งคำตอบมามากกว่าจำนวนข้อของแบบฝึกหัด",
  unknownQuestion: "มีคำตอบของข้อที่ไม่มีในแบบฝึกหัดนี้ โหลดหน้านี้ใหม่แล้วลองอีกครั้ง",
  oneChoiceOnly: "ข้อนี้เลือกได้เพียงตัวเลือกเดียว",
  oneAnswerOnly: "ข้อนี้ตอบได้เพียงคำตอบเดียว",
  unknownChoice: "ตัวเลือกที่ส่งมาไม่มีในข้อนี้ (คำถามอาจถูกแก้ไข) โปรดเลือกใหม่",
  notANumber: `อ่านคำตอบเป็นตัวเลขไม่ได้ ลองพิมพ์แบบ ${NUMBER_EXAMPLES} (ตามด้วยหน่วยถ้ามี)`,
  divisionByZero: "เศษส่วนมีตัวส่วนเป็น 0 ไม่ได้ (หารด้วยศูนย์ไม่ได้) ลองแก้ตัวเลขใต้เครื่องหมาย / ใหม่",
} as const;

/** Why a number answer that was read as a number still counted as wrong. */
export const GRADING_NOTES = {
  missingUnit: "ข้อนี้ต้องตอบพร้อมหน่วย",
  wrongUnit: (units: readonly string[]) => `หน่วยต้องเป็น ${units.join(" หรือ ")}`,
  noUnitExpected: "ข้อนี้ไม่ต้องใส่หน่วย",
} as const;

/** Labels of the exercise form and the result. */
export const EXERCISE_TEXT = {
  title: "แบบฝึกหัดท้ายบท",
  practiceNote: "แบบฝึกหัดนี้ทำเพื่อฝึก ไม่มีผลกับการเรียนจบบทเรียน",
  requiredNote: (passMark: number) => `ต้องได้คะแนนอย่างน้อย ${passMark}% จึงจะนับว่าเรียนจบบทนี้`,
  questionCount: (n: number, points: number) => `${n} ข้อ รวม ${points} คะแนน`,
  questionLegend: (n: number, total: number) => `ข้อ ${n} จาก ${total}`,
  points: (n: number) => `${n} คะแนน`,
  chooseOne: "เลือก 1 คำตอบ",
  chooseAll: "เลือกทุกข้อที่ถูก (ได้มากกว่า 1 ข้อ)",
  /** Under a multiple-answer question, before the student answers: how it scores. */
  scoringAll: "ต้องเลือกข้อที่ถูกครบทุกข้อ และไม่เลือกข้อที่ผิด จึงจะได้คะแนน",
  scoringPartial: "ได้คะแนนตามสัดส่วนข้อที่เลือกถูก (เลือกผิดหักคะแนน)",
  partly: "ถูกบางส่วน",
  answerLabel: "คำตอบ",
  numberHint: `พิมพ์ตัวเลขได้ เช่น ${NUMBER_EXAMPLES}`,
  unitsAllowed: (units: readonly string[]) => `หน่วยที่ใช้ได้: ${units.join(", ")}`,
  unitRequired: "ต้องใส่หน่วยต่อท้ายตัวเลข",
  unitOptional: "จะใส่หน่วยหรือไม่ก็ได้",
  submit: "ส่งคำตอบ",
  resultTitle: "ผลแบบฝึกหัด",
  score: (earned: number, total: number, percent: number) => `ได้ ${earned} จาก ${total} คะแนน (${percent}%)`,
  passed: (passMark: number) => `ผ่านเกณฑ์ ${passMark}% แล้ว เก่งมาก!`,
  notPassed: (passMark: number) => `ยังไม่ถึงเกณฑ์ ${passMark}% ลองทบทวนแล้วทำใหม่อีกครั้งนะ`,
  practiceDone: "ทำแบบฝึกหัดเสร็จแล้ว ดูเฉลยและคำอธิบายของแต่ละข้อได้ด้านล่าง",
  right: "ถูก",
  wrong: "ผิด",
  earned: (earned: number, points: number) => `${earned}/${points} คะแนน`,
  yourAnswer: "คำตอบของน้อง",
  noAnswer: "(ไม่ได้ตอบ)",
  correctAnswer: "คำตอบที่ถูก",
  chosen: "น้องเลือก",
  correctChoice: "คำตอบที่ถูก",
  explanation: "คำอธิบาย",
  tolerance: (amount: string) => `คลาดเคลื่อนได้ ±${amount}`,
  tolerancePercent: (amount: string) => `คลาดเคลื่อนได้ ±${amount}%`,
  or: " หรือ ",
  retry: "ลองใหม่",
  saved: "บันทึกผลแล้ว",
  notSaved: "ผลครั้งนี้ยังไม่ได้บันทึก",
  signInToSave: "เข้าสู่ระบบและลงทะเบียนเรียน เพื่อบันทึกคะแนนและดูคะแนนที่ดีที่สุดของน้อง",
  best: (best: number, attempts: number) => `คะแนนที่ดีที่สุด ${best}% จากการทำ ${attempts} ครั้ง`,
  signIn: "เข้าสู่ระบบ",
  /** Firestore did not answer while saving: the answers stay in the form. */
  unavailable: "ตอนนี้ยังบันทึกผลแบบฝึกหัดไม่ได้ เพราะระบบขัดข้องชั่วคราว คำตอบของน้องยังอยู่ครบ ลองกดส่งอีกครั้งในอีกสักครู่",
  notEnrolled: "ต้องลงทะเบียนคอร์สนี้ก่อน จึงจะทำแบบฝึกหัดของบทนี้ได้",
  /** "mark done" on a lesson whose "required" exercise is not passed yet. */
  requiredFirst: "ต้องทำแบบฝึกหัดท้ายบทให้ผ่านเกณฑ์ก่อน จึงจะนับว่าเรียนจบบทนี้ (เมื่อผ่านเกณฑ์ ระบบจะบันทึกว่าเรียนจบให้เอง)",
  /** The lesson's progress panel before the pass of a "required" exercise: no "mark done", what is needed instead. */
  requiredPanel: (passMark: number) =>
    `บทนี้จะนับว่าเรียนจบเมื่อทำแบบฝึกหัดท้ายบทได้อย่างน้อย ${passMark}% (เมื่อผ่านเกณฑ์ ระบบจะบันทึกว่าเรียนจบให้เอง)`,
  bestSoFar: (best: number, attempts: number) => `คะแนนที่ดีที่สุดตอนนี้ ${best}% จากการทำ ${attempts} ครั้ง`,
  notTriedYet: "ยังไม่ได้ทำแบบฝึกหัดของบทนี้",
  toExercise: "ไปทำแบบฝึกหัด",
  /** A student's past attempts at a lesson (/lesson/<id>/attempts) and each one's review. */
  attemptsTitle: "การทำแบบฝึกหัดที่ผ่านมา",
  attemptsLink: "ดูการทำที่ผ่านมาและเฉลย",
  attemptsShown: (n: number) => `แสดง ${n} ครั้งล่าสุด`,
  attemptAt: (when: string) => `ทำเมื่อ ${when}`,
  openReview: "ดูคำตอบและเฉลย",
  passedBadge: "ผ่านเกณฑ์",
  notPassedBadge: "ยังไม่ผ่านเกณฑ์",
  wrongCount: (n: number) => (n === 0 ? "ถูกทุกข้อ" : `ผิดหรือถูกไม่ครบ ${n} ข้อ`),
  changedSince: "พี่แก้ไขแบบฝึกหัดนี้หลังจากที่น้องทำ เฉลยและคำอธิบายด้านล่างเป็นฉบับปัจจุบัน ส่วนคะแนนเป็นคะแนนที่ได้ในครั้งนั้น",
  backToAttempts: "กลับไปรายการการทำทั้งหมด",
  backToLesson: "กลับไปบทเรียน",
  /** "ฝึกเฉพาะข้อที่ผิด": practice of the questions an attempt missed; never saved. */
  practiceWrong: "ฝึกเฉพาะข้อที่ผิด",
  practiceWrongFrom: (when: string) => `ข้อที่ยังไม่ถูกจากการทำเมื่อ ${when}`,
  practiceWrongNote: "เป็นการฝึกเท่านั้น: ไม่บันทึกคะแนน ไม่แทนคะแนนที่ดีที่สุด และไม่นับเป็นการผ่านเกณฑ์ของบทเรียน",
  nothingWrong: "การทำครั้งนั้นถูกทุกข้อแล้ว ไม่มีข้อที่ต้องฝึกซ้ำ",
  /** Checking one question on its own (with JavaScript). */
  check: "ตรวจข้อนี้",
  checking: "กำลังตรวจ…",
  checkRight: "ข้อนี้ถูกแล้ว",
  checkWrong: "ข้อนี้ยังไม่ถูก ลองคิดอีกครั้ง (เฉลยจะแสดงหลังส่งคำตอบทั้งชุด)",
  checkFailed: "ตอนนี้ยังตรวจข้อนี้ไม่ได้ ลองอีกครั้งในอีกสักครู่ หรือกดส่งคำตอบทั้งชุด",
} as const;
