/**
 * The tutor's side of hand-ins: the inbox (/admin/handins), one hand-in and
 * its mark (/admin/handins/<id>), a lesson's homework (/admin/lessons/<id>/homework).
 * Every loader and action is guarded here (requireAdmin / requireAdminWrite).
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/auth/guards.server";
import { requireAdminWrite } from "~/admin-kit/index.server";
import { findLesson } from "~/learning/index.server";
import { formValues } from "~/kernel/form";
import { readForm } from "~/kernel/form.server";
import { notFound, or503 } from "~/kernel/http.server";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { noticeCookie } from "~/platform/notice.server";
import { formatDateTime, isDayKey } from "~/kernel/clock";
import { adminLessonUrl } from "~/kernel/urls";
import { getHandin, listHandins, markHandin } from "./handins.store.server";
import { idSchema } from "~/kernel/ids";
import { getLessonHomework, removeLessonHomework, saveLessonHomework } from "./lesson-homework.store.server";
import { notifyMarked, tellStudentMarked } from "./marked-mail.server";
import { markLabel } from "./mark-label";
import { INBOX_TEXT } from "./messages";
import { FEEDBACK_MAX, INSTRUCTIONS_MAX, SCORE_MAX, type Mark } from "./model";
import { HANDIN_ADMIN, homeworkEditUrl } from "./urls";
import { handinView } from "./view.server";
import { dueView, forgetStudentHandins, homeworkAsked } from "./homework.server";

export type FormAnswer = { values: Record<string, string>; errors: Record<string, string>; preview: string | null };
const MARK_FIELDS = ["markKind", "score", "outOf", "feedback", "version"] as const;

const answer = (values: Record<string, string>, errors: Record<string, string>, status: number, preview: string | null = null) =>
  data<FormAnswer>({ values, errors, preview }, { status });
const previewOf = (markdown: string) => renderMarkdown(markdown).html;

export async function inboxLoader(request: Request) {
  await requireAdmin(request);
  const handins = await or503(listHandins());
  return {
    handins: handins.map((h) => ({
      id: h.id,
      title: h.title,
      student: h.studentName,
      files: h.files.length,
      submittedAt: formatDateTime(h.submittedAt),
      waiting: h.status === "submitted",
      mark: h.status === "marked" && h.mark ? markLabel(h.mark) : null,
    })),
  };
}

async function handinOr404(id: string | undefined) {
  const parsed = idSchema.safeParse(id);
  const handin = parsed.success ? await or503(getHandin(parsed.data)) : null;
  if (!handin) notFound();
  return handin;
}

export async function handinLoader(request: Request, id: string | undefined) {
  await requireAdmin(request);
  const h = await handinOr404(id);
  const mark = h.mark;
  const asked = await or503(homeworkAsked(h.key));
  return {
    handin: { ...handinView(h), title: h.title, student: h.studentName, email: h.email },
    homework: asked
      ? { instructionsHtml: asked.instructions.trim() ? renderMarkdown(asked.instructions, { topHeading: 3 }).html : null, due: dueView(asked.due)?.label ?? INBOX_TEXT.noDue, url: homeworkEditUrl(h.key) }
      : null,
    values: {
      markKind: mark?.kind ?? "",
      score: mark?.kind === "score" ? String(mark.score) : "",
      outOf: mark?.kind === "score" ? String(mark.outOf) : "10",
      feedback: h.feedback,
    },
  };
}

const number = (max: number) => z.coerce.number().finite().min(0).max(max);

function parseMark(v: Record<string, string>): { mark: Mark } | { errors: Record<string, string> } {
  if (v.markKind === "pass" || v.markKind === "resubmit") return { mark: { kind: v.markKind } };
  if (v.markKind !== "score") return { errors: { markKind: INBOX_TEXT.pickMark } };
  const score = number(SCORE_MAX).safeParse(v.score?.trim() || "x");
  const outOf = number(SCORE_MAX).int().min(1).safeParse(v.outOf?.trim() || "x");
  if (!score.success || !outOf.success || score.data > outOf.data) return { errors: { score: INBOX_TEXT.badScore } };
  return { mark: { kind: "score", score: score.data, outOf: outOf.data } };
}

export async function handinAction(request: Request, context: AppLoadContext, id: string | undefined) {
  const actor = await requireAdminWrite(request, context);
  const h = await handinOr404(id);
  const form = await readForm(request);
  const values = formValues(form, MARK_FIELDS);
  if (form.get("intent") === "preview") return answer(values, {}, 200, previewOf(values.feedback ?? ""));
  const feedback = (values.feedback ?? "").trim();
  if (feedback.length > FEEDBACK_MAX) return answer(values, { feedback: INBOX_TEXT.feedbackTooLong }, 400);
  const parsed = parseMark(values);
  if ("errors" in parsed) return answer(values, parsed.errors, 400);
  const version = Number(values.version);
  if (!Number.isInteger(version)) return answer(values, { form: INBOX_TEXT.conflict }, 409);
  const out = await or503(markHandin(h.id, version, { mark: parsed.mark, feedback, by: actor.email }, tellStudentMarked));
  if (!out.ok && out.reason === "notFound") notFound();
  if (!out.ok) return answer(values, { form: INBOX_TEXT.conflict }, 409);
  await notifyMarked(out.handin);
  forgetStudentHandins(h.uid);
  return redirect(HANDIN_ADMIN.inbox(), { status: 303, headers: { "Set-Cookie": noticeCookie(INBOX_TEXT.saved) } });
}

// ---------------------------------------------------------------- a lesson's homework

async function lessonOr404(id: string | undefined) {
  const ref = id ? await or503(findLesson(id)) : null;
  if (!ref) notFound();
  return ref.lesson;
}

export async function lessonHomeworkLoader(request: Request, id: string | undefined) {
  await requireAdmin(request);
  const lesson = await lessonOr404(id);
  const hw = await or503(getLessonHomework(lesson.id));
  return {
    lesson: { id: lesson.id, title: lesson.title, editUrl: adminLessonUrl(lesson.id) },
    exists: hw !== null,
    values: { instructions: hw?.instructions ?? "", due: hw?.due ?? "" },
  };
}

export async function lessonHomeworkAction(request: Request, context: AppLoadContext, id: string | undefined) {
  await requireAdminWrite(request, context);
  const lesson = await lessonOr404(id);
  const form = await readForm(request);
  const values = formValues(form, ["instructions", "due"]);
  const back = HANDIN_ADMIN.lessonHomework(lesson.id);
  const intent = form.get("intent");
  if (intent === "preview") return answer(values, {}, 200, previewOf(values.instructions ?? ""));
  if (intent === "remove") {
    await or503(removeLessonHomework(lesson.id));
    return redirect(back, { status: 303, headers: { "Set-Cookie": noticeCookie(INBOX_TEXT.homeworkRemoved) } });
  }
  const instructions = (values.instructions ?? "").trim();
  const due = (values.due ?? "").trim();
  const errors: Record<string, string> = {};
  if (!instructions) errors.instructions = INBOX_TEXT.instructionsRequired;
  else if (instructions.length > INSTRUCTIONS_MAX) errors.instructions = INBOX_TEXT.instructionsTooLong;
  if (due && !isDayKey(due)) errors.due = INBOX_TEXT.badDate;
  if (Object.keys(errors).length > 0) return answer(values, errors, 400);
  await or503(saveLessonHomework({ lessonId: lesson.id, instructions, due: due || null }));
  return redirect(back, { status: 303, headers: { "Set-Cookie": noticeCookie(INBOX_TEXT.homeworkSaved) } });
}
