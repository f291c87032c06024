/** The dashboard's "คำถามของฉัน": the new-answers badge, the student's questions with status, the e-mail setting. */
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { DashboardQuestionsView } from "./dashboard-questions.server";
import { StatusBadge } from "./LessonQuestions";
import { Q } from "./messages";

const D = Q.dashboard;

export function DashboardQuestions() {
  const view = (useLoaderData() as { questions?: DashboardQuestionsView | null }).questions ?? null;
  const settingsError = (useActionData() as { settingsError?: string } | undefined)?.settingsError;
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
                {q.isNew ? <span className="badge badge--accent">{Q.newAnswer}</span> : null}
                <span className="text-small text-muted">
                  {q.courseTitle} · {q.lessonTitle} · {Q.askedAt(q.askedAt)}
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
      <Form method="post" action="/dashboard" className="email-setting" preventScrollReset>
        <input type="hidden" name="intent" value="email-on-answer" />
        <input type="hidden" name="value" value={view.emailOnAnswer ? "off" : "on"} />
        {settingsError ? (
          <p className="alert alert--error" role="alert">
            {settingsError}
          </p>
        ) : null}
        <p className="text-small">
          {D.emailLabel}: <strong data-testid="email-setting">{view.emailOnAnswer ? D.emailOn : D.emailOff}</strong>
        </p>
        <button type="submit" className="button button--ghost button--small">
          {view.emailOnAnswer ? D.turnOff : D.turnOn}
        </button>
      </Form>
      <Form method="post" action="/dashboard" className="email-setting" preventScrollReset>
        <input type="hidden" name="intent" value="email-tutoring-reminders" />
        <input type="hidden" name="value" value={view.emailTutoringReminders ? "off" : "on"} />
        <p className="text-small">
          {D.remindersLabel}: <strong data-testid="reminder-setting">{view.emailTutoringReminders ? D.emailOn : D.emailOff}</strong>
        </p>
        <button type="submit" className="button button--ghost button--small">
          {view.emailTutoringReminders ? D.remindersOff : D.remindersOn}
        </button>
      </Form>
    </section>
  );
}
