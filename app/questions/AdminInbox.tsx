/** /admin/questions: the tutor's inbox, unanswered first, filtered by course and status, one page at a time. */
import { Form } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { Notice } from "~/admin-kit";
import { formatDateTime } from "~/kernel/clock";
import type { InboxRow } from "./admin-questions.server";
import { StatusBadge } from "./LessonQuestions";
import { QUESTION_TEXT } from "./messages";
import type { InboxQuery } from "./schema";
import { QUESTIONS_ADMIN_URL } from "./urls";

const A = QUESTION_TEXT.admin;

export function AdminInbox(props: {
  query: InboxQuery;
  rows: InboxRow[];
  nextUrl: string | null;
  courses: { id: string; title: string }[];
  notice: string | null;
}) {
  const { query, rows } = props;
  return (
    <>
      <header className="page-header admin-header">
        <div>
          <p className="eyebrow">ผู้ดูแลระบบ</p>
          <h1>{A.title}</h1>
          <p className="lead">{A.lead}</p>
        </div>
      </header>
      <Notice text={props.notice} />
      <Form method="get" action={QUESTIONS_ADMIN_URL} className="admin-search" aria-label="กรองคำถาม">
        <FilterSelect id="q-course" name="course" label={A.filterCourse} value={query.course} options={[["", A.allCourses], ...props.courses.map((c): [string, string] => [c.id, c.title])]} />
        <FilterSelect
          id="q-status"
          name="status"
          label={A.filterStatus}
          value={query.status}
          options={[["all", A.allStatuses], ["open", QUESTION_TEXT.status.open], ["answered", QUESTION_TEXT.status.answered], ["resolved", QUESTION_TEXT.status.resolved]]}
        />
        <div className="admin-search__buttons">
          <button type="submit" className="button button--primary">
            {A.filter}
          </button>
        </div>
      </Form>
      <section className="admin-section" aria-labelledby="inbox-title">
        <h2 id="inbox-title" className="visually-hidden">
          {A.title}
        </h2>
        {rows.length === 0 ? (
          <p className="text-muted">{A.none}</p>
        ) : (
          <ul className="inbox-list" data-testid="question-inbox">
            {rows.map((r) => (
              <li key={r.id} className="inbox-item card" data-question={r.id}>
                <p className="inbox-item__meta">
                  <StatusBadge state={r.state} />
                  {r.faq ? <span className="badge badge--primary">{A.published}</span> : null}
                  <span className="text-small text-muted">
                    {r.courseTitle} · {r.lessonTitle} · {A.from} {r.studentName} · <time dateTime={new Date(r.createdAt).toISOString()}>{formatDateTime(r.createdAt)}</time>
                  </span>
                </p>
                <p className="inbox-item__excerpt" dangerouslySetInnerHTML={{ __html: r.excerptHtml }} />
                <Link to={r.href} className="button button--small button--secondary">
                  {A.open}
                  <span className="visually-hidden">: {r.lessonTitle} {A.from} {r.studentName}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="cluster">
          {query.after ? (
            <Link to={`${QUESTIONS_ADMIN_URL}?${new URLSearchParams({ ...(query.course ? { course: query.course } : {}), status: query.status }).toString()}`}>{A.first}</Link>
          ) : null}
          {props.nextUrl ? <Link to={props.nextUrl}>{A.next} →</Link> : null}
        </p>
      </section>
    </>
  );
}

function FilterSelect(props: { id: string; name: string; label: string; value: string; options: [string, string][] }) {
  return (
    <div className="field">
      <label htmlFor={props.id} className="field__label">
        {props.label}
      </label>
      <select id={props.id} name={props.name} className="select" defaultValue={props.value}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
