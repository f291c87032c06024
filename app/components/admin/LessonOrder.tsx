import { Form, Link } from "@remix-run/react";
import { lessonKind } from "~/content/lesson";
import { FormError, StatusBadge } from "./parts";

/** A course's lessons in order, with ↑/↓ buttons (plain form posts) and “+ เพิ่มบทเรียน”. */
export function LessonOrder({
  lessons,
  editUrl,
  moveError,
}: {
  lessons: { id: string; title: string; status: "draft" | "published"; duration: string; freePreview: boolean }[];
  editUrl: string;
  moveError: string | null;
}) {
  return (
    <section className="admin-section" id="lessons" aria-labelledby="lessons-title" tabIndex={-1}>
      <div className="admin-section__head">
        <h2 id="lessons-title">บทเรียนในคอร์ส</h2>
        <Link to={`${editUrl}/lessons/new`} className="button button--secondary button--small">
          + เพิ่มบทเรียน
        </Link>
      </div>
      <FormError text={moveError} />
      {lessons.length === 0 ? (
        <p className="text-muted">ยังไม่มีบทเรียน</p>
      ) : (
        <ol className="lesson-order" data-testid="lesson-order">
          {lessons.map((l, i) => (
            <li key={l.id} className="lesson-order__item" data-id={l.id}>
              <span className="lesson-order__pos" aria-hidden="true">
                {i + 1}
              </span>
              <span className="lesson-order__main">
                <Link to={lessonKind.editUrl(l.id)} className="lesson-order__title">
                  {l.title}
                </Link>
                <span className="lesson-order__meta">
                  <StatusBadge status={l.status} /> <span className="text-small text-muted">{l.duration}</span>
                  {l.freePreview ? <span className="badge badge--accent">ดูฟรี</span> : null}
                </span>
              </span>
              <Form method="post" className="lesson-order__move" preventScrollReset>
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="lessonId" value={l.id} />
                <button
                  type="submit"
                  name="direction"
                  value="up"
                  className="button button--ghost button--small"
                  disabled={i === 0}
                  aria-label={`เลื่อน “${l.title}” ขึ้น`}
                >
                  ↑ ขึ้น
                </button>
                <button
                  type="submit"
                  name="direction"
                  value="down"
                  className="button button--ghost button--small"
                  disabled={i === lessons.length - 1}
                  aria-label={`เลื่อน “${l.title}” ลง`}
                >
                  ↓ ลง
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
