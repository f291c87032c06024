/**
 * The tutor's question bank (routes admin.exams.bank*, admin.exams.topics): every loader and
 * action calls requireAdmin first, every write requireAdminWrite (the admin write rate limit).
 * A refused form answers 400 with Thai errors beside the fields and what was typed; a good
 * write redirects (303) with a notice. The import reads the file within its path's upload
 * bounds (platform/upload-limit.ts: 512 KiB, so the parse cannot hold the event loop long).
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/auth/guards.server";
import { renderPreview, requireAdminWrite } from "~/admin-kit/index.server";
import { courses } from "~/content/course.store.server";
import { listLessonsOfCourse } from "~/content/lesson.store.server";
import { getExercise } from "~/exercises/index.server";
import { blankQuestion, isQuestionType, parseQuestionForm, questionToForm, type QuestionFormValues } from "~/exercises/index";
import { now } from "~/kernel/clock";
import { formValues as readValues } from "~/kernel/form";
import { readForm, readUploadBody } from "~/kernel/form.server";
import { notFound, or503 } from "~/kernel/http.server";
import { countUploadRefused } from "~/platform/metrics.server";
import { listBankQuestions, readBankQuestion } from "./bank.store.server";
import { copyLessonQuestions, deleteBankQuestion, importBankQuestions, readTopics, saveBankQuestion, saveTopics } from "./bank-admin.store.server";
import { CSV_MAX_RECORDS, formatOfFileName, IMPORT_MAX_BYTES, parseBankFile, withoutBom, type ImportError } from "./import";
import { runCpu } from "~/platform/cpu-pool.server";
import { BANK_TEXT, EXAM_FORM_ERRORS } from "./messages";
import { DIFFICULTIES, type BankQuestion, type Difficulty } from "./model";
import { ADMIN_EXAM_URLS } from "./urls";

/** How long the CPU pool may read one CSV file (a 512 KiB file takes well under a second). */
const CSV_BUDGET_MS = 5_000;
import type { QuestionPage } from "./BankAdmin";

type Notice = keyof typeof BANK_TEXT.notices;
const noticeOf = (request: Request): string | null => {
  const key = new URL(request.url).searchParams.get("notice") ?? "";
  const count = Number(new URL(request.url).searchParams.get("n") ?? "");
  if (key === "imported" && Number.isInteger(count) && count > 0) return BANK_TEXT.importedCount(count);
  if (key === "copied" && Number.isInteger(count) && count > 0) return BANK_TEXT.copiedCount(count);
  return Object.hasOwn(BANK_TEXT.notices, key) ? BANK_TEXT.notices[key as Notice] : null;
};
const withNotice = (path: string, notice: Notice, n?: number) => {
  const url = new URL(path, "http://x");
  url.searchParams.set("notice", notice);
  if (n !== undefined) url.searchParams.set("n", String(n));
  return redirect(`${url.pathname}${url.search}`, 303);
};

export interface CourseOption {
  value: string;
  label: string;
}

/** The courses a bank belongs to: "" (the open exams) first, then every course by its slug. */
export async function courseOptions(): Promise<CourseOption[]> {
  const list = await courses.list();
  return [{ value: "", label: BANK_TEXT.openToAll }, ...list.map((c) => ({ value: c.slug, label: c.title }))];
}

/** A course slug asked in a query or a form, if it is one of the options ("" when absent). */
function pickCourse(options: readonly CourseOption[], asked: string | null): string | null {
  const value = asked ?? "";
  return options.some((o) => o.value === value) ? value : null;
}

// ---------------------------------------------------------------- the bank's list

export interface BankRow {
  id: string;
  topic: string;
  difficulty: Difficulty;
  type: BankQuestion["question"]["type"];
  /** The prompt rendered (Markdown and maths). */
  promptHtml: string;
  fromLesson: string | null;
}

export async function bankListLoader(request: Request) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const options = await or503(courseOptions());
  const course = pickCourse(options, url.searchParams.get("course")) ?? "";
  const topics = await or503(readTopics(course));
  const topic = url.searchParams.get("topic") ?? "";
  const all = await or503(listBankQuestions(course));
  const shown = topic === "" ? all : all.filter((q) => q.topic === topic);
  const rows: BankRow[] = shown.map((q) => ({
    id: q.id,
    topic: q.topic,
    difficulty: q.difficulty,
    type: q.question.type,
    promptHtml: renderPreview(q.question.prompt).html,
    fromLesson: q.source?.lessonId ?? null,
  }));
  return { notice: noticeOf(request), courses: options, course, topics, topic, rows, total: all.length };
}

