/**
 * Demo exercises for the demo lessons of harness/seed-content.ts: two lessons
 * each of the ม.4 maths, physics and English courses, every question type in
 * every course, formulas in `$…$` (KaTeX) in maths and physics, Thai text
 * (English for the English course). Free-preview lessons (math-04, phy-02,
 * eng-01) let a visitor try an exercise without signing in.
 *
 * Question and choice ids are neutral (the editor makes random ones): the page
 * shows them, so they must not hint at the answer or at where the tutor put the
 * right choice.
 *
 * scripts/seed.ts writes them to `exercises/{lessonId}`; tests/unit checks every
 * exercise against the schema.
 */
import { Timestamp } from "firebase-admin/firestore";
import type { z } from "zod";
import { exerciseSchema, type Exercise, type Question } from "../app/exercises/schema.ts";

type ExerciseInput = z.input<typeof exerciseSchema>;

export interface DemoExercise {
  lessonId: string;
  exercise: ExerciseInput;
}

const r = String.raw;

export const DEMO_EXERCISES: DemoExercise[] = [
  // ---------------------------------------------------------------- คณิตศาสตร์ ม.4
  {
    lessonId: "math-02",
    exercise: {
      settings: { mode: "practice", passMarkPercent: 60, shuffleChoices: true },
      questions: [
        {
          id: "m2-q1",
          type: "single",
          points: 1,
          prompt: r`กำหนด $A = \{1, 2, 3\}$ และ $B = \{2, 3, 4\}$ ข้อใดคือ $A \cap B$`,
          explanation: r`$A \cap B$ คือสมาชิกที่อยู่ **ทั้งใน** $A$ และ $B$ ซึ่งมีแค่ $2$ กับ $3$ ส่วน $\{1, 2, 3, 4\}$ คือ $A \cup B$`,
          choices: [
            { id: "x7k2", text: r`$\{1, 2, 3, 4\}$`, correct: false },
            { id: "p3m9", text: r`$\{2, 3\}$`, correct: true },
            { id: "c8w1", text: r`$\{1, 4\}$`, correct: false },
            { id: "j5r6", text: r`$\varnothing$`, correct: false },
          ],
        },
        {
          id: "m2-q2",
          type: "multiple",
          points: 2,
          prompt: r`ให้เอกภพสัมพัทธ์ $U = \{1, 2, 3, 4, 5, 6\}$ และ $A = \{2, 4, 6\}$ ข้อใดเป็นสมาชิกของ $A'$ (เลือกทุกข้อที่ถูก)`,
          explanation: r`$A'$ คือสมาชิกของ $U$ ที่ไม่อยู่ใน $A$ จึงได้ $A' = \{1, 3, 5\}$`,
          choices: [
            { id: "q1v8", text: "$1$", correct: true },
            { id: "t6n3", text: "$3$", correct: true },
            { id: "h2z7", text: "$4$", correct: false },
            { id: "b9d4", text: "$5$", correct: true },
            { id: "k4s0", text: "$6$", correct: false },
          ],
        },
        {
          id: "m2-q3",
          type: "number",
          points: 2,
          prompt: r`ถ้า $n(A) = 12$, $n(B) = 9$ และ $n(A \cap B) = 4$ จงหา $n(A \cup B)$`,
          explanation: r`ใช้สูตร $n(A \cup B) = n(A) + n(B) - n(A \cap B) = 12 + 9 - 4$ สมาชิกที่อยู่ในทั้งสองเซตถูกนับซ้ำ จึงต้องหักออกหนึ่งครั้ง`,
          answer: 17,
          tolerance: { kind: "absolute", amount: 0 },
          units: [],
          unitRequired: false,
        },
        {
          id: "m2-q4",
          type: "text",
          points: 1,
          prompt: "เซตที่ไม่มีสมาชิกเลยเรียกว่าเซตอะไร (ตอบเป็นคำ)",
          explanation: r`เขียนแทนด้วย $\varnothing$ หรือ $\{\,\}$ และเป็นสับเซตของทุกเซต`,
          accepted: ["เซตว่าง", "empty set"],
          ignoreFinalFullStop: false,
        },
      ],
    },
  },
  {
    lessonId: "math-04",
    exercise: {
      settings: { mode: "practice", passMarkPercent: 50, shuffleChoices: false },
      questions: [
        {
          id: "m4-q1",
          type: "single",
          points: 1,
          prompt: "ข้อใดเป็น **ประพจน์**",
          explanation: r`ประพจน์ต้องบอกได้ว่าจริงหรือเท็จ $2 + 3 = 5$ เป็นจริง ส่วนประโยคขอร้อง ประโยคอุทาน และประโยคที่มีตัวแปรอย่าง $x + 1 = 4$ บอกค่าความจริงไม่ได้`,
          choices: [
            { id: "f3k8", text: "ช่วยปิดประตูหน่อย", correct: false },
            { id: "w7p2", text: "$x + 1 = 4$", correct: false },
            { id: "n5c9", text: "$2 + 3 = 5$", correct: true },
            { id: "z1m6", text: "วันนี้อากาศดีจังเลย!", correct: false },
          ],
        },
        {
          id: "m4-q2",
          type: "multiple",
          points: 2,
          prompt: r`กำหนดให้ $p$ เป็นจริง และ $q$ เป็นเท็จ ข้อใดมีค่าความจริงเป็น **จริง** (เลือกทุกข้อที่ถูก)`,
          explanation: r`$p \lor q$ จริงเพราะ $p$ จริง, $\sim q$ จริงเพราะ $q$ เท็จ และ $q \rightarrow p$ จริงเพราะผลเป็นจริง ส่วน $p \land q$ เท็จ และ $p \rightarrow q$ เท็จ (เหตุจริงแต่ผลเท็จ)`,
          choices: [
            { id: "d4t7", text: r`$p \lor q$`, correct: true },
            { id: "g8h1", text: r`$p \land q$`, correct: false },
            { id: "s2y5", text: r`$\sim q$`, correct: true },
            { id: "v6b3", text: r`$p \rightarrow q$`, correct: false },
            { id: "m9e0", text: r`$q \rightarrow p$`, correct: true },
          ],
        },
        {
          id: "m4-q3",
          type: "number",
          points: 1,
          prompt: r`ถ้ามีประพจน์ย่อย 3 ตัว คือ $p$, $q$ และ $r$ ตารางค่าความจริงจะมีทั้งหมดกี่กรณี`,
          explanation: r`ประพจน์ย่อยแต่ละตัวเป็นได้ 2 ค่า จึงมี $2^n$ กรณี เมื่อ $n = 3$ ได้ $2 \times 2 \times 2$ กรณี`,
          answer: 8,
          tolerance: { kind: "absolute", amount: 0 },
          units: ["กรณี"],
          unitRequired: false,
        },
        {
          id: "m4-q4",
          type: "text",
          points: 1,
          prompt: r`ตัวเชื่อม $\leftrightarrow$ อ่านว่าอะไร`,
          explanation: r`$p \leftrightarrow q$ เป็นจริงเมื่อ $p$ และ $q$ มีค่าความจริงเหมือนกัน`,
          accepted: ["ก็ต่อเมื่อ", "p ก็ต่อเมื่อ q", "if and only if"],
          ignoreFinalFullStop: false,
        },
      ],
    },
  },
  // ---------------------------------------------------------------- ฟิสิกส์ ม.4
  {
    lessonId: "phy-02",
    exercise: {
      settings: { mode: "practice", passMarkPercent: 60, shuffleChoices: true },
      questions: [
        {
          id: "p2-q1",
          type: "number",
          points: 2,
          prompt: r`น้องเดินไปทางทิศตะวันออก $300\ \text{m}$ แล้วเดินกลับทางทิศตะวันตก $100\ \text{m}$ ใช้เวลาทั้งหมด $200\ \text{s}$ **อัตราเร็วเฉลี่ย** เท่ากับเท่าใด (ตอบพร้อมหน่วย)`,
          explanation: r`อัตราเร็วเฉลี่ยใช้ระยะทางทั้งหมด: $\bar{v} = \dfrac{s}{t} = \dfrac{300 + 100}{200}$ ได้สองเมตรต่อวินาที`,
          answer: 2,
          tolerance: { kind: "absolute", amount: 0.05 },
          units: ["m/s", "เมตร/วินาที", "m s^-1"],
          unitRequired: true,
        },
        {
          id: "p2-q2",
          type: "number",
          points: 2,
          prompt: r`จากข้อที่แล้ว **การกระจัด** ของน้องมีขนาดเท่าใด`,
          explanation: r`การกระจัดดูแค่จุดเริ่มกับจุดจบ: ไปทางตะวันออกสุทธิ $300 - 100$ เมตร`,
          answer: 200,
          tolerance: { kind: "relative", amount: 1 },
          units: ["m", "เมตร"],
          unitRequired: false,
        },
        {
          id: "p2-q3",
          type: "single",
          points: 1,
          prompt: "ข้อใดเป็นปริมาณเวกเตอร์",
          explanation: "ความเร็วบอกทั้งขนาดและทิศทาง ส่วนอัตราเร็ว ระยะทาง และเวลา บอกแค่ขนาด",
          choices: [
            { id: "r5u2", text: "อัตราเร็ว", correct: false },
            { id: "e8q4", text: "ความเร็ว", correct: true },
            { id: "a1x9", text: "ระยะทาง", correct: false },
            { id: "l7g3", text: "เวลา", correct: false },
          ],
        },
        {
          id: "p2-q4",
          type: "multiple",
          points: 2,
          prompt: "น้องวิ่งรอบสนามครบหนึ่งรอบ กลับมาที่จุดเริ่มต้นพอดี ข้อใดถูกต้อง (เลือกทุกข้อที่ถูก)",
          explanation: r`จุดเริ่มกับจุดจบเป็นที่เดียวกัน การกระจัดจึงเป็นศูนย์ และความเร็วเฉลี่ย $= \dfrac{\text{การกระจัด}}{t}$ ก็เป็นศูนย์ด้วย แต่ระยะทางคือความยาวรอบสนาม`,
          choices: [
            { id: "o3f6", text: "การกระจัดเป็นศูนย์", correct: true },
            { id: "i9w2", text: "ระยะทางเป็นศูนย์", correct: false },
            { id: "u4k8", text: "ความเร็วเฉลี่ยเป็นศูนย์", correct: true },
            { id: "y2n5", text: "อัตราเร็วเฉลี่ยเป็นศูนย์", correct: false },
          ],
        },
        {
          id: "p2-q5",
          type: "text",
          points: 1,
          prompt: "ปริมาณที่มีแต่ขนาด ไม่มีทิศทาง เรียกว่าปริมาณอะไร",
          explanation: "เช่น มวล เวลา ระยะทาง และอัตราเร็ว",
          accepted: ["สเกลาร์", "ปริมาณสเกลาร์", "scalar"],
          ignoreFinalFullStop: false,
        },
      ],
    },
  },
  {
    lessonId: "phy-05",
    exercise: {
      settings: { mode: "required", passMarkPercent: 70, shuffleChoices: true },
      questions: [
        {
          id: "p5-q1",
          type: "number",
          points: 2,
          prompt: r`รถเริ่มจากหยุดนิ่ง เร่งด้วยความเร่งคงตัว $a = 2\ \text{m/s}^2$ เป็นเวลา $t = 5\ \text{s}$ จงหาความเร็วปลาย $v$`,
          explanation: r`ใช้ $v = u + at$ โดย $u = 0$: $v = 0 + (2)(5)$ เมตรต่อวินาที`,
          answer: 10,
          tolerance: { kind: "absolute", amount: 0.1 },
          units: ["m/s", "เมตร/วินาที", "m·s⁻¹"],
          unitRequired: true,
        },
        {
          id: "p5-q2",
          type: "number",
          points: 2,
          prompt: r`จากข้อที่แล้ว ใน $5\ \text{s}$ นั้นรถเคลื่อนที่ได้ระยะทางเท่าใด`,
          explanation: r`ใช้ $s = ut + \frac{1}{2}at^2 = 0 + \frac{1}{2}(2)(5^2)$ เมตร`,
          answer: 25,
          tolerance: { kind: "relative", amount: 2 },
          units: ["m", "เมตร"],
          unitRequired: false,
        },
        {
          id: "p5-q3",
          type: "number",
          points: 2,
          prompt: r`โยนลูกบอลขึ้นตรง ๆ ด้วยความเร็วต้น $u = 20\ \text{m/s}$ ให้ $g = 10\ \text{m/s}^2$ ลูกบอลขึ้นไปได้สูงสุดกี่เมตร`,
          explanation: r`ที่จุดสูงสุด $v = 0$ ใช้ $v^2 = u^2 - 2gs$: $s = \dfrac{u^2}{2g} = \dfrac{400}{20}$ เมตร`,
          answer: 20,
          tolerance: { kind: "absolute", amount: 0.5 },
          units: ["m", "เมตร"],
          unitRequired: false,
        },
        {
          id: "p5-q4",
          type: "single",
          points: 1,
          prompt: r`โจทย์ให้ $u$, $a$ และ $s$ แล้วถาม $v$ โดยไม่ได้ให้และไม่ได้ถามเวลา ควรใช้สมการใด`,
          explanation: r`สมการที่ไม่มี $t$ คือ $v^2 = u^2 + 2as$ ใช้ได้ทันทีโดยไม่ต้องหาเวลาก่อน`,
          choices: [
            { id: "c2v7", text: r`$v = u + at$`, correct: false },
            { id: "h6j1", text: r`$v^2 = u^2 + 2as$`, correct: true },
            { id: "k9p4", text: r`$s = ut + \frac{1}{2}at^2$`, correct: false },
            { id: "n3t8", text: r`$s = \frac{(u + v)t}{2}$`, correct: false },
          ],
        },
        {
          id: "p5-q5",
          type: "multiple",
          points: 2,
          prompt: "ข้อใดเป็นหน่วยของความเร่ง (เลือกทุกข้อที่ถูก)",
          explanation: r`ความเร่ง $= \dfrac{\Delta v}{\Delta t}$ มีหน่วย $\text{m/s}^2 = \text{m}\,\text{s}^{-2}$ และจาก $F = ma$ จะได้ $\text{N/kg}$ ซึ่งเท่ากันด้วย`,
          choices: [
            { id: "b5r2", text: r`$\text{m/s}^2$`, correct: true },
            { id: "s8d6", text: r`$\text{m/s}$`, correct: false },
            { id: "g1w9", text: r`$\text{m}\,\text{s}^{-2}$`, correct: true },
            { id: "e4z3", text: r`$\text{N/kg}$`, correct: true },
          ],
        },
        {
          id: "p5-q6",
          type: "text",
          points: 1,
          prompt: "ถ้าความเร่งมีทิศตรงข้ามกับความเร็ว อัตราเร็วของวัตถุจะเปลี่ยนไปอย่างไร (ตอบสั้น ๆ)",
          explanation: r`เช่น $u = 10\ \text{m/s}$ และ $a = -2\ \text{m/s}^2$ หลัง $1\ \text{s}$ จะเหลือ $8\ \text{m/s}$`,
          accepted: ["ลดลง", "ช้าลง", "น้อยลง"],
          ignoreFinalFullStop: false,
        },
      ],
    },
  },
  // ---------------------------------------------------------------- English reading
  {
    lessonId: "eng-01",
    exercise: {
      settings: { mode: "practice", passMarkPercent: 60, shuffleChoices: true },
      questions: [
        {
          id: "e1-q1",
          type: "single",
          points: 1,
          prompt: "When you **skim** a text, what are you mainly looking for?",
          explanation: "Skimming is a quick read for the gist. Looking for numbers and dates is *scanning*.",
          choices: [
            { id: "a6m3", text: "Every new word", correct: false },
            { id: "f2x8", text: "The main idea", correct: true },
            { id: "r9k1", text: "Specific numbers and dates", correct: false },
            { id: "t4c7", text: "Spelling mistakes", correct: false },
          ],
        },
        {
          id: "e1-q2",
          type: "multiple",
          points: 2,
          prompt: "Which parts of a text should you read when skimming? Choose all that apply.",
          explanation: "Titles, headings, first sentences and the conclusion carry the gist; footnotes are details.",
          choices: [
            { id: "h8w2", text: "The title and headings", correct: true },
            { id: "m1q6", text: "The first sentence of each paragraph", correct: true },
            { id: "v3z9", text: "Every footnote", correct: false },
            { id: "p7d4", text: "The last paragraph", correct: true },
          ],
        },
        {
          id: "e1-q3",
          type: "text",
          points: 2,
          prompt: "What do we call the sentence that states the main idea of a paragraph? (two words)",
          explanation: "It is often, but not always, the first sentence of the paragraph.",
          accepted: ["topic sentence", "a topic sentence", "the topic sentence"],
          ignoreFinalFullStop: true,
        },
        {
          id: "e1-q4",
          type: "number",
          points: 1,
          prompt: "You skim a 450-word page in 1.5 minutes. How many words per minute is that?",
          explanation: "Divide the words by the minutes: 450 ÷ 1.5.",
          answer: 300,
          tolerance: { kind: "absolute", amount: 0 },
          units: ["wpm", "words per minute", "words/minute", "คำต่อนาที"],
          unitRequired: false,
        },
      ],
    },
  },
  {
    lessonId: "eng-03",
    exercise: {
      settings: { mode: "practice", passMarkPercent: 60, shuffleChoices: false },
      questions: [
        {
          id: "e3-q1",
          type: "single",
          points: 1,
          prompt: "“Unlike his **timid** sister, Tom was brave.” What does *timid* mean?",
          explanation: "*Unlike* signals a contrast: the sister is the opposite of brave.",
          choices: [
            { id: "u5b8", text: "very tall", correct: false },
            { id: "k2n6", text: "shy and easily frightened", correct: true },
            { id: "w9e3", text: "brave and strong", correct: false },
            { id: "d7s1", text: "angry", correct: false },
          ],
        },
        {
          id: "e3-q2",
          type: "text",
          points: 2,
          prompt: "“A **nomad**, a person who moves from place to place, rarely owns much furniture.” The words between the commas are which kind of context clue? (one word)",
          explanation: "The meaning is given right after the word, set off by commas: a direct meaning clue.",
          accepted: ["definition", "a definition", "definition clue"],
          ignoreFinalFullStop: true,
        },
        {
          id: "e3-q3",
          type: "multiple",
          points: 2,
          prompt: "“**Citrus** fruits such as oranges and lemons are rich in vitamin C.” Which of these are also citrus fruits?",
          explanation: "*Such as* introduces examples: sour, juicy fruits like oranges and lemons. Limes and grapefruit belong to the same family.",
          choices: [
            { id: "j4h7", text: "limes", correct: true },
            { id: "q8r2", text: "bananas", correct: false },
            { id: "z3m5", text: "grapefruit", correct: true },
            { id: "y6t9", text: "apples", correct: false },
          ],
        },
        {
          id: "e3-q4",
          type: "number",
          points: 1,
          prompt: "A passage had 5 words you did not know. You guessed 4 of them correctly from context. What percentage did you guess correctly?",
          explanation: "4 out of 5 is 4 ÷ 5 × 100.",
          answer: 80,
          tolerance: { kind: "absolute", amount: 0 },
          units: ["%", "percent", "เปอร์เซ็นต์"],
          unitRequired: false,
        },
      ],
    },
  },
];

