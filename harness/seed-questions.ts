/**
 * Demo questions to the tutor (app/questions): a few questions from the demo
 * students, some answered, one closed, one published to the FAQ of the free
 * preview math-01 (its copy in `faq`, without the student). Fixed ids and
 * `set()`: a second run resets them. Tests import DEMO_QUESTIONS.
 */
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { DEMO_ACCOUNTS } from "../app/platform/demo-accounts.ts";
import { CONTENT_VERSION_COLLECTION, CONTENT_VERSION_DOC } from "../app/content/content-version.store.server.ts";
import { FAQ, QUESTIONS, questionSchema } from "../app/questions/questions.store.server.ts";
import { DEMO_COURSES, DEMO_LESSONS } from "./seed-content.ts";

export interface DemoQuestion {
  id: string;
  uid: string;
  lessonId: string;
  body: string;
  answer: string | null;
  state: "open" | "answered" | "resolved";
  /** The student has opened the answer (else it counts on their dashboard badge). */
  seen: boolean;
  faq: boolean;
  askedAt: string;
}

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    id: "question-demo-open",
    uid: "demo-student-1",
    lessonId: "math-02",
    body: "พี่คะ ถ้า $x^2 - 5x + 6 = 0$ ทำไมต้องแยกเป็น $(x-2)(x-3)$ คะ หาเลขสองตัวนี้ยังไงคะ",
    answer: null,
    state: "open",
    seen: false,
    faq: false,
    askedAt: "2025-06-10T12:30:00Z",
  },
  {
    id: "question-demo-answered",
    uid: "demo-student-1",
    lessonId: "math-01",
    body: "ระบบจำนวนจริงรวมจำนวนอตรรกยะอย่าง $\\sqrt{2}$ ด้วยใช่ไหมคะ",
    answer: "ใช่เลย 😊 จำนวนจริง = จำนวนตรรกยะ ∪ จำนวนอตรรกยะ ดังนั้น $\\sqrt{2}$ ก็เป็นจำนวนจริง",
    state: "answered",
    seen: false,
    faq: false,
    askedAt: "2025-06-08T13:00:00Z",
  },
  {
    id: "question-demo-faq",
    uid: "demo-student-3",
    lessonId: "math-01",
    body: "$0$ เป็นจำนวนตรรกยะไหมครับ",
    answer: "เป็นครับ เพราะเขียนเป็นเศษส่วน $\\frac{0}{1}$ ได้ ตัวส่วนไม่เป็นศูนย์",
    state: "answered",
    seen: true,
    faq: true,
    askedAt: "2025-06-05T11:00:00Z",
  },
  {
    id: "question-demo-resolved",
    uid: "demo-student-2",
    lessonId: "phy-02",
    body: "ความเร่งติดลบแปลว่าวัตถุเคลื่อนที่ถอยหลังหรือเปล่าครับ",
    answer: "ไม่จำเป็นครับ ความเร่งติดลบแปลว่าความเร็ว**ลดลง**ในทิศที่เราเลือกเป็นบวก วัตถุยังวิ่งไปข้างหน้าได้",
    state: "resolved",
    seen: true,
    faq: false,
    askedAt: "2025-05-20T14:00:00Z",
  },
];

export async function seedQuestions(db: Firestore): Promise<void> {
  const batch = db.batch();
  for (const q of DEMO_QUESTIONS) {
    const account = DEMO_ACCOUNTS.find((a) => a.uid === q.uid)!;
    const lesson = DEMO_LESSONS.find((l) => l.id === q.lessonId)!;
    const course = DEMO_COURSES.find((c) => c.id === lesson.courseId)!;
    const asked = new Date(q.askedAt);
    const answered = q.answer ? new Date(asked.getTime() + 3 * 3_600_000) : null;
    const version = q.answer ? 1 : 0;
    const doc = {
      uid: q.uid,
      studentName: account.name,
      studentEmail: account.email,
      lessonId: q.lessonId,
      courseId: course.id,
      lessonTitle: lesson.title,
      courseTitle: course.title,
      body: q.body,
      state: q.state,
      answer: q.answer,
      answerVersion: version,
      seenVersion: q.seen ? version : 0,
      faq: q.faq,
      createdAt: asked,
      updatedAt: answered ?? asked,
      answeredAt: answered,
    };
    questionSchema.parse({ ...doc, id: q.id });
    batch.set(db.collection(QUESTIONS).doc(q.id), {
      ...doc,
      rank: { open: 0, answered: 1, resolved: 2 }[q.state],
      unseen: version > (q.seen ? version : 0),
      createdAt: Timestamp.fromDate(asked),
      updatedAt: Timestamp.fromDate(answered ?? asked),
      answeredAt: answered ? Timestamp.fromDate(answered) : null,
    });
    if (q.faq) {
      batch.set(db.collection(FAQ).doc(q.id), {
        lessonId: q.lessonId,
        courseId: course.id,
        question: q.body,
        answer: q.answer,
        publishedAt: Timestamp.fromDate(answered!),
      });
    }
  }
  batch.set(
    db.collection(CONTENT_VERSION_COLLECTION).doc(CONTENT_VERSION_DOC),
    { version: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
  await batch.commit();
  console.log(`Seed: ${DEMO_QUESTIONS.length} demo questions (${DEMO_QUESTIONS.filter((q) => q.faq).length} in a FAQ)`);
}
