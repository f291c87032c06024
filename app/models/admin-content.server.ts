/**
 * The content manager behind /admin: one editor flow for articles, courses and
 * lessons (validate → preview or save → audit → redirect), deletes that keep a
 * copy, lesson reordering, and the lists of the overview. The content models
 * (article/course/lesson.server.ts) do the Firestore writes, the slug checks,
 * the optimistic version checks and the content-version bump.
 */
import { withTimeout } from "~/lib/firebase-admin.server";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import {
  DONE_NOTICES,
  FIELD_ERRORS,
  FIELD_LABELS,
  FORM_ERRORS,
  type AnyField,
  type ArticleField,
  type AuditAction,
  type ContentKind,
  type CourseField,
  type DoneNotice,
  type LessonField,
} from "~/components/admin/messages";
import { db } from "~/lib/firebase-admin.server";
import { DEFAULT_IMAGE_SIZE, renderMarkdown } from "~/lib/markdown.server";
import { normalizeText } from "~/lib/thai";
import {
  parseArticleForm,
  parseCourseForm,
  parseLessonForm,
  intentSchema,
  moveSchema,
  readValues,
  versionSchema,
  type ArticleFields,
  type CourseFields,
  type CoverFields,
  type FieldErrors,
  type FormValues,
  type LessonFields,
  type Parsed,
} from "./admin-forms";
import { createArticle, deleteArticle, getArticleById, listAllArticles, updateArticle, type Article } from "./article.server";
import { keepDeleted, lastAuditOf, recordAudit, type Actor } from "./audit.server";
import { contentCacheStats } from "./cache.server";
import { readContentVersion } from "./content-version.server";
import {
  LEVELS,
  LEVEL_LABELS,
  createCourse,
  deleteCourse,
  getCourseById,
  listAllCourses,
  updateCourse,
  type Course,
  type CourseLevel,
} from "./course.server";
import { ENROLMENTS } from "./enrolment.server";
import {
  LESSONS,
  createLesson,
  deleteLesson,
  getLessonById,
  lessonSchema,
  listLessonsOfCourse,
  reorderLessons,
  updateLesson,
  type Lesson,
} from "./lesson.server";
import { ConflictError, NotFoundError, SlugTakenError, countedDocs, parseDocs, type ContentImage, type ContentStatus } from "./shared.server";
import { articleUrl, courseUrl, lessonUrl } from "~/components/content/urls";

export type { Actor } from "./audit.server";

// ---------------------------------------------------------------- kinds

interface EditableDoc {
  id: string;
  title: string;
  status: ContentStatus;
  updatedAt: Date;
}

export interface KindSpec<K extends AnyField, D extends EditableDoc, F> {
  kind: ContentKind;
  fields: readonly K[];
  /** The Markdown field the preview renders. */
  markdownField: K;
  toValues(doc: D): FormValues<K>;
  parse(form: FormData): Parsed<K, F>;
  get(id: string): Promise<D | null>;
  update(current: D, fields: F, status: ContentStatus, version: string): Promise<D>;
  editUrl(id: string): string;
}

function image(cover: CoverFields | null, current: ContentImage | null): ContentImage | null {
  if (!cover) return null;
  const size = current && current.url === cover.url ? { width: current.width, height: current.height } : DEFAULT_IMAGE_SIZE;
  return { url: cover.url, alt: cover.alt, ...size };
}

export const articleSpec: KindSpec<ArticleField, Article, ArticleFields> = {
  kind: "article",
  fields: ["title", "slug", "excerpt", "body", "tags", "coverUrl", "coverAlt"],
  markdownField: "body",
  toValues: (a) => ({
    title: a.title,
    slug: a.slug,
    excerpt: a.excerpt,
    body: a.body,
    tags: a.tags.join(", "),
    coverUrl: a.cover?.url ?? "",
    coverAlt: a.cover?.alt ?? "",
  }),
  parse: parseArticleForm,
  get: getArticleById,
  update: (current, f, status, version) =>
    updateArticle(current.id, { ...f, cover: image(f.cover, current.cover), status }, version),
  editUrl: (id) => `/admin/articles/${encodeURIComponent(id)}`,
};

export function createArticleFrom(f: ArticleFields, status: ContentStatus): Promise<Article> {
  return createArticle({ ...f, cover: image(f.cover, null), status });
}

export const LEVEL_CHOICES = LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }));

