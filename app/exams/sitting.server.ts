/**
 * The student's pages of sitting a mock exam (docs/exams.md, "Sitting an exam"): the list of
 * exams they may sit, an exam's page and its "เริ่มทำข้อสอบ" post, an attempt's pages (each
 * post saves the page's answers, then redirects), and the review with its confirmation and the
 * submit. Every page is its student's only (anyone else: 404); a post after the deadline lands on
 * the result with the reason (a notice) and counts nothing.
 */
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import type { SessionUser } from "~/auth/user";
import { getCoursePage, getDashboard } from "~/learning/index.server";
import { EXERCISE_LIMITS } from "~/exercises/index";
import { readForm } from "~/kernel/form.server";
import { notFound, or503 } from "~/kernel/http.server";
import { idSchema, newId } from "~/kernel/ids";
import { clockOf, dayKeyOf, formatDateTime, formatThaiDate, now as clockNow, toOffsetIso } from "~/kernel/clock";
import { courseUrl } from "~/kernel/urls";
import { noticeCookie } from "~/platform/notice.server";
import { progressWrittenAt } from "~/platform/student-cache.server";
import { listAttemptsOfStudent, readAttempt } from "./attempts.store.server";
import { listExamsCached, readExam } from "./exams.store.server";
import { CONFIRM_STEP, GO, SITTING_FIELDS as F, answerField } from "./fields";
import { EXAM_TEXT } from "./messages";
import type { ExamListItem } from "./ExamList";
import type { Attempt, MockExam } from "./model";
import { expireAttempt, pastDeadline, saveAnswers, startAttempt, submitAttempt } from "./sitting.store.server";
import { choiceIds, pageCount, pageHasMath, pageIds, pageOf, sittingPage } from "./sitting-view.server";
import { attemptResultUrl, attemptReviewUrl, attemptUrl } from "./urls";

/** How many questions an exam gives each attempt (the fixed list, or the draws' counts). */
const questionCount = (exam: MockExam) =>
  exam.questions.kind === "fixed" ? exam.questions.ids.length : exam.questions.draws.reduce((n, d) => n + d.count, 0);

/** A moment as the pages show it: "22 พ.ย. 2569 18:40 น.". */
const moment = (ms: number) => `${formatDateTime(new Date(ms))} น.`;

type ExamCard = ExamListItem;

function examCard(exam: MockExam, courseTitles: Map<string, string>): ExamCard {
  return {
    id: exam.id,
    title: exam.title,
    courseTitle: exam.courseSlug ? (courseTitles.get(exam.courseSlug) ?? exam.courseSlug) : null,
    questions: questionCount(exam),
    minutes: exam.minutes,
    closes: moment(exam.closesAt),
  };
}

/** GET /exams: the published exams open to all and those of the student's courses, not yet closed. */
export async function examsLoader(request: Request) {
  const user = await requireUser(request);
  const [exams, dashboard] = await or503(Promise.all([listExamsCached(), getDashboard(user, progressWrittenAt(request))]));
  const titles = new Map(dashboard.enrolled.map((e) => [e.course.slug, e.course.title]));
  const t = clockNow();
  const shown = exams.filter((e) => e.published && e.closesAt > t && (e.courseSlug === null || titles.has(e.courseSlug)));
  return { exams: shown.sort((a, b) => a.closesAt - b.closesAt).map((e) => examCard(e, titles)) };
}

/** The exams of a course its page lists: published ones not yet closed. */
export async function courseExams(slug: string): Promise<ExamCard[]> {
  const t = clockNow();
  const exams = (await listExamsCached()).filter((e) => e.published && e.courseSlug === slug && e.closesAt > t);
  return exams.sort((a, b) => a.opensAt - b.opensAt).map((e) => examCard(e, new Map()));
}

/** The exam a student may see (published; an admin sees any), or a 404. */
async function visibleExam(id: string | undefined, user: SessionUser): Promise<MockExam> {
  if (!id || !idSchema.safeParse(id).success) notFound();
  const exam = await or503(readExam(id));
  if (!exam || (!exam.published && !user.isAdmin)) notFound();
  return exam;
}

/** Whether the student may sit a course's exam: null when they may, else the course to enrol in. */
async function enrolmentNeeded(exam: MockExam, user: SessionUser, request: Request): Promise<{ title: string; url: string } | null> {
  if (exam.courseSlug === null || user.isAdmin) return null;
  const page = await or503(getCoursePage(exam.courseSlug, user, progressWrittenAt(request)));
  if (page?.enrolled) return null;
  return { title: page?.course.title ?? exam.courseSlug, url: courseUrl(exam.courseSlug) };
}