// ---------------------------------------------------------------- one question


async function readQuestion(id: string): Promise<BankQuestion> {
  return (await or503(readBankQuestion(id))) ?? notFound();
}

export async function questionLoader(request: Request, id: string | null): Promise<QuestionPage> {
  await requireAdmin(request);
  const url = new URL(request.url);
  const options = await or503(courseOptions());
  if (id !== null) {
    const q = await readQuestion(id);
    const values = { ...questionToForm(q.question), courseSlug: q.courseSlug, topic: q.topic, difficulty: q.difficulty };
    return { id, courses: options, course: q.courseSlug, topics: await or503(readTopics(q.courseSlug)), values, errors: {}, preview: null, notice: noticeOf(request) };
  }
  const course = pickCourse(options, url.searchParams.get("course")) ?? "";
  const asked = url.searchParams.get("type");
  const type = isQuestionType(asked) ? asked : "single";
  const topics = await or503(readTopics(course));
  const values = { ...blankQuestion(type), courseSlug: course, topic: url.searchParams.get("topic") ?? topics[0] ?? "", difficulty: "medium" };
  return { id: null, courses: options, course, topics, values, errors: {}, preview: null, notice: null };
}

export async function questionAction(request: Request, context: AppLoadContext, id: string | null) {
  await requireAdminWrite(request, context);
  const before = id === null ? null : await readQuestion(id);
  const form = await readForm(request);
  const values = readValues(form) as QuestionFormValues;
  const options = await or503(courseOptions());
  const course = before ? before.courseSlug : pickCourse(options, values.courseSlug ?? "");
  if (course === null) return data({ ...(await questionLoaderShape(options, "", id, values)), errors: { courseSlug: EXAM_FORM_ERRORS.course } }, { status: 400 });
  const page = await questionLoaderShape(options, course, id, values);
  const intent = form.get("intent");
  if (intent === "delete" && before) {
    if (form.get("confirm") !== "on") return data({ ...page, values: { ...questionToForm(before.question), courseSlug: before.courseSlug, topic: before.topic, difficulty: before.difficulty }, errors: { form: BANK_TEXT.confirmDelete } }, { status: 400 });
    await or503(deleteBankQuestion(before.id));
    return withNotice(ADMIN_EXAM_URLS.bank({ course: before.courseSlug }), "deleted");
  }
  if (intent === "preview") {
    const choices = Object.keys(values)
      .filter((k) => /^choice\.\d+\.text$/.test(k) && (values[k] ?? "").trim() !== "")
      .map((k) => renderPreview(values[k] ?? "").html);
    return data({ ...page, preview: { prompt: renderPreview(values.prompt ?? "").html, choices, explanation: renderPreview(values.explanation ?? "").html } });
  }
  const errors: Record<string, string> = {};
  const topic = values.topic ?? "";
  if (!page.topics.includes(topic)) errors.topic = page.topics.length === 0 ? BANK_TEXT.needTopics : BANK_TEXT.topicUnknown;
  const difficulty = values.difficulty;
  if (!(DIFFICULTIES as readonly string[]).includes(difficulty ?? "")) errors.difficulty = EXAM_FORM_ERRORS.difficulty;
  const parsed = parseQuestionForm(values, before?.id ?? null);
  if (!parsed.ok) Object.assign(errors, parsed.errors);
  if (!parsed.ok || Object.keys(errors).length > 0) return data({ ...page, errors }, { status: 400 });
  const saved = await or503(saveBankQuestion(before?.id ?? null, { courseSlug: course, topic, difficulty: difficulty as Difficulty, question: parsed.question }, now()));
  if (!saved) notFound();
  return withNotice(ADMIN_EXAM_URLS.question(saved.id), "saved");
}

