/**
 * The trash: the copies the repository keeps in `deletedContent` when content
 * is deleted (repository.store.server.ts `remove`). Listed (bounded), restored
 * (back as a draft, slug made free, the content version bumped in the same
 * transaction) or deleted for good. A course's copy and its lessons' copies
 * share their `deletedAt` (one transaction): they are one trash item, restored
 * and purged together. Firestore only: the audit entry and every Thai text
 * come from the caller (app/admin/records).
 */
import { type DocumentReference, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import type { ContentKind } from "~/content/labels";
import { KINDS } from "~/content/kinds";
import { SLUG_MAX_LENGTH } from "~/content/slug";
import { db } from "~/platform/firestore.store.server";
import { articleSchema } from "./article.store.server";
import { DELETED_CONTENT } from "./audit.store.server";
import { bumpContentVersion } from "./content-version.store.server";
import { courseSchema } from "./course.store.server";
import { lessonSchema } from "./lesson.store.server";
import { countedDoc, countedDocs, dateSchema, nowTimestamp, parseDocs } from "./shared.store.server";
import { tx } from "~/kernel/store.server";
import { newId } from "~/kernel/ids";

/** At most this many copies are read for the trash page (newest first). */
export const TRASH_READ_LIMIT = 1000;

const STORED: Record<ContentKind, z.ZodType<Record<string, unknown> & { id: string; title: string }>> = {
  article: articleSchema,
  course: courseSchema,
  lesson: lessonSchema,
};

const entrySchema = z.object({
  id: z.string(),
  docType: z.enum(["article", "course", "lesson"]),
  docId: z.string(),
  parent: z.string().nullable().catch(null),
  deletedAt: dateSchema,
  deletedBy: z.string().nullable().catch(null),
  data: z.looseObject({
    title: z.string().catch(""),
    slug: z.string().optional().catch(undefined),
    status: z.string().optional().catch(undefined),
  }),
});
type Entry = z.infer<typeof entrySchema>;

export interface TrashItem {
  id: string;
  kind: ContentKind;
  docId: string;
  title: string;
  slug: string | null;
  /** A lesson's course id. */
  parentId: string | null;
  deletedAt: Date;
  deletedBy: string | null;
  /** A course: the lessons deleted with it (restored and purged with it). */
  lessons: number;
}

/** Lesson copies made by the same delete as a course's copy. */
function itemOf(e: Entry, lessons: number): TrashItem {
  return {
    id: e.id,
    kind: e.docType,
    docId: e.docId,
    title: e.data.title,
    slug: e.data.slug ?? null,
    parentId: e.docType === "lesson" ? e.parent : null,
    deletedAt: e.deletedAt,
    deletedBy: e.deletedBy,
    lessons,
  };
}

function deletedWith(course: Entry, entry: Entry): boolean {
  return entry.docType === "lesson" && entry.parent === course.docId && entry.deletedAt.getTime() === course.deletedAt.getTime();
}

/** The trash, newest first: courses carry the lessons deleted with them. `truncated`: more than the read limit. */
export async function listTrash(): Promise<{ items: TrashItem[]; truncated: boolean }> {
  const snap = await db()
    .collection(DELETED_CONTENT)
    .orderBy("deletedAt", "desc")
    .select("docType", "docId", "parent", "deletedAt", "deletedBy", "data.title", "data.slug", "data.status")
    .limit(TRASH_READ_LIMIT + 1)
    .get();
  const entries = parseDocs(entrySchema, countedDocs(snap)).slice(0, TRASH_READ_LIMIT);
  const courses = entries.filter((e) => e.docType === "course");
  const items: TrashItem[] = [];
  for (const e of entries) {
    if (courses.some((c) => deletedWith(c, e))) continue;
    items.push(itemOf(e, e.docType === "course" ? entries.filter((l) => deletedWith(e, l)).length : 0));
  }
  return { items, truncated: snap.size > TRASH_READ_LIMIT };
}

export async function getTrashItem(id: string): Promise<TrashItem | null> {
  const snap = countedDoc(await db().collection(DELETED_CONTENT).doc(id).get());
  const entry = snap ? entrySchema.safeParse({ ...snap.data(), id: snap.id }) : null;
  if (!entry?.success) return null;
  const e = entry.data;
  const children = e.docType === "course" ? await childrenOf(undefined, e) : [];
  return itemOf(e, children.length);
}

/** Is a course's copy in the trash (so a lesson's course can be restored first)? */
export async function courseInTrash(courseId: string): Promise<{ id: string; title: string } | null> {
  const snap = await db().collection(DELETED_CONTENT).where("docId", "==", courseId).limit(20).get();
  const course = parseDocs(entrySchema, countedDocs(snap)).find((e) => e.docType === "course");
  return course ? { id: course.id, title: course.data.title } : null;
}

// ---------------------------------------------------------------- restore and purge

export class TrashGoneError extends Error {
  override name = "TrashGoneError";
}
/** A lesson whose course does not exist (any more). */
export class ParentMissingError extends Error {
  override name = "ParentMissingError";
  constructor(readonly courseId: string) {
    super(`course ${courseId} does not exist`);
  }
}
/** A copy that no longer matches its kind's stored schema (written by hand?). */
export class TrashDamagedError extends Error {
  override name = "TrashDamagedError";
}

async function readEntry(tx: Transaction, ref: DocumentReference): Promise<{ entry: Entry; data: Record<string, unknown> }> {
  const snap = countedDoc(await tx.get(ref));
  const parsed = snap ? entrySchema.safeParse({ ...snap.data(), id: snap.id }) : null;
  if (!parsed?.success) throw new TrashGoneError(ref.id);
  return { entry: parsed.data, data: storedData(parsed.data, snap!) };
}

/** The copy's document as its kind stores it (without its id), or TrashDamagedError. */
function storedData(entry: Entry, snap: DocumentSnapshot): Record<string, unknown> {
  const parsed = STORED[entry.docType].safeParse({ ...(snap.get("data") as object), id: entry.docId });
  if (!parsed.success) throw new TrashDamagedError(`${DELETED_CONTENT}/${snap.id}`);
  const { id: _id, ...data } = parsed.data;
  return data;
}

async function childrenOf(tx: Transaction | undefined, course: Entry): Promise<DocumentSnapshot[]> {
  const query = db().collection(DELETED_CONTENT).where("parent", "==", course.docId).limit(500);
  const snaps = countedDocs(tx ? await tx.get(query) : await query.get());
  return snaps.filter((s) => {
    const e = entrySchema.safeParse({ ...s.data(), id: s.id });
    return e.success && deletedWith(course, e.data);
  });
}

/** `base`, or the first free `base-2`, `base-3`… (read in the transaction). */
async function freeSlug(tx: Transaction, collection: string, base: string): Promise<string> {
  const coll = db().collection(collection);
  if (countedDocs(await tx.get(coll.where("slug", "==", base).limit(1))).length === 0) return base;
  const stem = base.slice(0, SLUG_MAX_LENGTH - 5).replace(/-+$/, "");
  const variants = coll.where("slug", ">=", `${stem}-`).where("slug", "<", `${stem}-\uf8ff`).select("slug").limit(1000);
  const taken = new Set(countedDocs(await tx.get(variants)).map((d) => String(d.get("slug"))));
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** The document's own id when it is free, else a new one. */
async function freeRef(tx: Transaction, collection: string, id: string): Promise<DocumentReference> {
  const ref = db().collection(collection).doc(id);
  return countedDoc(await tx.get(ref)) ? db().collection(collection).doc(newId()) : ref;
}

export interface Restored {
  kind: ContentKind;
  id: string;
  title: string;
  /** The slug asked for, and the one given (different when it was taken meanwhile). */
  slugWanted: string | null;
  slug: string | null;
  /** Lessons restored with a course. */
  lessons: number;
}

/**
 * Restores a trash item as a draft, in one transaction with the content
 * version bump; its copies leave the trash. A course brings back the lessons
 * deleted with it (their ids, order and status: the draft course hides them),
 * so students' enrolments and "done" marks count again. A lesson alone goes
 * last in its course, which must exist (ParentMissingError).
 */
export async function restoreTrashItem(id: string): Promise<Restored> {
  const entryRef = db().collection(DELETED_CONTENT).doc(id);
  return tx("trash restore", async (tx) => {
    // Every read before any write (Firestore transactions).
    const { entry, data } = await readEntry(tx, entryRef);
    const def = KINDS[entry.docType];
    const children = entry.docType === "course" ? await childrenOf(tx, entry) : [];
    const childData = children.map((s) => ({ snap: s, data: storedData(entrySchema.parse({ ...s.data(), id: s.id }), s) }));
    const slugWanted = typeof data.slug === "string" ? data.slug : null;
    const slug = def.slugFromTitle && slugWanted ? await freeSlug(tx, def.collection, slugWanted) : slugWanted;
    const ref = await freeRef(tx, def.collection, entry.docId);
    let placed: Record<string, unknown> = {};
    if (entry.docType === "lesson") {
      const courseId = String(data.courseId);
      if (!countedDoc(await tx.get(db().collection(KINDS.course.collection).doc(courseId)))) throw new ParentMissingError(courseId);
      const last = await tx.get(db().collection(def.collection).where("courseId", "==", courseId).orderBy("order", "desc").limit(1));
      const top = countedDocs(last)[0]?.get("order");
      placed = { order: typeof top === "number" ? top + 1 : 1 };
    }
    const childRefs = await Promise.all(childData.map((c) => freeRef(tx, KINDS.lesson.collection, c.snap.get("docId") as string)));

    const now = nowTimestamp();
    tx.create(ref, { ...data, ...placed, ...(slug ? { slug } : {}), status: "draft", updatedAt: now });
    childData.forEach((c, i) => tx.create(childRefs[i]!, { ...c.data, courseId: ref.id, updatedAt: now }));
    for (const c of children) tx.delete(c.ref);
    tx.delete(entryRef);
    await bumpContentVersion(tx);
    return { kind: entry.docType, id: ref.id, title: String(data.title), slugWanted, slug, lessons: children.length };
  });
}

/** Deletes a trash item for good (a course with its lessons' copies). Answers what it was. */
export async function purgeTrashItem(id: string): Promise<TrashItem> {
  const entryRef = db().collection(DELETED_CONTENT).doc(id);
  return tx("trash purge", async (tx) => {
    const snap = countedDoc(await tx.get(entryRef));
    const parsed = snap ? entrySchema.safeParse({ ...snap.data(), id: snap.id }) : null;
    if (!parsed?.success) throw new TrashGoneError(id);
    const e = parsed.data;
    const children = e.docType === "course" ? await childrenOf(tx, e) : [];
    for (const c of children) tx.delete(c.ref);
    tx.delete(entryRef);
    return itemOf(e, children.length);
  });
}
