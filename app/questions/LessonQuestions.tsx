/**
 * The lesson page's questions: the "ถามพี่" form, the student's own questions
 * on this lesson (status, the thread of answers and replies, edit and withdraw
 * while unanswered, a reply after an answer), and the public "คำถามที่พบบ่อย".
 * Plain form posts: works without JavaScript; after a refused post the form
 * comes back with what was typed (actionData.question); after a sent one, the
 * notice (Q.sent, Q.replySent) is shown at the top and again beside the form.
 */
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { IntentForm } from "~/ui/IntentForm";
import { Prose } from "~/ui/Prose";
import { lessonUrl, loginUrl } from "~/kernel/urls";
import type { FaqItem } from "./faq.server";
import type { LessonQuestionsView, OwnQuestionView, QuestionPost, ThreadMessage } from "./lesson-questions.server";
import { QUESTION_TEXT } from "./messages";
import { QuestionField } from "./QuestionField";
import { QUESTION_POST_ANCHOR, questionAnchor } from "./urls";

function usePosted(): QuestionPost | null {
  const actionData = useActionData() as { question?: QuestionPost } | undefined;
  return actionData?.question ?? null;
}

export function StatusBadge({ state }: { state: OwnQuestionView["state"] }) {
  const tone = state === "open" ? "badge--warning" : state === "answered" ? "badge--success" : "badge--muted";
  return (
    <span className={`badge ${tone}`} data-state={state}>
      {QUESTION_TEXT.status[state]}
    </span>
  );
}

/** A refusal: the page lands on it (the forms post to QUESTION_POST_ANCHOR), focused. */
function FormAlert({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="alert alert--error" role="alert" id={QUESTION_POST_ANCHOR} tabIndex={-1}>
      {text}
    </p>
  ) : null;
}

/** The notice the last post left, when it is about a question sent here (the root loader reads it). */
function SentStatus() {
  const notice = (useRouteLoaderData("root") as { notice?: string | null } | undefined)?.notice;
  return notice === QUESTION_TEXT.sent || notice === QUESTION_TEXT.replySent ? (
    <p className="alert alert--success" role="status" data-testid="question-sent">
      {notice}
    </p>
  ) : null;
}

/**
 * The ask form; it also takes back the text of an edit or a reply that was
 * refused because its question changed meanwhile (it can be sent as a new question).
 */
function AskForm({ lessonId, open, draft }: { lessonId: string; open: ReadonlySet<string>; draft: string | null }) {
  const posted = usePosted();
  const navigation = useNavigation();
  const mine = posted && (posted.target === "new" || !open.has(formKey(posted.intent, posted.target))) ? posted : null;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "question-ask";
  return (
    <Form method="post" action={`${lessonUrl(lessonId)}#${QUESTION_POST_ANCHOR}`} className="question-form" preventScrollReset>
      <input type="hidden" name="intent" value="question-ask" />
      <FormAlert text={mine?.formError} />
      <QuestionField id="question-new" label={QUESTION_TEXT.bodyLabel} hint={QUESTION_TEXT.bodyHint} value={mine?.values.body ?? draft ?? ""} error={mine?.errors.body} />
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {busy ? QUESTION_TEXT.sending : QUESTION_TEXT.ask}
      </button>
    </Form>
  );
}

/** Which form of a question a post came from: its reply form, or its edit and withdraw forms. */
const formKey = (intent: string, id: string) => `${intent === "question-reply" ? "reply" : "own"}:${id}`;

/** The forms of one question that can take a post back: edit and withdraw (while unanswered), reply (after an answer). */
function openForms(q: OwnQuestionView): string[] {
  return [q.body !== null ? formKey("question-edit", q.id) : null, q.canReply ? formKey("question-reply", q.id) : null].filter((f): f is string => f !== null);
}

/** The answers and replies after the question, in order, each with its author and date. */
export function Thread({ messages }: { messages: readonly ThreadMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <ol className="question__thread" aria-label={QUESTION_TEXT.threadTitle}>
      {messages.map((m, i) => (
        <li key={i} className={m.from === "tutor" ? "question__answer" : "question__reply"} data-from={m.from}>
          <p className="question__answer-title">
            {m.from === "tutor" ? `${QUESTION_TEXT.answerTitle} ` : ""}
            <span className="text-muted text-small">{QUESTION_TEXT.wroteAt(m.name, m.at)}</span>
          </p>
          <Prose html={m.html} />
        </li>
      ))}
    </ol>
  );
}

