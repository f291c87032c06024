/**
 * The tutor's pages of mock exams (admin): the question bank (list, one question's form,
 * topics, import, copy from a lesson) and composing an exam. Plain forms: everything works
 * without JavaScript; the prompt and explanation preview as typed where it runs (MarkdownField).
 */
import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { FormError, Notice } from "~/admin-kit";
import { EDITOR_LABELS, QuestionTypeFields, TYPE_LABELS, type QuestionFormValues, type QuestionType } from "~/exercises/index";
import { DataTable } from "~/ui/DataTable";
import { CheckboxField, SelectField, TextArea, TextField } from "~/ui/Field";
import { Link } from "~/ui/Link";
import { MarkdownField } from "~/ui/MarkdownField";
import { BANK_TEXT, DIFFICULTY_LABELS } from "./messages";
import { DIFFICULTIES, type Difficulty } from "./model";
import { ADMIN_EXAM_URLS as U } from "./urls";

type Option = { value: string; label: string };
const T = BANK_TEXT;
const DIFFICULTY_OPTIONS: Option[] = DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }));
const TYPES = Object.keys(TYPE_LABELS) as QuestionType[];

function Page({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="stack">
      <header className="stack">
        <h1>{title}</h1>
        <nav aria-label={T.nav} className="cluster">
          <Link to={U.list()}>{T.examsTitle}</Link>
          <Link to={U.bank()}>{T.title}</Link>
          <Link to={U.topics()}>{T.topicsTitle}</Link>
          <Link to={U.importBank()}>{T.importTitle}</Link>
          <Link to={U.copyFromLesson()}>{T.copyTitle}</Link>
        </nav>
        {actions}
      </header>
      {children}
    </div>
  );
}

/** A GET form choosing the course (and more filters) of a page. */
function CourseFilter({ courses, course, children, action }: { courses: Option[]; course: string; children?: ReactNode; action: string }) {
  return (
    <Form method="get" action={action} className="cluster">
      <SelectField blank={false} name="course" label={T.course} value={course} options={courses} />
      {children}
      <p>
        <button type="submit" className="button">
          {T.filter}
        </button>
      </p>
    </Form>
  );
}

const Html = ({ html }: { html: string }) => <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;

// ---------------------------------------------------------------- the bank

