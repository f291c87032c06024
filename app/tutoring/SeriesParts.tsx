/**
 * The weekly series' parts of /tutoring (routes/tutoring.tsx): the confirmation's "ทุกสัปดาห์"
 * (how many weeks, a plain select: it works without JavaScript) and the answer to a series whose
 * weeks clash (each week named with its reason, "จองเฉพาะสัปดาห์ที่ว่าง" posting the same fields with
 * a `skip` for each, the note kept, or another time).
 */
import { Form } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { TextArea } from "~/ui/Field";
import { SERIES_TEXT, TUTORING_TEXT } from "./messages";
import { NOTE_MAX } from "./picker";
import type { SeriesClashView } from "./post.server";

/** The confirmation's choice of weeks: once (1), or every week for 2 … `maxWeeks` weeks. Nothing for a type without series. */
export function WeeksChoice({ maxWeeks }: { maxWeeks: number }) {
  if (maxWeeks < 2) return null;
  const options = Array.from({ length: maxWeeks - 1 }, (_, i) => i + 2);
  return (
    <fieldset className="tutoring-weeks">
      <legend>{SERIES_TEXT.weeksLegend}</legend>
      <div className="field">
        <label className="field__label" htmlFor="field-weeks">
          {SERIES_TEXT.weeksLabel}
        </label>
        <select id="field-weeks" name="weeks" className="select" defaultValue="1" aria-describedby="field-weeks-hint">
          <option value="1">{SERIES_TEXT.once}</option>
          {options.map((n) => (
            <option key={n} value={n}>
              {SERIES_TEXT.weeks(n)}
            </option>
          ))}
        </select>
        <p className="field__hint" id="field-weeks-hint">
          {SERIES_TEXT.weeksHint}
        </p>
      </div>
    </fieldset>
  );
}

/** A series refused for its clashing weeks: the weeks, then the free weeks' booking (all or none still) or another time. */
export function SeriesClash({ clash, note, action, otherTime }: { clash: SeriesClashView; note: string; action: string; otherTime: string }) {
  return (
    <section className="card tutoring-clash" aria-labelledby="clash-title">
      <h2 id="clash-title">{SERIES_TEXT.clashLead}</h2>
      <ul className="tutoring-clash__weeks">
        {clash.clashes.map((c) => (
          <li key={c.start}>
            <time dateTime={c.start}>{c.label}</time>: {c.reason}
          </li>
        ))}
      </ul>
      {clash.weeksLeft > 0 ? (
        <Form method="post" action={action} className="tutoring-confirm__form">
          <input type="hidden" name="type" value={clash.type} />
          <input type="hidden" name="start" value={clash.start} />
          <input type="hidden" name="weeks" value={clash.weeks} />
          {clash.skip.map((s) => (
            <input key={s} type="hidden" name="skip" value={s} />
          ))}
          <TextArea name="note" label={TUTORING_TEXT.noteLabel} hint={TUTORING_TEXT.noteHint(NOTE_MAX)} rows={2} maxLength={NOTE_MAX} value={note} />
          <button type="submit" className="button button--primary">
            {SERIES_TEXT.bookFree}
          </button>
          <p className="text-muted">{SERIES_TEXT.bookFreeHint(clash.weeksLeft)}</p>
        </Form>
      ) : null}
      <p>
        <Link to={otherTime}>{SERIES_TEXT.otherTime}</Link>
      </p>
    </section>
  );
}
