/**
 * An exercise as a plain form: works without JavaScript (a POST to the lesson's
 * action, which grades and shows ExerciseResult, or shows this form again with
 * Thai errors and the answers the student gave). One fieldset per question with
 * its legend, the prompt as its description, and its error beside it. The HTML
 * comes from renderPublicView (the server's Markdown renderer): no answer key.
 */
import type { ReactNode } from "react";
import { QuestionCheck } from "./QuestionCheck";
import { describedBy, QuestionFrame } from "./QuestionFrame";
import { ATTEMPT_ID_FIELD, EXERCISE_INTENT, EXERCISE_RESULT_ANCHOR, answerField } from "./fields";
import { EXERCISE_LIMITS } from "./limits";
import { ATTEMPT_ERRORS, EXERCISE_TEXT } from "./messages";
import type { RenderedExercise, RenderedQuestion } from "./render";
import type { Answers } from "./schema";

export interface ExerciseFormProps {
  exercise: RenderedExercise;
  /** Where the form posts: the lesson's URL ("" posts to the page itself). */
  action?: string;
  /** The answers as posted, shown again after an error. */
  values?: Answers;
  /** A Thai message per question id. */
  errors?: Record<string, string>;
  /** A message for the whole form (e.g. the page was open too long). */
  formError?: string | null;
  /** Where the check island posts one question (JSON): given, each question offers its own check (QuestionCheck). */
  checkUrl?: string;
}

const EMPTY: readonly string[] = [];

/** Element ids of a question's parts. */
function questionDomId(questionId: string): string {
  return `exercise-q-${questionId}`;
}

function Choices({ question, given }: { question: Extract<RenderedQuestion, { choices: unknown }>; given: readonly string[] }) {
  const type = question.type === "single" ? "radio" : "checkbox";
  return (
    <ul className="exercise-choices">
      {question.choices.map((choice, i) => (
        <li key={choice.id}>
          <label className="exercise-choice">
            <input type={type} name={answerField(question.id)} value={choice.id} defaultChecked={given.includes(choice.id)} />
            {/* A name for the control even when the choice is only a formula (KaTeX's visible part is aria-hidden). */}
            <span className="visually-hidden">{`ตัวเลือกที่ ${i + 1}: `}</span>
            <span className="exercise-choice__text" dangerouslySetInnerHTML={{ __html: choice.html }} />
          </label>
        </li>
      ))}
    </ul>
  );
}

function TypedAnswer({
  question,
  given,
  error,
}: {
  question: Extract<RenderedQuestion, { type: "number" | "text" }>;
  given: readonly string[];
  error: string | undefined;
}) {
  const base = questionDomId(question.id);
  const inputId = `${base}-input`;
  const isNumber = question.type === "number";
  const hasUnits = isNumber && question.units.length > 0;
  return (
    <div className="exercise-answer">
      <label className="field__label" htmlFor={inputId}>
        {EXERCISE_TEXT.answerLabel}
      </label>
      <input
        id={inputId}
        name={answerField(question.id)}
        type="text"
        // A decimal keypad has no letters: with units allowed, the student must be able to type them.
        inputMode={isNumber && !hasUnits ? "decimal" : "text"}
        className="input exercise-answer__input"
        defaultValue={given[0] ?? ""}
        maxLength={EXERCISE_LIMITS.answerMax}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${base}-error`, `${base}-prompt`, isNumber && `${base}-hint`)}
      />
      {isNumber ? (
        <p className="field__hint" id={`${base}-hint`}>
          {EXERCISE_TEXT.numberHint}
          {hasUnits ? ` · ${EXERCISE_TEXT.unitsAllowed(question.units)} (${question.unitRequired ? EXERCISE_TEXT.unitRequired : EXERCISE_TEXT.unitOptional})` : ""}
        </p>
      ) : null}
    </div>
  );
}

function QuestionFieldset({
  question,
  total,
  given,
  error,
  check,
}: {
  question: RenderedQuestion;
  total: number;
  given: readonly string[];
  error: string | undefined;
  check: ReactNode;
}) {
  const base = questionDomId(question.id);
  const how =
    "choices" in question ? (
      <>
        {question.type === "single" ? EXERCISE_TEXT.chooseOne : EXERCISE_TEXT.chooseAll}
        {question.scoring ? (
          <>
            <br />
            <span className="exercise-q__scoring" data-scoring={question.scoring}>
              {question.scoring === "partial" ? EXERCISE_TEXT.scoringPartial : EXERCISE_TEXT.scoringAll}
            </span>
          </>
        ) : null}
      </>
    ) : null;
  return (
    <QuestionFrame
      id={base}
      legend={EXERCISE_TEXT.questionLegend(question.number, total)}
      points={EXERCISE_TEXT.points(question.points)}
      promptHtml={question.promptHtml}
      how={how}
      error={error}
    >
      {"choices" in question ? <Choices question={question} given={given} /> : <TypedAnswer question={question} given={given} error={error} />}
      {check}
    </QuestionFrame>
  );
}

export function ExerciseForm({
  exercise,
  action = "",
  values = {},
  errors = {},
  formError = null,
  checkUrl,
}: ExerciseFormProps) {
  const total = exercise.questions.length;
  const invalid = exercise.questions.filter((q) => errors[q.id]);
  const hasErrors = formError !== null || invalid.length > 0;
  return (
    <section className="exercise" id="exercise" aria-labelledby="exercise-title">
      <header className="exercise__head">
        <h2 id="exercise-title" className="exercise__title">
          {EXERCISE_TEXT.title}
        </h2>
        <p className="exercise__meta">
          <span className="badge badge--accent">{EXERCISE_TEXT.questionCount(total, exercise.totalPoints)}</span>
          <span>{exercise.mode === "required" ? EXERCISE_TEXT.requiredNote(exercise.passMarkPercent) : EXERCISE_TEXT.practiceNote}</span>
        </p>
      </header>
      {hasErrors ? (
        <div className="alert alert--error exercise__errors" id={EXERCISE_RESULT_ANCHOR} role="alert" tabIndex={-1}>
          <p>{formError ?? ATTEMPT_ERRORS.summary(invalid.length)}</p>
          {invalid.length > 0 ? (
            <ul>
              {invalid.map((q) => (
                <li key={q.id}>
                  <a href={`#${questionDomId(q.id)}`}>
                    {EXERCISE_TEXT.questionLegend(q.number, total)}: {errors[q.id]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <form method="post" action={action} className="exercise__form" noValidate>
        <input type="hidden" name="intent" value={EXERCISE_INTENT} />
        <input type="hidden" name={ATTEMPT_ID_FIELD} value={exercise.attemptId} />
        {exercise.questions.map((question) => (
          <QuestionFieldset
            key={question.id}
            question={question}
            total={total}
            given={values[question.id] ?? EMPTY}
            error={errors[question.id]}
            check={checkUrl ? <QuestionCheck questionId={question.id} checkUrl={checkUrl} /> : null}
          />
        ))}
        <div className="exercise__actions">
          <button type="submit" className="button button--primary button--large">
            {EXERCISE_TEXT.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
