/**
 * Demo learning content for the emulators: Thai courses with lessons, Thai
 * articles across several tags, and progress for the demo students. Called by
 * `scripts/seed.ts` (npm run dev, npm test) after the demo accounts exist.
 *
 * Idempotent: fixed document ids and `set()`, so a second run leaves the same
 * documents (demo students' progress goes back to the seeded state). Every
 * document goes through the models' zod schemas first. The content version is
 * bumped so that running servers reload.
 *
 * The courses, lessons and articles are Markdown files with front matter in
 * harness/demo-content/ (one file each). Tests import the constants below
 * (slugs, ids, the search word) rather than repeating them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { DEMO_ACCOUNTS } from "../app/platform/demo-accounts.ts";
import { articleInputSchema, articleKind, type ArticleInput } from "../app/content/article.ts";
import { CONTENT_VERSION_COLLECTION, CONTENT_VERSION_DOC } from "../app/content/content-version.store.server.ts";
import { courseInputSchema, courseKind, type CourseInput } from "../app/content/course.ts";
import { ENROLMENTS, enrolmentId } from "../app/learning/enrolment.store.server.ts";
import { lessonInputSchema, lessonKind, type LessonInput } from "../app/content/lesson.ts";
import { bangkokInstant, DAY_MS } from "../app/kernel/clock.ts";

// ---------------------------------------------------------------- the Markdown files

const CONTENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "demo-content");

/**
 * The demo files of one kind (harness/demo-content/<kind>/*.md; the README there
 * says the format): each file's front matter as fields in their order, its
 * Markdown last under `markdownField`.
 */
function readDemoFiles<T>(kind: string, markdownField: string): T[] {
  const dir = path.join(CONTENT_DIR, kind);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const text = readFileSync(path.join(dir, name), "utf8");
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)\n$/.exec(text);
      if (!match) throw new Error(`${kind}/${name}: no front matter between two --- lines, or no newline at the end`);
      const fields: Record<string, unknown> = {};
      for (const line of match[1]!.split("\n")) {
        const colon = line.indexOf(": ");
        if (colon < 1) throw new Error(`${kind}/${name}: "${line}" is not "key: value"`);
        fields[line.slice(0, colon)] = frontMatterValue(line.slice(colon + 2));
      }
      fields[markdownField] = match[2];
      return fields as T;
    });
}

/** `true`, `false`, `null`, a whole number, a list `[a, b]` of texts, or else the text as written. */
function frontMatterValue(raw: string): unknown {
  if (raw === "true" || raw === "false") return raw === "true";
  if (raw === "null") return null;
  if (/^-?\d+$/.test(raw)) return Number(raw);
  if (raw.startsWith("[") && raw.endsWith("]")) return raw === "[]" ? [] : raw.slice(1, -1).split(", ");
  return raw;
}

// ---------------------------------------------------------------- articles

export interface DemoArticle extends ArticleInput {
  id: string;
  /** YYYY-MM-DD, 09:00 Bangkok time. */
  date: string;
  /** A later edit date, when the article was updated. */
  updated?: string;
}

export const DEMO_ARTICLES: DemoArticle[] = readDemoFiles<DemoArticle>("articles", "body").sort((a, b) => a.date.localeCompare(b.date));

/** A Thai word that occurs mid-sentence in exactly one published article's body (not in any title). */
export const SEARCH_WORD = "สมาธิ";
export const SEARCH_WORD_ARTICLE = "stay-focused-at-home";

// ---------------------------------------------------------------- courses and lessons

export interface DemoCourse extends CourseInput {
  id: string;
  date: string;
}

export const DEMO_COURSES: DemoCourse[] = readDemoFiles<DemoCourse>("courses", "description").sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

export interface DemoLesson extends LessonInput {
  id: string;
  order: number;
}

/** In course order, then lesson order. */
export const DEMO_LESSONS: DemoLesson[] = readDemoFiles<DemoLesson>("lessons", "notes").sort(
  (a, b) => DEMO_COURSES.findIndex((c) => c.id === a.courseId) - DEMO_COURSES.findIndex((c) => c.id === b.courseId) || a.order - b.order
);

