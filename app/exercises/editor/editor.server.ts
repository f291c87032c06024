/**
 * The tutor's exercise page (/admin/lessons/:id/exercise): the loader (the
 * lesson, its questions, the question being edited) and the action's intents:
 * `question` (add or edit one question), `preview`, `settings`, `move`,
 * `delete`. Every post: guard and rate limit first, 413 beyond the post
 * bounds, 400 with Thai field errors, 409 when someone else saved the exercise
 * since the form was opened (nothing written), 503 when Firestore does not
 * answer; the typed text comes back on every error. Saves redirect (PRG).
 */
import { notFound } from "~/kernel/http.server";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { WRITE_TIMEOUT_MS, noteOutage, readForEdit, renderPreview } from "~/admin-kit/index.server";
import { loadOr404, requireAdminWrite, type Actor, type RefusalShape } from "~/admin-kit/index.server";
import { noticeIn } from "~/admin-kit";
import { lessonKind } from "~/content/lesson";
import { withTimeout } from "~/platform/firebase-admin.server";
import { adminExerciseUrl } from "~/kernel/urls";
import { inlinePlain, inlinePreview } from "~/services/markdown/markdown-inline.server";
import { awaitFreshContent } from "~/content/cache.server";
import { NO_EXERCISE, readExerciseForEdit, writeExercise } from "~/exercises/exercise-admin.store.server";
import { lessons, type Lesson } from "~/content/lesson.store.server";
import { ConflictError } from "~/content/shared.store.server";
import { renderForPage } from "../lesson-exercise.server";
import { EXERCISE_LIMITS } from "../limits";
import { exerciseSchema, exerciseFieldErrors, type Exercise, type ExerciseSettings, type Question } from "../schema";
import {
  DEFAULT_SETTINGS,
  blankQuestion,
  formValues,
  isQuestionType,
  parseQuestionForm,
  parseSettingsForm,
  questionToForm,
  settingsToForm,
  tooLarge,
  type FormValues,
  type QuestionFormState,
} from "./form";
import { EXERCISE_ERRORS } from "../messages";
import { EDITOR_ERRORS, EDITOR_NOTICES, EDITOR_TEXT, EXERCISE_AUDIT, TYPE_LABELS, type EditorNotice } from "./messages";
import { readForm } from "~/kernel/form.server";

export function exerciseEditUrl(lessonId: string): string {
  return adminExerciseUrl(lessonId);
}

export type EditorPost =
  | { kind: "question"; state: QuestionFormState }
  | { kind: "settings"; values: FormValues; errors: Record<string, string>; formError: string | null; version: string }
  | { kind: "list"; formError: string };

/** Characters of a prompt in the question list. */
const LIST_PROMPT_CHARS = 140;

// ---------------------------------------------------------------- loader

export async function exerciseEditorLoader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const read = await readForEdit(
    async () => {
      const lesson = await loadOr404(lessons.get, params.id);
      return { lesson, stored: await readExerciseForEdit(lesson.id) };
    },
    "exercise editor read",
    context
  );
  const base = exerciseEditUrl(String(params.id));
  if (!read) return data({ loaded: null, base, notice: null, editing: null }, { status: 503 });
  const { lesson, stored } = read;
  const questions = stored.exercise?.questions ?? [];
  const wanted = url.searchParams.get("q");
  const type = url.searchParams.get("new");
  let editing: { id: string | null; number: number; values: FormValues } | null = null;
  if (wanted) {
    const index = questions.findIndex((q) => q.id === wanted);
    if (index < 0) notFound();
    editing = { id: wanted, number: index + 1, values: questionToForm(questions[index]!) };
  } else if (isQuestionType(type)) {
    editing = { id: null, number: questions.length + 1, values: blankQuestion(type) };
  }
  const done = url.searchParams.get("done");
  return {
    loaded: {
      lesson: { id: lesson.id, title: lesson.title, editUrl: lessonKind.editUrl(lesson.id), publicUrl: lessonKind.publicUrl(lesson, { status: "published" }) },
      questions: questions.map((q) => ({
        id: q.id,
        type: q.type,
        points: q.points,
        promptHtml: inlinePreview(q.prompt, LIST_PROMPT_CHARS),
      })),
      settings: settingsToForm(stored.exercise?.settings ?? DEFAULT_SETTINGS),
      hasExercise: stored.exercise !== null,
      version: stored.version,
    },
    base,
    notice: noticeIn(EDITOR_NOTICES, done),
    editing,
  };
}

// ---------------------------------------------------------------- action

type Target = { lesson: Lesson; exercise: Exercise | null; version: string };

function questionReply(state: Omit<QuestionFormState, "preview" | "theirs"> & Partial<QuestionFormState>, status: number) {
  return data<EditorPost>({ kind: "question", state: { preview: null, theirs: null, ...state } }, { status });
}