export function BankListPage(props: {
  notice: string | null;
  courses: Option[];
  course: string;
  topics: string[];
  topic: string;
  total: number;
  rows: Array<{ id: string; topic: string; difficulty: Difficulty; type: QuestionType; promptHtml: string; fromLesson: string | null }>;
}) {
  const topicOptions = [{ value: "", label: T.allTopics }, ...props.topics.map((t) => ({ value: t, label: t }))];
  return (
    <Page title={T.title}>
      <Notice text={props.notice} />
      <CourseFilter courses={props.courses} course={props.course} action={U.bank()}>
        <SelectField blank={false} name="topic" label={T.topic} value={props.topic} options={topicOptions} />
      </CourseFilter>
      <section className="stack" aria-labelledby="bank-add">
        <h2 id="bank-add">{T.addQuestion}</h2>
        {props.topics.length === 0 ? (
          <p>
            {T.needTopics} <Link to={`${U.topics()}?course=${encodeURIComponent(props.course)}`}>{T.topicsTitle}</Link>
          </p>
        ) : (
          <ul className="cluster">
            {TYPES.map((type) => (
              <li key={type}>
                <Link className="button" to={`${U.newQuestion()}?course=${encodeURIComponent(props.course)}&type=${type}`}>
                  {TYPE_LABELS[type]}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>{T.questionsCount(props.rows.length)}</p>
      {props.rows.length === 0 ? (
        <p className="text-muted">{T.noQuestions}</p>
      ) : (
        <DataTable className="exam-bank" caption={T.title} columns={[{ label: "โจทย์" }, { label: T.topic }, { label: T.difficulty }, { label: "" }]}>
          {props.rows.map((r) => (
            <tr key={r.id} data-testid="bank-row">
              <td>
                <Html html={r.promptHtml} />
                <span className="text-muted text-small">
                  {TYPE_LABELS[r.type]}
                  {r.fromLesson ? ` · ${T.fromLesson(r.fromLesson)}` : ""}
                </span>
              </td>
              <td>{r.topic}</td>
              <td>{DIFFICULTY_LABELS[r.difficulty]}</td>
              <td>
                <Link to={U.question(r.id)}>{T.edit}</Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Page>
  );
}

/** What one question's page shows (bank-admin.server.ts's `questionLoader` answers it). */
export interface QuestionPage {
  id: string | null;
  courses: Option[];
  course: string;
  topics: string[];
  values: QuestionFormValues;
  errors: Record<string, string>;
  preview: { prompt: string; choices: string[]; explanation: string } | null;
  notice: string | null;
}

export function QuestionEditPage(props: QuestionPage) {
  const { values: v, errors: e } = props;
  const type = v.type as QuestionType;
  const courseLabel = props.courses.find((c) => c.value === props.course)?.label ?? props.course;
  return (
    <Page title={props.id ? T.editQuestion : `${T.addQuestion}: ${TYPE_LABELS[type]}`}>
      <Notice text={props.notice} />
      <FormError text={e.form} />
      <Form method="post" className="stack" noValidate>
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="questionId" value={v.questionId ?? ""} />
        <input type="hidden" name="courseSlug" value={props.course} />
        <p>
          {T.course}: {courseLabel}
        </p>
        {props.topics.length === 0 ? <p className="field__error">{T.needTopics}</p> : null}
        <SelectField blank={false} name="topic" label={T.topic} value={v.topic ?? ""} options={props.topics.map((t) => ({ value: t, label: t }))} error={e.topic} />
        <SelectField blank={false} name="difficulty" label={T.difficulty} value={v.difficulty ?? "medium"} options={DIFFICULTY_OPTIONS} error={e.difficulty} />
        <MarkdownField name="prompt" label={EDITOR_LABELS.prompt} value={v.prompt ?? ""} error={e.prompt} preview={props.preview?.prompt ?? null} />
        <QuestionTypeFields values={v} errors={e} />
        {props.preview && props.preview.choices.length > 0 ? (
          <section className="md-preview" aria-labelledby="choices-preview-title">
            <h3 className="md-preview__title" id="choices-preview-title">
              {T.previewTitle}: {EDITOR_LABELS.choices}
            </h3>
            <ul>
              {props.preview.choices.map((html, i) => (
                <li key={i} dangerouslySetInnerHTML={{ __html: html }} />
              ))}
            </ul>
          </section>
        ) : null}
        <MarkdownField name="explanation" label={EDITOR_LABELS.explanation} value={v.explanation ?? ""} error={e.explanation} preview={props.preview?.explanation ?? null} />
        <TextField name="points" label={EDITOR_LABELS.points} value={v.points ?? "1"} error={e.points} inputMode="numeric" />
        <p className="cluster">
          <button type="submit" name="intent" value="save" className="button button--primary">
            {T.save}
          </button>
          <button type="submit" name="intent" value="preview" className="button">
            {T.preview}
          </button>
          <Link to={U.bank({ course: props.course })} className="button button--ghost">
            {T.cancel}
          </Link>
        </p>
      </Form>
      {props.id ? (
        <Form method="post" className="stack">
          <p className="text-muted">{T.deleteHint}</p>
          <CheckboxField name="confirm" label={T.confirmDelete} checked={false} />
          <p>
            <button type="submit" name="intent" value="delete" className="button button--danger">
              {T.delete}
            </button>
          </p>
        </Form>
      ) : null}
    </Page>
  );
}

export function TopicsPage(props: { notice: string | null; courses: Option[]; course: string; text: string; error: string | null }) {
  return (
    <Page title={T.topicsTitle}>
      <Notice text={props.notice} />
      <CourseFilter courses={props.courses} course={props.course} action={U.topics()} />
      <Form method="post" className="stack" noValidate>
        <input type="hidden" name="courseSlug" value={props.course} />
        <TextArea name="topics" label={T.topicsField} hint={T.topicsHint} value={props.text} rows={8} error={props.error ?? undefined} />
        <p>
          <button type="submit" className="button button--primary">
            {T.save}
          </button>
        </p>
      </Form>
    </Page>
  );
}

export function ImportPage(props: { courses: Option[]; course: string; formError: string | null; errors: Array<{ line: number; message: string }> }) {
  return (
    <Page title={T.importTitle}>
      {props.formError ? (
        <div className="alert alert--error" role="alert" data-testid="import-refused">
          <p>{props.formError}</p>
          {props.errors.length > 0 ? (
            <ul>
              {props.errors.map((e, i) => (
                <li key={i}>{T.importLine(e.line, e.message)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="stack" noValidate>
        <SelectField blank={false} name="courseSlug" label={T.course} value={props.course} options={props.courses} />
        <div className="field">
          <label className="field__label" htmlFor="field-file">
            {T.importFile}
          </label>
          <input id="field-file" name="file" type="file" accept=".csv,.md,.markdown,text/csv,text/markdown" className="input" aria-describedby="field-file-hint" />
          <p className="field__hint" id="field-file-hint">
            {T.importHint}
          </p>
        </div>
        <p>
          <button type="submit" className="button button--primary">
            {T.importButton}
          </button>
        </p>
      </Form>
    </Page>
  );
}

export function CopyPage(props: {
  courses: Option[];
  course: string;
  topics: string[];
  lessons: Option[];
  lessonId: string;
  questions: Array<{ id: string; promptHtml: string }>;
  formError: string | null;
  errors: Record<string, string>;
}) {
  return (
    <Page title={T.copyTitle}>
      <FormError text={props.formError} />
      <CourseFilter courses={props.courses} course={props.course} action={U.copyFromLesson()}>
        {props.lessons.length > 0 ? <SelectField blank={false} name="lesson" label={T.copyLesson} value={props.lessonId} options={[{ value: "", label: T.copyPickLesson }, ...props.lessons]} /> : null}
      </CourseFilter>
      {props.questions.length > 0 ? (
        <Form method="post" className="stack" noValidate>
          <input type="hidden" name="courseSlug" value={props.course} />
          <input type="hidden" name="lessonId" value={props.lessonId} />
          <fieldset className="stack">
            <legend>{T.copyQuestions}</legend>
            {props.errors.q ? <p className="field__error">{props.errors.q}</p> : null}
            {props.questions.map((q) => (
              <label key={q.id} className="checkbox">
                <input type="checkbox" name="q" value={q.id} />
                <Html html={q.promptHtml} />
              </label>
            ))}
          </fieldset>
          <SelectField blank={false} name="topic" label={T.topic} value={props.topics[0] ?? ""} options={props.topics.map((t) => ({ value: t, label: t }))} error={props.errors.topic} />
          <SelectField blank={false} name="difficulty" label={T.difficulty} value="medium" options={DIFFICULTY_OPTIONS} />
          <p>
            <button type="submit" className="button button--primary">
              {T.copyButton}
            </button>
          </p>
        </Form>
      ) : null}
    </Page>
  );
}

// ---------------------------------------------------------------- composing an exam

export function ExamsListPage(props: {
  notice: string | null;
  exams: Array<{ id: string; title: string; course: string; published: boolean; opens: string; closes: string; questions: number }>;
}) {
  return (
    <Page
      title={T.examsTitle}
      actions={
        <p>
          <Link to={U.newExam()} className="button button--primary">
            {T.newExam}
          </Link>
        </p>
      }
    >
      <Notice text={props.notice} />
      {props.exams.length === 0 ? (
        <p className="text-muted">{T.noExams}</p>
      ) : (
        <DataTable className="mock-exams" caption={T.examsTitle} columns={[{ label: T.examTitle }, { label: T.course }, { label: "เปิด–ปิด" }, { label: "" }]}>
          {props.exams.map((e) => (
            <tr key={e.id} data-testid="exam-row">
              <td>
                <Link to={U.exam(e.id)}>{e.title}</Link>
                <span className="text-muted text-small">
                  {" "}
                  {T.questionsCount(e.questions)} · {e.published ? T.published : T.draft}
                </span>
              </td>
              <td>{e.course}</td>
              <td>
                {e.opens} – {e.closes}
              </td>
              <td>
                <Link to={U.results(e.id)}>{T.results}</Link> · <Link to={U.items(e.id)}>{T.items}</Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Page>
  );
}

export function ExamFormPage(props: {
  id: string | null;
  courses: Option[];
  course: string;
  topics: string[];
  bank: Array<{ id: string; topic: string; difficulty: Difficulty; promptHtml: string }>;
  values: Record<string, string>;
  fixed: string[];
  errors: Record<string, string>;
  warnings: string[];
  notice: string | null;
  drawRows: number;
}) {
  const { values: v, errors: e } = props;
  const topicOptions = props.topics.map((t) => ({ value: t, label: t }));
  const difficultyOptions = [{ value: "any", label: T.anyDifficulty }, ...DIFFICULTY_OPTIONS];
  const fixed = new Set(props.fixed);
  const formErrors = Object.values(e);
  return (
    <Page title={props.id ? T.editExam : T.newExam}>
      <Notice text={props.notice} />
      {formErrors.length > 0 ? <FormError text={formErrors[0]} /> : null}
      {props.warnings.length > 0 ? (
        <div className="alert alert--warning" role="status" data-testid="short-draws">
          <ul>
            {props.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="get" className="cluster">
        <SelectField blank={false} name="course" label={T.course} value={props.course} options={props.courses} />
        <p>
          <button type="submit" className="button">
            {T.changeCourse}
          </button>
        </p>
      </Form>
      <Form method="post" className="stack" noValidate>
        <input type="hidden" name="courseSlug" value={props.course} />
        <TextField name="title" label={T.examTitle} value={v.title ?? ""} error={e.title} maxLength={120} />
        <TextField name="minutes" label={T.minutes} value={v.minutes ?? ""} error={e.minutes} inputMode="numeric" />
        <div className="cluster">
          <TextField name="opensDate" type="date" label={T.opensDate} value={v.opensDate ?? ""} error={e.opensDate} />
          <TextField name="opensTime" type="time" label={T.opensTime} value={v.opensTime ?? ""} error={e.opensTime} />
        </div>
        <div className="cluster">
          <TextField name="closesDate" type="date" label={T.closesDate} value={v.closesDate ?? ""} error={e.closesDate} />
          <TextField name="closesTime" type="time" label={T.closesTime} value={v.closesTime ?? ""} error={e.closesTime} />
        </div>
        <TextField name="attempts" label={T.attempts} value={v.attempts ?? ""} error={e.attempts} inputMode="numeric" />
        <SelectField blank={false}
          name="showAnswers"
          label={T.showAnswers}
          value={v.showAnswers ?? "submit"}
          options={[
            { value: "submit", label: T.showOnSubmit },
            { value: "close", label: T.showOnClose },
          ]}
        />
        <TextField name="pageSize" label={T.pageSize} value={v.pageSize ?? ""} error={e.pageSize} inputMode="numeric" />
        <SelectField blank={false}
          name="kind"
          label={T.kind}
          value={v.kind ?? "draw"}
          options={[
            { value: "draw", label: T.kindDraw },
            { value: "fixed", label: T.kindFixed },
          ]}
        />
        <fieldset className="stack">
          <legend>{T.drawsTitle}</legend>
          <p className="field__hint">{T.drawsHint}</p>
          {e.draws ? <p className="field__error">{e.draws}</p> : null}
          {Array.from({ length: props.drawRows }, (_, i) => (
            <div className="cluster" key={i} role="group" aria-label={T.drawRow(i + 1)}>
              <SelectField blank={false} name={`draw.${i}.topic`} label={`${T.drawRow(i + 1)}: ${T.topic}`} value={v[`draw.${i}.topic`] ?? props.topics[0] ?? ""} options={topicOptions} error={e[`draw.${i}.topic`]} />
              <SelectField blank={false} name={`draw.${i}.difficulty`} label={T.difficulty} value={v[`draw.${i}.difficulty`] ?? "any"} options={difficultyOptions} error={e[`draw.${i}.difficulty`]} />
              <TextField name={`draw.${i}.count`} label={T.drawCount} value={v[`draw.${i}.count`] ?? ""} error={e[`draw.${i}.count`]} inputMode="numeric" />
            </div>
          ))}
        </fieldset>
        <fieldset className="stack">
          <legend>{T.fixedTitle}</legend>
          {e.fixed ? <p className="field__error">{e.fixed}</p> : null}
          {props.bank.length === 0 ? <p className="text-muted">{T.noQuestions}</p> : null}
          {props.bank.map((q) => (
            <label key={q.id} className="checkbox">
              <input type="checkbox" name="q" value={q.id} defaultChecked={fixed.has(q.id)} />
              <span>
                {q.topic} · {DIFFICULTY_LABELS[q.difficulty]}
              </span>
              <Html html={q.promptHtml} />
            </label>
          ))}
        </fieldset>
        <CheckboxField name="published" label={T.publish} checked={v.published === "on"} />
        <p className="cluster">
          <button type="submit" className="button button--primary">
            {T.save}
          </button>
          {props.id ? (
            <>
              <Link to={U.results(props.id)}>{T.results}</Link>
              <Link to={U.items(props.id)}>{T.items}</Link>
            </>
          ) : null}
        </p>
      </Form>
    </Page>
  );
}
