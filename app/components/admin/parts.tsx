import { STATUS_LABELS } from "./messages";

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
