/**
 * Demo homework with hand-in (app/handins): the lesson math-02 asks its
 * students to hand in their working, due a week after the seed runs (a second
 * run moves the day). Tests import DEMO_HOMEWORK.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { addDays, dayKeyOf, nowDate } from "../app/kernel/clock.ts";

export const DEMO_HOMEWORK = {
  lessonId: "math-02",
  key: "lesson-math-02",
  instructions: "หายูเนียน อินเตอร์เซกชัน และคอมพลีเมนต์ของเซตในโจทย์ข้อ 1–5 ลงในสมุด แสดงวิธีคิดทุกข้อ แล้วถ่ายรูปหน้าที่ทำส่ง (ส่งเป็น PDF ก็ได้)",
};

export async function seedHandins(db: Firestore, now = nowDate()): Promise<void> {
  const due = addDays(dayKeyOf(now), 7);
  // The collection of app/handins/lesson-homework.store.server.ts.
  await db.collection("lessonHomework").doc(DEMO_HOMEWORK.lessonId).set({ instructions: DEMO_HOMEWORK.instructions, due, updatedAt: Timestamp.now() });
  console.log(`Seed: homework with hand-in on ${DEMO_HOMEWORK.lessonId}`);
}
