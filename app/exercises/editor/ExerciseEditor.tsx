/**
 * The tutor's exercise page: the questions in order (edit, ↑/↓, delete), the
 * add links, the settings form and the question form (each type's fields, Thai
 * errors beside them, the typed text after any error, a preview with maths).
 * Without JavaScript every form is a plain post to the page's action. With it
 * each form posts through its own fetcher to the same action (no page load):
 * a refusal shows in place with the typed text, a save's redirect is followed
 * in the page, and the focus goes where ./focus.ts says; the prompt and the
 * explanation preview as they are typed (MarkdownField → /admin/preview).
 */
import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "@remix-run/react";
import { UpDownButtons } from "~/admin-kit";
import { Link } from "~/ui/Link";
import { CheckboxField, SelectField, TextArea, TextField } from "~/ui/Field";
import { MarkdownField } from "~/ui/MarkdownField";
import { FormError } from "~/admin-kit";
import { EXERCISE_LIMITS as L } from "../limits";
import type { QuestionType } from "../schema";
import { choiceRows, type FormValues, type QuestionFormState } from "./form";
import type { EditorPost } from "./editor.server";
import { focusFirstError, type FocusRequest } from "./focus";
import { EDITOR_LABELS, EDITOR_TEXT, TYPE_LABELS } from "./messages";

const TYPES = Object.keys(TYPE_LABELS) as QuestionType[];
const MODE_CHOICES = [
  { value: "practice", label: EDITOR_LABELS.modePractice },
  { value: "required", label: EDITOR_LABELS.modeRequired },
];
const SCORING_CHOICES = [
  { value: "all", label: EDITOR_LABELS.scoringAll },
  { value: "partial", label: EDITOR_LABELS.scoringPartial },
];
const TOLERANCE_CHOICES = [
  { value: "absolute", label: EDITOR_LABELS.toleranceAbsolute },
  { value: "relative", label: EDITOR_LABELS.toleranceRelative },
];

export interface QuestionRow {
  id: string;
  type: QuestionType;
  points: number;
  /** One line of sanitised HTML (inlinePreview: maths, emphasis). */
  promptHtml: string;
}

/** The button that sent a form (its `value`), as the browser reports it. */
const submitterValue = (event: React.FormEvent) => ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? "";

interface ListProps {
  questions: QuestionRow[];
  version: string;
  base: string;
  error: string | null;
  /** Called as a post leaves with JavaScript: what to focus once its result is shown. */
  onPost: (request: FocusRequest) => void;
}

