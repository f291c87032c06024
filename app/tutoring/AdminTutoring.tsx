/**
 * The tutor's admin pages: the agenda, one session (attendance, notes and
 * homework, meeting link, cancel) and the session types (the hours: ./AdminHours.tsx). Plain
 * forms posting to their route's action: everything works without JavaScript.
 */
import { Link } from "~/ui/Link";
import type { ReactNode } from "react";
import { DataTable } from "~/ui/DataTable";
import { CheckboxField, SelectField, TextArea, TextField } from "~/ui/Field";
import { MarkdownField } from "~/ui/MarkdownField";
import { AGENDA_TEXT, FEED_TEXT, SERIES_ADMIN_TEXT, KIND_LABELS, PAYMENT_OPTIONS, PAYMENT_TEXT, sessionWhen } from "./admin-messages";
import { CalendarFeed } from "./CalendarFeed";
import type { CancelledLine, PayState, SessionCard, SessionState, StudentLine, StudentState } from "./agenda-view";
import type { FieldErrors } from "~/kernel/form";
import { LIMITS } from "./admin-inputs";
import { ADMIN_TUTORING as P } from "./urls";
import type { TutoringType } from "./model";

/** The anchor of the series page's "end" form (./AdminSeries.tsx). */
export const SERIES_END_FORM = "end";

/** A notice after a redirect (announced politely) or the form's error (announced at once). */
const ALERTS = {
  notice: { className: "alert alert--success", role: "status" },
  error: { className: "alert alert--error", role: "alert" },
} as const;

export function Alert({ tone, text }: { tone: keyof typeof ALERTS; text: string | null | undefined }) {
  return text ? (
    <div {...ALERTS[tone]}>
      <p>{text}</p>
    </div>
  ) : null;
}

/** A form's "บันทึก" button, with the action's intent where the page has more than one form. */
export function SaveButton({ intent }: { intent?: string }) {
  return (
    <p>
      <button type="submit" name={intent ? "intent" : undefined} value={intent} className="button button--primary">
        บันทึก
      </button>
    </p>
  );
}

function SubNav() {
  return (
    <nav aria-label="เมนูเรียนสด" className="cluster">
      <Link to={P.agenda} className="button button--secondary button--small">
        ตารางสอน
      </Link>
      <Link to={P.types} className="button button--secondary button--small">
        ประเภทคาบเรียน
      </Link>
      <Link to={P.hours} className="button button--secondary button--small">
        เวลาสอนและการตั้งค่า
      </Link>
    </nav>
  );
}

export function Header({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="page-header stack stack--tight">
      <p className="eyebrow">เรียนสด</p>
      <h1>{title}</h1>
      {intro ? <p className="text-muted">{intro}</p> : null}
      <SubNav />
      {children}
    </header>
  );
}

const when = (start: string, end: string) => sessionWhen(new Date(start), new Date(end));

// ---------------------------------------------------------------- agenda

const BADGES: Record<SessionState | StudentState, string> = {
  free: "badge badge--muted",
  booked: "badge badge--primary",
  running: "badge badge--accent",
  finished: "badge badge--success",
  cancelled: "badge badge--danger",
  attended: "badge badge--success",
  absent: "badge badge--warning",
  unmarked: "badge badge--muted",
  moved: "badge badge--muted",
};

/** How a seated student's class is paid: waiting for the slip stands out. */
const PAY_BADGES: Record<PayState, string> = {
  held: "badge badge--warning",
  paid: "badge badge--success",
  free: "badge badge--muted",
  hours: "badge badge--muted",
};

/** One student of a session: name, state, how it is paid, the note they wrote. */
function StudentItem({ s, email }: { s: StudentLine; email?: boolean }) {
  return (
    <>
      <span>
        {s.name}
        {email ? <span className="text-muted text-small text-break"> {s.email}</span> : null}
      </span>{" "}
      <span className={BADGES[s.state]} data-testid="student-state">
        {s.label}
      </span>
      {s.pay ? (
        <>
          {" "}
          <span className={PAY_BADGES[s.pay.state]} data-testid="pay-state">
            {s.pay.label}
          </span>
        </>
      ) : null}
      {s.series ? (
        <>
          {" "}
          <Link to={P.series(s.series.id)} className="badge badge--accent" data-testid="series-week">
            {s.series.label}
          </Link>
        </>
      ) : null}
      {s.note ? (
        <span className="agenda-note text-small">
          {AGENDA_TEXT.note}: {s.note}
        </span>
      ) : null}
    </>
  );
}

