import type { ReactNode } from "react";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { KIND_LABELS, type ContentKind } from "~/content/labels";
import type { ConflictView } from "./ConflictPanel";
import { EditorForm, editorMeta } from "./EditorForm";
import type { SignInAgain } from "./ErrorSummary";
import { FORM_ERRORS } from "~/admin-kit/messages";
import { EditUnavailable, Notice } from "~/admin-kit/parts";
import { adminMeta } from "~/platform/site";

/** An edit page's title: "แก้ไข: " and the document's title, or "แก้ไข" and the kind's name when it could not be read. */
export function editMeta(kind: ContentKind) {
  return ({ data }: { data?: { stored: { doc: { title: string } } | null } }) =>
    adminMeta(data?.stored ? `แก้ไข: ${data.stored.doc.title}` : `แก้ไข${KIND_LABELS[kind]}`);
}

/** What the editor action answers (values kept, field errors, a preview, a conflict). */
interface EditorState {
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  formError: string | null;
  preview: string | null;
  conflict: ConflictView | null;
  version: string | null;
  /** After a save whose session had expired. */
  signIn?: SignInAgain;
  /** Publishing asks for a confirmation first (the warning). */
  confirmPublish?: string;
  /** A picture placed in the text, unsaved (files/editor-uploads.server.ts). */
  notice?: string | null;
  placedAt?: number;
}

/** The notice over a form that shows a restored draft (back from signing in). */
function RestoredNotice({ show }: { show: boolean }) {
  return show ? (
    <div className="alert alert--warning admin-notice" role="status" data-testid="draft-restored">
      <p>{FORM_ERRORS.draftRestored}</p>
    </div>
  ) : null;
}

export interface FieldsetProps {
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  preview: string | null;
  /** New documents get a slug suggested from the title while it is typed. */
  suggestSlugs?: boolean;
  /** A stored document's page takes a picture for its text and a cover file. */
  uploads?: boolean;
  /** What the last post did with a picture (placed, not saved yet). */
  notice?: string | null;
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
  const { values, restored } = useLoaderData() as { values: Record<string, string>; restored?: boolean };
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
      <RestoredNotice show={Boolean(restored) && !state} />
      <EditorForm
        kindLabel={kindLabel}
        isNew
        version={null}
        formError={state?.formError ?? formError}
        conflict={null}
        values={shown}
        reloadUrl={reloadUrl}
        meta={{ status: "draft" }}
        errors={state?.errors}
        signIn={state?.signIn}
        restored={Boolean(restored) && !state}
        confirmPublish={state?.confirmPublish ?? null}
      >
        <Fieldset values={shown} errors={state?.errors ?? {}} preview={state?.preview ?? null} suggestSlugs />
      </EditorForm>
    </>
  );
}

/** What `editLoader` (app/admin-kit/editor.server.ts) answers. */
interface EditLoaded {
  stored: (Parameters<typeof editorMeta>[0] & { doc: { title: string }; values: Record<string, string>; version: string }) | null;
  editUrl: string;
  notice: string | null;
  /** The text typed before an expired session, back after signing in. */
  restored: { values: Record<string, string>; version: string | null } | null;
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
  uploads = false,
  children,
}: {
  kind: ContentKind;
  /** The page takes uploads (a picture for the text, a cover): a multipart form; its action runs the files' step. */
  uploads?: boolean;
  /** The editor action's answer, when the page's action answers other things too (a course's lesson moves). */
  state?: EditorState;
  eyebrow?: ReactNode;
  headerExtra?: ReactNode;
  unavailableText?: string | null;
  Fieldset: (props: FieldsetProps) => ReactNode;
  /** What follows the editor (a course's lesson list). */
  children?: ReactNode;
}) {
  const { stored, editUrl, notice, restored: draft } = useLoaderData() as EditLoaded;
  const action = useActionData() as EditorState | undefined;
  const state = posted ?? (action && "values" in action ? action : undefined);
  const kindLabel = KIND_LABELS[kind];
  const restored = state ? null : draft;
  const values = state?.values ?? restored?.values ?? stored?.values;
  if (!values) return <EditUnavailable kindLabel={kindLabel} reloadUrl={editUrl} text={unavailableText} />;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">{eyebrow ?? `แก้ไข${kindLabel}`}</p>
        <h1>{stored?.doc.title ?? values.title}</h1>
        {headerExtra}
      </header>
      {state || unavailableText || restored ? null : <Notice text={notice} />}
      <RestoredNotice show={restored !== null} />
      <EditorForm
        kindLabel={kindLabel}
        isNew={false}
        version={state ? state.version : restored ? restored.version : (stored?.version ?? null)}
        formError={state?.formError ?? null}
        conflict={state?.conflict ?? null}
        values={values}
        reloadUrl={editUrl}
        meta={editorMeta(stored)}
        errors={state?.errors}
        signIn={state?.signIn}
        restored={restored !== null}
        confirmPublish={state?.confirmPublish ?? null}
        multipart={uploads}
        placedAt={state?.placedAt}
      >
        <Fieldset values={values} errors={state?.errors ?? {}} preview={state?.preview ?? null} uploads={uploads} notice={state?.notice} />
      </EditorForm>
      {children}
    </>
  );
}
