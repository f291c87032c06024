/**
 * The tutor's reports (docs/exams.md "The tutor's reports"): the results table of an exam, its
 * item analysis, and the mock results on a student's page. HTML of prompts and choices comes
 * rendered from the server (reports.server.ts).
 */
import { AdminSection } from "~/ui/AdminSection";
import type { ReactNode } from "react";
import { formatDateTime } from "~/kernel/clock";
import { ADMIN_URLS } from "~/kernel/urls";
import { Link } from "~/ui/Link";
import { PageHeader } from "~/ui/PageHeader";
import { EXAM_REPORT_TEXT } from "./messages";
import { FLAG_MIN_ANSWERS, FLAG_RIGHT_PERCENT, type ItemFlag } from "./item-analysis";
import { ADMIN_EXAM_URLS } from "./urls";

/**
 * One of an exam's two reports as a page: the header with the links between them and the CSV,
 * and the report's section with its count, or its empty text when there is nothing yet.
 */
export function ReportPage({
  examId,
  title,
  current,
  count,
  empty,
  children,
}: {
  examId: string;
  title: string;
  current: "results" | "items";
  count: number;
  empty: string;
  children: ReactNode;
}) {
  const headingId = `exam-${current}-title`;
  return (
    <>
      <PageHeader eyebrow={<Link to={ADMIN_EXAM_URLS.list()}>{EXAM_REPORT_TEXT.exams}</Link>} title={title}>
        <ReportNav examId={examId} current={current} />
      </PageHeader>
      <section className="admin-section" aria-labelledby={headingId}>
        <div className="admin-section__head">
          <h2 id={headingId}>
            {current === "items" ? EXAM_REPORT_TEXT.toItems : EXAM_REPORT_TEXT.toResults} <span className="count">{count}</span>
          </h2>
        </div>
        {count === 0 ? <p className="text-muted admin-empty">{empty}</p> : children}
      </section>
    </>
  );
}

/** The links between an exam's two reports, and the CSV. */
function ReportNav({ examId, current }: { examId: string; current: "results" | "items" }) {
  return (
    <nav className="exam-report__nav cluster" aria-label={EXAM_REPORT_TEXT.results}>
      {current === "items" ? <Link to={ADMIN_EXAM_URLS.results(examId)}>{EXAM_REPORT_TEXT.toResults}</Link> : <Link to={ADMIN_EXAM_URLS.items(examId)}>{EXAM_REPORT_TEXT.toItems}</Link>}
      <a href={ADMIN_EXAM_URLS.resultsCsv(examId)} download>
        {EXAM_REPORT_TEXT.csv}
      </a>
    </nav>
  );
}

interface ResultRow {
  uid: string;
  name: string;
  attempts: number;
  resultUrl: string;
  score: string;
  percent: number;
  taken: string;
  expired: boolean;
  endedAt: string;
  topics: ({ score: string; percent: number } | null)[];
}

