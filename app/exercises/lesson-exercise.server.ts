/**
 * The lesson route's exercise (docs/architecture.md, "Exercises"):
 * the public view for the loader (a new attempt id per render, no answer key,
 * no explanation) and the `intent=exercise` action (read the form, grade on the
 * server, save once for an enrolled student, answer the rendered result; the
 * form again with the answers on a 400/413/503).
 */
import { data } from "@remix-run/node";
import { getUser } from "~/auth/session.server";
import type { SessionUser } from "~/auth/user";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { NotEnrolledError, rememberEnrolment, type DoneRequirement, type LessonRef } from "~/learning/index.server";
import { progressWrittenCookie } from "~/platform/student-cache.server";
import { getExercise, saveAttempt } from "~/exercises/exercise.store.server";
import { readAttemptForm } from "./attempt";
import { boundedMemo } from "~/platform/memo";
import { gradeAttempt } from "./grading";
import { lessonRequirementMet } from "./summary";
import { EXERCISE_TEXT } from "./messages";
import { publicView } from "./public-view";
import { renderPublicView, renderResult, type RenderMarkdown, type RenderedExercise, type RenderedResult } from "./render";
import type { Answers, Exercise } from "./schema";
import { newAttemptId } from "./shuffle";
import { notFound } from "~/kernel/http.server";

/** A text as the page shows it, and whether the renderer typeset a formula in it. */
interface RenderedText {
  html: string;
  hasMath: boolean;
}

function render(markdown: string, inline: boolean): RenderedText {
  const rendered = renderMarkdown(markdown, { topHeading: 3 });
  const html = rendered.html.trim();
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return { html: inline && single && !single[1]!.includes("<p>") ? single[1]! : html, hasMath: rendered.hasMath };
}

/**
 * Rendered texts kept per process (at most 2 × 4 million characters): a 10-question
 * exercise with maths is otherwise typeset again on every view and every
 * submit (measured: 12 instead of 79 signed-in views a second, `npm run bench`).
 */
const RENDER_CACHE_CHARS = 4_000_000;
const renderBlock = boundedMemo((markdown) => render(markdown, false), RENDER_CACHE_CHARS, (r) => r.html.length);
const renderInline = boundedMemo((markdown) => render(markdown, true), RENDER_CACHE_CHARS, (r) => r.html.length);
const renderText = (markdown: string, { inline }: { inline: boolean }) => (inline ? renderInline(markdown) : renderBlock(markdown));

/** The site's Markdown renderer; `inline` (choices) without the wrapping paragraph. */
export const renderForPage: RenderMarkdown = (markdown, options) => renderText(markdown, options).html;

/** Per exercise (the model's per-process copy): whether any of its texts shows a formula. */
const mathOf = new WeakMap<Exercise, boolean>();

/**
 * Whether the exercise's texts (prompts, choices, explanations) typeset maths,
 * so that its page loads KaTeX's stylesheet even when the lesson's notes have
 * none: the renderer's own answer, as for the notes (the memo's renders: no second one).
 */
function exerciseHasMath(exercise: Exercise): boolean {
  const known = mathOf.get(exercise);
  if (known !== undefined) return known;
  const block = { inline: false };
  const found = exercise.questions.some(
    (q) =>
      renderText(q.prompt, block).hasMath ||
      (q.explanation !== "" && renderText(q.explanation, block).hasMath) ||
      ("choices" in q && q.choices.some((c) => renderText(c.text, { inline: true }).hasMath)),
  );
  mathOf.set(exercise, found);
  return found;
}

/**
 * The exercise of an open lesson as the page may see it: the form's view (a
 * page after a graded submit shows the action's result instead), and whether
 * it has maths; null when there is none, or Firestore is down with no copy (logged).
 */
