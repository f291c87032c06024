import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { FormError, StatusBadge } from "~/admin-kit/parts";

/**
 * The confirmation step of a delete: what will happen (children), a checkbox
 * to tick, and the version shown (a change made meanwhile stops the delete).
 */
export function DeleteConfirm({
  kindLabel,
  page,
  refused,
  children,
}: {
  kindLabel: string;
  /** The delete page's loader data. */
  page: { doc: { title: string; status: "draft" | "published" }; version: string; editUrl: string };
  /** The action's answer when it refused (box not ticked, changed meanwhile). */
  refused: { formError: string } | undefined;
  children: ReactNode;
}) {
  const { title, status } = page.doc;
  const { version, editUrl: cancelUrl } = page;
  const formError = refused?.formError ?? null;
  return (
    <div className="delete-confirm stack">
      <header className="page-header">
        <p className="eyebrow">ลบ{kindLabel}</p>
        <h1>ลบ “{title}” ?</h1>
        <p>
          สถานะตอนนี้: <StatusBadge status={status} />
        </p>
      </header>
      <FormError text={formError} />
      <section className="card delete-confirm__impact" aria-labelledby="impact-title">
        <h2 id="impact-title" className="card__title">
          สิ่งที่จะเกิดขึ้นเมื่อลบ
        </h2>
        {children}
      </section>
      <Form method="post" className="form delete-confirm__form" key={version}>
        <input type="hidden" name="version" value={version} />
        <label className="checkbox">
          <input type="checkbox" name="confirm" value="yes" required />
          <span>ฉันเข้าใจผลของการลบ{kindLabel}นี้แล้ว</span>
        </label>
        <div className="cluster">
          <button type="submit" className="button button--danger">
            ลบ{kindLabel}
          </button>
          <Link to={cancelUrl} className="button button--ghost">
            ยกเลิก กลับไปแก้ไข
          </Link>
        </div>
      </Form>
    </div>
  );
}