/** The agenda as cards (a phone's width): one per session, its state and every student who held a seat. */
function AgendaCards({ rows, none = AGENDA_TEXT.none }: { rows: SessionCard[]; none?: string }) {
  if (rows.length === 0) return <p className="text-muted">{none}</p>;
  return (
    <ul className="agenda-cards">
      {rows.map((r) => (
        <li key={r.id} className="card stack stack--tight" data-testid="agenda-row">
          <p className="agenda-card__when">
            {r.today ? (
              <>
                <span className="badge badge--accent" data-testid="agenda-today">
                  {AGENDA_TEXT.today}
                </span>{" "}
              </>
            ) : null}
            <Link to={P.session(r.id)}>{when(r.start, r.end)}</Link>
          </p>
          <p className="cluster">
            <span>{r.title}</span>
            <span className={BADGES[r.state]} data-testid="session-state">
              {r.label}
            </span>
          </p>
          {r.students.length > 0 ? (
            <ul className="agenda-students">
              {r.students.map((s) => (
                <li key={s.id}>
                  <StudentItem s={s} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The cancelled classes: one quiet line each, with the student, who cancelled and why (nothing when there is none). */
function CancelledList({ rows }: { rows: CancelledLine[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="stack stack--tight" aria-labelledby="cancelled-title">
      <h2 id="cancelled-title">{AGENDA_TEXT.cancelledTitle}</h2>
      <ul className="session-list--quiet text-muted">
        {rows.map((row) => (
          <li key={row.id} data-testid="agenda-cancelled">
            <Link to={P.session(row.sessionId)}>{when(row.start, row.end)}</Link> · {row.title}
            {row.name ? ` · ${row.name}` : ""} · {row.label}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AgendaPage(props: {
  notice: string | null;
  today: SessionCard[];
  upcoming: SessionCard[];
  past: SessionCard[];
  cancelled: CancelledLine[];
  hasFeed: boolean;
  /** The link just made (the action's answer): shown this once. */
  made: { https: string; webcal: string } | null;
}) {
  return (
    <div className="stack">
      <Header title="ตารางสอน" intro="วันนี้และอีก 14 วันข้างหน้า กับคาบที่ผ่านมาใน 14 วัน" />
      <Alert tone="notice" text={props.notice} />
      <section className="stack stack--tight" aria-labelledby="today-title">
        <h2 id="today-title">{AGENDA_TEXT.todayTitle}</h2>
        <AgendaCards rows={props.today} none={AGENDA_TEXT.todayNone} />
      </section>
      <section className="stack stack--tight" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">คาบที่กำลังจะถึง</h2>
        <AgendaCards rows={props.upcoming} />
      </section>
      <section className="stack stack--tight" aria-labelledby="past-title">
        <h2 id="past-title">คาบที่ผ่านมา</h2>
        <AgendaCards rows={props.past} />
      </section>
      <CancelledList rows={props.cancelled} />
      <CalendarFeed texts={FEED_TEXT} hasFeed={props.hasFeed} made={props.made} fieldId="tutor-feed-url" />
    </div>
  );
}

// ---------------------------------------------------------------- one session

export function SessionPage(props: { notice: string | null; session: SessionCard; values: Record<string, string>; errors: FieldErrors; preview: Record<string, string> | null }) {
  const { session: s, values, errors } = props;
  const seated = s.students.filter((b) => b.state !== "cancelled" && b.state !== "moved");
  const left = s.students.filter((b) => b.state === "cancelled" || b.state === "moved");
  const cancelled = s.state === "cancelled";
  return (
    <div className="stack">
      <Header title={s.title || "คาบเรียน"} intro={when(s.start, s.end)} />
      <Alert tone="notice" text={props.notice} />
      <Alert tone="error" text={errors.form} />
      <p className="cluster">
        <span className={BADGES[s.state]} data-testid="session-state">
          {s.label}
        </span>
      </p>
      <section className="stack stack--tight" aria-labelledby="students-title">
        <h2 id="students-title">นักเรียนและการเข้าเรียน</h2>
        {seated.length === 0 ? <p className="text-muted">{AGENDA_TEXT.noStudents}</p> : null}
        {seated.length > 0 && !s.canMark ? <p className="text-muted">{AGENDA_TEXT.markFromStart}</p> : null}
        <ul className="agenda-students stack stack--tight">
          {seated.map((b) => (
            <li key={b.id} className="stack stack--tight" data-testid="attendance-row">
              <p>
                <StudentItem s={b} email />
              </p>
              {b.series && !cancelled ? (
                <p>
                  <Link to={`${P.series(b.series.id)}#${SERIES_END_FORM}`} className="button button--small button--ghost">
                    {SERIES_ADMIN_TEXT.endFor(b.name)}
                  </Link>
                </p>
              ) : null}
              {s.canMark ? (
                <form method="post" className="cluster">
                  <input type="hidden" name="intent" value="attendance" />
                  <input type="hidden" name="bookingId" value={b.id} />
                  <button type="submit" name="attendance" value="attended" className="button button--small button--secondary">
                    มาเรียน<span className="visually-hidden"> ({b.name})</span>
                  </button>
                  <button type="submit" name="attendance" value="absent" className="button button--small button--ghost">
                    ขาดเรียน<span className="visually-hidden"> ({b.name})</span>
                  </button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
        {left.length > 0 ? (
          <>
            <h3>{AGENDA_TEXT.leftTitle}</h3>
            <ul className="agenda-students stack stack--tight">
              {left.map((b) => (
                <li key={b.id} data-testid="left-row">
                  <StudentItem s={b} email />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <form method="post" className="card stack" aria-labelledby="record-title">
        <h2 id="record-title">บันทึกหลังเรียน</h2>
        <MarkdownField name="notes" label="บันทึกของพี่ (Markdown ลิงก์ไปบทเรียนหรือแบบฝึกหัดได้)" value={values.notes ?? ""} error={errors.notes} preview={props.preview?.notes ?? null} hint={`ไม่เกิน ${LIMITS.notes} ตัวอักษร นักเรียนเห็นหลังเรียน`} />
        <MarkdownField name="homework" label="การบ้าน (Markdown)" value={values.homework ?? ""} error={errors.homework} preview={props.preview?.homework ?? null} />
        <CheckboxField name="handinRequired" label="ต้องส่งงาน (นักเรียนส่งรูปหรือ PDF ในเว็บ)" checked={values.handinRequired === "on"} />
        <TextField name="homeworkDue" label="กำหนดส่ง (ไม่บังคับ)" type="date" value={values.homeworkDue ?? ""} error={errors.homeworkDue} />
        <TextField name="meetingUrl" label="ลิงก์ห้องเรียนของคาบนี้ (ถ้าต่างจากของประเภทคาบ)" type="url" inputMode="url" value={values.meetingUrl ?? ""} error={errors.meetingUrl} hint="https:// เท่านั้น เว้นว่างเพื่อใช้ลิงก์ของประเภทคาบ" maxLength={LIMITS.url} />
        <SaveButton intent="record" />
      </form>
      {!cancelled ? (
        <form method="post" className="card stack stack--tight" aria-labelledby="cancel-title">
          <h2 id="cancel-title">ยกเลิกคาบเรียนนี้</h2>
          <TextArea name="reason" label="เหตุผล (ส่งถึงนักเรียน)" value={values.reason ?? ""} error={errors.reason} required rows={3} />
          <p>
            <button type="submit" name="intent" value="cancel" className="button button--danger">
              ยกเลิกคาบเรียน
            </button>
          </p>
        </form>
      ) : null}
      <p>
        <Link to={P.agenda}>กลับไปตารางสอน</Link>
      </p>
    </div>
  );
}

// ---------------------------------------------------------------- types

export function TypesPage({ notice, types }: { notice: string | null; types: Array<Pick<TutoringType, "id" | "title" | "slug" | "durationMinutes" | "kind" | "seats" | "published">> }) {
  return (
    <div className="stack">
      <Header title="ประเภทคาบเรียน">
        <p>
          <Link to={P.newType} className="button button--primary">
            เพิ่มประเภทคาบเรียน
          </Link>
        </p>
      </Header>
      <Alert tone="notice" text={notice} />
      {types.length === 0 ? (
        <p className="text-muted">ยังไม่มีประเภทคาบเรียน</p>
      ) : (
        <DataTable className="tutoring-types" caption="ประเภทคาบเรียน" columns={[{ label: "ชื่อ" }, { label: "ความยาว" }, { label: "รูปแบบ" }, { label: "สถานะ" }]}>
          {types.map((t) => (
            <tr key={t.id} data-testid="type-row">
              <td>
                <Link to={P.type(t.id)}>{t.title}</Link> <span className="text-muted text-small">{t.slug}</span>
              </td>
              <td>{t.durationMinutes} นาที</td>
              <td>{t.kind === "group" ? `${KIND_LABELS.group} ${t.seats} ที่นั่ง` : KIND_LABELS.one}</td>
              <td>{t.published ? "เผยแพร่" : "ซ่อนอยู่"}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

export function TypeFormPage(props: {
  notice: string | null;
  id: string | null;
  values: Record<string, string>;
  errors: FieldErrors;
  preview: Record<string, string> | null;
  courses: Array<{ value: string; label: string }>;
}) {
  const { values: v, errors: e } = props;
  const title = props.id ? "แก้ไขประเภทคาบเรียน" : "เพิ่มประเภทคาบเรียน";
  return (
    <div className="stack">
      <Header title={title} />
      <Alert tone="notice" text={props.notice} />
      {Object.keys(e).length > 0 ? <Alert tone="error" text={e.form ?? "กรุณาแก้ไขช่องที่มีข้อผิดพลาด"} /> : null}
      <form method="post" className="card stack" noValidate>
        <TextField name="title" label="ชื่อ (ภาษาไทย)" value={v.title ?? ""} error={e.title} required maxLength={LIMITS.title} />
        <TextField name="slug" label="slug ใน URL" value={v.slug ?? ""} error={e.slug} required hint="เช่น private-60" />
        <MarkdownField name="description" label="รายละเอียด (Markdown)" value={v.description ?? ""} error={e.description} preview={props.preview?.description ?? null} />
        <TextField name="durationMinutes" label="ความยาว (นาที, 15–240)" inputMode="numeric" value={v.durationMinutes ?? ""} error={e.durationMinutes} required />
        <SelectField name="kind" label="รูปแบบ" value={v.kind ?? ""} error={e.kind} required options={[{ value: "one", label: KIND_LABELS.one }, { value: "group", label: KIND_LABELS.group }]} />
        <TextField name="seats" label="จำนวนที่นั่ง (กลุ่ม 2–50)" inputMode="numeric" value={v.seats ?? ""} error={e.seats} hint="ใช้เฉพาะแบบกลุ่ม" />
        <SelectField name="courseId" label="คอร์สที่เกี่ยวข้อง (ไม่บังคับ)" value={v.courseId ?? ""} error={e.courseId} options={props.courses} />
        <CheckboxField name="enrolledOnly" label="เฉพาะนักเรียนที่ลงทะเบียนคอร์สนี้" checked={v.enrolledOnly === "on"} error={e.enrolledOnly} />
        <div className="type-payment">
          <SelectField name="payment" label={PAYMENT_TEXT.label} value={v.payment ?? ""} error={e.payment} required options={PAYMENT_OPTIONS} />
          <TextField name="price" label={PAYMENT_TEXT.price} value={v.price ?? ""} error={e.price} hint={PAYMENT_TEXT.priceHint} />
        </div>
        <TextField name="weeklyMaxWeeks" label={SERIES_ADMIN_TEXT.maxWeeks} inputMode="numeric" value={v.weeklyMaxWeeks ?? ""} error={e.weeklyMaxWeeks} hint={SERIES_ADMIN_TEXT.maxWeeksHint} />
        <CheckboxField name="published" label="เผยแพร่ (นักเรียนเห็นและจองได้)" checked={v.published === "on"} error={e.published} />
        <TextField name="meetingUrl" label="ลิงก์ห้องเรียน (Meet, Zoom หรือ https อื่น)" type="url" inputMode="url" value={v.meetingUrl ?? ""} error={e.meetingUrl} hint="ไม่แสดงในหน้าสาธารณะ อีเมล หรือปฏิทิน" maxLength={LIMITS.url} />
        <SaveButton intent="save" />
      </form>
    </div>
  );
}
