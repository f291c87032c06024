/**
 * Courses and lessons as pages see them: the catalogue, a course page, a lesson
 * page with its access rule, the student's dashboard, enrolling and marking
 * lessons done. Published content comes from the content cache; a student's
 * enrolments and progress from the per-process copies of
 * enrolment-cache.server.ts (read from enrolment.store.server.ts).
 */
import type { SessionUser } from "~/auth/user";
import { withTimeout } from "~/platform/firebase-admin.server";
import { formatDuration } from "~/platform/thai";
import { formatBaht } from "~/kernel/money";
import { LEARNING_TEXT } from "./messages";
import { publishedContent, type PublishedCourse, type PublishedLesson } from "../content/cache.server";
import { LEVEL_LABELS, type CourseLevel } from "~/content/course";
import {
  NotEnrolledError,
  RequirementNotMetError,
  courseProgress,
  enrol,
  unenrol,
  setLessonDone,
  type CourseProgress,
  type DoneRequirement,
  type Enrolment,
} from "./enrolment.store.server";
import { enrolmentIn, enrolmentsOf, forgetEnrolments } from "./enrolment-cache.server";
import { slugSchema, type ContentImage } from "~/content/fields";
import { idSchema } from "~/kernel/ids";
import { pick } from "~/platform/pick";
import { UnavailableError } from "../content/shared.store.server";
import { lessonVideo, type LessonVideo } from "./video";
import { courseUrl, lessonUrl } from "~/kernel/urls";
import { percentOf } from "~/platform/percent";

export interface CourseSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  level: CourseLevel;
  levelLabel: string;
  icon: string;
  cover: ContentImage | null;
  lessonCount: number;
  totalMinutes: number;
  durationLabel: string;
  freePreviewCount: number;
  firstLessonId: string | null;
  /** Whole satang; null: free (enrolled with one tap). */
  price: number | null;
  /** "1,500 บาท" or "ฟรี". */
  priceLabel: string;
}

function courseSummary(c: PublishedCourse): CourseSummary {
  return {
    ...pick(c, "id", "slug", "title", "summary", "level", "icon", "cover"),
    levelLabel: LEVEL_LABELS[c.level],
    lessonCount: c.lessons.length,
    totalMinutes: c.totalMinutes,
    durationLabel: formatDuration(c.totalMinutes),
    freePreviewCount: c.freePreviewCount,
    firstLessonId: c.lessons[0]?.id ?? null,
    ...priceOf(c),
  };
}

/** A course's price and how pages show it ("1,500 บาท" or "ฟรี"). */
function priceOf(c: { price: number | null }): { price: number | null; priceLabel: string } {
  return { price: c.price, priceLabel: c.price === null ? LEARNING_TEXT.course.free : formatBaht(c.price) };
}

export interface LessonRow {
  id: string;
  position: number;
  title: string;
  durationMinutes: number;
  durationLabel: string;
  freePreview: boolean;
  hasVideo: boolean;
  done: boolean;
  /** The student's exercise in this lesson (best score, attempts), or null. */
  exercise: ExerciseBrief | null;
}

/** What pages show of a student's exercise in a lesson. */
interface ExerciseBrief {
  bestPercent: number;
  attempts: number;
  passed: boolean;
}

function exerciseBrief(enrolment: Enrolment | null, lessonId: string): ExerciseBrief | null {
  const s = enrolment?.exercises[lessonId];
  return s ? { bestPercent: s.bestPercent, attempts: s.attempts, passed: s.passedAt !== null } : null;
}

function lessonRow(l: PublishedLesson, doneIds: ReadonlySet<string>, enrolment: Enrolment | null = null): LessonRow {
  return {
    id: l.id,
    position: l.position,
    title: l.title,
    durationMinutes: l.durationMinutes,
    durationLabel: formatDuration(l.durationMinutes),
    freePreview: l.freePreview,
    hasVideo: Boolean(l.videoUrl),
    done: doneIds.has(l.id),
    exercise: exerciseBrief(enrolment, l.id),
  };
}

function progressOf(course: PublishedCourse, enrolment: Enrolment | null): CourseProgress {
  return courseProgress(
    course.lessons.map((l) => l.id),
    enrolment
  );
}

