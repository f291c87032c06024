/**
 * One page of an attempt as a plain form (no JavaScript needed): each question's fieldset with
 * its prompt and answer fields as the lesson's exercise has them (the exercises' classes), a
 * "ทำเครื่องหมายไว้ดูอีกครั้ง" box, and three buttons that each post the page's answers (saved
 * under the page's token) and then go on: "ถัดไป" first in the document (Enter in a field goes
 * on), "ก่อนหน้า", "ตรวจทานก่อนส่ง". The HTML comes from sitting-view.server.ts: no answer key.
 */
import { QuestionFrame } from "~/exercises/index";
import { EXAM_TEXT } from "./messages";
import { SITTING_FIELDS as F, answerField, questionAnchor, type SittingQuestion } from "./fields";

const ANSWER_MAX = 200;

function Choices({ question }: { question: Extract<SittingQuestion, { choices: unknown }> }) {
  const type = question.type === "single" ? "radio" : "checkbox";
  return (
    <ul className="exercise-choices">
      {question.choices.map((choice, i) => (
        <li key={choice.id}>
          <label className="exercise-choice">
            <input type={type} name={answerField(question.id)} value={choice.id} defaultChecked={question.given.includes(choice.id)} />
            <span className="visually-hidden">{`ตัวเลือกที่ ${i + 1}: `}</span>
            <span className="exercise-choice__text" dangerouslySetInnerHTML={{ __html: choice.html }} />
          </label>
        </li>
      ))}
    </ul>
  );
}

function Typed({ question }: { question: Extract<SittingQuestion, { type: "number" | "text" }> }) {
  const base = questionAnchor(question.id);
  const isNumber = question.type === "number";
  const hasUnits = isNumber && question.units.length > 0;
  return (
    <div className="exercise-answer">
      <label className="field__label" htmlFor={`${base}-input`}>
        {EXAM_TEXT.answerLabel}
      </label>
      <input
        id={`${base}-input`}
        name={answerField(question.id)}
        type="text"
        inputMode={isNumber && !hasUnits ? "decimal" : "text"}
        className="input exercise-answer__input"
        defaultValue={question.given[0] ?? ""}
        maxLength={ANSWER_MAX}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={isNumber ? `${base}-prompt ${base}-hint` : `${base}-prompt`}
      />
      {isNumber ? (
        <p className="field__hint" id={`${base}-hint`}>
          {EXAM_TEXT.numberHint}
          {hasUnits ? ` · ${EXAM_TEXT.unitsAllowed(question.units)}` : ""}
        </p>
      ) : null}
    </div>
  );
}

function Question({ question, total }: { question: SittingQuestion; total: number }) {
  const base = questionAnchor(question.id);
  const isChoice = "choices" in question;
  return (
    <QuestionFrame
      id={base}
      className="exam-q"
      legend={EXAM_TEXT.questionLegend(question.number, total)}
      points={EXAM_TEXT.points(question.points)}
      promptHtml={question.promptHtml}
      how={isChoice ? (question.type === "single" ? EXAM_TEXT.chooseOne : EXAM_TEXT.chooseAll) : null}
    >
      {isChoice ? <Choices question={question} /> : <Typed question={question} />}
      <label className="exam-q__mark">
        <input type="checkbox" name={F.mark} value={question.id} defaultChecked={question.marked} />
        {EXAM_TEXT.mark}
      </label>
    </QuestionFrame>
  );
}

export function AttemptForm({ action, token, page, pages, total, questions }: {
  action: string;
  token: string;
  page: number;
  pages: number;
  total: number;
  questions: readonly SittingQuestion[];
}) {
  return (
    <form method="post" action={action} className="exercise__form exam-form" noValidate>
      <input type="hidden" name={F.token} value={token} />
      <input type="hidden" name={F.page} value={page} />
      {questions.map((q) => (
        <Question key={q.id} question={q} total={total} />
      ))}
      <p className="text-muted text-small">{EXAM_TEXT.savedNote}</p>
      <div className="exam-form__buttons">
        {page < pages ? (
          <button type="submit" name={F.go} value="next" className="button button--primary button--large">
            {EXAM_TEXT.next}
          </button>
        ) : null}
        <button type="submit" name={F.go} value="review" className={`button button--large ${page < pages ? "button--secondary" : "button--primary"}`}>
          {EXAM_TEXT.review}
        </button>
        {page > 1 ? (
          <button type="submit" name={F.go} value="prev" className="button button--ghost button--large exam-form__prev">
            {EXAM_TEXT.previous}
          </button>
        ) : null}
      </div>
    </form>
  );
}
