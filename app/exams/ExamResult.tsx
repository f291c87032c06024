/**
 * The result page's body (docs/exams.md, "The result"): the score line, the time taken and
 * how the attempt ended, the breakdown by topic (TopicBars), the group's standing once the
 * exam has closed, "ฝึกหัวข้อที่ยังอ่อน", then each question with the student's answer, and
 * the right one and the explanation only when they may show (else when they will).
 * The question cards reuse the exercises' result styles (exercises.css).
 */
import { Link } from "~/ui/Link";
import { EXAM_RESULT_TEXT } from "./messages";
import { WEAK_TOPIC_PERCENT } from "./model";
import type { ResultPage, ShownQuestion } from "./result.server";
import { TopicBars } from "./TopicBars";
import { examUrl, practiceUrl } from "./urls";

const ICONS = { right: "✓", partly: "½", wrong: "✗" } as const;

function Choices({ q }: { q: ShownQuestion }) {
  return (
    <ul className="exercise-r__choices">
      {(q.choices ?? []).map((c, i) => {
        const shown = c.correct !== null;
        const cls = shown
          ? `exercise-r__choice${c.correct ? " exercise-r__choice--correct" : ""}${c.chosen ? " exercise-r__choice--chosen" : ""}`
          : `exercise-r__choice${c.chosen ? " exam-r__choice--chosen" : ""}`;
        return (
          <li key={c.id} className={cls}>
            <span className="exercise-r__mark" aria-hidden="true">
              {shown ? (c.chosen ? (c.correct ? "✓" : "✗") : c.correct ? "✓" : "") : c.chosen ? "•" : ""}
            </span>
            <span className="visually-hidden">{`ตัวเลือกที่ ${i + 1}: `}</span>
            <span className="exercise-choice__text" dangerouslySetInnerHTML={{ __html: c.html }} />
            {c.chosen ? <span className={`badge ${shown ? (c.correct ? "badge--success" : "badge--danger") : "badge--primary"}`}>{EXAM_RESULT_TEXT.chosen}</span> : null}
            {c.correct ? <span className="badge badge--success">{EXAM_RESULT_TEXT.correctAnswer}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

function Typed({ q }: { q: ShownQuestion }) {
  const given = q.typed ?? "";
  return (
    <dl className="exercise-r__answers">
      <div>
        <dt>{EXAM_RESULT_TEXT.yourAnswer}</dt>
        <dd className={given === "" ? "text-muted" : undefined}>{given === "" ? EXAM_RESULT_TEXT.unanswered : given}</dd>
      </div>
      {q.correctAnswer !== null ? (
        <div>
          <dt>{EXAM_RESULT_TEXT.correctAnswer}</dt>
          <dd>{q.correctAnswer}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function QuestionItem({ q, total }: { q: ShownQuestion; total: number }) {
  const state = q.verdict?.state;
  return (
    <li className={`exercise-r ${state ? `exercise-r--${state}` : "exam-r--pending"}`} id={`exam-r-${q.id}`}>
      <h3 className="exercise-r__title">
        {state ? (
          <span className="exercise-r__icon" aria-hidden="true">
            {ICONS[state]}
          </span>
        ) : null}
        <span>
          {EXAM_RESULT_TEXT.questionLegend(q.number, total)}
          {state ? `: ${EXAM_RESULT_TEXT[state]}` : q.answered ? "" : `: ${EXAM_RESULT_TEXT.unanswered}`}
        </span>
        <span className="exercise-r__points">{q.verdict ? EXAM_RESULT_TEXT.earned(q.verdict.earned, q.points) : EXAM_RESULT_TEXT.pointsOf(q.points)}</span>
      </h3>
      <p className="exam-r__topic">{EXAM_RESULT_TEXT.topicOf(q.topic)}</p>
      <div className="prose exercise-r__prompt" dangerouslySetInnerHTML={{ __html: q.promptHtml }} />
      {q.choices ? <Choices q={q} /> : <Typed q={q} />}
      {q.note ? <p className="exercise-r__note">{q.note}</p> : null}
      {q.explanationHtml ? (
        <div className="exercise-r__explanation">
          <p className="exercise-r__explanation-title">{EXAM_RESULT_TEXT.explanation}</p>
          <div className="prose" dangerouslySetInnerHTML={{ __html: q.explanationHtml }} />
        </div>
      ) : null}
    </li>
  );
}

export function ExamResult({ page }: { page: ResultPage }) {
  const { exam, attempt, result, standing, weak } = page;
  return (
    <>
      <section className="exam-score" aria-labelledby="exam-score-line">
        <p className="exam-score__line" id="exam-score-line" data-testid="exam-score">
          {EXAM_RESULT_TEXT.score(result.score, result.max, result.percent)}
        </p>
        <p className="exam-score__meta">
          <span>{EXAM_RESULT_TEXT.timeTaken(attempt.timeTakenMs)}</span>
          <span className={`badge ${attempt.status === "submitted" ? "badge--success" : "badge--warning"}`} data-testid="exam-ended">
            {attempt.status === "submitted" ? EXAM_RESULT_TEXT.submitted(attempt.endedAt) : EXAM_RESULT_TEXT.expired(attempt.endedAt)}
          </span>
        </p>
      </section>

      <section className="exam-section" aria-labelledby="exam-topics-title" data-testid="exam-topics">
        <h2 id="exam-topics-title">{EXAM_RESULT_TEXT.byTopicTitle}</h2>
        <TopicBars topics={result.byTopic} />
      </section>

      <section className="exam-section" aria-labelledby="exam-weak-title">
        <h2 id="exam-weak-title">{EXAM_RESULT_TEXT.weakTitle}</h2>
        {weak.length > 0 ? (
          <>
            <p>{EXAM_RESULT_TEXT.weakIntro(WEAK_TOPIC_PERCENT)}</p>
            <p>
              <Link to={practiceUrl(exam.id, attempt.id)} className="button button--primary">
                {EXAM_RESULT_TEXT.practiceWeak}
              </Link>
            </p>
          </>
        ) : (
          <p>{EXAM_RESULT_TEXT.noWeak(WEAK_TOPIC_PERCENT)}</p>
        )}
      </section>

      {standing ? (
        <section className="exam-section" aria-labelledby="exam-standing-title" data-testid="exam-standing">
          <h2 id="exam-standing-title">{EXAM_RESULT_TEXT.standingTitle}</h2>
          {standing.kind === "shown" ? (
            <>
              <p className="exam-standing__place">{EXAM_RESULT_TEXT.standing(standing.standing.place, standing.standing.of)}</p>
              <p>{EXAM_RESULT_TEXT.average(standing.standing.averagePercent)}</p>
              <p className="field__hint">{EXAM_RESULT_TEXT.standingRule}</p>
            </>
          ) : (
            <p>{EXAM_RESULT_TEXT.standingLater(standing.at)}</p>
          )}
        </section>
      ) : null}

      <section className="exam-section" aria-labelledby="exam-questions-title">
        <h2 id="exam-questions-title">{EXAM_RESULT_TEXT.questionsTitle}</h2>
        {page.answersAt ? (
          <p className="alert alert--warning" data-testid="answers-later">
            {EXAM_RESULT_TEXT.answersLater(page.answersAt)}
          </p>
        ) : null}
        <ol className="exercise-results">
          {page.questions.map((q) => (
            <QuestionItem key={q.id} q={q} total={page.questions.length} />
          ))}
        </ol>
      </section>

      <p>
        <Link to={examUrl(exam.id)}>← {EXAM_RESULT_TEXT.backToExam}</Link>
      </p>
    </>
  );
}