export const courseSpec: KindSpec<CourseField, Course, CourseFields> = {
  kind: "course",
  fields: ["title", "slug", "summary", "description", "level", "icon", "coverUrl", "coverAlt", "order", "featured"],
  markdownField: "description",
  toValues: (c) => ({
    title: c.title,
    slug: c.slug,
    summary: c.summary,
    description: c.description,
    level: c.level,
    icon: c.icon,
    coverUrl: c.cover?.url ?? "",
    coverAlt: c.cover?.alt ?? "",
    order: String(c.order),
    featured: c.featured ? "on" : "",
  }),
  parse: (form) => parseCourseForm(form, LEVELS),
  get: getCourseById,
  update: (current, f, status, version) =>
    updateCourse(current.id, { ...f, level: f.level as CourseLevel, cover: image(f.cover, current.cover), status }, version),
  editUrl: (id) => `/admin/courses/${encodeURIComponent(id)}`,
};

export function createCourseFrom(f: CourseFields, status: ContentStatus): Promise<Course> {
  return createCourse({ ...f, level: f.level as CourseLevel, cover: image(f.cover, null), status });
}

export const lessonSpec: KindSpec<LessonField, Lesson, LessonFields> = {
  kind: "lesson",
  fields: ["title", "notes", "videoUrl", "durationMinutes", "freePreview"],
  markdownField: "notes",
  toValues: (l) => ({
    title: l.title,
    notes: l.notes,
    videoUrl: l.videoUrl ?? "",
    durationMinutes: String(l.durationMinutes),
    freePreview: l.freePreview ? "on" : "",
  }),
  parse: parseLessonForm,
  get: getLessonById,
  update: (current, f, status, version) => updateLesson(current.id, { ...f, courseId: current.courseId, status }, version),
  editUrl: (id) => `/admin/lessons/${encodeURIComponent(id)}`,
};

export function createLessonFrom(courseId: string) {
  return (f: LessonFields, status: ContentStatus): Promise<Lesson> => createLesson({ ...f, courseId, status });
}

// ---------------------------------------------------------------- the editor flow

export interface ConflictInfo<K extends string> {
  /** The stored document as a form would show it. */
  theirs: FormValues<K>;
  theirStatus: ContentStatus;
  /** Fields where the stored text differs from what was typed. */
  changed: K[];
  at: Date;
  by: string | null;
}

export interface EditorState<K extends string> {
  values: FormValues<K>;
  errors: FieldErrors<K>;
  formError: string | null;
  /** Rendered Markdown of the preview, when asked for. */
  preview: string | null;
  conflict: ConflictInfo<K> | null;
  /** The version the form carries from now on (after a conflict: the stored one). */
  version: string | null;
}

function baseState<K extends string>(values: FormValues<K>, patch: Partial<EditorState<K>> = {}): EditorState<K> {
  return { values, errors: {}, formError: null, preview: null, conflict: null, version: null, ...patch };
}

/** "/admin/x?done=saved" */
export function withNotice(url: string, notice: DoneNotice, extra: Record<string, string> = {}): string {
  const [path, hash] = url.split("#");
  const params = new URLSearchParams({ done: notice, ...extra });
  return `${path}${path!.includes("?") ? "&" : "?"}${params.toString()}${hash ? `#${hash}` : ""}`;
}

/** The notice named by `?done=` (null for none or an unknown one). */
export function noticeOf(url: URL): string | null {
  const done = url.searchParams.get("done");
  if (!done || !(done in DONE_NOTICES)) return null;
  const title = url.searchParams.get("title");
  const text = DONE_NOTICES[done as DoneNotice];
  return title ? `${text}: “${title.slice(0, 160)}”` : text;
}

function changedFields<K extends string>(fields: readonly K[], a: FormValues<K>, b: FormValues<K>): K[] {
  const norm = (s: string) => s.replace(/\r\n?/g, "\n").trim();
  return fields.filter((f) => norm(a[f]) !== norm(b[f]));
}

function fieldList(fields: readonly AnyField[]): string {
  return fields.map((f) => FIELD_LABELS[f].replace(/ \(.*\)$/, "")).join(", ");
}

/**
 * After a write: wait (briefly) until this instance's content cache has seen
 * the new content version, so the admin's next page (and /blog) shows the
 * change at once. Other instances follow through their own listeners.
 */
