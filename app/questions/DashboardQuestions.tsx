/** The dashboard's "คำถามของฉัน": the new-answers badge, the student's questions with status, the e-mail setting. */
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { dashboardUrl } from "~/kernel/urls";
import type { DashboardQuestionsView } from "./dashboard-questions.server";
import { StatusBadge } from "./LessonQuestions";
import { QUESTION_TEXT } from "./messages";

const D = QUESTION_TEXT.dashboard;

export function DashboardQuestions() {
  const view = (useLoaderData() as { questions?: DashboardQuestionsView | null }).questions ?? null;
  if (!view) return null;
  if (!view.available) {
    return (
      <p className="alert alert--warning" role="alert">
        {D.unavailable}
      </p>
    );
  }
  return (
    <section className="dashboard-section my-questions" id="my-questions" aria-labelledby="my-questions-title">
      <h2 id="my-questions-title">
        {D.title}{" "}
        {view.newAnswers > 0 ? (
          <span className="badge badge--accent" data-testid="new-answers">
            {D.newAnswers(view.newAnswers)}
          </span>
        ) : null}
      </h2>
      {view.questions.length === 0 ? (
        <p className="text-muted">{D.none}</p>
      ) : (
        <ul className="my-question-list">
          {view.questions.map((q) => (
            <li key={q.id} className="my-question card">
              <p className="question__meta">
                <StatusBadge state={q.state} />
                {q.isNew ? <span className="badge badge--accent">{QUESTION_TEXT.newAnswer}</span> : null}
                <span className="text-small text-muted">
                  {q.courseTitle} · {q.lessonTitle} · {QUESTION_TEXT.askedAt(q.askedAt)}
                </span>
              </p>
              <p className="my-question__excerpt" dangerouslySetInnerHTML={{ __html: q.excerptHtml }} />
              <Link to={q.href} className="button button--small button--secondary">
                {D.open}
                <span className="visually-hidden">: {q.lessonTitle}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {EMAIL_SETTINGS.map((setting) => (
        <EmailSetting key={setting.intent} {...setting} on={view[setting.field]} />
      ))}
    </section>
  );
}

/** The student's e-mail settings, each a field of the view (a form error shows under the first). */
const EMAIL_SETTINGS = [
  { intent: "email-on-answer", field: "emailOnAnswer", label: D.emailLabel, testId: "email-setting", turnOff: D.turnOff, turnOn: D.turnOn },
  { intent: "email-tutoring-reminders", field: "emailTutoringReminders", label: D.remindersLabel, testId: "reminder-setting", turnOff: D.remindersOff, turnOn: D.remindersOn },
] as const;

/** One e-mail setting: what it is now, and a button that flips it (a plain form posting to the dashboard; a refusal is the page's FormAnswer). */
function EmailSetting(props: { intent: string; on: boolean; label: string; testId: string; turnOff: string; turnOn: string }) {
  return (
    <Form method="post" action={dashboardUrl()} className="email-setting" preventScrollReset>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="value" value={props.on ? "off" : "on"} />
      <p className="text-small">
        {props.label}: <strong data-testid={props.testId}>{props.on ? D.emailOn : D.emailOff}</strong>
      </p>
      <button type="submit" className="button button--ghost button--small">
        {props.on ? props.turnOff : props.turnOn}
      </button>
    </Form>
  );
}
