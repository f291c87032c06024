/**
 * Courses: collection `courses`. A course's lessons live in `lessons` with a
 * `courseId` and an `order` (lesson.server.ts); the course page lists them in
 * that order. Public pages read published courses through the content cache;
 * the admin functions write Firestore and bump the content version.
 */
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "~/lib/firebase-admin.server";
import { bumpContentVersion } from "./content-version.server";
import { LESSONS } from "./lesson.server";
import {
  NotFoundError,
  SlugTakenError,
  assertVersion,
  countedDoc,
  countedDocs,
  dateSchema,
  imageSchema,
  nowTimestamp,
  parseDoc,
  parseDocs,
  slugSchema,
  statusSchema,
  type ContentStatus,
} from "./shared.server";

export const COURSES = "courses";

export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export const levelSchema = z.enum(LEVELS);
export type CourseLevel = z.infer<typeof levelSchema>;

/** Thai names of the levels. */
export const LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: "พื้นฐาน",
  intermediate: "ระดับกลาง",
  advanced: "เข้มข้น",
};

export const courseInputSchema = z.object({
  slug: slugSchema,
  title: z.string().trim().min(1).max(160),
  /** One or two sentences for cards and `<meta name="description">`. */
  summary: z.string().trim().min(1).max(320),
  /** Markdown. */
  description: z.string().max(50_000),
  level: levelSchema,
  cover: imageSchema.nullable().default(null),
  /** An emoji shown on the generated cover when there is no image. */
  icon: z.string().trim().min(1).max(16).default("📘"),
  /** Position in the catalogue (ascending). */
  order: z.number().int().min(0).max(1_000_000).default(0),
  /** Shown on the home page. */
  featured: z.boolean().default(false),
  status: statusSchema.default("draft"),
});
export type CourseInput = z.input<typeof courseInputSchema>;

export const courseSchema = courseInputSchema.extend({
  id: z.string(),
  status: statusSchema,
  cover: imageSchema.nullable(),
  icon: z.string(),
  order: z.number(),
  featured: z.boolean(),
  publishedAt: dateSchema.nullable(),
  createdAt: dateSchema,
  updatedAt: dateSchema,
});
export type Course = z.infer<typeof courseSchema>;

function collection() {
  return db().collection(COURSES);
}

export function courseData(input: CourseInput) {
  return courseInputSchema.parse(input);
}

// ---------------------------------------------------------------- public (through the cache)

/** All published courses in catalogue order (the content cache loads these). */
export async function fetchPublishedCourses(): Promise<Course[]> {
  const snap = await collection().where("status", "==", "published").orderBy("order", "asc").get();
  return parseDocs(courseSchema, countedDocs(snap));
}

// ---------------------------------------------------------------- admin

/** Every course, drafts too, in catalogue order. */
export async function listAllCourses(): Promise<Course[]> {
  const snap = await collection().orderBy("order", "asc").get();
  return parseDocs(courseSchema, countedDocs(snap));
}

export async function getCourseById(id: string): Promise<Course | null> {
  const snap = countedDoc(await collection().doc(id).get());
  return snap ? parseDoc(courseSchema, snap) : null;
}

async function assertSlugFree(tx: Transaction, slug: string, exceptId?: string): Promise<void> {
  const snap = await tx.get(collection().where("slug", "==", slug).limit(2));
  if (countedDocs(snap).some((d) => d.id !== exceptId)) throw new SlugTakenError(slug);
}

async function readInTx(tx: Transaction, ref: DocumentReference): Promise<Course> {
  const snap = countedDoc(await tx.get(ref));
  const course = snap ? parseDoc(courseSchema, snap) : null;
  if (!course) throw new NotFoundError("course", ref.id);
  return course;
}

export async function createCourse(input: CourseInput, opts: { id?: string } = {}): Promise<Course> {
  const data = courseData(input);
  const ref = opts.id ? collection().doc(opts.id) : collection().doc();
  await db().runTransaction(async (tx) => {
    await assertSlugFree(tx, data.slug);
    const now = nowTimestamp();
    tx.create(ref, { ...data, createdAt: now, updatedAt: now, publishedAt: data.status === "published" ? now : null });
    await bumpContentVersion(tx);
  });
  return (await getCourseById(ref.id))!;
}

/** Saves an edited course; ConflictError when `expectedUpdatedAt` is not the stored `updatedAt`. */
export async function updateCourse(id: string, input: CourseInput, expectedUpdatedAt: Date | string): Promise<Course> {
  const data = courseData(input);
  const ref = collection().doc(id);
  await db().runTransaction(async (tx) => {
    const current = await readInTx(tx, ref);
    assertVersion("course", id, current.updatedAt, expectedUpdatedAt);
    if (data.slug !== current.slug) await assertSlugFree(tx, data.slug, id);
    const now = nowTimestamp();
    const publishedAt = data.status === "published" ? current.publishedAt ?? now.toDate() : current.publishedAt;
    tx.update(ref, { ...data, updatedAt: now, publishedAt });
    await bumpContentVersion(tx);
  });
  return (await getCourseById(id))!;
}

export async function setCourseStatus(id: string, status: ContentStatus, expectedUpdatedAt?: Date | string): Promise<Course> {
  const ref = collection().doc(id);
  await db().runTransaction(async (tx) => {
    const current = await readInTx(tx, ref);
    if (expectedUpdatedAt !== undefined) assertVersion("course", id, current.updatedAt, expectedUpdatedAt);
    const now = nowTimestamp();
    tx.update(ref, {
      status,
      updatedAt: now,
      publishedAt: status === "published" ? current.publishedAt ?? now.toDate() : current.publishedAt,
    });
    await bumpContentVersion(tx);
  });
  return (await getCourseById(id))!;
}

/** Deletes a course and its lessons (students' enrolments stay, and no longer show). */
export async function deleteCourse(id: string): Promise<void> {
  const ref = collection().doc(id);
  await db().runTransaction(async (tx) => {
    await readInTx(tx, ref);
    const lessons = await tx.get(db().collection(LESSONS).where("courseId", "==", id));
    countedDocs(lessons);
    if (lessons.size > 450) throw new Error("too many lessons to delete in one transaction");
    for (const lesson of lessons.docs) tx.delete(lesson.ref);
    tx.delete(ref);
    await bumpContentVersion(tx);
  });
}