/** GET /exams/:id */
export async function examLoader(request: Request, examId: string | undefined) {
  const user = await requireUser(request);
  const exam = await visibleExam(examId, user);
  const [needs, all] = await Promise.all([enrolmentNeeded(exam, user, request), or503(listAttemptsOfStudent(user.uid))]);
  const attempts = all.filter((a) => a.examId === exam.id);
  const t = clockNow();
  const open = attempts.find((a) => a.status === "open" && !pastDeadline(a, t)) ?? null;
  const used = attempts.length;
  const blocked = needs ? null : open ? null : t < exam.opensAt ? EXAM_TEXT.notOpenYet(moment(exam.opensAt)) : t >= exam.closesAt ? EXAM_TEXT.closed : used >= exam.attempts ? EXAM_TEXT.noAttemptsLeft : null;
  return {
    exam: {
      id: exam.id,
      title: exam.title,
      questions: questionCount(exam),
      minutes: exam.minutes,
      opens: formatThaiDate(exam.opensAt, "long") + ` ${clockOf(exam.opensAt)} น.`,
      closes: formatThaiDate(exam.closesAt, "long") + ` ${clockOf(exam.closesAt)} น.`,
      opensIso: toOffsetIso(exam.opensAt),
      closesIso: toOffsetIso(exam.closesAt),
      attempts: exam.attempts,
    },
    used,
    needs,
    blocked,
    openAttempt: open ? { url: attemptUrl(exam.id, open.id), deadline: EXAM_TEXT.deadline(clockOf(open.deadline)) } : null,
    past: attempts
      .filter((a) => a.status !== "open" && a.result)
      .map((a) => ({ n: a.n, url: attemptResultUrl(exam.id, a.id), score: a.result!.score, max: a.result!.max, percent: a.result!.percent })),
  };
}

/** POST /exams/:id: "เริ่มทำข้อสอบ" → the attempt's first page (or the open one), or the page again with the reason. */
export async function startAction(request: Request, examId: string | undefined) {
  const user = await requireUser(request);
  await readForm(request);
  const exam = await visibleExam(examId, user);
  const needs = await enrolmentNeeded(exam, user, request);
  if (needs) return { refused: EXAM_TEXT.needsEnrolment(needs.title) };
  const started = await or503(startAttempt(exam, user.uid, clockNow()));
  if (!started.ok) return { refused: EXAM_TEXT.refused[started.reason] };
  return redirect(attemptUrl(exam.id, started.attemptId), 303);
}

/** The student's own attempt of this exam, or a 404. */
async function ownAttempt(user: SessionUser, examId: string | undefined, attemptId: string | undefined): Promise<{ exam: MockExam; attempt: Attempt }> {
  const exam = await visibleExam(examId, user);
  if (!attemptId || !idSchema.safeParse(attemptId).success) notFound();
  const attempt = await or503(readAttempt(attemptId));
  if (!attempt || attempt.uid !== user.uid || attempt.examId !== exam.id) notFound();
  return { exam, attempt };
}

/** To the result: with the reason when the deadline passed. */
function toResult(exam: MockExam, attempt: Pick<Attempt, "id">, notice?: string) {
  return redirect(attemptResultUrl(exam.id, attempt.id), { status: 303, headers: notice ? { "Set-Cookie": noticeCookie(notice) } : {} });
}

/** An open attempt past its deadline is graded now (what was saved), and the student sent to the result. */
async function endedOr(exam: MockExam, attempt: Attempt): Promise<Response | null> {
  if (attempt.status !== "open") return toResult(exam, attempt);
  const t = clockNow();
  if (!pastDeadline(attempt, t)) return null;
  await or503(expireAttempt(attempt.id, t));
  return toResult(exam, attempt, EXAM_TEXT.late);
}

/** What every attempt page says of the time: "ส่งได้ถึง 14:35 น." and the countdown's data. */
function timing(attempt: Attempt) {
  const t = clockNow();
  const sameDay = dayKeyOf(t) === dayKeyOf(attempt.deadline);
  return {
    deadlineText: sameDay ? EXAM_TEXT.deadline(clockOf(attempt.deadline)) : EXAM_TEXT.deadlineDay(formatThaiDate(attempt.deadline, "short"), clockOf(attempt.deadline)),
    deadlineIso: toOffsetIso(attempt.deadline),
    remainingMs: Math.max(0, attempt.deadline - t),
  };
}

const pageParam = z.coerce.number().int().min(1).max(1000).catch(1);

