/**
 * The review before submitting (routes/exams.$id_.attempts.$attemptId_.review.tsx): the
 * unanswered and the marked questions, each a link to its page; then the confirmation step
 * (`?step=confirm`, as the booking's cancel step: the same page with or without JavaScript),
 * whose button posts the submit.
 */
import { Link } from "~/ui/Link";
import { EXAM_TEXT } from "./messages";
import { questionAnchor } from "./fields";

interface Row {
  id: string;
  number: number;
  page: number;
  url: string;
}

function Rows({ rows }: { rows: readonly Row[] }) {
  return (
    <ul className="exam-review__links">
      {rows.map((r) => (
        <li key={r.id}>
          <Link to={`${r.url}#${questionAnchor(r.id)}`}>
            {EXAM_TEXT.questionLink(r.number)} <span className="text-muted">{EXAM_TEXT.onPage(r.page)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ReviewList({ unanswered, marked }: { total: number; unanswered: readonly Row[]; marked: readonly Row[] }) {
  return (
    <section className="card exam-review" aria-labelledby="review-unanswered">
      <h2 id="review-unanswered" className="exam-review__title">
        {unanswered.length === 0 ? EXAM_TEXT.allAnswered : EXAM_TEXT.unanswered(unanswered.length)}
      </h2>
      {unanswered.length > 0 ? <Rows rows={unanswered} /> : null}
      {marked.length > 0 ? (
        <>
          <h2 className="exam-review__title">{EXAM_TEXT.marked(marked.length)}</h2>
          <Rows rows={marked} />
        </>
      ) : null}
    </section>
  );
}

export function SubmitConfirm({ action, back, unanswered }: { action: string; back: string; unanswered: number }) {
  return (
    <section className="card exam-confirm" aria-labelledby="confirm-title">
      <h2 id="confirm-title">{EXAM_TEXT.confirmTitle}</h2>
      {unanswered > 0 ? <p className="alert alert--warning">{EXAM_TEXT.confirmUnanswered(unanswered)}</p> : null}
      <p>{EXAM_TEXT.confirmText}</p>
      <form method="post" action={action}>
        <input type="hidden" name="intent" value="submit" />
        <button type="submit" className="button button--primary button--large">
          {EXAM_TEXT.confirmSubmit}
        </button>
      </form>
      <p>
        <Link to={back}>{EXAM_TEXT.notYet}</Link>
      </p>
    </section>
  );
}