export function ResultsTable({ topics, rows }: { topics: string[]; rows: ResultRow[] }) {
  return (
    <div className="table-wrap">
      <table className="table exam-results" data-testid="exam-results">
        <caption className="table-caption">{EXAM_REPORT_TEXT.resultsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{EXAM_REPORT_TEXT.student}</th>
            <th scope="col">{EXAM_REPORT_TEXT.score}</th>
            <th scope="col">{EXAM_REPORT_TEXT.percent}</th>
            <th scope="col">{EXAM_REPORT_TEXT.timeTaken}</th>
            {topics.map((t) => (
              <th scope="col" key={t}>
                {t}
              </th>
            ))}
            <th scope="col">{EXAM_REPORT_TEXT.attempts}</th>
            <th scope="col">{EXAM_REPORT_TEXT.when}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.uid} data-uid={r.uid}>
              <th scope="row">
                <Link to={ADMIN_URLS.student(r.uid)}>{r.name}</Link>
              </th>
              <td className="nowrap">
                <Link to={r.resultUrl}>{r.score}</Link>
              </td>
              <td className="nowrap">{`${r.percent}%`}</td>
              <td className="nowrap">
                {r.taken}
                {r.expired ? <span className="badge badge--muted">{EXAM_REPORT_TEXT.gradedAtDeadline}</span> : null}
              </td>
              {r.topics.map((t, i) => (
                <td className="nowrap" key={topics[i]}>
                  {t ? `${t.score} (${t.percent}%)` : "–"}
                </td>
              ))}
              <td>{r.attempts}</td>
              <td className="text-small nowrap">{r.endedAt}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface ItemRow {
  id: string;
  number: number;
  topic: string;
  promptHtml: string;
  answerHtml: string | null;
  answered: number;
  right: number;
  rightPercent: number;
  blank: number;
  blankPercent: number;
  choices: { id: string; html: string; correct: boolean; picked: number; percent: number }[] | null;
  wrongAnswers: { answer: string; count: number; percent: number }[] | null;
  flags: ItemFlag[];
}

const flagText = (flag: ItemFlag) => (flag === "fewRight" ? EXAM_REPORT_TEXT.flags.fewRight(FLAG_RIGHT_PERCENT) : EXAM_REPORT_TEXT.flags.wrongChoicePreferred);

export function ItemRule() {
  return <p className="text-small text-muted">{EXAM_REPORT_TEXT.itemsRule(FLAG_MIN_ANSWERS, FLAG_RIGHT_PERCENT)}</p>;
}

export function ItemList({ items }: { items: ItemRow[] }) {
  return (
    <ol className="exam-items stack">
      {items.map((item) => {
        const title = `exam-item-${item.number}`;
        return (
          <li key={item.id} className={`card exam-item${item.flags.length > 0 ? " exam-item--flagged" : ""}`} data-question={item.id} aria-labelledby={title}>
            <h3 id={title} className="exam-item__title">
              {EXAM_REPORT_TEXT.question(item.number)} <span className="text-small text-muted">{`${EXAM_REPORT_TEXT.topic}: ${item.topic}`}</span>
              {item.flags.length > 0 ? <span className="badge badge--warning">{EXAM_REPORT_TEXT.flagBadge}</span> : null}
            </h3>
            <div className="prose" dangerouslySetInnerHTML={{ __html: item.promptHtml }} />
            <p className="exam-item__figures" data-testid="item-figures">
              {`${EXAM_REPORT_TEXT.answered(item.answered)} · ${EXAM_REPORT_TEXT.right(item.right, item.rightPercent)} · ${EXAM_REPORT_TEXT.blank(item.blank, item.blankPercent)}`}
            </p>
            {item.flags.length > 0 ? (
              <ul className="exam-item__flags" data-testid="item-flags">
                {item.flags.map((f) => (
                  <li key={f}>{flagText(f)}</li>
                ))}
              </ul>
            ) : null}
            {item.answerHtml !== null ? (
              <p>
                {`${EXAM_REPORT_TEXT.typedAnswer}: `}
                <span dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
              </p>
            ) : null}
            {item.wrongAnswers && item.wrongAnswers.length > 0 ? (
              <div data-testid="item-wrong-answers">
                <p className="exam-item__wrong-title">{EXAM_REPORT_TEXT.wrongAnswers}</p>
                <ul className="exam-item__wrong">
                  {item.wrongAnswers.map((w) => (
                    <li key={w.answer}>
                      <span className="exam-item__typed">{w.answer}</span> {EXAM_REPORT_TEXT.wrongAnswer(w.count, w.percent)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {item.choices ? (
              <div className="table-wrap">
                <table className="table exam-item__choices">
                  <caption className="visually-hidden">{`${EXAM_REPORT_TEXT.question(item.number)}: ${EXAM_REPORT_TEXT.choice}`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{EXAM_REPORT_TEXT.choice}</th>
                      <th scope="col">{EXAM_REPORT_TEXT.picked}</th>
                      <th scope="col">{EXAM_REPORT_TEXT.percent}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {item.choices.map((c) => (
                      <tr key={c.id} data-choice={c.id} className={c.correct ? "exam-item__right" : undefined}>
                        <td className="exam-item__choice">
                          <span dangerouslySetInnerHTML={{ __html: c.html }} />
                          {c.correct ? <span className="badge badge--success">{EXAM_REPORT_TEXT.correctChoice}</span> : null}
                        </td>
                        <td>{c.picked}</td>
                        <td className="exam-item__share">
                          <span className="exam-item__track" aria-hidden="true">
                            <span className="exam-item__bar" style={{ inlineSize: `${c.percent}%` }} />
                          </span>
                          {`${c.percent}%`}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

interface MockRow {
  id: string;
  title: string;
  resultUrl: string | null;
  n: number;
  endedAt: number;
  score: string;
  percent: number;
  expired: boolean;
}

/** The tutor's student page: mock exam results over time. */
export function StudentMockResults({ results }: { results: MockRow[] }) {
  return (
    <AdminSection id="student-mock-title" title={EXAM_REPORT_TEXT.studentMock} count={results.length}>
      {results.length === 0 ? (
        <p className="text-muted admin-empty">{EXAM_REPORT_TEXT.studentMockNone}</p>
      ) : (
        <div className="table-wrap">
          <table className="table" data-testid="student-mock-results">
            <caption className="table-caption">{EXAM_REPORT_TEXT.studentMockCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{EXAM_REPORT_TEXT.exam}</th>
                <th scope="col">{EXAM_REPORT_TEXT.when}</th>
                <th scope="col">{EXAM_REPORT_TEXT.score}</th>
                <th scope="col">{EXAM_REPORT_TEXT.percent}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.id} data-attempt={r.id}>
                  <th scope="row">{r.title}</th>
                  <td className="text-small nowrap">{formatDateTime(new Date(r.endedAt))}</td>
                  <td className="nowrap">
                    {r.resultUrl ? <Link to={r.resultUrl}>{r.score}</Link> : r.score}
                    {r.expired ? <span className="badge badge--muted">{EXAM_REPORT_TEXT.gradedAtDeadline}</span> : null}
                  </td>
                  <td>{`${r.percent}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}
