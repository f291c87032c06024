import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageHandle } from "~/platform/page-policy";
import { examLoader, startAction } from "~/exams/sitting.server";
import { EXAM_TEXT } from "~/exams/messages";
import { sittingLinks } from "~/exams/sitting-links";
import { examsUrl } from "~/exams/urls";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { FormAnswer } from "~/ui/FormAnswer";
import { Link } from "~/ui/Link";
import { contentMeta } from "~/ui/meta";

/** A student's own view of the exam (attempts, scores): never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links = sittingLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => contentMeta({ title: data?.exam.title ?? EXAM_TEXT.listTitle, noindex: true });

/** GET: the exam's facts, the student's attempts; a visitor signs in first, an unknown or unpublished exam is a 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) => examLoader(request, params.id);

/** POST "เริ่มทำข้อสอบ": the attempt's first page (the open one when there is one), or the reason it cannot start. */
export const action = ({ request, params }: ActionFunctionArgs) => startAction(request, params.id);

export default function ExamPage() {
  const { exam, used, needs, blocked, openAttempt, past } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>()?.refused;
  return (
    <div className="container container--narrow page">
      <FormAnswer refused={refused} />
      <Breadcrumbs items={[{ label: EXAM_TEXT.listTitle, to: examsUrl() }, { label: exam.title }]} />
      <header className="page-header">
        <p className="eyebrow">{EXAM_TEXT.nav}</p>
        <h1>{exam.title}</h1>
      </header>
      <section className="card exam-facts-card" aria-label={exam.title}>
        <dl className="exam-facts">
          <dt>{EXAM_TEXT.questionsLabel}</dt>
          <dd>{EXAM_TEXT.questions(exam.questions)}</dd>
          <dt>{EXAM_TEXT.minutesLabel}</dt>
          <dd>{EXAM_TEXT.minutes(exam.minutes)}</dd>
          <dt>{EXAM_TEXT.opensLabel}</dt>
          <dd>
            <time dateTime={exam.opensIso}>{exam.opens}</time>
          </dd>
          <dt>{EXAM_TEXT.closesLabel}</dt>
          <dd>
            <time dateTime={exam.closesIso}>{exam.closes}</time>
          </dd>
          <dt>{EXAM_TEXT.attemptsLabel}</dt>
          <dd>{EXAM_TEXT.attemptsUsed(used, exam.attempts)}</dd>
        </dl>
        {needs ? (
          <p className="alert alert--warning">
            {EXAM_TEXT.needsEnrolment(needs.title)} <Link to={needs.url}>{EXAM_TEXT.toCourse}</Link>
          </p>
        ) : openAttempt ? (
          <p>
            <span className="badge badge--warning">{EXAM_TEXT.inProgress}</span> {openAttempt.deadline}
            <br />
            <Link to={openAttempt.url} className="button button--primary button--large">
              {EXAM_TEXT.continueAttempt}
            </Link>
          </p>
        ) : blocked ? (
          <p className="alert alert--warning">{blocked}</p>
        ) : (
          <Form method="post" className="exam-start">
            <p className="text-muted text-small">{EXAM_TEXT.startNote}</p>
            <button type="submit" className="button button--primary button--large">
              {EXAM_TEXT.start}
            </button>
          </Form>
        )}
      </section>
      {past.length > 0 ? (
        <section className="section" aria-labelledby="past-title">
          <h2 id="past-title">{EXAM_TEXT.pastTitle}</h2>
          <ul className="exam-past">
            {past.map((a) => (
              <li key={a.url}>
                {EXAM_TEXT.pastAttempt(a.n)}: {EXAM_TEXT.pastScore(a.score, a.max, a.percent)} · <Link to={a.url}>{EXAM_TEXT.seeResult}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
