import type { ReactNode } from "react";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { KIND_LABELS, type ContentKind } from "~/content/labels";
import type { ConflictView } from "./ConflictPanel";
import { EditorForm, editorMeta } from "./EditorForm";
import { EditUnavailable, Notice } from "./parts";

/** What the editor action answers (values kept, field errors, a preview, a conflict). */
interface EditorState {
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  formError: string | null;
  preview: string | null;
  conflict: ConflictView | null;
  version: string | null;
}

export interface FieldsetProps {
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  preview: string | null;
  /** New documents get a slug suggested from the title while it is typed. */
  suggestSlugs?: boolean;
}

/** The page of a new document: a header, then the editor with a blank form (or what the action sent back). */
export function NewPage({
  kind,
  title,
  eyebrow = KIND_LABELS[kind],
  intro,
  formError = null,
  Fieldset,
}: {
  kind: ContentKind;
  title: string;
  eyebrow?: ReactNode;
  intro?: string;
  /** A page-level error when there is no action answer (the course of a new lesson could not be read). */
  formError?: string | null;
  Fieldset: (props: FieldsetProps) => ReactNode;
}) {
  const { values } = useLoaderData() as { values: Record<string, string> };
  const state = useActionData() as EditorState | undefined;
  const reloadUrl = useLocation().pathname;
  const kindLabel = KIND_LABELS[kind];
  const shown = state?.values ?? values;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {intro ? <p className="text-muted">{intro}</p> : null}
      </header>
      <EditorForm
        kindLabel={kindLabel}
        isNew
        version={null}
        formError={state?.formError ?? formError}
        conflict={null}
        values={shown}
        reloadUrl={reloadUrl}
        meta={{ status: "draft" }}
      >
        <Fieldset values={shown} errors={state?.errors ?? {}} preview={state?.preview ?? null} suggestSlugs />
      </EditorForm>
    </>
  );
}

/** What `editLoader` (app/admin/editor.server.ts) answers. */
interface EditLoaded {
  stored: (Parameters<typeof editorMeta>[0] & { doc: { title: string }; values: Record<string, string>; version: string }) | null;
  editUrl: string;
  notice: string | null;
}

/**
 * The page of an edit: the stored copy (or, after a failed save, what was
 * typed), the notice after a redirect, the editor; a Thai 503 page when
 * neither the stored copy nor a typed form is there.
 */
export function EditPage({
  kind,
  state: posted,
  eyebrow,
  headerExtra,
  unavailableText,
  Fieldset,
  children,
}: {
  kind: ContentKind;
  /** The editor action's answer, when the page's action answers other things too (a course's lesson moves). */
  state?: EditorState;
  eyebrow?: ReactNode;
  headerExtra?: ReactNode;
  unavailableText?: string | null;
  Fieldset: (props: FieldsetProps) => ReactNode;
  /** What follows the editor (a course's lesson list). */
  children?: ReactNode;
}) {
  const { stored, editUrl, notice } = useLoaderData() as EditLoaded;
  const action = useActionData() as EditorState | undefined;
  const state = posted ?? (action && "values" in action ? action : undefined);
  const kindLabel = KIND_LABELS[kind];
  const values = state?.values ?? stored?.values;
  if (!values) return <EditUnavailable kindLabel={kindLabel} reloadUrl={editUrl} text={unavailableText} />;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">{eyebrow ?? `แก้ไข${kindLabel}`}</p>
        <h1>{stored?.doc.title ?? values.title}</h1>
        {headerExtra}
      </header>
      {state || unavailableText ? null : <Notice text={notice} />}
      <EditorForm
        kindLabel={kindLabel}
        isNew={false}
        version={state ? state.version : (stored?.version ?? null)}
        formError={state?.formError ?? null}
        conflict={state?.conflict ?? null}
        values={values}
        reloadUrl={editUrl}
        meta={editorMeta(stored)}
      >
        <Fieldset values={values} errors={state?.errors ?? {}} preview={state?.preview ?? null} />
      </EditorForm>
      {children}
    </>
  );
}
