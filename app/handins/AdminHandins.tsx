/**
 * The tutor's pages of hand-ins (./admin.server.ts): the inbox, one hand-in
 * with its photos large and the mark form, a lesson's homework form. Plain
 * forms: they work without JavaScript; the Markdown fields preview either way.
 */
import type { ReactNode } from "react";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { FormAnswer as Answer, type RefusedField } from "~/ui/FormAnswer";
import { TextField } from "~/ui/Field";
import { Link } from "~/ui/Link";
import { MarkdownField } from "~/ui/MarkdownField";
import { PageHeader } from "~/ui/PageHeader";
import { Prose } from "~/ui/Prose";
import { ADMIN_URLS } from "~/kernel/urls";
import { HandinWork } from "./HandinWork";
import { INBOX_TEXT, MARK_TEXT } from "./messages";
import { SCORE_MAX } from "./model";
import { HANDIN_ADMIN } from "./urls";
import type { FormAnswer, handinLoader, inboxLoader, lessonHomeworkLoader } from "./admin.server";

type Inbox = Awaited<ReturnType<typeof inboxLoader>>;
type OneHandin = Awaited<ReturnType<typeof handinLoader>>;
type LessonHomeworkPage = Awaited<ReturnType<typeof lessonHomeworkLoader>>;

function Frame({ crumbs, title, answer = null, children }: { crumbs: { label: string; to?: string }[]; title: string; answer?: ReactNode; children: ReactNode }) {
  return (
    <div className="container page admin-page">
      {answer}
      <Breadcrumbs items={[{ label: "แอดมิน", to: ADMIN_URLS.home() }, ...crumbs]} />
      <PageHeader title={title} />
      {children}
    </div>
  );
}

