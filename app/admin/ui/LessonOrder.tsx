import { UpDownButtons } from "~/admin-kit/UpDownButtons";
import { useState, type DragEvent } from "react";
import { Form, useSubmit } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { lessonKind } from "~/content/lesson";
import { useHydrated } from "~/ui/use-hydrated";
import { FormError, StatusBadge } from "~/admin-kit/parts";

interface Row {
  id: string;
  title: string;
  status: "draft" | "published";
  duration: string;
  freePreview: boolean;
}

/** The fields every move post carries: the lesson, and the order the page shows (checked by the server). */
function MoveFields({ lessonId, order }: { lessonId: string; order: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="lessonId" value={lessonId} />
      <input type="hidden" name="order" value={order} />
    </>
  );
}

/**
 * A course's lessons in order. Each moves in one step to a typed position
 * ("ย้ายไปลำดับที่", a plain form post, the keyboard way), one place with ↑/↓,
 * or, with JavaScript, by drag and drop (posting the same move).
 */
export function LessonOrder({ lessons, editUrl, moveError }: { lessons: Row[]; editUrl: string; moveError: string | null }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const order = lessons.map((l) => l.id).join(",");

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const id = dragged ?? event.dataTransfer.getData("text/plain");
    setDragged(null);
    setOver(null);
    if (!id || lessons[index]?.id === id) return;
    submit({ intent: "move", lessonId: id, position: String(index + 1), order }, { method: "post", preventScrollReset: true });
  };

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
        <>
          {hydrated && lessons.length > 1 ? (
            <p className="text-small text-muted" id="lesson-order-hint">
              ลากบทเรียนไปวางในตำแหน่งใหม่ หรือพิมพ์ลำดับที่ต้องการแล้วกด “ย้าย”
            </p>
          ) : null}
          <ol className="lesson-order" data-testid="lesson-order">
            {lessons.map((l, i) => (
              <li
                key={l.id}
                className={`lesson-order__item${over === i && dragged !== l.id ? " lesson-order__item--over" : ""}${dragged === l.id ? " lesson-order__item--dragged" : ""}`}
                data-id={l.id}
                draggable={hydrated && lessons.length > 1 ? true : undefined}
                onDragStart={(e) => {
                  e.dataTransfer.setData("text/plain", l.id);
                  e.dataTransfer.effectAllowed = "move";
                  setDragged(l.id);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                onDragOver={(e) => {
                  e.preventDefault();
                  setOver(i);
                }}
                onDrop={(e) => drop(e, i)}
              >
                {hydrated && lessons.length > 1 ? (
                  <span className="lesson-order__handle" aria-hidden="true">
                    ⠿
                  </span>
                ) : null}
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
                {lessons.length > 1 ? (
                  <div className="lesson-order__controls">
                    <Form method="post" className="lesson-order__to" preventScrollReset>
                      <MoveFields lessonId={l.id} order={order} />
                      <label className="text-small" htmlFor={`move-${l.id}`}>
                        ย้ายไปลำดับที่<span className="visually-hidden"> (“{l.title}”)</span>
                      </label>
                      <input
                        key={`${l.id}@${i}`}
                        id={`move-${l.id}`}
                        name="position"
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={lessons.length}
                        defaultValue={i + 1}
                        className="input lesson-order__input"
                      />
                      <button type="submit" className="button button--ghost button--small" aria-label={`ย้าย “${l.title}”`}>
                        ย้าย
                      </button>
                    </Form>
                    <Form method="post" className="lesson-order__move" preventScrollReset>
                      <MoveFields lessonId={l.id} order={order} />
                      <UpDownButtons index={i} count={lessons.length} label={(up) => `เลื่อน “${l.title}” ${up ? "ขึ้น" : "ลง"}`} />
                    </Form>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
