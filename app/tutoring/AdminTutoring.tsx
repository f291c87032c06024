/**
 * The tutor's admin pages: the agenda, one session (attendance, notes and
 * homework, meeting link, cancel), the session types and the hours. Plain
 * forms posting to their route's action: everything works without JavaScript.
 */
import { Link } from "~/ui/Link";
import type { ReactNode } from "react";
import { DataTable } from "~/ui/DataTable";
import { CheckboxField, SelectField, TextArea, TextField } from "~/ui/Field";
import { MarkdownField } from "~/ui/MarkdownField";
import { ATTENDANCE_LABELS, FEED_TEXT, KIND_LABELS, sessionWhen } from "./admin-messages";
import { CalendarFeed } from "./CalendarFeed";
import { LIMITS, NUMBER_SETTINGS, WEEKDAYS, type FieldErrors } from "./admin-inputs";
import { ADMIN_TUTORING as P } from "./urls";
import type { Attendance, BookingStatus, TutoringType } from "./model";

/** A notice after a redirect (announced politely) or the form's error (announced at once). */
const ALERTS = {
  notice: { className: "alert alert--success", role: "status" },
  error: { className: "alert alert--error", role: "alert" },
} as const;

function Alert({ tone, text }: { tone: keyof typeof ALERTS; text: string | null | undefined }) {
  return text ? (
    <div {...ALERTS[tone]}>
      <p>{text}</p>
    </div>
  ) : null;
}

