/**
 * The result of a graded attempt: the score in a live region (announced when it
 * appears without a page load), then each question right or wrong with the
 * student's answer, the answer key and the explanation (HTML from renderResult),
 * and "ลองใหม่": a link to the lesson, whose page starts a new attempt. Also a
 * past attempt's review and the practice of its missed questions (exercises/review.ts).
 */
import type { ReactNode } from "react";
import { EXERCISE_RESULT_ANCHOR } from "./fields";
import { EXERCISE_TEXT } from "./messages";
import type { RenderedGrade, RenderedResult } from "./render";

export interface ExerciseResultProps {
  result: RenderedResult;
  /** The lesson page's exercise (a GET shows a fresh attempt), e.g. "/lesson/math-02#exercise". */
  retryHref: string;
  /** Whether the attempt was saved, or a prompt to sign in (a visitor on a free preview). */
  saveNote?: ReactNode;
  /** More actions beside "ลองใหม่" (a past attempt's review: "ฝึกเฉพาะข้อที่ผิด"). */
  actions?: ReactNode;
}

function ChoiceList({ grade }: { grade: RenderedGrade }) {
  return (
    <ul className="exercise-r__choices">
      {(grade.choices ?? []).map((c) => (
        <li
          key={c.id}
          className={`exercise-r__choice${c.correct ? " exercise-r__choice--correct" : ""}${c.chosen ? " exercise-r__choice--chosen" : ""}`}
        >
          <span className="exercise-r__mark" aria-hidden="true">
            {c.chosen ? (c.correct ? "✓" : "✗") : c.correct ? "✓" : ""}
          </span>
          <span className="exercise-choice__text" dangerouslySetInnerHTML={{ __html: c.html }} />
          {c.chosen ? <span className={`badge ${c.correct ? "badge--success" : "badge--danger"}`}>{EXERCISE_TEXT.chosen}</span> : null}
          {c.correct ? <span className="badge badge--success">{EXERCISE_TEXT.correctChoice}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function TypedAnswers({ grade }: { grade: RenderedGrade }) {
  const given = grade.given[0] ?? "";
  return (
    <dl className="exercise-r__answers">
      <div>
        <dt>{EXERCISE_TEXT.yourAnswer}</dt>
        <dd className={given === "" ? "text-muted" : undefined}>{given === "" ? EXERCISE_TEXT.noAnswer : given}</dd>
      </div>
      <div>
        <dt>{EXERCISE_TEXT.correctAnswer}</dt>
        <dd>{grade.correctAnswer}</dd>
      </div>
    </dl>
  );
}

function GradeItem({ grade, total }: { grade: RenderedGrade; total: number }) {
  // A "partial" question with some points earned is neither right nor wrong.
  const state = grade.correct ? "right" : grade.earned > 0 ? "partly" : "wrong";
  return (
    <li className={`exercise-r exercise-r--${state}`} id={`exercise-r-${grade.id}`}>
      <h3 className="exercise-r__title">
        <span className="exercise-r__icon" aria-hidden="true">
          {{ right: "✓", partly: "½", wrong: "✗" }[state]}
        </span>
        <span>
          {EXERCISE_TEXT.questionLegend(grade.number, total)}: {{ right: EXERCISE_TEXT.right, partly: EXERCISE_TEXT.partly, wrong: EXERCISE_TEXT.wrong }[state]}
        </span>
        <span className="exercise-r__points">{EXERCISE_TEXT.earned(grade.earned, grade.points)}</span>
      </h3>
      <div className="prose exercise-r__prompt" dangerouslySetInnerHTML={{ __html: grade.promptHtml }} />
      {grade.choices ? <ChoiceList grade={grade} /> : <TypedAnswers grade={grade} />}
      {grade.note ? <p className="exercise-r__note">{grade.note}</p> : null}
      {grade.explanationHtml ? (
        <div className="exercise-r__explanation">
          <p className="exercise-r__explanation-title">{EXERCISE_TEXT.explanation}</p>
          <div className="prose" dangerouslySetInnerHTML={{ __html: grade.explanationHtml }} />
        </div>
      ) : null}
    </li>
  );
}

export function ExerciseResult({ result, retryHref, saveNote, actions }: ExerciseResultProps) {
  const total = result.questions.length;
  const verdict =
    result.mode === "practice" ? EXERCISE_TEXT.practiceDone : result.passed ? EXERCISE_TEXT.passed(result.passMarkPercent) : EXERCISE_TEXT.notPassed(result.passMarkPercent);
  const tone = result.mode === "practice" ? "practice" : result.passed ? "pass" : "fail";
  return (
    <section className="exercise exercise--result" id="exercise" aria-labelledby="exercise-result-title">
      <header className="exercise__head">
        <h2 id="exercise-result-title" className="exercise__title" tabIndex={-1}>
          {EXERCISE_TEXT.resultTitle}
        </h2>
      </header>
      <div className={`exercise-score exercise-score--${tone}`} role="status" id={EXERCISE_RESULT_ANCHOR} tabIndex={-1}>
        <p className="exercise-score__value">{EXERCISE_TEXT.score(result.earned, result.total, result.percent)}</p>
        <div className={`progress${tone === "fail" ? "" : " progress--success"}`} aria-hidden="true">
          <div className="progress__bar" style={{ width: `${result.percent}%` }} />
        </div>
        <p className="exercise-score__verdict">{verdict}</p>
      </div>
      {saveNote ? <div className="exercise__save-note">{saveNote}</div> : null}
      <ol className="exercise-results">
        {result.questions.map((grade) => (
          <GradeItem key={grade.id} grade={grade} total={total} />
        ))}
      </ol>
      <div className="exercise__actions">
        <a href={retryHref} className="button button--primary button--large">
          {EXERCISE_TEXT.retry}
        </a>
        {actions}
      </div>
    </section>
  );
}
