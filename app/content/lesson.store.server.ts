/**
 * Lessons: collection `lessons`, through the content repository, each with its
 * `courseId` and its `order` in the course (the one source of the lesson
 * order). A new lesson goes last in its course.
 */
import type { Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { lessonInputSchema, lessonKind } from "~/content/lesson";
import { db } from "~/platform/firestore.store.server";
import { bumpContentVersion } from "./content-version.store.server";
import { contentRepository } from "./repository.store.server";
import { NotFoundError, countedDoc, countedDocs, parseDocs, storedFields, storedMarkdown } from "./shared.store.server";
import { tx } from "~/kernel/store.server";

export const LESSONS = lessonKind.collection;

export const lessonSchema = lessonInputSchema.extend({
  ...storedFields,
  notes: storedMarkdown,
  videoUrl: z.string().nullable(),
  freePreview: z.boolean(),
  /** Position in the course (ascending; gaps allowed). */
  order: z.number().int(),
});
export type Lesson = z.infer<typeof lessonSchema>;

function collection() {
  return db().collection(LESSONS);
}

/** Inside a create: the course must exist; the lesson goes last (or at `order`). */
async function placeInCourse(tx: Transaction, data: Record<string, unknown>, opts: { order?: number }) {
  const courseId = String(data.courseId);
  const course = countedDoc(await tx.get(db().collection("courses").doc(courseId)));
  if (!course) throw new NotFoundError("course", courseId);
  if (opts.order !== undefined) return { order: opts.order };
  const last = await tx.get(collection().where("courseId", "==", courseId).orderBy("order", "desc").limit(1));
  const top = countedDocs(last)[0]?.get("order");
  return { order: typeof top === "number" ? top + 1 : 1 };
}

export const lessons = contentRepository<Lesson>({
  def: lessonKind,
  stored: lessonSchema,
  order: [
    ["courseId", "asc"],
    ["order", "asc"],
  ],
  publishedOrder: [
    ["courseId", "asc"],
    ["order", "asc"],
  ],
  parentField: "courseId",
  onCreate: placeInCourse,
});

export const fetchPublishedLessons = lessons.listPublished;
export const listAllLessons = lessons.list;

/** Every lesson of a course, drafts too, in order. */
export async function listLessonsOfCourse(courseId: string): Promise<Lesson[]> {
  const snap = await collection().where("courseId", "==", courseId).orderBy("order").get();
  return parseDocs(lessonSchema, countedDocs(snap));
}

/** The course's lessons are no longer in the order the admin saw (moved, added or deleted meanwhile). */
export class LessonOrderChangedError extends Error {
  override name = "LessonOrderChangedError";
}

/**
 * Moves a lesson to a 1-based position of its course (clamped) in one
 * transaction, writing only the lessons whose `order` changes (orders become
 * 1, 2, 3, …). `expectedIds`: the order the admin saw; any other stored order
 * throws LessonOrderChangedError and writes nothing. `updatedAt` stays: a move
 * is not an edit of the lesson, so an editor open on it keeps its version.
 */
export async function moveLessonTo(
  courseId: string,
  lessonId: string,
  position: number,
  expectedIds?: readonly string[]
): Promise<{ lessons: Lesson[]; from: number; to: number; writes: number }> {
  let from = 0;
  let to = 0;
  let writes = 0;
  await tx("lesson move", async (tx) => {
    writes = 0;
    const docs = countedDocs(await tx.get(collection().where("courseId", "==", courseId).orderBy("order")));
    const ids = docs.map((d) => d.id);
    if (expectedIds && (expectedIds.length !== ids.length || expectedIds.some((id, i) => id !== ids[i]))) {
      throw new LessonOrderChangedError(`lessons of ${courseId} changed`);
    }
    from = ids.indexOf(lessonId);
    if (from < 0) throw new NotFoundError("lesson", lessonId);
    to = Math.min(Math.max(Math.trunc(position), 1), ids.length) - 1;
    ids.splice(from, 1);
    ids.splice(to, 0, lessonId);
    const orderOf = new Map(docs.map((d) => [d.id, d.get("order") as unknown]));
    ids.forEach((id, i) => {
      if (orderOf.get(id) === i + 1) return;
      tx.update(collection().doc(id), { order: i + 1 });
      writes++;
    });
    if (writes > 0) await bumpContentVersion(tx);
  });
  return { lessons: await listLessonsOfCourse(courseId), from: from + 1, to: to + 1, writes };
}