async function questionLoaderShape(options: CourseOption[], course: string, id: string | null, values: QuestionFormValues): Promise<QuestionPage> {
  return { id, courses: options, course, topics: await or503(readTopics(course)), values, errors: {}, preview: null, notice: null };
}

// ---------------------------------------------------------------- topics

const TOPIC_MAX = 60;
const TOPICS_MAX = 50;

export async function topicsLoader(request: Request) {
  await requireAdmin(request);
  const options = await or503(courseOptions());
  const course = pickCourse(options, new URL(request.url).searchParams.get("course")) ?? "";
  const topics = await or503(readTopics(course));
  return { notice: noticeOf(request), courses: options, course, text: topics.join("\n"), error: null as string | null };
}

export async function topicsAction(request: Request, context: AppLoadContext) {
  await requireAdminWrite(request, context);
  const form = await readForm(request);
  const options = await or503(courseOptions());
  const course = pickCourse(options, String(form.get("courseSlug") ?? ""));
  const text = String(form.get("topics") ?? "");
  const page = { notice: null, courses: options, course: course ?? "", text };
  if (course === null) return data({ ...page, error: EXAM_FORM_ERRORS.course }, { status: 400 });
  // The form always sends both fields; a post without them is not this form, and must not empty the list.
  if (!form.has("courseSlug") || !form.has("topics")) return data({ ...page, error: EXAM_FORM_ERRORS.invalid }, { status: 400 });
  const topics = text
    .split(/\r?\n/)
    .map((t) => t.trim().replace(/\s+/g, " "))
    .filter((t) => t !== "");
  const error = topicsError(topics) ?? (await topicInUse(course, topics));
  if (error) return data({ ...page, error }, { status: 400 });
  await or503(saveTopics(course, topics, now()));
  return withNotice(`${ADMIN_EXAM_URLS.topics()}?course=${encodeURIComponent(course)}`, "saved");
}

function topicsError(topics: readonly string[]): string | null {
  if (topics.length > TOPICS_MAX) return BANK_TEXT.topicsTooMany;
  const seen = new Set<string>();
  for (const t of topics) {
    if (t.length > TOPIC_MAX) return BANK_TEXT.topicTooLong;
    if (seen.has(t)) return BANK_TEXT.topicDuplicate(t);
    seen.add(t);
  }
  return null;
}

async function topicInUse(course: string, topics: readonly string[]): Promise<string | null> {
  const bank = await or503(listBankQuestions(course));
  const gone = bank.find((q) => !topics.includes(q.topic));
  return gone ? BANK_TEXT.topicsInUse(gone.topic) : null;
}

// ---------------------------------------------------------------- import

export async function importLoader(request: Request) {
  await requireAdmin(request);
  const options = await or503(courseOptions());
  const course = pickCourse(options, new URL(request.url).searchParams.get("course")) ?? "";
  return { courses: options, course, formError: null as string | null, errors: [] as ImportError[] };
}

export async function importAction(request: Request, context: AppLoadContext) {
  await requireAdminWrite(request, context);
  const options = await or503(courseOptions());
  const body = await readUploadBody(request);
  const asked = body.fields.find(([name]) => name === "courseSlug")?.[1] ?? "";
  const course = pickCourse(options, asked);
  const page = { courses: options, course: course ?? "", errors: [] as ImportError[] };
  if (!body.ok) return data({ ...page, formError: body.status === 413 ? BANK_TEXT.importTooLarge : body.message }, { status: body.status });
  if (course === null) return data({ ...page, formError: EXAM_FORM_ERRORS.course }, { status: 400 });
  const file = body.files.find((f) => f.field === "file" && f.bytes.byteLength > 0);
  if (!file) return data({ ...page, formError: BANK_TEXT.importNoFile }, { status: 400 });
  const format = formatOfFileName(file.name);
  if (!format) {
    countUploadRefused("kind");
    return data({ ...page, formError: BANK_TEXT.importBadType }, { status: 400 });
  }
  if (file.bytes.byteLength > IMPORT_MAX_BYTES) {
    countUploadRefused("file-too-large");
    return data({ ...page, formError: BANK_TEXT.importTooLarge }, { status: 413 });
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(file.bytes);
  } catch {
    countUploadRefused("unreadable");
    return data({ ...page, formError: BANK_TEXT.importNotText }, { status: 400 });
  }
  const topics = await or503(readTopics(course));
  // csv-parse on a 512 KiB file is up to seconds of synchronous work: on the CPU pool, within a budget.
  const csv = format === "csv" ? await runCpu({ kind: "csv", text: withoutBom(text), max: CSV_MAX_RECORDS }, CSV_BUDGET_MS) : null;
  if (csv && !csv.done) {
    countUploadRefused("over-budget");
    return data({ ...page, formError: BANK_TEXT.importOverBudget }, { status: 503 });
  }
  const read = parseBankFile(text, format, topics, csv?.value);
  if (!read.ok) return data({ ...page, formError: BANK_TEXT.importRefused(read.errors.length), errors: read.errors }, { status: 400 });
  const ids = await or503(importBankQuestions(course, read.questions, now()));
  return withNotice(ADMIN_EXAM_URLS.bank({ course }), "imported", ids.length);
}