function done(lessonId: string, notice: EditorNotice, hash = "questions") {
  return redirect(`${exerciseEditUrl(lessonId)}?done=${notice}#${hash}`);
}

/** The Markdown fields as the site renders them; a wrong formula or a broken bound is a field error. */
function renderQuestion(values: FormValues) {
  const errors: Record<string, string> = {};
  const render = (field: string, inline = false) => {
    const text = (values[field] ?? "").replace(/\r\n?/g, "\n");
    const { error } = renderPreview(text);
    if (error) errors[field] ??= error;
    return renderForPage(text, { inline });
  };
  const choices: string[] = [];
  for (let i = 0; i < EXERCISE_LIMITS.maxChoices; i++) {
    if ((values[`choice.${i}.text`] ?? "").trim() !== "") choices.push(render(`choice.${i}.text`, true));
  }
  const preview = { prompt: render("prompt"), choices, explanation: render("explanation") };
  return { preview, errors };
}

async function save(target: Target, next: Exercise | null, expected: string, actor: Actor, action: "update" | "reorder", detail: string) {
  await writeExercise({ id: target.lesson.id, courseId: target.lesson.courseId, title: target.lesson.title }, next, expected, { actor, action, detail });
  await awaitFreshContent();
}

async function questionPost(target: Target, values: FormValues, actor: Actor, preview: boolean) {
  const id = values.questionId ? values.questionId : null;
  const expected = values.version ?? "";
  const reply = (patch: Partial<QuestionFormState>, status: number) =>
    questionReply({ values, errors: {}, formError: null, version: expected, ...patch }, status);
  const rendered = renderQuestion(values);
  if (preview) return reply({ preview: rendered.preview, errors: rendered.errors }, Object.keys(rendered.errors).length ? 400 : 200);
  const parsed = parseQuestionForm(values, id);
  if (!parsed.ok || Object.keys(rendered.errors).length) {
    return reply({ errors: { ...rendered.errors, ...(parsed.ok ? {} : parsed.errors) }, formError: EDITOR_ERRORS.invalid }, 400);
  }
  const questions = target.exercise?.questions ?? [];
  const index = id ? questions.findIndex((q) => q.id === id) : -1;
  if (expected !== target.version || (id && index < 0)) {
    const theirs = index >= 0 ? questionToForm(questions[index]!) : null;
    const formError = id && index < 0 ? EDITOR_ERRORS.questionGone : EDITOR_ERRORS.conflict;
    return reply({ formError, theirs, version: target.version }, 409);
  }
  if (!id && questions.length >= EXERCISE_LIMITS.maxQuestions) {
    return reply({ formError: EXERCISE_ERRORS.tooManyQuestions(EXERCISE_LIMITS.maxQuestions) }, 400);
  }
  const nextQuestions: Question[] = id ? questions.map((q, i) => (i === index ? parsed.question : q)) : [...questions, parsed.question];
  const next = exerciseSchema.safeParse({ settings: target.exercise?.settings ?? DEFAULT_SETTINGS, questions: nextQuestions });
  if (!next.success) return reply({ formError: Object.values(exerciseFieldErrors(next.error))[0] ?? EDITOR_ERRORS.invalid }, 400);
  const number = id ? index + 1 : nextQuestions.length;
  const detail = id ? EXERCISE_AUDIT.edited(number) : EXERCISE_AUDIT.added(number, TYPE_LABELS[parsed.question.type]);
  await save(target, next.data, expected, actor, "update", detail);
  return done(target.lesson.id, id ? "saved" : "added");
}

async function settingsPost(target: Target, values: FormValues, actor: Actor) {
  const expected = values.version ?? "";
  const reply = (patch: { errors?: Record<string, string>; formError: string | null; version?: string }, status: number) =>
    data<EditorPost>({ kind: "settings", values, errors: {}, version: expected, ...patch }, { status });
  const parsed = parseSettingsForm(values);
  if (!parsed.ok) return reply({ errors: parsed.errors, formError: EDITOR_ERRORS.invalid }, 400);
  if (!target.exercise) return reply({ formError: EDITOR_ERRORS.invalid, errors: { mode: EDITOR_TEXT.settingsNeedQuestion } }, 400);
  if (expected !== target.version) return reply({ formError: EDITOR_ERRORS.listConflict, version: target.version }, 409);
  const s: ExerciseSettings = parsed.settings;
  const summary = `${s.mode === "required" ? `ต้องผ่าน ${s.passMarkPercent}%` : "ฝึกทำเล่น"}, ${s.shuffleChoices ? "สลับตัวเลือก" : "ไม่สลับตัวเลือก"}`;
  await save(target, { ...target.exercise, settings: s }, expected, actor, "update", EXERCISE_AUDIT.settings(summary));
  return done(target.lesson.id, "settings", "settings");
}

