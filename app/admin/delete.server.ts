/**
 * The confirmation step of a delete, for every kind: the loader reads the
 * document (and what its delete touches), the action checks the confirmation
 * and the version shown, deletes through the repository (which keeps a copy
 * in `deletedContent` and writes the audit entry) and redirects.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { ContentDoc } from "~/content/kind";
import type { ContentStatus } from "~/content/fields";
import { AUDIT_DETAILS, FORM_ERRORS } from "~/admin-kit/messages";
import { awaitFreshContent } from "~/content/cache.server";
import { enrolmentProgress } from "~/learning/index.server";
import { listLessonsOfCourse, type Lesson } from "~/content/lesson.store.server";
import { requireAdmin } from "~/auth/guards.server";
import { loadOr404, requireAdminWrite } from "~/admin-kit/guard.server";
import { versionSchema, withNotice } from "~/admin-kit/inputs";
import type { EditorKind } from "~/admin-kit/editor-kind";
import { readForm } from "~/kernel/form.server";

/** Reads and checks a delete confirmation (`confirm=yes`, the version shown). */
function readDeleteForm(form: FormData, current: ContentDoc): { formError: string; status: 400 | 409 } | null {
  if (form.get("confirm") !== "yes") return { formError: FORM_ERRORS.confirmDelete, status: 400 };
  const version = versionSchema.safeParse(form.get("version"));
  if (!version.success || Date.parse(version.data) !== current.updatedAt.getTime()) {
    return { formError: FORM_ERRORS.deleteConflict, status: 409 };
  }
  return null;
}

/** The delete page's loader (guard first): the document, what its delete touches (`impact`), the version shown. */
export async function deleteLoader<D extends ContentDoc, I>(
  kind: EditorKind<D>,
  { request, params }: Pick<LoaderFunctionArgs, "request" | "params">,
  impactOf: (doc: D) => Promise<I>
) {
  await requireAdmin(request);
  const doc = await loadOr404(kind.repo.get, params.id);
  return {
    doc: { id: doc.id, title: doc.title, status: doc.status },
    impact: await impactOf(doc),
    version: doc.updatedAt.toISOString(),
    editUrl: kind.def.editUrl(doc.id),
  };
}

/**
 * The delete page's action (guard and rate limit first): 400/409 with a Thai message when the box is not
 * ticked or the document changed meanwhile; else delete, audit, and go to `next(doc)`.
 */
export async function deleteAction<D extends ContentDoc>(
  kind: EditorKind<D>,
  { request, params, context }: Pick<ActionFunctionArgs, "request" | "params" | "context">,
  detail: (doc: D) => Promise<string>,
  next: (doc: D) => string
) {
  const actor = await requireAdminWrite(request, context);
  const doc = await loadOr404(kind.repo.get, params.id);
  const refused = readDeleteForm(await readForm(request), doc);
  if (refused) return data({ formError: refused.formError }, { status: refused.status });
  await kind.repo.remove(doc.id, { audit: { actor, detail: await detail(doc) } });
  await awaitFreshContent();
  return redirect(withNotice(next(doc), "deleted", { title: doc.title }));
}

// ---------------------------------------------------------------- what a delete touches

export interface CourseDeleteImpact {
  lessons: { id: string; title: string; status: ContentStatus }[];
  /** Students enrolled in the course. */
  enrolments: number;
  /** Of them, those who have marked at least one lesson done. */
  withProgress: number;
}

export async function courseDeleteImpact(course: { id: string }): Promise<CourseDeleteImpact> {
  const [lessons, enrolments] = await Promise.all([listLessonsOfCourse(course.id), enrolmentProgress(course.id)]);
  return {
    lessons: lessons.map((l) => ({ id: l.id, title: l.title, status: l.status })),
    enrolments: enrolments.length,
    withProgress: enrolments.filter((e) => e.done.length > 0).length,
  };
}

/** Students who marked the lesson done (their marks stay, and stop counting). */
export async function lessonDeleteImpact(lesson: Lesson): Promise<{ doneBy: number }> {
  const enrolments = await enrolmentProgress(lesson.courseId);
  return { doneBy: enrolments.filter((e) => e.done.includes(lesson.id)).length };
}

export const deleteDetails = {
  article: async (a: ContentDoc) => AUDIT_DETAILS.deletedArticle(a.status === "published"),
  course: async (c: ContentDoc) => {
    const impact = await courseDeleteImpact(c);
    return AUDIT_DETAILS.deletedCourse(impact.lessons.length, impact.enrolments, impact.withProgress);
  },
  lesson: async (l: Lesson) => AUDIT_DETAILS.deletedLesson((await lessonDeleteImpact(l)).doneBy),
};
