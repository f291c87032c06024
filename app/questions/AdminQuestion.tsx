/**
 * /admin/questions/:id: the question and its thread, the answer form (Markdown +
 * maths, preview), "ตอบข้อถัดไป", close, FAQ, delete.
 */
import { Form, useActionData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { FormError, Notice } from "~/admin-kit";
import { MarkdownField } from "~/ui/MarkdownField";
import { formatDateTime } from "~/kernel/clock";
import { Prose } from "~/ui/Prose";
import type { AnswerPost } from "./admin-questions.server";
import type { ThreadMessage } from "./lesson-questions.server";
import { StatusBadge, Thread } from "./LessonQuestions";
import { QUESTION_TEXT } from "./messages";
import { QUESTIONS_ADMIN_URL } from "./urls";

const A = QUESTION_TEXT.admin;

export interface AdminQuestionView {
  id: string;
  state: "open" | "answered" | "resolved";
  faq: boolean;
  studentName: string;
  studentEmail: string;
  lessonTitle: string;
  courseTitle: string;
  lessonHref: string;
  bodyHtml: string;
  answer: string | null;
  thread: ThreadMessage[];
  inThread: boolean;
  answerVersion: number;
  createdAt: Date | string;
}

function IntentButton({ intent, label, kind = "secondary" }: { intent: string; label: string; kind?: string }) {
  return (
    <Form method="post">
      <button type="submit" name="intent" value={intent} className={`button button--${kind}`}>
        {label}
      </button>
    </Form>
  );
}

function NextQuestion({ href }: { href: string | null }) {
  return href ? (
    <Link to={href} className="button button--secondary button--small">
      {A.answerNext} →
    </Link>
  ) : (
    <span className="text-small text-muted">{A.noneWaiting}</span>
  );
}

export function AdminQuestion({ question: q, notice, nextHref }: { question: AdminQuestionView; notice: string | null; nextHref: string | null }) {
  const post = (useActionData() as { answerPost?: AnswerPost } | undefined)?.answerPost ?? null;
  return (
    <>
      <p className="cluster">
        <Link to={QUESTIONS_ADMIN_URL}>← {A.back}</Link>
        <NextQuestion href={nextHref} />
      </p>
      <header className="page-header">
        <p className="eyebrow">
          {q.courseTitle} · <Link to={q.lessonHref}>{q.lessonTitle}</Link>
        </p>
        <h1>{QUESTION_TEXT.faqQuestion}จาก {q.studentName}</h1>
        <p className="question__meta">
          <StatusBadge state={q.state} />
          {q.faq ? <span className="badge badge--primary">{A.published}</span> : null}
          <span className="text-small text-muted">
            {q.studentEmail} · <time dateTime={new Date(q.createdAt).toISOString()}>{formatDateTime(q.createdAt)}</time>
          </span>
        </p>
      </header>
      <Notice text={notice} />
      <FormError text={post?.formError} />
      <section className="admin-section card" aria-labelledby="question-body-title">
        <h2 id="question-body-title">{QUESTION_TEXT.faqQuestion}</h2>
        <Prose html={q.bodyHtml} />
        <Thread messages={q.thread} />
      </section>
      <section className="admin-section" aria-labelledby="answer-title">
        <h2 id="answer-title">{QUESTION_TEXT.answerTitle}</h2>
        <Form method="post" className="answer-form">
          <input type="hidden" name="version" value={q.answerVersion} />
          <MarkdownField
            name="answer"
            label={q.inThread ? A.threadAnswerLabel : A.answerLabel}
            value={post?.values.answer ?? (q.inThread ? "" : (q.answer ?? ""))}
            error={post?.errors.answer}
            hint={A.answerHint}
            preview={post?.preview ?? null}
          />
          <button type="submit" name="intent" value="answer" className="button button--primary">
            {q.answer && !q.inThread ? A.updateAnswer : A.answer}
          </button>
        </Form>
      </section>
      <section className="admin-section" aria-labelledby="manage-title">
        <h2 id="manage-title">จัดการคำถาม</h2>
        <div className="cluster">
          {q.state === "resolved" ? <IntentButton intent="reopen" label={A.reopen} /> : <IntentButton intent="resolve" label={A.resolve} />}
          {q.faq ? <IntentButton intent="unpublish" label={A.unpublish} /> : q.answer ? <IntentButton intent="publish" label={A.publish} /> : null}
        </div>
        <p className="text-small text-muted">{q.answer ? A.faqNote : A.publishNeedsAnswer}</p>
      </section>
      <section className="admin-section card" aria-labelledby="delete-title">
        <h2 id="delete-title">{A.deleteTitle}</h2>
        <Form method="post">
          <div className={`field${post?.errors.confirm ? " field--invalid" : ""}`}>
            {post?.errors.confirm ? (
              <p className="field__error" id="confirm-delete-error">
                {post.errors.confirm}
              </p>
            ) : null}
            <label className="checkbox">
              <input type="checkbox" name="confirm" value="yes" aria-describedby={post?.errors.confirm ? "confirm-delete-error" : undefined} /> {A.confirmDelete}
            </label>
          </div>
          <button type="submit" name="intent" value="delete" className="button button--danger">
            {A.delete}
          </button>
        </Form>
      </section>
    </>
  );
}
