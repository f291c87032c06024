/** The exercise on a lesson's page (routes/lesson.$lessonId.tsx): the result after a submit, else the form. */
import { Link } from "~/ui/Link";
import { lessonAttemptsUrl, lessonCheckUrl, lessonUrl, loginUrl } from "~/kernel/urls";
import { ExerciseForm } from "./ExerciseForm";
import { ExerciseResult } from "./ExerciseResult";
import { EXERCISE_RESULT_ANCHOR } from "./fields";
import type { ExercisePost } from "./lesson-exercise.server";
import { EXERCISE_TEXT } from "./messages";
import type { RenderedExercise } from "./render";

/** The form again with the answers and errors after a 400/413/503, or the result; `posted` is the exercise intent's answer. */
/** The student's best so far on a lesson's exercise (learning's lesson page carries it). */
type Best = { bestPercent: number; attempts: number } | null;

export function LessonExercise({ lessonId, best: bestBefore, exercise, posted }: { lessonId: string; best: Best; exercise: RenderedExercise | null; posted: ExercisePost | null }) {
  const action = lessonUrl(lessonId);
  // The post lands on its answer (the score, the errors): EXERCISE_RESULT_ANCHOR.
  const postTo = `${action}#${EXERCISE_RESULT_ANCHOR}`;
  if (posted?.kind === "result") {
    const best = posted.best ?? bestBefore;
    const note =
      posted.saved === "saved" ? (
        <p className="text-muted">
          {EXERCISE_TEXT.saved}
          {best ? ` · ${EXERCISE_TEXT.best(best.bestPercent, best.attempts)}` : null} · <Link to={lessonAttemptsUrl(lessonId)}>{EXERCISE_TEXT.attemptsLink}</Link>
        </p>
      ) : (
        <p className="text-muted">
          {EXERCISE_TEXT.notSaved} · {EXERCISE_TEXT.signInToSave}{" "}
          {posted.saved === "visitor" ? <Link to={loginUrl(action)}>{EXERCISE_TEXT.signIn}</Link> : null}
        </p>
      );
    // Not only a fragment of this URL: a link to `#exercise` alone would stay on this result (no new load).
    return <ExerciseResult result={posted.result} retryHref={`${action}?attempt=new#exercise`} saveNote={note} />;
  }
  if (posted?.kind === "form") {
    return <ExerciseForm exercise={posted.view} action={postTo} values={posted.values} errors={posted.errors} formError={posted.formError} checkUrl={lessonCheckUrl(lessonId)} />;
  }
  if (!exercise) return null;
  return (
    <>
      {posted?.kind === "unavailable" ? (
        <p className="alert alert--error" id={EXERCISE_RESULT_ANCHOR} tabIndex={-1}>
          {posted.formError}
        </p>
      ) : null}
      {bestBefore ? (
        <p className="text-muted exercise-best">
          {EXERCISE_TEXT.best(bestBefore.bestPercent, bestBefore.attempts)} · <Link to={lessonAttemptsUrl(lessonId)}>{EXERCISE_TEXT.attemptsLink}</Link>
        </p>
      ) : null}
      <ExerciseForm exercise={exercise} action={postTo} checkUrl={lessonCheckUrl(lessonId)} />
    </>
  );
}

/** A "required" exercise not passed yet: instead of "mark done", the pass mark and the best score so far. */
export function RequiredFirst({ passMark, best }: { passMark: number; best: Best }) {
  return (
    <div className="stack stack--tight" data-testid="required-first">
      <p>{EXERCISE_TEXT.requiredPanel(passMark)}</p>
      <p className="text-muted">{best ? EXERCISE_TEXT.bestSoFar(best.bestPercent, best.attempts) : EXERCISE_TEXT.notTriedYet}</p>
      <p>
        <a href="#exercise" className="button button--primary">
          {EXERCISE_TEXT.toExercise}
        </a>
      </p>
    </div>
  );
}
