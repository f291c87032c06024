/**
 * Lessons: collection `lessons`, each with its `courseId` and its `order` in
 * the course (the one source of the lesson order). Public pages read published
 * lessons through the content cache; the admin functions write Firestore and
 * bump the content version.
 */
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "~/lib/firebase-admin.server";
import { bumpContentVersion } from "./content-version.server";
import {
  NotFoundError,
  assertVersion,
  countedDoc,
  countedDocs,
  dateSchema,
  docIdSchema,
  nowTimestamp,
  parseDoc,
  parseDocs,
  safeUrlSchema,
  statusSchema,
  type ContentStatus,
} from "./shared.server";

export const LESSONS = "lessons";

export const lessonInputSchema = z.object({
  courseId: docIdSchema,
  title: z.string().trim().min(1).max(160),
  /** Markdown. */
  notes: z.string().max(100_000),
  /** A YouTube (or other http(s)) address, or null. */
  videoUrl: safeUrlSchema
    .refine((v) => /^https?:\/\//i.test(v), "ต้องเป็นลิงก์ http(s)")
    .nullable()
    .default(null),
  durationMinutes: z.number().int().min(1).max(600),
  /** Open to everyone, without sign-in or enrolment. */
  freePreview: z.boolean().default(false),
  status: statusSchema.default("draft"),
});
export type LessonInput = z.input<typeof lessonInputSchema>;

export const lessonSchema = lessonInputSchema.extend({
  id: z.string(),
  videoUrl: z.string().nullable(),
  freePreview: z.boolean(),
  status: statusSchema,
  /** Position in the course (ascending; gaps allowed). */
  order: z.number().int(),
  createdAt: dateSchema,
  updatedAt: dateSchema,
});
export type Lesson = z.infer<typeof lessonSchema>;

function collection() {
  return db().collection(LESSONS);
}

export function lessonData(input: LessonInput) {
  return lessonInputSchema.parse(input);
}

// ---------------------------------------------------------------- public (through the cache)

/** All published lessons, by course and order (the content cache loads these). */
export async function fetchPublishedLessons(): Promise<Lesson[]> {
  const snap = await collection().where("status", "==", "published").orderBy("courseId").orderBy("order").get();
  return parseDocs(lessonSchema, countedDocs(snap));
}

// ---------------------------------------------------------------- admin

/** Every lesson of a course, drafts too, in order. */
export async function listLessonsOfCourse(courseId: string): Promise<Lesson[]> {
  const snap = await collection().where("courseId", "==", courseId).orderBy("order").get();
  return parseDocs(lessonSchema, countedDocs(snap));
}

export async function getLessonById(id: string): Promise<Lesson | null> {
  const snap = countedDoc(await collection().doc(id).get());
  return snap ? parseDoc(lessonSchema, snap) : null;
}

async function readInTx(tx: Transaction, ref: DocumentReference): Promise<Lesson> {
  const snap = countedDoc(await tx.get(ref));
  const lesson = snap ? parseDoc(lessonSchema, snap) : null;
  if (!lesson) throw new NotFoundError("lesson", ref.id);
  return lesson;
}

/** Adds a lesson at the end of its course (or at `order`). */
export async function createLesson(input: LessonInput, opts: { id?: string; order?: number } = {}): Promise<Lesson> {
  const data = lessonData(input);
  const ref = opts.id ? collection().doc(opts.id) : collection().doc();
  await db().runTransaction(async (tx) => {
    const course = countedDoc(await tx.get(db().collection("courses").doc(data.courseId)));
    if (!course) throw new NotFoundError("course", data.courseId);
    let order = opts.order;
    if (order === undefined) {
      const last = await tx.get(collection().where("courseId", "==", data.courseId).orderBy("order", "desc").limit(1));
      const top = countedDocs(last)[0]?.get("order");
      order = typeof top === "number" ? top + 1 : 1;
    }
    const now = nowTimestamp();
    tx.create(ref, { ...data, order, createdAt: now, updatedAt: now });
    await bumpContentVersion(tx);
  });
  return (await getLessonById(ref.id))!;
}

/** Saves an edited lesson (its order stays); ConflictError on a stale `expectedUpdatedAt`. */
export async function updateLesson(id: string, input: LessonInput, expectedUpdatedAt: Date | string): Promise<Lesson> {
  const data = lessonData(input);
  const ref = collection().doc(id);
  await db().runTransaction(async (tx) => {
    const current = await readInTx(tx, ref);
    assertVersion("lesson", id, current.updatedAt, expectedUpdatedAt);
    tx.update(ref, { ...data, updatedAt: nowTimestamp() });
    await bumpContentVersion(tx);
  });
  return (await getLessonById(id))!;
}

export async function setLessonStatus(id: string, status: ContentStatus, expectedUpdatedAt?: Date | string): Promise<Lesson> {
  const ref = collection().doc(id);
  await db().runTransaction(async (tx) => {
    const current = await readInTx(tx, ref);
    if (expectedUpdatedAt !== undefined) assertVersion("lesson", id, current.updatedAt, expectedUpdatedAt);
    tx.update(ref, { status, updatedAt: nowTimestamp() });
    await bumpContentVersion(tx);
  });
  return (await getLessonById(id))!;
}

export async function deleteLesson(id: string): Promise<void> {
  const ref = collection().doc(id);
  await db().runTransaction(async (tx) => {
    await readInTx(tx, ref);
    tx.delete(ref);
    await bumpContentVersion(tx);
  });
}

/**
 * Puts a course's lessons in the given order (orders 1, 2, 3, …). `lessonIds`
 * must be exactly the course's lessons, each once.
 */
export async function reorderLessons(courseId: string, lessonIds: string[]): Promise<Lesson[]> {
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(collection().where("courseId", "==", courseId));
    const existing = new Set(countedDocs(snap).map((d) => d.id));
    const wanted = new Set(lessonIds);
    if (wanted.size !== lessonIds.length || wanted.size !== existing.size || lessonIds.some((id) => !existing.has(id))) {
      throw new z.ZodError([
        { code: "custom", path: ["lessonIds"], message: "รายการบทเรียนไม่ตรงกับบทเรียนในคอร์ส", input: lessonIds },
      ]);
    }
    const now = nowTimestamp();
    lessonIds.forEach((id, index) => tx.update(collection().doc(id), { order: index + 1, updatedAt: now }));
    await bumpContentVersion(tx);
  });
  return listLessonsOfCourse(courseId);
}
