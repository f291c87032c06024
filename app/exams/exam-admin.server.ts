/**
 * The tutor's mock exams (routes admin.exams, admin.exams.new, admin.exams.$id): the list
 * with links to each exam's results and item analysis, and the form that composes one
 * (fixed questions ticked from the bank, or draws of topic × difficulty × count; `shortDraws`
 * warns when the bank holds fewer). Every loader and action calls requireAdmin first.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { renderPreview, requireAdminWrite } from "~/admin-kit/index.server";
import { bangkokInstant, clockOf, dayKeyOf, formatDateTime, isDayKey, MINUTE_MS, now, parseClock } from "~/kernel/clock";
import { readForm } from "~/kernel/form.server";
import { notFound, or503 } from "~/kernel/http.server";
import { courseOptions, type CourseOption } from "./bank-admin.server";
import { readTopics } from "./bank-admin.store.server";
import { listBankQuestions } from "./bank.store.server";
import { shortDraws } from "./draw";
import { saveExam, type ExamFields } from "./exam-admin.store.server";
import { listExams, readExam } from "./exams.store.server";
import { BANK_TEXT, DIFFICULTY_LABELS, EXAM_FORM_ERRORS } from "./messages";
import { DIFFICULTIES, type Difficulty, type Draw, type MockExam } from "./model";
import { ADMIN_EXAM_URLS } from "./urls";
import { DRAW_ROWS } from "./exam-form";

const MAX_QUESTIONS = 100;

export async function examsListLoader(request: Request) {
  await requireAdmin(request);
  const [exams, options] = await Promise.all([or503(listExams()), or503(courseOptions())]);
  const label = (slug: string | null) => options.find((o) => o.value === (slug ?? ""))?.label ?? slug ?? "";
  return {
    notice: new URL(request.url).searchParams.get("notice") === "saved" ? BANK_TEXT.notices.saved : null,
    exams: exams.map((e) => ({
      id: e.id,
      title: e.title,
      course: label(e.courseSlug),
      published: e.published,
      opens: formatDateTime(new Date(e.opensAt)),
      closes: formatDateTime(new Date(e.closesAt)),
      questions: e.questions.kind === "fixed" ? e.questions.ids.length : e.questions.draws.reduce((n, d) => n + d.count, 0),
    })),
  };
}

type Values = Record<string, string>;

export interface ExamPage {
  id: string | null;
  courses: CourseOption[];
  course: string;
  topics: string[];
  bank: Array<{ id: string; topic: string; difficulty: Difficulty; promptHtml: string }>;
  values: Values;
  fixed: string[];
  errors: Record<string, string>;
  warnings: string[];
  notice: string | null;
}

function examValues(exam: MockExam | null, at: number): { values: Values; fixed: string[] } {
  const opensAt = exam?.opensAt ?? at;
  const closesAt = exam?.closesAt ?? at + 7 * 24 * 60 * MINUTE_MS;
  const values: Values = {
    title: exam?.title ?? "",
    minutes: String(exam?.minutes ?? 30),
    opensDate: dayKeyOf(opensAt),
    opensTime: clockOf(opensAt),
    closesDate: dayKeyOf(closesAt),
    closesTime: clockOf(closesAt),
    attempts: String(exam?.attempts ?? 1),
    showAnswers: exam?.showAnswers ?? "submit",
    pageSize: String(exam?.pageSize ?? 5),
    kind: exam?.questions.kind ?? "draw",
    ...(exam?.published ? { published: "on" } : {}),
  };
  if (exam?.questions.kind === "draw") {
    exam.questions.draws.forEach((d, i) => {
      values[`draw.${i}.topic`] = d.topic;
      values[`draw.${i}.difficulty`] = d.difficulty;
      values[`draw.${i}.count`] = String(d.count);
    });
  }
  return { values, fixed: exam?.questions.kind === "fixed" ? exam.questions.ids : [] };
}

async function pageFor(id: string | null, options: CourseOption[], course: string, values: Values, fixed: string[]): Promise<ExamPage> {
  const [topics, bank] = await Promise.all([or503(readTopics(course)), or503(listBankQuestions(course))]);
  const draws = drawsOf(values).draws;
  const warnings = shortDraws(bank, draws).map((s) => BANK_TEXT.short(s.topic, s.difficulty === "any" ? BANK_TEXT.anyDifficulty : DIFFICULTY_LABELS[s.difficulty], s.count, s.available));
  return {
    id,
    courses: options,
    course,
    topics,
    bank: bank.map((q) => ({ id: q.id, topic: q.topic, difficulty: q.difficulty, promptHtml: renderPreview(q.question.prompt).html })),
    values,
    fixed,
    errors: {},
    warnings: values.kind === "draw" ? warnings : [],
    notice: null,
  };
}

export async function examLoader(request: Request, id: string | null): Promise<ExamPage> {
  await requireAdmin(request);
  const exam = id === null ? null : await or503(readExam(id));
  if (id !== null && !exam) notFound();
  const options = await or503(courseOptions());
  const asked = new URL(request.url).searchParams.get("course");
  const course = asked !== null && options.some((o) => o.value === asked) ? asked : (exam?.courseSlug ?? "");
  const { values, fixed } = examValues(exam, now());
  const page = await pageFor(id, options, course, values, fixed);
  return { ...page, notice: new URL(request.url).searchParams.get("notice") === "saved" ? BANK_TEXT.notices.saved : null };
}

const int = (text: string | undefined, min: number, max: number): number | null => {
  const n = Number((text ?? "").trim());
  return (text ?? "").trim() !== "" && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

function drawsOf(values: Values): { draws: Draw[]; errors: Record<string, string> } {
  const draws: Draw[] = [];
  const errors: Record<string, string> = {};
  for (let i = 0; i < DRAW_ROWS; i++) {
    const count = (values[`draw.${i}.count`] ?? "").trim();
    if (count === "") continue;
    const n = int(count, 1, MAX_QUESTIONS);
    const difficulty = values[`draw.${i}.difficulty`] ?? "any";
    if (n === null) errors[`draw.${i}.count`] = EXAM_FORM_ERRORS.drawCount;
    if (difficulty !== "any" && !(DIFFICULTIES as readonly string[]).includes(difficulty)) errors[`draw.${i}.difficulty`] = EXAM_FORM_ERRORS.difficulty;
    if (n !== null) draws.push({ topic: values[`draw.${i}.topic`] ?? "", difficulty: difficulty as Difficulty | "any", count: n });
  }
  return { draws, errors };
}

function instant(date: string | undefined, time: string | undefined): number | null {
  const minutes = parseClock((time ?? "").trim());
  if (!isDayKey(date ?? "") || minutes === null) return null;
  return bangkokInstant(date!, minutes).getTime();
}

/** The form → an exam's fields, or the errors beside each field. */
function parseExamForm(values: Values, fixed: string[], page: ExamPage): { ok: true; fields: ExamFields } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const title = (values.title ?? "").trim();
  if (title === "" || title.length > 120) errors.title = EXAM_FORM_ERRORS.title;
  const minutes = int(values.minutes, 1, 300);
  if (minutes === null) errors.minutes = EXAM_FORM_ERRORS.minutes;
  const opensAt = instant(values.opensDate, values.opensTime);
  const closesAt = instant(values.closesDate, values.closesTime);
  if (opensAt === null) errors[isDayKey(values.opensDate ?? "") ? "opensTime" : "opensDate"] = isDayKey(values.opensDate ?? "") ? EXAM_FORM_ERRORS.time : EXAM_FORM_ERRORS.date;
  if (closesAt === null) errors[isDayKey(values.closesDate ?? "") ? "closesTime" : "closesDate"] = isDayKey(values.closesDate ?? "") ? EXAM_FORM_ERRORS.time : EXAM_FORM_ERRORS.date;
  if (opensAt !== null && closesAt !== null && closesAt <= opensAt) errors.closesDate = EXAM_FORM_ERRORS.closesBeforeOpens;
  const attempts = int(values.attempts, 1, 20);
  if (attempts === null) errors.attempts = EXAM_FORM_ERRORS.attempts;
  const pageSize = int(values.pageSize, 1, 20);
  if (pageSize === null) errors.pageSize = EXAM_FORM_ERRORS.pageSize;
  let questions: ExamFields["questions"] | null = null;
  if (values.kind === "fixed") {
    const known = new Set(page.bank.map((q) => q.id));
    const ids = [...new Set(fixed)].filter((id) => known.has(id));
    if (ids.length === 0) errors.fixed = EXAM_FORM_ERRORS.noFixed;
    else if (ids.length > MAX_QUESTIONS) errors.fixed = EXAM_FORM_ERRORS.tooManyQuestions;
    else questions = { kind: "fixed", ids };
  } else {
    const read = drawsOf(values);
    Object.assign(errors, read.errors);
    read.draws.forEach((d, i) => {
      if (!page.topics.includes(d.topic)) errors[`draw.${i}.topic`] = BANK_TEXT.topicUnknown;
    });
    if (read.draws.length === 0 && Object.keys(read.errors).length === 0) errors.draws = EXAM_FORM_ERRORS.noDraws;
    else if (read.draws.reduce((n, d) => n + d.count, 0) > MAX_QUESTIONS) errors.draws = EXAM_FORM_ERRORS.tooManyQuestions;
    else questions = { kind: "draw", draws: read.draws };
  }
  if (Object.keys(errors).length > 0 || !questions) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      title,
      courseSlug: page.course === "" ? null : page.course,
      minutes: minutes!,
      opensAt: opensAt!,
      closesAt: closesAt!,
      attempts: attempts!,
      showAnswers: values.showAnswers === "close" ? "close" : "submit",
      pageSize: pageSize!,
      questions,
      published: values.published === "on",
    },
  };
}