export async function lessonExerciseView(lessonId: string): Promise<{ view: RenderedExercise; hasMath: boolean } | null> {
  try {
    const exercise = await getExercise(lessonId);
    if (!exercise) return null;
    const view = renderPublicView(publicView(exercise, newAttemptId()), renderForPage);
    return { view, hasMath: exerciseHasMath(exercise) };
  } catch (error) {
    console.error(`exercise read failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** What the action answers the page (actionData.exercise). */
export type ExercisePost =
  | { kind: "form"; view: RenderedExercise; values: Answers; errors: Record<string, string>; formError: string | null }
  | { kind: "unavailable"; formError: string }
  | {
      kind: "result";
      result: RenderedResult;
      saved: "saved" | "visitor" | "notEnrolled";
      best: { bestPercent: number; attempts: number } | null;
    };

function reply(exercise: ExercisePost, init?: ResponseInit) {
  return data<{ exercise: ExercisePost }>({ exercise }, init);
}

function formAgain(
  exercise: Exercise,
  attemptId: string | null,
  values: Answers,
  errors: Record<string, string>,
  formError: string | null
): ExercisePost {
  const view = renderPublicView(publicView(exercise, attemptId ?? newAttemptId()), renderForPage);
  return { kind: "form", view, values, errors, formError };
}

/**
 * POST intent=exercise. A lesson that is not a free preview needs a signed-in
 * (else the login redirect) enrolled (else 403) student; on a free preview a
 * visitor, or a student not enrolled, is graded and not saved. The page shows
 * the result from this answer (actionData); a save leaves the student's
 * enrolment in this process's copy (`rememberEnrolment`), so the lesson loader
 * Remix runs next reads none ("ลองใหม่" loads the page afresh).
 */
export async function exerciseAction(
  request: Request,
  ref: LessonRef,
  form: FormData,
  requireUser: (r: Request) => Promise<SessionUser>,
) {
  const user = ref.lesson.freePreview ? await getUser(request) : await requireUser(request);
  let exercise: Exercise | null;
  try {
    exercise = await getExercise(ref.lesson.id);
  } catch (error) {
    console.error(`exercise read failed: ${error instanceof Error ? error.message : String(error)}`);
    return reply({ kind: "unavailable", formError: EXERCISE_TEXT.unavailable }, { status: 503 });
  }
  if (!exercise) notFound();
  const read = readAttemptForm(form, exercise);
  if (!read.ok) {
    return reply(formAgain(exercise, read.attemptId, read.values, read.errors, read.formError), { status: read.status });
  }
  const graded = gradeAttempt(exercise, read.answers, read.attemptId);
  const result = renderResult(graded, renderForPage);
  if (!user) {
    return reply({ kind: "result", result, saved: "visitor", best: null });
  }
  try {
    const saved = await saveAttempt(user.uid, { id: ref.lesson.id, courseId: ref.course.id }, exercise, read.answers, graded);
    rememberEnrolment(user.uid, saved.enrolment);
    const best = saved.summary && { bestPercent: saved.summary.bestPercent, attempts: saved.summary.attempts };
    return reply({ kind: "result", result, saved: "saved", best }, { headers: { "Set-Cookie": progressWrittenCookie() } });
  } catch (error) {
    if (error instanceof NotEnrolledError) {
      if (ref.lesson.freePreview) {
        return reply({ kind: "result", result, saved: "notEnrolled", best: null });
      }
      return reply(formAgain(exercise, read.attemptId, read.answers, {}, EXERCISE_TEXT.notEnrolled), { status: 403 });
    }
    console.error(`attempt save failed: ${error instanceof Error ? error.message : String(error)}`);
    return reply(formAgain(exercise, read.attemptId, read.answers, {}, EXERCISE_TEXT.unavailable), { status: 503 });
  }
}

/**
 * What the lesson's exercise asks before "mark done" (learning's markLesson
 * checks it in its write): a pass in "required" mode; null when it asks nothing
 * (no exercise, or practice).
 */
export async function lessonDoneRequirement(lessonId: string): Promise<DoneRequirement | null> {
  const exercise = await getExercise(lessonId);
  if (!exercise || exercise.settings.mode !== "required") return null;
  return (summary) => lessonRequirementMet(exercise.settings, summary);
}
