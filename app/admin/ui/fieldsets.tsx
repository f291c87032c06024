import { LEVEL_CHOICES } from "~/content/course";
import { FIELD_HINTS, FIELD_LABELS, type AnyField } from "~/content/labels";
import { suggestSlug } from "~/content/slug";
import { useHydrated } from "~/ui/use-hydrated";
import { CheckboxField, SelectField, TextArea, TextField } from "../../ui/Field";
import type { FieldsetProps } from "./EditorPage";
import { MarkdownField } from "../../ui/MarkdownField";

type Values = Record<string, string>;
type Errors = Partial<Record<string, string>>;


const common = (name: AnyField, values: Values, errors: Errors) => ({
  name,
  label: FIELD_LABELS[name],
  hint: FIELD_HINTS[name],
  error: errors[name],
  value: values[name] ?? "",
});

/** With JavaScript: the slug follows the title until the admin edits the slug. */
function useSlugSuggestion(enabled: boolean) {
  const hydrated = useHydrated();
  if (!enabled || !hydrated) return { onTitle: undefined, onSlug: undefined };
  const slugInput = () => document.getElementById("field-slug") as HTMLInputElement | null;
  return {
    onTitle: (title: string) => {
      const input = slugInput();
      if (!input || input.dataset.edited === "1") return;
      // Only a change: a value set from a script no longer follows the page's answer (the short id a refused save shows).
      const next = suggestSlug(title);
      if (input.value !== next) input.value = next;
    },
    onSlug: (slug: string) => {
      const input = slugInput();
      if (input) input.dataset.edited = slug === "" ? "" : "1";
    },
  };
}

/** The title and the slug (suggested from the title while a new document's title is typed). */
function TitleAndSlug({ values, errors, suggestSlugs = false, summary }: FieldsetProps & { summary: AnyField }) {
  const { onTitle, onSlug } = useSlugSuggestion(suggestSlugs);
  return (
    <>
      <TextField {...common("title", values, errors)} required maxLength={160} onInput={onTitle} />
      <TextField {...common("slug", values, errors)} onInput={onSlug} />
      <TextArea {...common(summary, values, errors)} required rows={3} />
    </>
  );
}

function CoverFields({ values, errors }: { values: Values; errors: Errors }) {
  return (
    <div className="field-row">
      <TextField {...common("coverUrl", values, errors)} type="url" inputMode="url" />
      <TextField {...common("coverAlt", values, errors)} />
    </div>
  );
}

export function ArticleFieldset(props: FieldsetProps) {
  const { values, errors, preview } = props;
  return (
    <>
      <TitleAndSlug {...props} summary="excerpt" />
      <MarkdownField {...common("body", values, errors)} preview={preview} />
      <TextField {...common("tags", values, errors)} placeholder="เช่น เทคนิคการเรียน, คณิตศาสตร์" />
      <CoverFields values={values} errors={errors} />
    </>
  );
}

export function CourseFieldset(props: FieldsetProps) {
  const { values, errors, preview } = props;
  return (
    <>
      <TitleAndSlug {...props} summary="summary" />
      <MarkdownField {...common("description", values, errors)} preview={preview} />
      <div className="field-row">
        <SelectField {...common("level", values, errors)} options={LEVEL_CHOICES} required />
        <TextField {...common("icon", values, errors)} />
        <TextField {...common("order", values, errors)} inputMode="numeric" />
      </div>
      <CoverFields values={values} errors={errors} />
      <CheckboxField {...common("featured", values, errors)} checked={values.featured === "on"} />
    </>
  );
}

export function LessonFieldset({ values, errors, preview }: FieldsetProps) {
  return (
    <>
      <TextField {...common("title", values, errors)} required maxLength={160} />
      <MarkdownField {...common("notes", values, errors)} preview={preview} />
      <div className="field-row">
        <TextField {...common("videoUrl", values, errors)} type="url" inputMode="url" />
        <TextField {...common("durationMinutes", values, errors)} inputMode="numeric" required />
      </div>
      <CheckboxField {...common("freePreview", values, errors)} checked={values.freePreview === "on"} />
    </>
  );
}
