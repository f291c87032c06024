/**
 * "ฝึกหัวข้อที่ยังอ่อน" (docs/exams.md, "The result"): a practice set drawn from the bank for
 * the topics an attempt scored under WEAK_TOPIC_PERCENT, PRACTICE_PER_TOPIC questions a topic
 * (`drawQuestions`, one draw per weak topic, any difficulty). The seed is the form's attempt id:
 * the post draws the same questions again and grades them at once as a practice exercise
 * (exercises' form reader and grading). Nothing is stored or counted.
 */
import { data } from "@remix-run/node";
import { gradeExercise, publicView, readAttemptForm, renderPublicView, renderResult, type Exercise, type RenderedExercise, type RenderedResult } from "~/exercises/index";
import { renderForPage } from "~/exercises/index.server";
import { readForm } from "~/kernel/form.server";
import { newId } from "~/kernel/ids";
import { notFound, or503 } from "~/kernel/http.server";
import { listBankQuestions } from "./bank.store.server";
import { drawQuestions } from "./draw";
import { finishedAttempt, type ResultParams } from "./result.server";
import { weakTopics } from "./weak-topics";

/** Questions drawn for each weak topic. */
const PRACTICE_PER_TOPIC = 3;

/** The form field the seed travels in (exercises' attempt id field). */
const SEED_FIELD = "attemptId";

type PracticePage =
  | { kind: "form"; view: RenderedExercise; values: Record<string, string[]>; errors: Record<string, string>; formError: string | null }
  | { kind: "result"; result: RenderedResult }
  | { kind: "none" }
  | { kind: "empty" };

async function practiceSet(request: Request, params: ResultParams, seed: string) {
  const { exam, attempt } = await finishedAttempt(request, params);
  const weak = weakTopics(attempt.result);
  const head = { exam: { id: exam.id, title: exam.title }, attemptId: attempt.id, weak };
  if (weak.length === 0) return { head, exercise: null };
  const bank = await or503(listBankQuestions(exam.courseSlug ?? ""));
  const drawn = drawQuestions(bank, { kind: "draw", draws: weak.map((topic) => ({ topic, difficulty: "any" as const, count: PRACTICE_PER_TOPIC })) }, seed);
  const exercise: Exercise | null =
    drawn.length === 0 ? null : { settings: { mode: "practice", passMarkPercent: 0, shuffleChoices: false }, questions: drawn.map((q) => q.question) };
  return { head, exercise };
}

const formPage = (exercise: Exercise, seed: string, values = {}, errors = {}, formError: string | null = null): PracticePage => ({
  kind: "form",
  view: renderPublicView(publicView(exercise, seed), renderForPage),
  values,
  errors,
  formError,
});

/** GET: a fresh set (a new seed each time). */
export async function practiceLoader(request: Request, params: ResultParams) {
  const seed = newId();
  const { head, exercise } = await practiceSet(request, params, seed);
  const page: PracticePage = head.weak.length === 0 ? { kind: "none" } : exercise ? formPage(exercise, seed) : { kind: "empty" };
  return { ...head, page };
}

/** POST: the same set again (the seed from the form), graded and shown; nothing written. */
export async function practiceAction(request: Request, params: ResultParams) {
  const form = await readForm(request);
  const posted = form.get(SEED_FIELD);
  // An unreadable seed is an expired form: the reader below says so, over a fresh set.
  const seed = typeof posted === "string" && /^[A-Za-z0-9_-]{16,40}$/.test(posted) ? posted : newId();
  const { exercise } = await practiceSet(request, params, seed);
  if (!exercise) notFound();
  const read = readAttemptForm(form, exercise);
  if (!read.ok) {
    return data<{ page: PracticePage }>({ page: formPage(exercise, seed, read.values, read.errors, read.formError) }, { status: read.status });
  }
  return data<{ page: PracticePage }>({ page: { kind: "result", result: renderResult(gradeExercise(exercise, read.answers, seed), renderForPage) } });
}