export async function awaitFreshContent(timeoutMs = 2_000): Promise<void> {
  let target: number;
  try {
    target = await readContentVersion();
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { latest, listening } = contentCacheStats();
    if (!listening || latest === null || latest >= target) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Renders Markdown for a preview (the `/admin/preview` route and the editors'
 * preview button): the HTML, and the Thai error (a bound broken, a wrong
 * formula) that a save of the same text would answer with.
 */
export function renderPreview(markdown: string): { html: string; error: string | null } {
  const { html, error } = renderMarkdown(markdown.replace(/\r\n?/g, "\n"));
  return { html, error };
}

type CreateFn<F, D> = (fields: F, status: ContentStatus) => Promise<D>;

/**
 * One editor post: `intent` is preview, save, publish or unpublish. Answers a
 * redirect after a save, or the form state (typed values kept) with 400 for
 * field errors, 409 for an edit conflict. Throws 404 when the document is gone.
 */
export async function editorAction<K extends AnyField, D extends EditableDoc, F>(
  spec: KindSpec<K, D, F>,
  actor: Actor,
  form: FormData,
  target: { current: D } | { load: () => Promise<D> } | { create: CreateFn<F, D>; afterCreate?: (doc: D) => string },
  context?: AppLoadContext,
) {
  const intent = intentSchema.safeParse(form.get("intent"));
  const parsed = spec.parse(form);
  const submitted = versionSchema.safeParse(form.get("version"));
  // The form keeps the version its text was based on (never a newer one it has not seen).
  const state = (patch: Partial<EditorState<K>> = {}) =>
    baseState(parsed.values, { version: submitted.success ? submitted.data : null, ...patch });
  const values = parsed.values;
  if (!intent.success) return data(state({ formError: FORM_ERRORS.unknownIntent }), { status: 400 });

  // The Markdown as the site would render it: a wrong formula or a broken bound is a field error.
  const rendered = renderPreview(values[spec.markdownField]);
  const markdownError = rendered.error ? ({ [spec.markdownField]: rendered.error } as FieldErrors<K>) : {};
  if (intent.data === "preview") {
    return data(state({ preview: rendered.html, errors: markdownError }), { status: rendered.error ? 400 : 200 });
  }
  if (!parsed.ok || rendered.error) {
    const errors = { ...markdownError, ...(parsed.ok ? {} : parsed.errors) };
    return data(state({ errors, formError: FORM_ERRORS.invalid }), { status: 400 });
  }

  // Firestore may be down: the admin then gets the form back with a Thai error
  // and everything typed (503), never an error page that loses the text.
  const unavailable = (error: unknown) => {
    console.error(`admin save: Firestore unavailable (${error instanceof Error ? error.message : "error"})`);
    noteOutage(context);
    return data(state({ formError: FORM_ERRORS.unavailable }), { status: 503 });
  };
  let current: D | null = null;
  if ("current" in target) current = target.current;
  else if ("load" in target) {
    try {
      current = await withTimeout(target.load(), WRITE_TIMEOUT_MS, "load");
    } catch (error) {
      if (error instanceof Response) throw error;
      return unavailable(error);
    }
  }
  const status: ContentStatus =
    intent.data === "publish" ? "published" : intent.data === "unpublish" ? "draft" : (current?.status ?? "draft");

  try {
    if (!current) {
      const created = await withTimeout((target as { create: CreateFn<F, D> }).create(parsed.data, status), WRITE_TIMEOUT_MS, "create");
      await recordAudit(actor, {
        action: "create",
        docType: spec.kind,
        docId: created.id,
        title: created.title,
        detail: status === "published" ? "สร้างและเผยแพร่ทันที" : "สร้างเป็นฉบับร่าง",
      });
      await awaitFreshContent();
      const next = "afterCreate" in target && target.afterCreate ? target.afterCreate(created) : spec.editUrl(created.id);
      return redirect(withNotice(next, status === "published" ? "createdPublished" : "created"));
    }

    if (!submitted.success) return data(state({ formError: FORM_ERRORS.noVersion }), { status: 400 });
    const saved = await withTimeout(spec.update(current, parsed.data, status, submitted.data), WRITE_TIMEOUT_MS, "update");
    const changed = changedFields(spec.fields, spec.toValues(current), spec.toValues(saved));
    const action: AuditAction =
      current.status !== saved.status ? (saved.status === "published" ? "publish" : "unpublish") : "update";
    await recordAudit(actor, {
      action,
      docType: spec.kind,
      docId: saved.id,
      title: saved.title,
      detail: changed.length ? `เปลี่ยน: ${fieldList(changed)}` : "ไม่มีการเปลี่ยนข้อความ",
    });
    await awaitFreshContent();
    const notice: DoneNotice = action === "publish" ? "published" : action === "unpublish" ? "unpublished" : "saved";
    return redirect(withNotice(spec.editUrl(saved.id), notice));
  } catch (error) {
    if (error instanceof SlugTakenError) {
      return data(
        state({ errors: { slug: FIELD_ERRORS.slugTaken(error.slug) } as FieldErrors<K>, formError: FORM_ERRORS.invalid }),
        { status: 400 }
      );
    }
    if (error instanceof ConflictError && current) {
      const stored = await spec.get(current.id);
      if (!stored) throw notFound();
      const theirs = spec.toValues(stored);
      const last = await lastAuditOf(spec.kind, stored.id).catch(() => null);
      return data(
        state({
          formError: FORM_ERRORS.conflict,
          version: stored.updatedAt.toISOString(),
          conflict: {
            theirs,
            theirStatus: stored.status,
            changed: changedFields(spec.fields, theirs, values),
            at: stored.updatedAt,
            by: last?.actorEmail ?? null,
          },
        }),
        { status: 409 }
      );
    }
    if (error instanceof NotFoundError) throw notFound();
    if (error instanceof Response) throw error;
    return unavailable(error);
  }
}

/** How long a save may wait for Firestore before the form comes back with an error. */
const WRITE_TIMEOUT_MS = 8_000;
/** How long an edit page may wait for its stored copy before it renders without it. */
const READ_TIMEOUT_MS = 5_000;

/**
 * The reads of an editor page (its loader; the course of a new lesson),
 * bounded in time: null (logged) when Firestore does not answer, so the page
 * renders without the stored copy (503) instead of an error page. A thrown
 * Response (404) stays thrown.
 */
export async function readForEdit<T>(read: () => Promise<T>, label: string, context?: AppLoadContext): Promise<T | null> {
  // This request's action already found Firestore down: no second wait.
  if (context?.firestoreDown) return null;
  try {
    return await withTimeout(read(), READ_TIMEOUT_MS, label);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`admin ${label}: Firestore unavailable (${error instanceof Error ? error.message : "error"})`);
    noteOutage(context);
    return null;
  }
}

/** Within one request: the loader that runs after this action need not wait for Firestore. */
function noteOutage(context: AppLoadContext | undefined): void {
  if (context) context.firestoreDown = true;
}

export function notFound(): Response {
  return new Response(FORM_ERRORS.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** A document for an edit page, or a thrown 404. */
export async function loadOr404<D>(get: (id: string) => Promise<D | null>, id: string | undefined): Promise<D> {
  if (!id || !/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(id)) throw notFound();
  const doc = await get(id);
  if (!doc) throw notFound();
  return doc;
}

/** The posted form; an unreadable body counts as an empty form (answered with field errors, never a 500). */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** The blank form of a new document. */
export function blankValues<K extends string>(fields: readonly K[], defaults: Partial<FormValues<K>> = {}): FormValues<K> {
  return { ...readValues(new FormData(), fields), ...defaults };
}

// ---------------------------------------------------------------- deletes

export interface DeleteState {
  formError: string;
  status: 400 | 409;
}

/** Reads and checks a delete confirmation (`confirm=yes`, the version shown). */
export function readDeleteForm(form: FormData, current: EditableDoc): DeleteState | null {
  if (form.get("confirm") !== "yes") return { formError: FORM_ERRORS.confirmDelete, status: 400 };
  const version = versionSchema.safeParse(form.get("version"));
  if (!version.success || Date.parse(version.data) !== current.updatedAt.getTime()) {
    return { formError: FORM_ERRORS.deleteConflict, status: 409 };
  }
  return null;
}

export async function deleteArticleAs(actor: Actor, article: Article): Promise<void> {
  await keepDeleted(actor, [{ docType: "article", docId: article.id, data: { ...article } }]);
  await deleteArticle(article.id);
  await recordAudit(actor, {
    action: "delete",
    docType: "article",
    docId: article.id,
    title: article.title,
    detail: `สถานะก่อนลบ: ${article.status === "published" ? "เผยแพร่แล้ว" : "ฉบับร่าง"}; เก็บสำเนาไว้ใน deletedContent`,
  });
  await awaitFreshContent();
}

export interface CourseDeleteImpact {
  lessons: { id: string; title: string; status: ContentStatus }[];
  /** Students enrolled in the course. */
  enrolments: number;
  /** Of them, those who have marked at least one lesson done. */
  withProgress: number;
}

async function enrolmentsOfCourse(courseId: string): Promise<{ done: Record<string, unknown> }[]> {
  const snap = await db().collection(ENROLMENTS).where("courseId", "==", courseId).select("done").get();
  return countedDocs(snap).map((d) => ({ done: (d.get("done") as Record<string, unknown> | undefined) ?? {} }));
}

export async function courseDeleteImpact(courseId: string): Promise<CourseDeleteImpact> {
  const [lessons, enrolments] = await Promise.all([listLessonsOfCourse(courseId), enrolmentsOfCourse(courseId)]);
  return {
    lessons: lessons.map((l) => ({ id: l.id, title: l.title, status: l.status })),
    enrolments: enrolments.length,
    withProgress: enrolments.filter((e) => Object.keys(e.done).length > 0).length,
  };
}

export async function deleteCourseAs(actor: Actor, course: Course): Promise<CourseDeleteImpact> {
  const impact = await courseDeleteImpact(course.id);
  const lessons = await listLessonsOfCourse(course.id);
  await keepDeleted(actor, [
    { docType: "course", docId: course.id, data: { ...course } },
    ...lessons.map((l) => ({ docType: "lesson" as const, docId: l.id, data: { ...l }, parent: course.id })),
  ]);
  await deleteCourse(course.id);
  await recordAudit(actor, {
    action: "delete",
    docType: "course",
    docId: course.id,
    title: course.title,
    detail:
      `ลบบทเรียน ${lessons.length} บทพร้อมคอร์ส; การลงทะเบียนของผู้เรียน ${impact.enrolments} คน ` +
      `(มีความคืบหน้า ${impact.withProgress} คน) ยังเก็บไว้; สำเนาอยู่ใน deletedContent`,
  });
  await awaitFreshContent();
  return impact;
}

/** Students who marked the lesson done (their marks stay, and stop counting). */
export async function lessonDeleteImpact(lesson: Lesson): Promise<{ doneBy: number }> {
  const enrolments = await enrolmentsOfCourse(lesson.courseId);
  return { doneBy: enrolments.filter((e) => lesson.id in e.done).length };
}

export async function deleteLessonAs(actor: Actor, lesson: Lesson): Promise<void> {
  const { doneBy } = await lessonDeleteImpact(lesson);
  await keepDeleted(actor, [{ docType: "lesson", docId: lesson.id, data: { ...lesson }, parent: lesson.courseId }]);
  await deleteLesson(lesson.id);
  await recordAudit(actor, {
    action: "delete",
    docType: "lesson",
    docId: lesson.id,
    title: lesson.title,
    detail: `ผู้เรียน ${doneBy} คนเคยเรียนบทนี้จบ (บันทึกยังเก็บไว้แต่ไม่นับในความคืบหน้า); สำเนาอยู่ใน deletedContent`,
  });
  await awaitFreshContent();
}

// ---------------------------------------------------------------- lesson order

/** Moves a lesson one place up or down in its course. Answers false when it cannot move. */
export async function moveLessonAs(actor: Actor, course: Course, lessonId: string, direction: "up" | "down"): Promise<boolean> {
  const ids = (await listLessonsOfCourse(course.id)).map((l) => l.id);
  const from = ids.indexOf(lessonId);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return false;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  const lessons = await reorderLessons(course.id, ids);
  const moved = lessons.find((l) => l.id === lessonId);
  await recordAudit(actor, {
    action: "reorder",
    docType: "course",
    docId: course.id,
    title: course.title,
    detail: `ย้าย “${moved?.title ?? lessonId}” ${direction === "up" ? "ขึ้น" : "ลง"} เป็นบทที่ ${to + 1}`,
  });
  await awaitFreshContent();
  return true;
}

/**
 * The up/down buttons of a course's lesson list (plain form posts): a redirect
 * back to the list, or 503 with a Thai error when Firestore does not answer.
 */
export async function moveLessonPost(actor: Actor, load: () => Promise<Course>, form: FormData, context?: AppLoadContext) {
  const move = moveSchema.safeParse({ lessonId: form.get("lessonId"), direction: form.get("direction") });
  try {
    // Bounded one by one: a load that answers after its time is up moves nothing.
    const course = await withTimeout(load(), WRITE_TIMEOUT_MS, "load");
    const moved =
      move.success && (await withTimeout(moveLessonAs(actor, course, move.data.lessonId, move.data.direction), WRITE_TIMEOUT_MS, "move"));
    const url = courseSpec.editUrl(course.id);
    return redirect(`${moved ? withNotice(url, "moved") : url}#lessons`);
  } catch (error) {
    // A 404, or a lesson list that changed meanwhile: not an outage.
    if (error instanceof Response || error instanceof z.ZodError) throw error;
    console.error(`admin move: Firestore unavailable (${error instanceof Error ? error.message : "error"})`);
    noteOutage(context);
    return data({ moveError: FORM_ERRORS.moveUnavailable }, { status: 503 });
  }
}

// ---------------------------------------------------------------- the overview

export async function listAllLessons(): Promise<Lesson[]> {
  const snap = await db().collection(LESSONS).get();
  return parseDocs(lessonSchema, countedDocs(snap)).sort((a, b) => a.courseId.localeCompare(b.courseId) || a.order - b.order);
}

export interface ContentRow {
  id: string;
  kind: ContentKind;
  title: string;
  /** The slug, or for a lesson its course's title. */
  subtitle: string;
  status: ContentStatus;
  updatedAt: Date;
  publishedAt: Date | null;
  editUrl: string;
  /** The public page (published documents only). */
  publicUrl: string | null;
}

export interface OverviewQuery {
  q: string;
  status: "all" | ContentStatus;
}

function matches(query: OverviewQuery, status: ContentStatus, ...texts: string[]): boolean {
  if (query.status !== "all" && status !== query.status) return false;
  if (!query.q) return true;
  const q = normalizeText(query.q);
  return texts.some((t) => normalizeText(t).includes(q));
}

export async function overviewLists(query: OverviewQuery) {
  const [articles, courses, lessons] = await Promise.all([listAllArticles(), listAllCourses(), listAllLessons()]);
  const courseById = new Map(courses.map((c) => [c.id, c]));
  const articleRows: ContentRow[] = articles
    .filter((a) => matches(query, a.status, a.title, a.slug, a.excerpt, a.tags.join(" ")))
    .map((a) => ({
      id: a.id,
      kind: "article",
      title: a.title,
      subtitle: a.slug,
      status: a.status,
      updatedAt: a.updatedAt,
      publishedAt: a.publishedAt,
      editUrl: articleSpec.editUrl(a.id),
      publicUrl: a.status === "published" ? articleUrl(a.slug) : null,
    }));
  const courseRows: ContentRow[] = courses
    .filter((c) => matches(query, c.status, c.title, c.slug, c.summary))
    .map((c) => ({
      id: c.id,
      kind: "course",
      title: c.title,
      subtitle: c.slug,
      status: c.status,
      updatedAt: c.updatedAt,
      publishedAt: c.publishedAt,
      editUrl: courseSpec.editUrl(c.id),
      publicUrl: c.status === "published" ? courseUrl(c.slug) : null,
    }));
  const lessonRows: ContentRow[] = lessons
    .filter((l) => matches(query, l.status, l.title, courseById.get(l.courseId)?.title ?? ""))
    .map((l) => {
      const course = courseById.get(l.courseId);
      return {
        id: l.id,
        kind: "lesson",
        title: l.title,
        subtitle: course ? course.title : "(ไม่มีคอร์ส)",
        status: l.status,
        updatedAt: l.updatedAt,
        publishedAt: null,
        editUrl: lessonSpec.editUrl(l.id),
        publicUrl: l.status === "published" && course?.status === "published" ? lessonUrl(l.id) : null,
      };
    });
  return {
    articles: articleRows,
    courses: courseRows,
    lessons: lessonRows,
    totals: { articles: articles.length, courses: courses.length, lessons: lessons.length },
    /** "kind/id" of every document (filtered or not): which audit entries can link to an editor. */
    existing: new Set([
      ...articles.map((a) => `article/${a.id}`),
      ...courses.map((c) => `course/${c.id}`),
      ...lessons.map((l) => `lesson/${l.id}`),
    ]),
  };
}

/** The actor of an admin request. */
export function actorOf(user: { uid: string; email: string }): Actor {
  return { uid: user.uid, email: user.email };
}

/**
 * The action of an admin page that takes no posts: the guard ran first (the
 * caller awaited requireAdmin); answer 405 with the Thai error page.
 */
export function readOnly(): never {
  throw new Response(FORM_ERRORS.readOnly, { status: 405, headers: { Allow: "GET, HEAD" } });
}