function ReplyForm({ q, action }: { q: OwnQuestionView; action: string }) {
  const posted = usePosted();
  const mine = posted?.target === q.id && posted.intent === "question-reply" ? posted : null;
  return (
    <Form method="post" action={action} className="question-form question__reply-form" preventScrollReset>
      <input type="hidden" name="intent" value="question-reply" />
      <input type="hidden" name="questionId" value={q.id} />
      <FormAlert text={mine?.formError} />
      <QuestionField id={`reply-${q.id}`} label={QUESTION_TEXT.replyLabel} hint={QUESTION_TEXT.replyHint} value={mine?.values.body ?? ""} error={mine?.errors.body} rows={3} />
      <button type="submit" className="button button--secondary button--small">
        {QUESTION_TEXT.reply}
      </button>
    </Form>
  );
}

function OwnQuestion({ q, lessonId }: { q: OwnQuestionView; lessonId: string }) {
  const posted = usePosted();
  const mine = posted?.target === q.id && posted.intent !== "question-reply" && q.body !== null ? posted : null;
  const action = `${lessonUrl(lessonId)}#${QUESTION_POST_ANCHOR}`;
  return (
    <li className="question card" id={questionAnchor(q.id)} tabIndex={-1}>
      <p className="question__meta">
        <StatusBadge state={q.state} />
        {q.isNew ? <span className="badge badge--accent">{QUESTION_TEXT.newAnswer}</span> : null}
        <span className="text-muted text-small">{QUESTION_TEXT.wroteAt(q.studentName, QUESTION_TEXT.askedAt(q.askedAt))}</span>
      </p>
      <Prose html={q.bodyHtml} />
      <Thread messages={q.thread} />
      {q.canReply ? <ReplyForm q={q} action={action} /> : null}
      <FormAlert text={mine?.formError} />
      {q.body !== null ? (
        <div className="question__actions">
          <details className="question__edit" open={mine !== null && mine.errors.body !== undefined}>
            <summary className="button button--ghost button--small">{QUESTION_TEXT.edit}</summary>
            <Form method="post" action={action} className="question-form" preventScrollReset>
              <input type="hidden" name="intent" value="question-edit" />
              <input type="hidden" name="questionId" value={q.id} />
              <QuestionField id={`question-${q.id}`} label={QUESTION_TEXT.bodyLabel} hint={QUESTION_TEXT.bodyHint} value={mine?.values.body ?? q.body} error={mine?.errors.body} />
              <button type="submit" className="button button--primary button--small">
                {QUESTION_TEXT.save}
              </button>
            </Form>
          </details>
          <IntentForm action={action} intent="question-withdraw" fields={{ questionId: q.id }} label={QUESTION_TEXT.withdraw} buttonClass="button button--ghost button--small" preventScrollReset />
        </div>
      ) : null}
    </li>
  );
}

function FaqSection({ faq }: { faq: FaqItem[] }) {
  if (faq.length === 0) return null;
  return (
    <section id="faq" className="lesson-faq" aria-labelledby="faq-title">
      <h2 id="faq-title">{QUESTION_TEXT.faqTitle}</h2>
      <ul className="faq-list">
        {faq.map((f) => (
          <li key={f.id} className="faq-item card">
            <p className="faq-item__label">{QUESTION_TEXT.faqQuestion}</p>
            <Prose html={f.questionHtml} />
            <p className="faq-item__label">{QUESTION_TEXT.faqAnswer}</p>
            <Prose html={f.answerHtml} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The one component the lesson route places (its loader data carries `questions`: lessonQuestionsView). */
export function LessonQuestions({ lessonId }: { lessonId: string }) {
  const view = (useLoaderData() as { questions?: LessonQuestionsView | null }).questions ?? null;
  // A question sent signed out and too long to keep through the sign-in comes back in the form.
  const refusedVisitor = usePosted()?.target === "new";
  if (!view) return null;
  return (
    <>
      <FaqSection faq={view.faq} />
      <section id="questions" className="lesson-questions" aria-labelledby="questions-title">
        <h2 id="questions-title">{QUESTION_TEXT.sectionTitle}</h2>
        <p className="text-muted">{QUESTION_TEXT.sectionLead}</p>
        <SentStatus />
        {view.ask === "ask" || (view.ask === "signIn" && refusedVisitor) ? (
          <AskForm lessonId={lessonId} open={new Set((view.mine ?? []).flatMap(openForms))} draft={view.draft} />
        ) : view.ask === "signIn" ? (
          <Link to={loginUrl(lessonUrl(lessonId))} className="button button--secondary">
            {QUESTION_TEXT.signInToAsk}
          </Link>
        ) : (
          <p className="text-muted">{QUESTION_TEXT.enrolToAsk}</p>
        )}
        {view.mine ? (
          <>
            <h3 className="lesson-questions__mine">{QUESTION_TEXT.myQuestions}</h3>
            {view.mine.length === 0 ? (
              <p className="text-muted">{QUESTION_TEXT.noQuestions}</p>
            ) : (
              <ul className="question-list">
                {view.mine.map((q) => (
                  <OwnQuestion key={q.id} q={q} lessonId={lessonId} />
                ))}
              </ul>
            )}
          </>
        ) : null}
      </section>
    </>
  );
}
