import { useEffect, useRef, type ReactNode } from "react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { ConflictPanel, type ConflictView } from "./ConflictPanel";
import { ErrorSummary, type SignInAgain } from "./ErrorSummary";
import { formatDateTime } from "~/kernel/clock";
import { StatusBadge } from "~/admin-kit/parts";
import { useUnsavedGuard } from "./unsaved";
import { PUBLISH_WARNINGS } from "~/admin-kit/messages";

export interface EditorMeta {
  /** null: not known (the stored copy could not be read); both publish buttons are offered. */
  status: "draft" | "published" | null;
  createdAt?: Date | string;
  updatedAt?: Date | string;
  publishedAt?: Date | string | null;
  publicUrl?: string | null;
  deleteUrl?: string | null;
}

/** The side panel of an edit page from its loader's stored copy (none: Firestore could not be read). */
export function editorMeta(
  stored:
    | {
        doc: { status: "draft" | "published"; updatedAt: Date | string; publishedAt: Date | string | null };
        publicUrl: string | null;
        deleteUrl: string;
      }
    | null
    | undefined
): EditorMeta {
  if (!stored) return { status: null };
  const { doc, publicUrl, deleteUrl } = stored;
  return { status: doc.status, updatedAt: doc.updatedAt, publishedAt: doc.publishedAt, publicUrl, deleteUrl };
}

/**
 * The frame of every create/edit form: the form error, an edit conflict, the
 * fields, and a side panel with the status and the buttons. The buttons post
 * the whole form (intent = save, publish, unpublish), so publishing or
 * unpublishing never drops what was typed. The form carries the document's
 * version (its `updatedAt`), and is keyed by it: after a save it shows the
 * stored text, after a conflict what was typed.
 */
export function EditorForm({
  kindLabel,
  isNew,
  version,
  formError,
  conflict,
  values,
  reloadUrl,
  meta,
  errors = {},
  signIn = null,
  restored = false,
  confirmPublish = null,
  multipart = false,
  placedAt,
  children,
}: {
  /** The form carries files (a picture, a cover): `multipart/form-data`. */
  multipart?: boolean;
  /** Set when the answer changed the text (a picture placed): the form is drawn again from the answer. */
  placedAt?: number;
  /** Publishing asks for a confirmation (a course without a published lesson): the warning, with its confirm button. */
  confirmPublish?: string | null;
  /** Field errors, listed in the summary with links to their fields. */
  errors?: Partial<Record<string, string>>;
  /** A save whose session had expired: the way back (app/admin-kit/drafts.server.ts). */
  signIn?: SignInAgain | null;
  /** The form shows a restored draft: text not saved yet. */
  restored?: boolean;
  kindLabel: string;
  isNew: boolean;
  version: string | null;
  formError: string | null;
  conflict: ConflictView | null;
  values: Record<string, string>;
  reloadUrl: string;
  meta: EditorMeta;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const form = useRef<HTMLFormElement>(null);
  useUnsavedGuard(form, { initiallyEdited: restored, kept: signIn?.kept ?? false });
  // With JavaScript, after each answer with an error: the summary takes the focus (and scrolls into view).
  const answer = useActionData();
  const summary = useRef<HTMLDivElement>(null);
  const warning = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer && formError) summary.current?.focus();
    else if (answer && confirmPublish) warning.current?.focus();
  }, [answer, formError, confirmPublish]);
  return (
    <Form
      method="post"
      className="editor"
      key={`${version ?? "new"}${placedAt ? `-${placedAt}` : ""}`}
      encType={multipart ? "multipart/form-data" : undefined}
      noValidate
      aria-describedby={formError ? "form-error" : undefined}
      ref={form}
    >
      {/* Enter in a one-line field saves (the first submit button of a form is its default). */}
      <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        บันทึก
      </button>
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <div className="editor__main stack">
        <ErrorSummary ref={summary} text={formError} errors={errors} signIn={signIn} />
        {confirmPublish ? (
          <div className="alert alert--warning stack stack--tight" role="alert" id="confirm-publish" tabIndex={-1} autoFocus ref={warning} data-testid="confirm-publish">
            <p>
              <strong>{PUBLISH_WARNINGS.title}</strong>
            </p>
            <p>{confirmPublish}</p>
            <input type="hidden" name="confirm" value="publish" />
            <p>
              <button type="submit" name="intent" value="publish" className="button button--secondary">
                {PUBLISH_WARNINGS.confirm}
              </button>
            </p>
          </div>
        ) : null}
        {conflict ? <ConflictPanel conflict={conflict} values={values} reloadUrl={reloadUrl} /> : null}
        {children}
      </div>
      <aside className="editor__side" aria-label={`สถานะและการบันทึก${kindLabel}`}>
        <div className="card editor__panel stack stack--tight">
          <p className="editor__status">
            สถานะ: {meta.status ? <StatusBadge status={meta.status} /> : <span className="text-muted">ยังอ่านไม่ได้ชั่วคราว</span>}
          </p>
          {meta.updatedAt ? <p className="text-small text-muted editor__date">แก้ไขล่าสุด {formatDateTime(meta.updatedAt)}</p> : null}
          {meta.publishedAt ? <p className="text-small text-muted editor__date">เผยแพร่ครั้งแรก {formatDateTime(meta.publishedAt)}</p> : null}
          <div className="editor__buttons">
            <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy === "save"}>
              {busy === "save" ? "กำลังบันทึก…" : isNew ? "บันทึกฉบับร่าง" : "บันทึก"}
            </button>
            {meta.status !== "published" ? (
              <button type="submit" name="intent" value="publish" className="button button--secondary" disabled={busy === "publish"}>
                {isNew ? "บันทึกและเผยแพร่" : "เผยแพร่"}
              </button>
            ) : null}
            {meta.status !== "draft" ? (
              <button type="submit" name="intent" value="unpublish" className="button button--ghost" disabled={busy === "unpublish"}>
                ยกเลิกการเผยแพร่
              </button>
            ) : null}
          </div>
          {meta.publicUrl ? (
            <p className="text-small editor__link">
              <a href={meta.publicUrl} target="_blank" rel="noreferrer">
                ดูหน้าที่เผยแพร่ ↗
              </a>
            </p>
          ) : null}
          {meta.deleteUrl ? (
            <p className="text-small editor__link">
              <Link to={meta.deleteUrl} className="danger-link">
                ลบ{kindLabel}นี้…
              </Link>
            </p>
          ) : null}
        </div>
      </aside>
    </Form>
  );
}