// ---------------------------------------------------------------- demo students' progress

interface DemoProgress {
  uid: string;
  courseId: string;
  enrolledOn: string;
  done: string[];
}

const student = (n: 1 | 2 | 3 | 4) => DEMO_ACCOUNTS.find((a) => a.uid === `demo-student-${n}`)!.uid;

const DEMO_PROGRESS: DemoProgress[] = [
  { uid: student(1), courseId: "course-math-m4", enrolledOn: "2025-05-01", done: ["math-01", "math-02", "math-03"] },
  { uid: student(1), courseId: "course-english-reading", enrolledOn: "2025-05-10", done: ["eng-01"] },
  {
    uid: student(2),
    courseId: "course-physics-motion",
    enrolledOn: "2025-04-15",
    done: ["phy-01", "phy-02", "phy-03", "phy-04", "phy-05"],
  },
  { uid: student(3), courseId: "course-math-m4", enrolledOn: "2025-06-01", done: [] },
  { uid: student(3), courseId: "course-study-skills", enrolledOn: "2025-06-03", done: ["study-01", "study-02"] },
];

// ---------------------------------------------------------------- writing

/** 09:00 in Bangkok on a YYYY-MM-DD day. */
function bangkok(day: string, hour = 9): Date {
  return bangkokInstant(day, hour * 60);
}

export async function seedContent(db: Firestore): Promise<void> {
  const batch = db.batch();
  for (const { id, date, updated, ...input } of DEMO_ARTICLES) {
    const data = articleInputSchema.parse(input);
    const published = Timestamp.fromDate(bangkok(date));
    batch.set(db.collection(articleKind.collection).doc(id), {
      ...data,
      createdAt: published,
      updatedAt: updated ? Timestamp.fromDate(bangkok(updated, 10)) : published,
      publishedAt: data.status === "published" ? published : null,
    });
  }
  for (const { id, date, ...input } of DEMO_COURSES) {
    const data = courseInputSchema.parse(input);
    const at = Timestamp.fromDate(bangkok(date));
    batch.set(db.collection(courseKind.collection).doc(id), {
      ...data,
      createdAt: at,
      updatedAt: at,
      publishedAt: data.status === "published" ? at : null,
    });
  }
  for (const { id, order, ...input } of DEMO_LESSONS) {
    const data = lessonInputSchema.parse(input);
    const courseDate = DEMO_COURSES.find((c) => c.id === data.courseId)!.date;
    const at = Timestamp.fromDate(bangkok(courseDate, 9 + order));
    batch.set(db.collection(lessonKind.collection).doc(id), { ...data, order, createdAt: at, updatedAt: at });
  }
  for (const p of DEMO_PROGRESS) {
    const enrolledAt = bangkok(p.enrolledOn, 19);
    const done = Object.fromEntries(
      p.done.map((lessonId, i) => [lessonId, new Date(enrolledAt.getTime() + (i + 1) * DAY_MS)])
    );
    batch.set(db.collection(ENROLMENTS).doc(enrolmentId(p.uid, p.courseId)), enrolmentData(p.uid, p.courseId, enrolledAt, done));
  }
  batch.set(
    db.collection(CONTENT_VERSION_COLLECTION).doc(CONTENT_VERSION_DOC),
    { version: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() },
    { merge: true }
  );
  await batch.commit();
  const published = DEMO_ARTICLES.filter((a) => a.status === "published").length;
  console.log(
    `Seed: ${published} articles, ${DEMO_COURSES.filter((c) => c.status === "published").length} courses, ` +
      `${DEMO_LESSONS.length} lessons, ${DEMO_PROGRESS.length} demo enrolments`
  );
}

/** The seed and tests: the Firestore data of an enrolment with some lessons done. */
export function enrolmentData(uid: string, courseId: string, enrolledAt: Date, doneAt: Record<string, Date>) {
  return {
    uid,
    courseId,
    enrolledAt: Timestamp.fromDate(enrolledAt),
    updatedAt: Timestamp.fromDate(enrolledAt),
    done: Object.fromEntries(Object.entries(doneAt).map(([id, at]) => [id, Timestamp.fromDate(at)])),
  };
}