/** The demo exercises checked by the schema (throws on a mistake in the data above). */
export function demoExercises(): { lessonId: string; exercise: Exercise }[] {
  return DEMO_EXERCISES.map(({ lessonId, exercise }) => ({ lessonId, exercise: exerciseSchema.parse(exercise) }));
}

/** A right answer to a question as a form posts it (tests and the bench). */
export function rightAnswer(q: Question): string[] {
  switch (q.type) {
    case "single":
    case "multiple":
      return q.choices.filter((c) => c.correct).map((c) => c.id);
    case "number":
      return [`${q.answer}${q.unitRequired ? ` ${q.units[0]}` : ""}`];
    case "text":
      return [q.accepted[0]!];
  }
}

/** A wrong but readable answer to a question as a form posts it (tests and the bench). */
export function wrongAnswer(q: Question): string[] {
  switch (q.type) {
    case "single":
    case "multiple":
      return [q.choices.find((c) => !c.correct)!.id];
    case "number":
      return [`${q.answer + 1000}${q.unitRequired ? ` ${q.units[0]}` : ""}`];
    case "text":
      return ["zzzz"];
  }
}

/** The Firestore data of an exercise document (the seed, the bench). */
export function exerciseDocData(lessonId: string, courseId: string, exercise: Exercise, at: Date) {
  const when = Timestamp.fromDate(at);
  return { lessonId, courseId, settings: exercise.settings, questions: exercise.questions, createdAt: when, updatedAt: when };
}