const EXAM_FIELDS = ["title", "courseSlug", "minutes", "opensDate", "opensTime", "closesDate", "closesTime", "attempts", "showAnswers", "pageSize", "kind", "published"];

export async function examAction(request: Request, context: AppLoadContext, id: string | null) {
  await requireAdminWrite(request, context);
  if (id !== null && !(await or503(readExam(id)))) notFound();
  const form = await readForm(request);
  const values: Values = {};
  for (const name of EXAM_FIELDS) values[name] = String(form.get(name) ?? "");
  if (values.published === "") delete values.published;
  for (let i = 0; i < DRAW_ROWS; i++) for (const f of ["topic", "difficulty", "count"]) values[`draw.${i}.${f}`] = String(form.get(`draw.${i}.${f}`) ?? "");
  const fixed = form.getAll("q").map(String).slice(0, 1000);
  const options = await or503(courseOptions());
  if (!options.some((o) => o.value === values.courseSlug)) {
    const page = await pageFor(id, options, "", values, fixed);
    return data({ ...page, errors: { courseSlug: EXAM_FORM_ERRORS.course } }, { status: 400 });
  }
  const page = await pageFor(id, options, values.courseSlug!, values, fixed);
  const parsed = parseExamForm(values, fixed, page);
  if (!parsed.ok) return data({ ...page, errors: parsed.errors }, { status: 400 });
  const saved = await or503(saveExam(id, parsed.fields, now()));
  if (!saved) notFound();
  return redirect(`${ADMIN_EXAM_URLS.exam(saved.id)}?notice=saved`, 303);
}
