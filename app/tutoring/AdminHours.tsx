/**
 * The tutor's hours (/admin/tutoring/hours): per weekday rows of start and end
 * times, days off and extra hours with a date, the numbers and the default
 * link, and — when a new day off has bookings on it — the question what to do
 * with them (cancel with a message, or keep). Without JavaScript "เพิ่ม…" and
 * "ลบ" are submit buttons the action answers with the rows changed (nothing
 * saved); with JavaScript they change the rows in place. Rows' names:
 * ./hours-form.ts.
 */
import { useEffect, useState } from "react";
import { TextArea, TextField } from "~/ui/Field";
import { bangkokInstant, formatThaiDate, isDayKey } from "~/kernel/clock";
import type { FieldErrors } from "~/kernel/form";
import { LIMITS, NUMBER_SETTINGS } from "./admin-inputs";
import { HOURS_PAGE } from "./admin-messages";
import { Alert, Header, SaveButton } from "./AdminTutoring";
import { fieldName, ROW_FIELDS, rowCount, WEEKDAYS, type Group, type Values } from "./hours-form";

/** The bookings on the days the tutor is about to take off. */
export interface OffQuestion {
  sessions: Array<{ id: string; when: string; title: string; students: string[] }>;
}

interface Row {
  key: number;
  init: Record<string, string>;
}

const fieldsOf = (group: Group): readonly string[] => (group === "off" ? ROW_FIELDS.off : group === "extra" ? ROW_FIELDS.extra : ROW_FIELDS.day);

function initialRows(values: Values, group: Group, next: () => number): Row[] {
  return Array.from({ length: rowCount(values, group) }, (_, i) => ({
    key: next(),
    init: Object.fromEntries(fieldsOf(group).map((f) => [f, values[fieldName(group, i, f)] ?? ""])),
  }));
}

/** A date input's value in Thai with the Buddhist year, or "". */
function thaiDay(date: string): string {
  return isDayKey(date) ? formatThaiDate(bangkokInstant(date, 0), "full") : "";
}