// ---------------------------------------------------------------- per-user reads

/** Longest wait for a student's progress before the page goes on without it. */
const USER_READ_TIMEOUT_MS = 5_000;

/** Reads `read()` with a time limit; undefined (logged) when Firestore does not answer. */
async function userRead<T>(label: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await withTimeout(read(), USER_READ_TIMEOUT_MS, label);
  } catch (error) {
    console.error(`${label} failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

// ---------------------------------------------------------------- catalogue

/** Featured courses first, then the rest of the catalogue, up to `count`. */
export async function getFeaturedCourses(count = 3): Promise<CourseSummary[]> {
  const { listedCourses: courses } = await publishedContent();
  return [...courses.filter((c) => c.featured), ...courses.filter((c) => !c.featured)].slice(0, count).map(courseSummary);
}

/**
 * What the home page may claim about prices (issue 42: it said "ใช้ได้ฟรีทั้งหมด" beside a
 * 1,500-บาท course): whether every listed course is free, and whether each has a free lesson.
 */
export async function courseOffer(): Promise<{ allFree: boolean; freeLessonInEach: boolean }> {
  const { listedCourses } = await publishedContent();
  return {
    allFree: listedCourses.every((c) => c.price === null),
    freeLessonInEach: listedCourses.every((c) => c.lessons.some((l) => l.freePreview)),
  };
}

/** Paths and last changes of the public course pages and free-preview lessons (sitemap). */
export async function learningSitemap(): Promise<{ path: string; updatedAt: Date }[]> {
  const { listedCourses } = await publishedContent();
  return listedCourses.flatMap((c) => [
    { path: courseUrl(c.slug), updatedAt: c.lessons.reduce((max, l) => (l.updatedAt > max ? l.updatedAt : max), c.updatedAt) },
    ...c.lessons.filter((l) => l.freePreview).map((l) => ({ path: lessonUrl(l.id), updatedAt: l.updatedAt })),
  ]);
}

// ---------------------------------------------------------------- course page

export interface CoursePage {
  course: CourseSummary & { descriptionHtml: string; hasMath: boolean };
  lessons: LessonRow[];
  enrolled: boolean;
  progress: CourseProgress | null;
  /** The student's progress could not be read just now (the page shows without it). */
  progressUnavailable: boolean;
}

/**
 * A published course by slug with the user's progress, or null. Signed in: the
 * student's enrolments (enrolment-cache.server.ts; `writtenAt` from progressWrittenAt).
 */
export async function getCoursePage(slug: string, user: SessionUser | null, writtenAt: number | null = null): Promise<CoursePage | null> {
  if (!slugSchema.safeParse(slug).success) return null;
  const course = (await publishedContent()).courseBySlug.get(slug);
  if (!course) return null;
  const read = user ? await userRead("enrolment read", () => enrolmentIn(user.uid, course.id, writtenAt)) : null;
  const enrolment = read ?? null;
  const progress = enrolment ? progressOf(course, enrolment) : null;
  const doneIds = new Set(progress?.doneIds ?? []);
  return {
    course: { ...courseSummary(course), descriptionHtml: course.descriptionHtml, hasMath: course.descriptionHasMath },
    lessons: course.lessons.map((l) => lessonRow(l, doneIds, enrolment)),
    enrolled: enrolment !== null,
    progress,
    progressUnavailable: read === undefined,
  };
}

/**
 * Enrols the user in a published free course (idempotent); null for an unknown course; "buy"
 * for a paid one, which only a confirmed payment enrols (payments' grant-course.store.server.ts).
 */
export async function enrolInCourse(
  user: SessionUser,
  slug: string
): Promise<{ courseId: string; firstLessonId: string | null } | "buy" | null> {
  if (!slugSchema.safeParse(slug).success) return null;
  const course = (await publishedContent()).courseBySlug.get(slug);
  // A course without published lessons is "coming soon": not open for enrolment yet.
  if (!course || course.lessons.length === 0) return null;
  if (course.price !== null) return "buy";
  await enrol(user.uid, course.id);
  forgetEnrolments(user.uid);
  return { courseId: course.id, firstLessonId: course.lessons[0]?.id ?? null };
}

/**
 * The student leaves a published course: the enrolment goes, and with it the
 * progress and exercise scores kept on it (`unenrol`). Idempotent; false for an
 * unknown course.
 */
export async function leaveCourse(user: SessionUser, slug: string): Promise<boolean> {
  if (!slugSchema.safeParse(slug).success) return false;
  const course = (await publishedContent()).courseBySlug.get(slug);
  if (!course) return false;
  await unenrol(user.uid, course.id);
  forgetEnrolments(user.uid);
  return true;
}

// ---------------------------------------------------------------- lesson page

/** What a lesson needs before it shows: nothing, a sign-in, or an enrolment. */
export type LessonAccess = "open" | "login" | "enrol";

export function lessonAccess(lesson: { freePreview: boolean }, user: unknown, enrolled: boolean): LessonAccess {
  if (lesson.freePreview || enrolled) return "open";
  return user ? "enrol" : "login";
}

export interface LessonRef {
  lesson: PublishedLesson;
  course: PublishedCourse;
}

/** A published lesson (in a published course) by id, or null (unknown, malformed, draft). */
export async function findLesson(lessonId: string): Promise<LessonRef | null> {
  if (!idSchema.safeParse(lessonId).success) return null;
  return (await publishedContent()).lessonById.get(lessonId) ?? null;
}

interface LessonNav {
  id: string;
  title: string;
  position: number;
}

interface LessonPageBase {
  course: { id: string; slug: string; title: string; lessonCount: number; price: number | null; priceLabel: string };
  lesson: { id: string; title: string; position: number; durationLabel: string; freePreview: boolean };
}

export interface OpenLessonPage extends LessonPageBase {
  access: "open";
  notesHtml: string;
  hasMath: boolean;
  video: LessonVideo | null;
  previous: LessonNav | null;
  next: LessonNav | null;
  signedIn: boolean;
  enrolled: boolean;
  done: boolean;
  progress: CourseProgress | null;
  lessons: LessonRow[];
  /** The student's exercise in this lesson, or null. */
  exercise: ExerciseBrief | null;
  /** Open only because the viewer is an admin: a locked lesson, or a draft (lesson or course). */
  adminView: "locked" | "draft" | null;
}

export interface LockedLessonPage extends LessonPageBase {
  access: "login" | "enrol";
}

export type LessonPage = OpenLessonPage | LockedLessonPage;

/** The lesson after this one in its course, or null after the last. */
function lessonAfter({ course, lesson }: LessonRef): PublishedLesson | null {
  return course.lessons[lesson.position] ?? null; // positions count from 1
}

/** The lesson page for a user; signed in, with their enrolments as getCoursePage reads them. */
export async function getLessonPage(ref: LessonRef, user: SessionUser | null, writtenAt: number | null = null): Promise<LessonPage> {
  const { lesson, course } = ref;
  const read = user ? await userRead("enrolment read", () => enrolmentIn(user.uid, course.id, writtenAt)) : null;
  // Whether a locked lesson may open cannot be decided without the enrolment.
  if (read === undefined && !lesson.freePreview) throw new UnavailableError("progress unavailable");
  const enrolment = read ?? null;
  const base: LessonPageBase = {
    course: { id: course.id, slug: course.slug, title: course.title, lessonCount: course.lessons.length, ...priceOf(course) },
    lesson: {
      id: lesson.id,
      title: lesson.title,
      position: lesson.position,
      durationLabel: formatDuration(lesson.durationMinutes),
      freePreview: lesson.freePreview,
    },
  };
  const access = lessonAccess(lesson, user, enrolment !== null);
  // Admins see every lesson as an enrolled student would (marked "มุมมองแอดมิน"); students' rule is unchanged.
  if (access !== "open" && !user?.isAdmin) return { ...base, access };
  const draft = lesson.status !== "published" || course.status !== "published";
  const progress = enrolment ? progressOf(course, enrolment) : null;
  const doneIds = new Set(progress?.doneIds ?? []);
  const nav = (l: PublishedLesson | null | undefined): LessonNav | null =>
    l ? { id: l.id, title: l.title, position: l.position } : null;
  return {
    ...base,
    access: "open",
    notesHtml: lesson.notesHtml,
    hasMath: lesson.notesHasMath,
    video: lessonVideo(lesson.videoUrl),
    previous: nav(course.lessons[lesson.position - 2]),
    next: nav(lessonAfter(ref)),
    signedIn: user !== null,
    enrolled: enrolment !== null,
    done: doneIds.has(lesson.id),
    progress,
    lessons: course.lessons.map((l) => lessonRow(l, doneIds, enrolment)),
    exercise: exerciseBrief(enrolment, lesson.id),
    adminView: draft ? "draft" : access !== "open" ? "locked" : null,
  };
}

/**
 * Marks a lesson done or not done for the user (idempotent): the lesson (for
 * where the page goes next), "notFound" for an unknown lesson, "notEnrolled"
 * when the user has not enrolled in its course, "exerciseRequired" when marking
 * done and the lesson's exercise asks for a pass first (`requirement`: the
 * exercises feature's rule, handed in by the route; checked in the write's own
 * read of the enrolment).
 */
export async function markLesson(
  user: SessionUser,
  lessonId: string,
  done: boolean,
  requirement: DoneRequirement | null = null,
): Promise<LessonRef | "notFound" | "notEnrolled" | "exerciseRequired"> {
  const ref = await findLesson(lessonId);
  if (!ref) return "notFound";
  try {
    await setLessonDone(user.uid, { id: ref.lesson.id, courseId: ref.course.id }, done, requirement);
    forgetEnrolments(user.uid);
    return ref;
  } catch (error) {
    if (error instanceof NotEnrolledError) return "notEnrolled";
    if (error instanceof RequirementNotMetError) return "exerciseRequired";
    throw error;
  }
}

// ---------------------------------------------------------------- dashboard

interface EnrolledCourse {
  course: CourseSummary;
  progress: CourseProgress;
  /** The first lesson not done yet (null when the course is complete). */
  continueLesson: { id: string; title: string; position: number } | null;
  /** The student's exercises in this course: lessons tried, attempts, average of the best scores. */
  exercises: { lessons: number; attempts: number; averageBest: number } | null;
}

export interface Dashboard {
  enrolled: EnrolledCourse[];
  /** Listed courses (`courseIsListed`) the user has not taken (all of them for anonymous visitors). */
  others: CourseSummary[];
  /** The student's courses could not be read just now (only the catalogue shows). */
  progressUnavailable: boolean;
}

function exerciseTotals(course: PublishedCourse, enrolment: Enrolment): EnrolledCourse["exercises"] {
  const tried = course.lessons.flatMap((l) => enrolment.exercises[l.id] ?? []);
  if (tried.length === 0) return null;
  return {
    lessons: tried.length,
    attempts: tried.reduce((n, s) => n + s.attempts, 0),
    // The mean of the best percents, as one percent of the whole (rounded half up, 100 only when every one is 100).
    averageBest: percentOf(tried.reduce((n, s) => n + s.bestPercent, 0), tried.length * 100),
  };
}

/** The dashboard: the student's enrolments as getCoursePage reads them; nothing for anonymous visitors. */
export async function getDashboard(user: SessionUser | null, writtenAt: number | null = null): Promise<Dashboard> {
  const content = await publishedContent();
  const read = user ? await userRead("enrolments read", () => enrolmentsOf(user.uid, writtenAt)) : [];
  const enrolments = read ?? [];
  const enrolled: EnrolledCourse[] = [];
  const taken = new Set<string>();
  for (const enrolment of enrolments) {
    const course = content.courseById.get(enrolment.courseId);
    if (!course) continue; // unpublished or deleted since
    taken.add(course.id);
    const progress = progressOf(course, enrolment);
    const next = course.lessons.find((l) => l.id === progress.nextLessonId);
    enrolled.push({
      course: courseSummary(course),
      progress,
      continueLesson: next ? { id: next.id, title: next.title, position: next.position } : null,
      exercises: exerciseTotals(course, enrolment),
    });
  }
  return {
    enrolled,
    others: content.listedCourses.filter((c) => !taken.has(c.id)).map(courseSummary),
    progressUnavailable: read === undefined,
  };
}
