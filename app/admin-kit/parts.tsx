import { Link } from "~/ui/Link";
import { errorCopy } from "~/ui/shell/ErrorPage";
import { STATUS_LABELS } from "~/content/labels";
import { FORM_ERRORS } from "./messages";
import { ADMIN_URLS } from "~/kernel/urls";

export function StatusBadge({ status }: { status: "draft" | "published" }) {
  return (
    <span className={`badge ${status === "published" ? "badge--success" : "badge--warning"}`} data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The notice after a redirect ("บันทึกแล้ว"), announced politely. */
export function Notice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="alert alert--success admin-notice" role="status">
      <p>{text}</p>
    </div>
  );
}

/** The form-level error, announced at once. */
export function FormError({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div className="alert alert--error" role="alert" id="form-error">
      <p>{text}</p>
    </div>
  );
}

/**
 * An edit page whose stored copy cannot be read (Firestore down, 503): a Thai
 * message and a way to try again. No form: there is nothing to save against.
 */
export function EditUnavailable({ kindLabel, reloadUrl, text }: { kindLabel: string; reloadUrl: string; text?: string | null }) {
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">แก้ไข{kindLabel}</p>
        <h1>{errorCopy(503).title}</h1>
      </header>
      <FormError text={text ?? FORM_ERRORS.loadUnavailable} />
      <p className="cluster">
        <a href={reloadUrl} className="button button--primary">
          โหลดหน้านี้อีกครั้ง
        </a>
        <Link to={ADMIN_URLS.home()} className="button button--secondary">
          กลับไปหน้าแอดมิน
        </Link>
      </p>
    </>
  );
}