export function HandinInbox({ handins }: Inbox) {
  return (
    <Frame crumbs={[{ label: INBOX_TEXT.crumb }]} title={INBOX_TEXT.title}>
      <p className="lead">{INBOX_TEXT.intro}</p>
      {handins.length === 0 ? <p className="text-muted">{INBOX_TEXT.none}</p> : null}
      <ul className="homework-list" role="list">
        {handins.map((h) => (
          <li key={h.id} className="card homework-list__item" data-testid="handin-row">
            <span>
              <Link to={HANDIN_ADMIN.handin(h.id)} className={h.waiting ? "handin-inbox__new" : undefined}>
                {h.title}
              </Link>
              {" · "}
              {h.student}
            </span>
            <span className="text-muted text-small">
              {h.waiting ? INBOX_TEXT.isNew : h.mark} · {INBOX_TEXT.files(h.files)} · {h.submittedAt}
            </span>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

const MARK_KINDS = [
  { value: "score", label: INBOX_TEXT.markScore },
  { value: "pass", label: MARK_TEXT.pass },
  { value: "resubmit", label: MARK_TEXT.resubmit },
] as const;

/** The marking form's fields a refusal names, each a link to its input (the form is below the work). */
const MARK_LABELS = [
  { name: "markKind", id: "mark-kind", label: INBOX_TEXT.mark },
  { name: "score", id: "field-score", label: INBOX_TEXT.score },
  { name: "feedback", id: "field-feedback", label: INBOX_TEXT.feedback },
] as const;

export function HandinMarking({ handin, homework, values: loaded, posted }: OneHandin & { posted: FormAnswer | undefined }) {
  const values = posted?.values ?? loaded;
  const errors = posted?.errors ?? {};
  const fields: RefusedField[] = MARK_LABELS.flatMap((f) => (errors[f.name] ? [{ id: f.id, label: f.label, error: errors[f.name]! }] : []));
  const answer = <Answer refused={errors.form || (fields.length > 0 ? INBOX_TEXT.fixMark : null)} fields={fields} />;
  return (
    <Frame crumbs={[{ label: INBOX_TEXT.crumb, to: HANDIN_ADMIN.inbox() }, { label: handin.title }]} title={handin.title} answer={answer}>
      <p>
        {INBOX_TEXT.student}: {handin.student} ({handin.email}) · {handin.submittedAt}
      </p>
      <section className="card" aria-labelledby="asked-title" data-testid="homework-asked">
        <h2 id="asked-title">{INBOX_TEXT.asked}</h2>
        {homework ? (
          <>
            <p className="text-muted">{homework.due}</p>
            {homework.instructionsHtml ? <Prose html={homework.instructionsHtml} /> : null}
            <p>
              <Link to={homework.url}>{INBOX_TEXT.editHomework}</Link>
            </p>
          </>
        ) : (
          <p className="text-muted">{INBOX_TEXT.homeworkGone}</p>
        )}
      </section>
      {handin.note ? (
        <section className="card" aria-labelledby="note-title">
          <h2 id="note-title">{INBOX_TEXT.note}</h2>
          <p className="handin-note">{handin.note}</p>
        </section>
      ) : null}
      <HandinWork files={handin.files} large />
      <form method="post" className="card stack" aria-labelledby="mark-form-title">
        <h2 id="mark-form-title">{INBOX_TEXT.mark}</h2>
        <input type="hidden" name="version" value={handin.version} />
        <fieldset id="mark-kind" className="stack stack--tight" aria-describedby={errors.markKind ? "mark-kind-error" : undefined}>
          <legend>{INBOX_TEXT.mark}</legend>
          {errors.markKind ? (
            <p className="field__error" id="mark-kind-error">
              {errors.markKind}
            </p>
          ) : null}
          {MARK_KINDS.map((k) => (
            <label key={k.value} className="checkbox">
              <input type="radio" name="markKind" value={k.value} defaultChecked={values.markKind === k.value} />
              <span>{k.label}</span>
            </label>
          ))}
        </fieldset>
        <TextField name="score" label={INBOX_TEXT.score} type="number" inputMode="numeric" value={values.score ?? ""} error={errors.score} maxLength={String(SCORE_MAX).length + 3} />
        <TextField name="outOf" label={INBOX_TEXT.outOf} type="number" inputMode="numeric" value={values.outOf ?? ""} />
        <MarkdownField name="feedback" label={INBOX_TEXT.feedback} value={values.feedback ?? ""} error={errors.feedback} preview={posted?.preview ?? null} />
        <div>
          <button type="submit" name="intent" value="mark" className="button button--primary">
            {INBOX_TEXT.save}
          </button>
        </div>
      </form>
      <p>
        <Link to={HANDIN_ADMIN.inbox()}>{INBOX_TEXT.back}</Link>
      </p>
    </Frame>
  );
}

export function LessonHomeworkForm({ lesson, exists, values: loaded, posted }: LessonHomeworkPage & { posted: FormAnswer | undefined }) {
  const values = posted?.values ?? loaded;
  const errors = posted?.errors ?? {};
  return (
    <Frame crumbs={[{ label: lesson.title, to: lesson.editUrl }, { label: INBOX_TEXT.homeworkCrumb }]} title={INBOX_TEXT.homeworkTitle(lesson.title)}>
      <p className="lead">{INBOX_TEXT.homeworkIntro}</p>
      <form method="post" className="card stack">
        <MarkdownField name="instructions" label={INBOX_TEXT.instructions} value={values.instructions ?? ""} error={errors.instructions} preview={posted?.preview ?? null} />
        <TextField name="due" label={INBOX_TEXT.due} type="date" value={values.due ?? ""} error={errors.due} />
        <div>
          <button type="submit" name="intent" value="save" className="button button--primary">
            {INBOX_TEXT.saveHomework}
          </button>
        </div>
      </form>
      {exists ? (
        <form method="post">
          <button type="submit" name="intent" value="remove" className="button button--danger">
            {INBOX_TEXT.removeHomework}
          </button>
        </form>
      ) : null}
      <p>
        <Link to={lesson.editUrl}>{INBOX_TEXT.backToLesson}</Link>
      </p>
    </Frame>
  );
}