// ---------------------------------------------------------------- copy from a lesson

export interface CopyPage {
  courses: CourseOption[];
  course: string;
  topics: string[];
  lessons: Array<{ value: string; label: string }>;
  lessonId: string;
  questions: Array<{ id: string; promptHtml: string }>;
  formError: string | null;
  errors: Record<string, string>;
}

async function copyPage(course: string, lessonId: string, options: CourseOption[]): Promise<CopyPage> {
  const courseDoc = course === "" ? null : (await or503(courses.list())).find((c) => c.slug === course);
  const lessonList = courseDoc ? await or503(listLessonsOfCourse(courseDoc.id)) : [];
  const lessons = lessonList.map((l) => ({ value: l.id, label: l.title }));
  const lesson = lessons.some((l) => l.value === lessonId) ? lessonId : "";
  const exercise = lesson === "" ? null : await or503(getExercise(lesson));
  const questions = (exercise?.questions ?? []).map((q) => ({ id: q.id, promptHtml: renderPreview(q.prompt).html }));
  return { courses: options, course, topics: await or503(readTopics(course)), lessons, lessonId: lesson, questions, formError: null, errors: {} };
}

export async function copyLoader(request: Request): Promise<CopyPage> {
  await requireAdmin(request);
  const url = new URL(request.url);
  const options = await or503(courseOptions());
  const course = pickCourse(options, url.searchParams.get("course")) ?? "";
  const page = await copyPage(course, url.searchParams.get("lesson") ?? "", options);
  return page.lessonId !== "" && page.questions.length === 0 ? { ...page, formError: BANK_TEXT.copyNoExercise } : page;
}

const copySchema = z.object({ courseSlug: z.string(), lessonId: z.string(), topic: z.string(), difficulty: z.enum(DIFFICULTIES) });

export async function copyAction(request: Request, context: AppLoadContext) {
  await requireAdminWrite(request, context);
  const form = await readForm(request);
  const options = await or503(courseOptions());
  const parsed = copySchema.safeParse(Object.fromEntries(["courseSlug", "lessonId", "topic", "difficulty"].map((k) => [k, String(form.get(k) ?? "")])));
  const course = parsed.success ? pickCourse(options, parsed.data.courseSlug) : null;
  if (!parsed.success || course === null) return data({ ...(await copyPage("", "", options)), formError: EXAM_FORM_ERRORS.invalid }, { status: 400 });
  const page = await copyPage(course, parsed.data.lessonId, options);
  const picked = new Set(form.getAll("q").map(String));
  const exercise = page.lessonId === "" ? null : await or503(getExercise(page.lessonId));
  const chosen = (exercise?.questions ?? []).filter((q) => picked.has(q.id));
  const errors: Record<string, string> = {};
  if (!page.topics.includes(parsed.data.topic)) errors.topic = page.topics.length === 0 ? BANK_TEXT.needTopics : BANK_TEXT.topicUnknown;
  if (chosen.length === 0) errors.q = BANK_TEXT.copyNone;
  if (Object.keys(errors).length > 0) return data({ ...page, errors }, { status: 400 });
  const ids = await or503(copyLessonQuestions(page.lessonId, course, parsed.data.topic, parsed.data.difficulty, chosen, now()));
  return withNotice(ADMIN_EXAM_URLS.bank({ course }), "copied", ids.length);
}