async function listPost(target: Target, values: FormValues, actor: Actor, intent: "move" | "delete") {
  const questions = target.exercise?.questions ?? [];
  const index = questions.findIndex((q) => q.id === values.questionId);
  if (values.version !== target.version || index < 0 || !target.exercise) {
    return data<EditorPost>({ kind: "list", formError: EDITOR_ERRORS.listConflict }, { status: 409 });
  }
  if (intent === "delete") {
    const rest = questions.filter((_, i) => i !== index);
    const detail = rest.length ? EXERCISE_AUDIT.deleted(index + 1, inlinePlain(questions[index]!.prompt, 80)) : EXERCISE_AUDIT.deletedLast;
    await save(target, rest.length ? { ...target.exercise, questions: rest } : null, target.version, actor, "update", detail);
    return done(target.lesson.id, "deleted");
  }
  const to = values.direction === "up" ? index - 1 : values.direction === "down" ? index + 1 : -1;
  if (to < 0 || to >= questions.length) return data<EditorPost>({ kind: "list", formError: EDITOR_ERRORS.unknownIntent }, { status: 400 });
  const moved = [...questions];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  await save(target, { ...target.exercise, questions: moved }, target.version, actor, "reorder", EXERCISE_AUDIT.moved(index + 1, to + 1));
  return done(target.lesson.id, "moved");
}

/** The typed text back to the form the intent came from, with a Thai message (a 503, or a 429 refusal). */
function typedBack(intent: string, values: FormValues, formError: string): EditorPost {
  if (intent === "settings") return { kind: "settings", values, errors: {}, formError, version: values.version ?? "" };
  if (intent === "move" || intent === "delete") return { kind: "list", formError };
  return { kind: "question", state: { values, errors: {}, formError, preview: null, theirs: null, version: values.version ?? "" } };
}

/** The 503 of each intent: the typed text back with a Thai message. */
function unavailable(intent: string, values: FormValues, context: AppLoadContext, error: unknown) {
  noteOutage(context, "exercise save", error);
  return data(typedBack(intent, values, EDITOR_ERRORS.unavailable), { status: 503 });
}

/** The editor's answer to a post over the admin write rate limit (for `keepTypedOnRefusal`). */
export const editorRefusal: RefusalShape = (typed, message) => {
  // An object without a prototype, as `formValues` makes: the names are the client's.
  const values = Object.assign(Object.create(null) as FormValues, Object.fromEntries(typed));
  return typedBack(values.intent ?? "", values, message);
};

export async function exerciseEditorAction({ request, params, context }: ActionFunctionArgs) {
  const actor = await requireAdminWrite(request, context);
  const form = await readForm(request);
  const values = formValues(form);
  const intent = values.intent ?? "";
  if (tooLarge(form)) {
    if (intent === "settings") return data<EditorPost>({ kind: "settings", values, errors: {}, formError: EDITOR_ERRORS.tooLarge, version: values.version ?? "" }, { status: 413 });
    return questionReply({ values, errors: {}, formError: EDITOR_ERRORS.tooLarge, version: values.version ?? "" }, 413);
  }
  if (!["question", "preview", "settings", "move", "delete"].includes(intent)) {
    return data<EditorPost>({ kind: "list", formError: EDITOR_ERRORS.unknownIntent }, { status: 400 });
  }
  try {
    const lesson = await withTimeout(loadOr404(lessons.get, params.id), WRITE_TIMEOUT_MS, "lesson read");
    const stored = intent === "preview" ? { exercise: null, version: values.version ?? NO_EXERCISE } : await readExerciseForEdit(lesson.id);
    const target: Target = { lesson, ...stored };
    if (intent === "question" || intent === "preview") return await questionPost(target, values, actor, intent === "preview");
    if (intent === "settings") return await settingsPost(target, values, actor);
    return await listPost(target, values, actor, intent as "move" | "delete");
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ConflictError) {
      // Someone saved between the read and the write: answer as a conflict (nothing written).
      const fresh = await readExerciseForEdit(String(params.id)).catch(() => null);
      const version = fresh?.version ?? values.version ?? "";
      if (intent === "settings") return data<EditorPost>({ kind: "settings", values, errors: {}, formError: EDITOR_ERRORS.listConflict, version }, { status: 409 });
      if (intent === "move" || intent === "delete") return data<EditorPost>({ kind: "list", formError: EDITOR_ERRORS.listConflict }, { status: 409 });
      return questionReply({ values, errors: {}, formError: EDITOR_ERRORS.conflict, version }, 409);
    }
    return unavailable(intent, values, context, error);
  }
}
