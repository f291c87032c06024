import { FIELD_LABELS, STATUS_LABELS, type AnyField } from "~/content/labels";
import { formatDateTime } from "~/kernel/clock";

export interface ConflictView {
  theirs: Record<string, string>;
  theirStatus: "draft" | "published";
  changed: string[];
  at: Date | string;
  by: string | null;
}

function shown(field: string, value: string): string {
  if (field === "featured" || field === "freePreview") return value === "on" ? "ใช่" : "ไม่ใช่";
  return value === "" ? "(ว่าง)" : value;
}

/**
 * An edit conflict: the stored version (saved by someone else after this form
 * was opened) beside what this admin typed, field by field. The typed text
 * stays in the form below; saving again keeps it, reloading takes theirs.
 */
export function ConflictPanel({ conflict, values, reloadUrl }: { conflict: ConflictView; values: Record<string, string>; reloadUrl: string }) {
  return (
    <section className="conflict" aria-labelledby="conflict-title" data-testid="conflict">
      <h2 id="conflict-title" className="conflict__title">
        ฉบับล่าสุดที่บันทึกไว้ เทียบกับข้อความของคุณ
      </h2>
      <p className="text-muted">
        บันทึกเมื่อ {formatDateTime(conflict.at)}
        {conflict.by ? ` โดย ${conflict.by}` : ""} · สถานะ {STATUS_LABELS[conflict.theirStatus]}
      </p>
      {conflict.changed.length === 0 ? (
        <p>ข้อความที่คุณพิมพ์ตรงกับฉบับล่าสุด เปลี่ยนเฉพาะข้อมูลอื่น กดบันทึกอีกครั้งได้เลย</p>
      ) : (
        conflict.changed.map((field) => (
          <div className="conflict__field" key={field}>
            <h3 className="conflict__label">{FIELD_LABELS[field as AnyField] ?? field}</h3>
            <div className="conflict__pair">
              <figure className="conflict__side conflict__side--theirs">
                <figcaption>ฉบับที่บันทึกไว้ล่าสุด</figcaption>
                <pre data-side="theirs">{shown(field, conflict.theirs[field] ?? "")}</pre>
              </figure>
              <figure className="conflict__side conflict__side--yours">
                <figcaption>ข้อความของคุณ (ยังไม่ได้บันทึก)</figcaption>
                <pre data-side="yours">{shown(field, values[field] ?? "")}</pre>
              </figure>
            </div>
          </div>
        ))
      )}
      <p className="conflict__choices">
        ข้อความของคุณยังอยู่ในฟอร์มด้านล่าง: กด <strong>บันทึก</strong> เพื่อใช้ฉบับของคุณแทน หรือ{" "}
        <a href={reloadUrl}>ทิ้งข้อความของคุณแล้วเปิดฉบับล่าสุด</a>
      </p>
    </section>
  );
}