/** A form's "บันทึก" button, with the action's intent where the page has more than one form. */
function SaveButton({ intent }: { intent?: string }) {
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

function Header({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
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

interface AgendaRow {
  id: string;
  start: string;
  end: string;
  title: string;
  cancelled: boolean;
  students: Array<{ id: string; name: string; attendance: Attendance }>;
}

function AgendaTable({ rows, caption }: { rows: AgendaRow[]; caption: string }) {
  if (rows.length === 0) return <p className="text-muted">ไม่มีคาบเรียน</p>;
  return (
    <DataTable className="tutoring-agenda" caption={caption} columns={[{ label: "เวลา" }, { label: "ประเภท" }, { label: "นักเรียน" }, { label: "สถานะ" }]}>
      {rows.map((r) => (
        <tr key={r.id} data-testid="agenda-row">
          <td>
            <Link to={P.session(r.id)}>{when(r.start, r.end)}</Link>
          </td>
          <td>{r.title}</td>
          <td>
            {r.students.length === 0
              ? "—"
              : r.students.map((s) => `${s.name}${s.attendance ? ` (${ATTENDANCE_LABELS[s.attendance]})` : ""}`).join(", ")}
          </td>
          <td>{r.cancelled ? "ยกเลิกแล้ว" : "ยืนยันแล้ว"}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function AgendaPage(props: {
  notice: string | null;
  upcoming: AgendaRow[];
  past: AgendaRow[];
  hasFeed: boolean;
  /** The link just made (the action's answer): shown this once. */
  made: { https: string; webcal: string } | null;
}) {
  return (
    <div className="stack">
      <Header title="ตารางสอน" intro="วันนี้และอีก 14 วันข้างหน้า กับคาบที่ผ่านมาใน 14 วัน" />
      <Alert tone="notice" text={props.notice} />
      <section className="stack stack--tight" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">คาบที่กำลังจะถึง</h2>
        <AgendaTable rows={props.upcoming} caption="คาบที่กำลังจะถึง" />
      </section>
      <section className="stack stack--tight" aria-labelledby="past-title">
        <h2 id="past-title">คาบที่ผ่านมา</h2>
        <AgendaTable rows={props.past} caption="คาบที่ผ่านมา" />
      </section>
      <CalendarFeed texts={FEED_TEXT} hasFeed={props.hasFeed} made={props.made} fieldId="tutor-feed-url" />
    </div>
  );
}

// ---------------------------------------------------------------- one session

export function SessionPage(props: {
  notice: string | null;
  session: {
    id: string;
    start: string;
    end: string;
    title: string;
    cancelled: boolean;
    cancelReason: string | null;
    bookings: Array<{ id: string; name: string; email: string; status: BookingStatus; attendance: Attendance }>;
  };
  values: Record<string, string>;
  errors: FieldErrors;
  preview: Record<string, string> | null;
}) {
  const { session: s, values, errors } = props;
  const confirmed = s.bookings.filter((b) => b.status === "confirmed");
  return (
    <div className="stack">
      <Header title={s.title || "คาบเรียน"} intro={when(s.start, s.end)} />
      <Alert tone="notice" text={props.notice} />
      <Alert tone="error" text={errors.form} />
      {s.cancelled ? <p className="alert alert--warning">ยกเลิกแล้ว{s.cancelReason ? `: ${s.cancelReason}` : ""}</p> : null}
      <section className="stack stack--tight" aria-labelledby="students-title">
        <h2 id="students-title">นักเรียนและการเข้าเรียน</h2>
        {confirmed.length === 0 ? <p className="text-muted">ยังไม่มีนักเรียน</p> : null}
        <ul className="stack stack--tight">
          {confirmed.map((b) => (
            <li key={b.id} className="cluster" data-testid="attendance-row">
              <span>
                {b.name} <span className="text-muted text-small text-break">{b.email}</span>
              </span>
              <strong data-testid="attendance">{b.attendance ? ATTENDANCE_LABELS[b.attendance] : "ยังไม่บันทึก"}</strong>
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
            </li>
          ))}
        </ul>
      </section>
      <form method="post" className="card stack" aria-labelledby="record-title">
        <h2 id="record-title">บันทึกหลังเรียน</h2>
        <MarkdownField name="notes" label="บันทึกของพี่ (Markdown ลิงก์ไปบทเรียนหรือแบบฝึกหัดได้)" value={values.notes ?? ""} error={errors.notes} preview={props.preview?.notes ?? null} hint={`ไม่เกิน ${LIMITS.notes} ตัวอักษร นักเรียนเห็นหลังเรียน`} />
        <MarkdownField name="homework" label="การบ้าน (Markdown)" value={values.homework ?? ""} error={errors.homework} preview={props.preview?.homework ?? null} />
        <TextField name="meetingUrl" label="ลิงก์ห้องเรียนของคาบนี้ (ถ้าต่างจากของประเภทคาบ)" type="url" inputMode="url" value={values.meetingUrl ?? ""} error={errors.meetingUrl} hint="https:// เท่านั้น เว้นว่างเพื่อใช้ลิงก์ของประเภทคาบ" maxLength={LIMITS.url} />
        <SaveButton intent="record" />
      </form>
      {!s.cancelled ? (
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
        <CheckboxField name="published" label="เผยแพร่ (นักเรียนเห็นและจองได้)" checked={v.published === "on"} error={e.published} />
        <TextField name="meetingUrl" label="ลิงก์ห้องเรียน (Meet, Zoom หรือ https อื่น)" type="url" inputMode="url" value={v.meetingUrl ?? ""} error={e.meetingUrl} hint="ไม่แสดงในหน้าสาธารณะ อีเมล หรือปฏิทิน" maxLength={LIMITS.url} />
        <SaveButton intent="save" />
      </form>
    </div>
  );
}

// ---------------------------------------------------------------- hours

export function HoursPage({ notice, values: v, errors: e }: { notice: string | null; values: Record<string, string>; errors: FieldErrors }) {
  return (
    <div className="stack">
      <Header title="เวลาสอนและการตั้งค่า" intro="เวลาเป็นเวลาประเทศไทย (Asia/Bangkok)" />
      <Alert tone="notice" text={notice} />
      {Object.keys(e).length > 0 ? <Alert tone="error" text={e.form ?? "กรุณาแก้ไขช่องที่มีข้อผิดพลาด"} /> : null}
      <form method="post" className="stack" noValidate>
        <fieldset className="card stack stack--tight">
          <legend>เวลาสอนประจำสัปดาห์</legend>
          <p className="text-muted text-small">ใส่ได้หลายช่วงต่อวัน คั่นด้วยจุลภาค เช่น 09:00-12:00, 13:00-17:00 เว้นว่างถ้าไม่สอน</p>
          {WEEKDAYS.map((w) => (
            <TextField key={w.day} name={`day${w.day}`} label={w.label} value={v[`day${w.day}`] ?? ""} error={e[`day${w.day}`]} maxLength={LIMITS.rangesText} />
          ))}
        </fieldset>
        <fieldset className="card stack stack--tight">
          <legend>วันที่ยกเว้น</legend>
          <TextArea
            name="exceptions"
            label="หนึ่งบรรทัดต่อหนึ่งวัน"
            value={v.exceptions ?? ""}
            error={e.exceptions}
            rows={5}
            hint={`วันหยุด: "2026-12-31 off ไปต่างจังหวัด" · เวลาเพิ่ม: "2027-01-02 extra 09:00-12:00 ติวก่อนสอบ" · ลบบรรทัดเพื่อเอาออก (วันที่แบบ ค.ศ. ตามปฏิทินสากล)`}
          />
        </fieldset>
        <fieldset className="card stack stack--tight">
          <legend>การตั้งค่า</legend>
          {NUMBER_SETTINGS.map((s) => (
            <TextField key={s.name} name={s.name} label={s.label} inputMode="numeric" value={v[s.name] ?? ""} error={e[s.name]} hint={`${s.min}–${s.max}`} />
          ))}
          <TextField name="meetingUrl" label="ลิงก์ห้องเรียนเริ่มต้น" type="url" inputMode="url" value={v.meetingUrl ?? ""} error={e.meetingUrl} hint="https:// ใช้เมื่อประเภทคาบและคาบเรียนไม่มีลิงก์ของตัวเอง" maxLength={LIMITS.url} />
        </fieldset>
        <SaveButton />
      </form>
    </div>
  );
}