function DateField({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  const [typed, setTyped] = useState(value);
  return <TextField name={name} label={label} type="date" value={value} error={error} hint={thaiDay(typed) || HOURS_PAGE.dateHint} onInput={setTyped} />;
}

/** One group's rows, with "add" and "remove" (submit buttons the action answers; in place with JavaScript). */
function Rows({ group, legend, rows, errors, onAdd, onRemove }: { group: Group; legend: string; rows: Row[]; errors: FieldErrors; onAdd: () => void; onRemove: (i: number) => void }) {
  const label = (f: string, i: number) => `${HOURS_PAGE.fields[f as keyof typeof HOURS_PAGE.fields]} (${HOURS_PAGE.row(i + 1)})`;
  return (
    <fieldset className="hours-group stack stack--tight" data-testid={`rows-${group}`}>
      <legend>{legend}</legend>
      {rows.length === 0 ? <p className="text-muted text-small">{group.startsWith("day") ? HOURS_PAGE.noHours : HOURS_PAGE.noDates}</p> : null}
      {rows.map((row, i) => (
        <div key={row.key} className="hours-row" data-testid="hours-row">
          {fieldsOf(group).map((f) => {
            const name = fieldName(group, i, f);
            if (f === "date") return <DateField key={f} name={name} label={label(f, i)} value={row.init[f] ?? ""} error={errors[name]} />;
            return <TextField key={f} name={name} label={label(f, i)} type={f === "note" ? "text" : "time"} value={row.init[f] ?? ""} error={errors[name]} maxLength={f === "note" ? 120 : undefined} />;
          })}
          <button
            type="submit"
            name="intent"
            value={`remove:${group}:${i}`}
            className="button button--small button--ghost hours-row__remove"
            onClick={(e) => {
              e.preventDefault();
              onRemove(i);
            }}
          >
            {HOURS_PAGE.remove}
            <span className="visually-hidden"> {`${legend} ${HOURS_PAGE.row(i + 1)}`}</span>
          </button>
        </div>
      ))}
      <p>
        <button
          type="submit"
          name="intent"
          value={`add:${group}`}
          className="button button--small button--secondary"
          onClick={(e) => {
            e.preventDefault();
            onAdd();
          }}
        >
          {group === "off" ? HOURS_PAGE.addOff : group === "extra" ? HOURS_PAGE.addExtra : HOURS_PAGE.addRange}
          <span className="visually-hidden"> ({legend})</span>
        </button>
      </p>
    </fieldset>
  );
}

function Question({ question, values, errors }: { question: OffQuestion; values: Values; errors: FieldErrors }) {
  return (
    <section className="card stack stack--tight" aria-labelledby="off-question-title" data-testid="off-question">
      <h2 id="off-question-title">{HOURS_PAGE.question.title}</h2>
      <input type="hidden" name="offAsked" value="1" />
      <p>{HOURS_PAGE.question.intro}</p>
      <ul className="agenda-students stack stack--tight">
        {question.sessions.map((s) => (
          <li key={s.id}>
            <strong>{s.when}</strong> {s.title}: {s.students.join(", ")}
          </li>
        ))}
      </ul>
      <fieldset className="stack stack--tight">
        <legend>{HOURS_PAGE.question.legend}</legend>
        {errors.offChoice ? (
          <p className="field__error" id="off-choice-error">
            {errors.offChoice}
          </p>
        ) : null}
        {(["cancel", "keep"] as const).map((c) => (
          <label key={c} className="checkbox" htmlFor={`off-choice-${c}`}>
            <input id={`off-choice-${c}`} type="radio" name="offChoice" value={c} defaultChecked={values.offChoice === c} aria-describedby={errors.offChoice ? "off-choice-error" : undefined} />
            <span>{HOURS_PAGE.question[c]}</span>
          </label>
        ))}
      </fieldset>
      <TextArea name="offMessage" label={HOURS_PAGE.question.message} value={values.offMessage ?? ""} error={errors.offMessage} rows={3} hint={HOURS_PAGE.question.messageHint} />
    </section>
  );
}

export function HoursPage({ values: v, errors: e, question }: { values: Values; errors: FieldErrors; question?: OffQuestion | null }) {
  const [rows, setRows] = useState(() => {
    let n = 0;
    const next = () => n++;
    const groups = [...WEEKDAYS.map((w) => `day${w.day}` as Group), "off" as Group, "extra" as Group];
    return { next: 1_000, by: Object.fromEntries(groups.map((g) => [g, initialRows(v, g, next)])) as Record<Group, Row[]> };
  });
  // A row added in place takes the focus (its first field), as the page without JavaScript would be read from it.
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus]);
  const add = (group: Group) => {
    setRows((r) => ({ next: r.next + 1, by: { ...r.by, [group]: [...r.by[group], { key: r.next, init: {} }] } }));
    setFocus(`field-${fieldName(group, rows.by[group].length, fieldsOf(group)[0]!)}`);
  };
  const remove = (group: Group, i: number) => setRows((r) => ({ ...r, by: { ...r.by, [group]: r.by[group].filter((_, j) => j !== i) } }));
  const rowsOf = (group: Group) => ({ group, rows: rows.by[group], errors: e, onAdd: () => add(group), onRemove: (i: number) => remove(group, i) });
  return (
    <div className="stack">
      <Header title="เวลาสอนและการตั้งค่า" intro="เวลาเป็นเวลาประเทศไทย (Asia/Bangkok)" />
      {Object.keys(e).length > 0 ? <Alert tone="error" text={e.form ?? HOURS_PAGE.fix} /> : null}
      <form method="post" className="stack" noValidate>
        {/* The form's default button (Enter in a field saves, not "add"): out of sight and out of the tab order. */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          บันทึก
        </button>
        {question ? <Question question={question} values={v} errors={e} /> : null}
        <section className="card stack stack--tight" aria-labelledby="weekly-title">
          <h2 id="weekly-title">{HOURS_PAGE.weekly}</h2>
          <p className="text-muted text-small">{HOURS_PAGE.weeklyHint}</p>
          {WEEKDAYS.map((w) => (
            <Rows key={w.day} legend={w.label} {...rowsOf(`day${w.day}`)} />
          ))}
        </section>
        <section className="card stack stack--tight" aria-labelledby="dates-title">
          <h2 id="dates-title">{HOURS_PAGE.dates}</h2>
          <Rows legend={HOURS_PAGE.off} {...rowsOf("off")} />
          <Rows legend={HOURS_PAGE.extra} {...rowsOf("extra")} />
        </section>
        <fieldset className="card stack stack--tight">
          <legend>การตั้งค่า</legend>
          {NUMBER_SETTINGS.map((s) => (
            <TextField key={s.name} name={s.name} label={s.label} inputMode="numeric" value={v[s.name] ?? ""} error={e[s.name]} hint={`${s.min}–${s.max}`} />
          ))}
          <TextField name="meetingUrl" label="ลิงก์ห้องเรียนเริ่มต้น" type="url" inputMode="url" value={v.meetingUrl ?? ""} error={e.meetingUrl} hint="https:// ใช้เมื่อประเภทคาบและคาบเรียนไม่มีลิงก์ของตัวเอง" maxLength={LIMITS.url} />
        </fieldset>
        <SaveButton intent="save" />
      </form>
    </div>
  );
}