export function QuestionList({ questions, version, base, error: posted, onPost }: ListProps) {
  const list = useFetcher<EditorPost>();
  const error = list.data?.kind === "list" ? list.data.formError : posted;
  return (
    <section className="admin-section" id="questions" aria-labelledby="questions-title" tabIndex={-1}>
      <div className="admin-section__head">
        <h2 id="questions-title">{EDITOR_TEXT.questionsTitle}</h2>
        <span className="text-muted text-small">{EDITOR_TEXT.count(questions.length, L.maxQuestions)}</span>
      </div>
      <FormError text={error} />
      {questions.length === 0 ? (
        <p className="text-muted">{EDITOR_TEXT.none}</p>
      ) : (
        <ol className="lesson-order" data-testid="question-list">
          {questions.map((q, i) => (
            <li key={q.id} className="lesson-order__item" data-id={q.id}>
              <span className="lesson-order__pos" aria-hidden="true">
                {i + 1}
              </span>
              <span className="lesson-order__main">
                {/* The name is what is shown (maths as MathML), after a hidden "แก้ไขข้อ n:". */}
                <Link to={`${base}?q=${encodeURIComponent(q.id)}#question-form`} className="lesson-order__title">
                  <span className="visually-hidden">{`${EDITOR_TEXT.editLabel(i + 1)}: `}</span>
                  {q.promptHtml ? <span dangerouslySetInnerHTML={{ __html: q.promptHtml }} /> : EDITOR_TEXT.questionRow(i + 1)}
                </Link>
                <span className="lesson-order__meta text-small text-muted">
                  {TYPE_LABELS[q.type]} · {q.points} คะแนน
                </span>
              </span>
              <list.Form
                method="post"
                action={base}
                className="lesson-order__move"
                preventScrollReset
                onSubmit={(event) => onPost({ row: q.id, direction: submitterValue(event) })}
              >
                <input type="hidden" name="questionId" value={q.id} />
                <input type="hidden" name="version" value={version} />
                <input type="hidden" name="intent" value="move" />
                <UpDownButtons index={i} count={questions.length} label={(up) => EDITOR_TEXT.moveLabel(i + 1, up)} />
              </list.Form>
              <list.Form method="post" action={base} className="lesson-order__move" preventScrollReset onSubmit={() => onPost({ section: "questions" })}>
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="questionId" value={q.id} />
                <input type="hidden" name="version" value={version} />
                <button type="submit" className="button button--ghost button--small exercise-editor__delete" aria-label={EDITOR_TEXT.removeLabel(i + 1)}>
                  {EDITOR_TEXT.remove}
                </button>
              </list.Form>
            </li>
          ))}
        </ol>
      )}
      {questions.length < L.maxQuestions ? (
        <nav className="exercise-editor__add" aria-label={EDITOR_TEXT.addTitle}>
          <h3 className="exercise-editor__add-title">{EDITOR_TEXT.addTitle}</h3>
          <ul className="cluster">
            {TYPES.map((type) => (
              <li key={type}>
                <Link to={`${base}?new=${type}#question-form`} className="button button--secondary button--small">
                  + {TYPE_LABELS[type]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className="text-muted">{EDITOR_TEXT.full(L.maxQuestions)}</p>
      )}
    </section>
  );
}

interface SettingsProps {
  values: FormValues;
  errors: Record<string, string>;
  formError: string | null;
  version: string;
  base: string;
  enabled: boolean;
}

export function SettingsForm({ base, enabled, ...posted }: SettingsProps) {
  const fetcher = useFetcher<EditorPost>();
  const { values, errors, formError, version } = fetcher.data?.kind === "settings" ? fetcher.data : posted;
  return (
    <section className="admin-section" id="settings" aria-labelledby="settings-title" tabIndex={-1}>
      <h2 id="settings-title">{EDITOR_TEXT.settingsTitle}</h2>
      {enabled ? (
        <fetcher.Form method="post" action={base} className="stack" noValidate>
          <FormError text={formError} />
          <input type="hidden" name="intent" value="settings" />
          <input type="hidden" name="version" value={version} />
          <SelectField name="mode" label={EDITOR_LABELS.mode} value={values.mode ?? "practice"} error={errors.mode} options={MODE_CHOICES} />
          <TextField name="passMarkPercent" label={EDITOR_LABELS.passMark} value={values.passMarkPercent ?? "60"} error={errors.passMarkPercent} inputMode="numeric" />
          <CheckboxField name="shuffleChoices" label={EDITOR_LABELS.shuffle} checked={values.shuffleChoices === "on"} error={errors.shuffleChoices} />
          <p>
            <button type="submit" className="button button--primary">
              {EDITOR_TEXT.saveSettings}
            </button>
          </p>
        </fetcher.Form>
      ) : (
        <p className="text-muted">{EDITOR_TEXT.settingsNeedQuestion}</p>
      )}
    </section>
  );
}

function ChoiceFields({ values, errors }: { values: FormValues; errors: Record<string, string> }) {
  const rows = choiceRows(values);
  return (
    <fieldset className="exercise-editor__choices" aria-describedby="choices-hint">
      <legend className="field__label">{EDITOR_LABELS.choices}</legend>
      <p className="field__hint" id="choices-hint">
        {EDITOR_LABELS.choicesHint}
      </p>
      {errors.choices ? (
        <p className="field__error" id="field-choices-error">
          {errors.choices}
        </p>
      ) : null}
      {Array.from({ length: rows }, (_, i) => (
        <div className="exercise-editor__choice" key={i}>
          {values[`choice.${i}.id`] ? <input type="hidden" name={`choice.${i}.id`} value={values[`choice.${i}.id`]} /> : null}
          <TextField name={`choice.${i}.text`} label={EDITOR_LABELS.choiceText(i + 1)} value={values[`choice.${i}.text`] ?? ""} error={errors[`choice.${i}.text`]} maxLength={L.choiceMax * 4} />
          <CheckboxField name={`choice.${i}.correct`} label={EDITOR_LABELS.choiceCorrect(i + 1)} checked={values[`choice.${i}.correct`] === "on"} />
        </div>
      ))}
    </fieldset>
  );
}

export function TypeFields({ values, errors }: { values: FormValues; errors: Record<string, string> }) {
  switch (values.type) {
    case "single":
      return <ChoiceFields values={values} errors={errors} />;
    case "multiple":
      return (
        <>
          <ChoiceFields values={values} errors={errors} />
          <SelectField name="scoring" label={EDITOR_LABELS.scoring} value={values.scoring ?? "all"} error={errors.scoring} options={SCORING_CHOICES} hint={EDITOR_LABELS.scoringHint} />
        </>
      );
    case "number":
      return (
        <>
          <TextField name="answer" label={EDITOR_LABELS.answer} value={values.answer ?? ""} error={errors.answer} required hint={EDITOR_LABELS.answerHint} />
          <SelectField name="toleranceKind" label={EDITOR_LABELS.toleranceKind} value={values.toleranceKind ?? "absolute"} error={errors.toleranceKind} options={TOLERANCE_CHOICES} />
          <TextField name="toleranceAmount" label={EDITOR_LABELS.toleranceAmount} value={values.toleranceAmount ?? "0"} error={errors.toleranceAmount} />
          <TextArea name="units" label={EDITOR_LABELS.units} value={values.units ?? ""} error={errors.units} rows={3} />
          <CheckboxField name="unitRequired" label={EDITOR_LABELS.unitRequired} checked={values.unitRequired === "on"} error={errors.unitRequired} />
        </>
      );
    default:
      return (
        <>
          <TextArea name="accepted" label={EDITOR_LABELS.accepted} value={values.accepted ?? ""} error={errors.accepted} hint={EDITOR_LABELS.acceptedHint} rows={4} required />
          <CheckboxField name="ignoreFinalFullStop" label={EDITOR_LABELS.ignoreFinalFullStop} checked={values.ignoreFinalFullStop === "on"} />
        </>
      );
  }
}

/** The question form's fetcher: the page's own, so that it outlives the form, which closes when a save's redirect is shown. */
export type QuestionFetcher = ReturnType<typeof useFetcher<EditorPost>>;

export interface QuestionFormProps extends QuestionFormState {
  base: string;
  number: number;
  fetcher: QuestionFetcher;
  onPost: (request: FocusRequest) => void;
}

export function QuestionForm({ base, number, fetcher, onPost, ...posted }: QuestionFormProps) {
  // An answer from before this form opened (another question's refusal) is not this form's.
  const before = useRef(fetcher.data);
  const data = fetcher.data === before.current ? undefined : fetcher.data;
  const answer = data?.kind === "question" ? data.state : null;
  const { values, errors, formError, preview, theirs, version } = answer ?? posted;
  const form = useRef<HTMLFormElement>(null);
  const { hash } = useLocation();
  // Opened with JavaScript (an add or edit link): the prompt takes the focus.
  useEffect(() => {
    if (hash === "#question-form") document.getElementById("field-prompt")?.focus();
    // Once, when the form opens: the page's key remounts it for another question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A refused save: the first field in error (or the section with the form's error) takes the focus.
  useEffect(() => {
    if (answer && (answer.formError || Object.keys(answer.errors).length > 0)) focusFirstError(form.current, document.getElementById("question-form"));
  }, [answer]);
  const type = values.type as QuestionType;
  const editing = Boolean(values.questionId);
  const action = editing ? `${base}?q=${encodeURIComponent(values.questionId!)}` : `${base}?new=${type}`;
  const title = editing ? EDITOR_TEXT.editQuestion(number, TYPE_LABELS[type]) : EDITOR_TEXT.newQuestion(TYPE_LABELS[type]);
  return (
    <section className="admin-section" id="question-form" aria-labelledby="question-form-title" tabIndex={-1}>
      <h2 id="question-form-title">{title}</h2>
      <FormError text={formError} />
      {theirs ? (
        <div className="conflict" data-testid="conflict">
          <h3 className="conflict__title">ฉบับล่าสุดที่บันทึกไว้ของข้อนี้</h3>
          <pre data-side="theirs">{theirs.prompt}</pre>
        </div>
      ) : null}
      <fetcher.Form
        ref={form}
        method="post"
        action={`${action}#question-form`}
        className="stack"
        noValidate
        onSubmit={(event) => {
          if (submitterValue(event) === "question") onPost({ row: values.questionId || "last" });
        }}
      >
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="questionId" value={values.questionId ?? ""} />
        <input type="hidden" name="version" value={version} />
        <MarkdownField name="prompt" label={EDITOR_LABELS.prompt} value={values.prompt ?? ""} error={errors.prompt} preview={preview?.prompt ?? null} />
        <TypeFields values={values} errors={errors} />
        {preview && preview.choices.length > 0 ? (
          <section className="md-preview" aria-labelledby="choices-preview-title" data-testid="choices-preview">
            <h3 className="md-preview__title" id="choices-preview-title">
              {EDITOR_TEXT.previewTitle}: {EDITOR_LABELS.choices}
            </h3>
            <ul>
              {preview.choices.map((html, i) => (
                <li key={i} dangerouslySetInnerHTML={{ __html: html }} />
              ))}
            </ul>
          </section>
        ) : null}
        <MarkdownField name="explanation" label={EDITOR_LABELS.explanation} value={values.explanation ?? ""} error={errors.explanation} preview={preview?.explanation ?? null} />
        <TextField name="points" label={EDITOR_LABELS.points} value={values.points ?? "1"} error={errors.points} inputMode="numeric" />
        <p className="cluster">
          <button type="submit" name="intent" value="question" className="button button--primary">
            {EDITOR_TEXT.saveQuestion}
          </button>
          <Link to={`${base}#questions`} className="button button--ghost">
            {EDITOR_TEXT.cancel}
          </Link>
        </p>
      </fetcher.Form>
    </section>
  );
}
