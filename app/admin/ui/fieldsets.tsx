import { LEVEL_CHOICES } from "~/content/course";
import { FIELD_HINTS, FIELD_LABELS, type AnyField } from "~/content/labels";
import { suggestSlug } from "~/content/slug";
import { useHydrated } from "~/ui/use-hydrated";
import { EDITOR_UPLOADS } from "~/files";
import { CheckboxField, FileField, SelectField, TextArea, TextField } from "../../ui/Field";
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

const PICTURES = "image/jpeg,image/png,image/webp";

/** The cover: an address typed, or (on a stored document's page) a picture uploaded in its place. */
function CoverFields({ values, errors, uploads }: { values: Values; errors: Errors; uploads?: boolean }) {
  const { value: _none, ...file } = common("coverFile", values, errors);
  return (
    <>
      <div className="field-row">
        <TextField {...common("coverUrl", values, errors)} type="url" inputMode="url" />
        <TextField {...common("coverAlt", values, errors)} />
      </div>
      {uploads ? <FileField {...file} accept={PICTURES} /> : null}
    </>
  );
}

/**
 * A picture for the text (a stored document's page): the file and its alt text,
 * placed at the end of the Markdown by "ใส่รูปท้ายเนื้อหา" (intent=picture) or
 * by any save; files/editor-uploads.server.ts.
 */
function PictureFields({ values, errors, notice }: { values: Values; errors: Errors; notice?: string | null }) {
  const { value: _none, ...file } = common("picture", values, errors);
  return (
    <fieldset className="card stack stack--tight" data-testid="picture-upload">
      <legend>{EDITOR_UPLOADS.legend}</legend>
      {notice ? (
        <p className="alert alert--success" role="status" tabIndex={-1} autoFocus id="picture-placed">
          {notice}
        </p>
      ) : null}
      <FileField {...file} accept={PICTURES} />
      <TextField {...common("pictureAlt", values, errors)} maxLength={120} />
      <p>
        <button type="submit" name="intent" value="picture" className="button button--secondary" formNoValidate>
          {EDITOR_UPLOADS.place}
        </button>
      </p>
    </fieldset>
  );
}

export function ArticleFieldset(props: FieldsetProps) {
  const { values, errors, preview, uploads, notice } = props;
  return (
    <>
      <TitleAndSlug {...props} summary="excerpt" />
      <MarkdownField {...common("body", values, errors)} preview={preview} />
      {uploads ? <PictureFields values={values} errors={errors} notice={notice} /> : null}
      <TextField {...common("tags", values, errors)} placeholder="เช่น เทคนิคการเรียน, คณิตศาสตร์" />
      <CoverFields values={values} errors={errors} uploads={uploads} />
    </>
  );
}

export function CourseFieldset(props: FieldsetProps) {
  const { values, errors, preview, uploads } = props;
  return (
    <>
      <TitleAndSlug {...props} summary="summary" />
      <MarkdownField {...common("description", values, errors)} preview={preview} />
      <div className="field-row">
        <SelectField {...common("level", values, errors)} options={LEVEL_CHOICES} required />
        <TextField {...common("icon", values, errors)} />
        <TextField {...common("order", values, errors)} inputMode="numeric" />
      </div>
      <CoverFields values={values} errors={errors} uploads={uploads} />
      <CheckboxField {...common("featured", values, errors)} checked={values.featured === "on"} />
      <TextField {...common("price", values, errors)} inputMode="decimal" />
    </>
  );
}

export function LessonFieldset({ values, errors, preview, uploads, notice }: FieldsetProps) {
  return (
    <>
      <TextField {...common("title", values, errors)} required maxLength={160} />
      <MarkdownField {...common("notes", values, errors)} preview={preview} />
      {uploads ? <PictureFields values={values} errors={errors} notice={notice} /> : null}
      <div className="field-row">
        <TextField {...common("videoUrl", values, errors)} type="url" inputMode="url" />
        <TextField {...common("durationMinutes", values, errors)} inputMode="numeric" required />
      </div>
      <CheckboxField {...common("freePreview", values, errors)} checked={values.freePreview === "on"} />
    </>
  );
}