/** GET /exams/:id/attempts/:attemptId[?page=N] */
export async function attemptLoader(request: Request, examId: string | undefined, attemptId: string | undefined) {
  const user = await requireUser(request);
  const { exam, attempt } = await ownAttempt(user, examId, attemptId);
  const ended = await endedOr(exam, attempt);
  if (ended) throw ended;
  const pages = pageCount(attempt.questions.length, exam.pageSize);
  const page = Math.min(pageParam.parse(new URL(request.url).searchParams.get("page") ?? 1), pages);
  const questions = sittingPage(attempt, exam.pageSize, page);
  return {
    exam: { id: exam.id, title: exam.title },
    attemptId: attempt.id,
    ...timing(attempt),
    page,
    pages,
    total: attempt.questions.length,
    questions,
    math: pageHasMath(questions),
    token: newId(),
  };
}

const postSchema = z.object({
  token: idSchema,
  page: z.coerce.number().int().min(1).max(1000),
  go: z.enum(GO),
});

/** The answers of the page's questions as posted: known choices only; a typed answer's first value, bounded. */
function postedAnswers(form: FormData, attempt: Attempt, ids: readonly string[]): Record<string, string[]> | null {
  const answers: Record<string, string[]> = {};
  for (const id of ids) {
    const values = form.getAll(answerField(id)).map(String);
    if (values.length > EXERCISE_LIMITS.maxChoices || values.some((v) => v.length > EXERCISE_LIMITS.answerMax)) return null;
    const choices = choiceIds(attempt, id);
    const kept = choices ? [...new Set(values)].filter((v) => choices.has(v)) : values.slice(0, 1).filter((v) => v.trim() !== "");
    if (kept.length > 0) answers[id] = kept;
  }
  return answers;
}

/** POST /exams/:id/attempts/:attemptId: saves the page's answers and marks, then goes where the button says. */
export async function attemptAction(request: Request, examId: string | undefined, attemptId: string | undefined) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const { exam, attempt } = await ownAttempt(user, examId, attemptId);
  const parsed = postSchema.safeParse({ token: form.get(F.token), page: form.get(F.page), go: form.get(F.go) });
  if (!parsed.success) return { refused: EXAM_TEXT.expiredForm };
  const { token, page, go } = parsed.data;
  const ids = pageIds(attempt, exam.pageSize, page);
  const answers = postedAnswers(form, attempt, ids);
  if (!answers) return { refused: EXAM_TEXT.badAnswers };
  const marked = form.getAll(F.mark).map(String).filter((id) => ids.includes(id));
  const saved = await or503(saveAnswers({ attemptId: attempt.id, uid: user.uid, token, page: ids, answers, marked }, clockNow()));
  if (saved === "missing") notFound();
  if (saved === "late") return toResult(exam, attempt, EXAM_TEXT.late);
  if (saved === "ended") return toResult(exam, attempt, EXAM_TEXT.ended);
  const pages = pageCount(attempt.questions.length, exam.pageSize);
  if (go === "review") return redirect(attemptReviewUrl(exam.id, attempt.id), 303);
  const to = go === "next" ? Math.min(page + 1, pages) : Math.max(page - 1, 1);
  return redirect(attemptUrl(exam.id, attempt.id, to), 303);
}

/** GET …/review[?step=confirm]: the unanswered and marked questions, each a link to its page; then the confirmation. */
export async function reviewLoader(request: Request, examId: string | undefined, attemptId: string | undefined) {
  const user = await requireUser(request);
  const { exam, attempt } = await ownAttempt(user, examId, attemptId);
  const ended = await endedOr(exam, attempt);
  if (ended) throw ended;
  const marked = new Set(attempt.marked);
  const rows = attempt.questions.map((q, i) => {
    const page = pageOf(i, exam.pageSize);
    return { id: q.question.id, number: i + 1, page, url: attemptUrl(exam.id, attempt.id, page), answered: (attempt.answers[q.question.id] ?? []).length > 0, marked: marked.has(q.question.id) };
  });
  const pages = pageCount(attempt.questions.length, exam.pageSize);
  return {
    exam: { id: exam.id, title: exam.title },
    attemptId: attempt.id,
    ...timing(attempt),
    total: rows.length,
    unanswered: rows.filter((r) => !r.answered),
    marked: rows.filter((r) => r.marked),
    lastPageUrl: attemptUrl(exam.id, attempt.id, pages),
    confirming: new URL(request.url).searchParams.get(CONFIRM_STEP.name) === CONFIRM_STEP.value,
  };
}

/** POST …/review (intent=submit, from the confirmation): graded, to the result. */
export async function submitAction(request: Request, examId: string | undefined, attemptId: string | undefined) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const { exam, attempt } = await ownAttempt(user, examId, attemptId);
  if (form.get("intent") !== "submit") return { refused: EXAM_TEXT.expiredForm };
  const done = await or503(submitAttempt(attempt.id, user.uid, clockNow()));
  if (done === "missing") notFound();
  return toResult(exam, attempt, done === "late" ? EXAM_TEXT.late : undefined);
}

