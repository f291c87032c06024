/**
 * A lesson's homework with hand-in ("ส่งการบ้าน"): `lessonHomework/{lessonId}`
 * holds the tutor's instructions (Markdown) and the optional due day. Set on
 * the tutor's page of the lesson (/admin/lessons/<id>/homework); a lesson
 * without one asks for no hand-in.
 */
import { Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { bounded, db } from "~/platform/firestore.store.server";
import { now } from "~/kernel/clock";

const LESSON_HOMEWORK = "lessonHomework";

export interface LessonHomework {
  lessonId: string;
  instructions: string;
  /** "yyyy-mm-dd", or null. */
  due: string | null;
}

const schema = z.object({ instructions: z.string(), due: z.string().nullable().default(null) });
const ref = (lessonId: string) => db().collection(LESSON_HOMEWORK).doc(lessonId);

export async function getLessonHomework(lessonId: string): Promise<LessonHomework | null> {
  const snap = await bounded(ref(lessonId).get(), "lesson homework read");
  const r = schema.safeParse(snap.data());
  return snap.exists && r.success ? { lessonId, ...r.data } : null;
}

/** Every lesson's homework (a few dozen documents at most: one per lesson that asks for a hand-in). */
export async function listLessonHomework(): Promise<LessonHomework[]> {
  const snap = await bounded(db().collection(LESSON_HOMEWORK).limit(1000).get(), "lesson homework list");
  return snap.docs.flatMap((d) => {
    const r = schema.safeParse(d.data());
    return r.success ? [{ lessonId: d.id, ...r.data }] : [];
  });
}

export async function saveLessonHomework(h: LessonHomework): Promise<void> {
  await bounded(ref(h.lessonId).set({ instructions: h.instructions, due: h.due, updatedAt: Timestamp.fromMillis(now()) }), "lesson homework write", 8_000);
}

export async function removeLessonHomework(lessonId: string): Promise<void> {
  await bounded(ref(lessonId).delete(), "lesson homework delete", 8_000);
}
