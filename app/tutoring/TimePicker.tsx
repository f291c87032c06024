import { Link } from "~/ui/Link";
import { QUEUE_TEXT, TUTORING_TEXT } from "./messages";
import type { PickerView } from "./picker";

/** The anchors the picker's links land on (the page reloads at its top without JavaScript). */
export const PICK_DAY = "pick-day";
export const PICK_TIME = "pick-time";
export const CONFIRM = "confirm";

/**
 * THE time picker (booking and rescheduling): the days with open times as
 * links (each with how many times are open), then the chosen day's times as
 * links to the confirmation. Plain links: it works without JavaScript.
 */
export function TimePicker({ picker, hrefOf, showSeats = false }: { picker: PickerView; hrefOf: (choice: { day?: string; time?: string }, anchor: string) => string; showSeats?: boolean }) {
  const { days, day, times, problem } = picker;
  if (days.length === 0) return <p className="text-muted">{TUTORING_TEXT.noTimes}</p>;
  return (
    <div className="time-picker">
      {problem ? (
        <p className="alert alert--warning" role="status">
          {problem === "day" ? TUTORING_TEXT.pickOtherDay : TUTORING_TEXT.pickOtherTime}
        </p>
      ) : null}
      <h3 id={PICK_DAY}>{TUTORING_TEXT.pickDay}</h3>
      <p className="text-muted">{TUTORING_TEXT.pickDayHint}</p>
      <ul className="time-picker__days">
        {days.map((d) => (
          <li key={d.dayKey}>
            <Link to={hrefOf({ day: d.dayKey }, PICK_TIME)} className="time-picker__day" aria-current={d.dayKey === day?.dayKey ? "true" : undefined}>
              <span>{d.day}</span>{" "}
              <span className="time-picker__count">{d.count === 0 ? QUEUE_TEXT.fullJoin : TUTORING_TEXT.dayCount(d.count, d.full)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {day ? (
        <>
          <h3 id={PICK_TIME}>{TUTORING_TEXT.pickTime(day.day)}</h3>
          <ul className="tutoring-times">
            {times.map((t) => (
              <li key={t.start}>
                <Link to={hrefOf({ day: day.dayKey, time: t.time }, CONFIRM)} className="button button--secondary button--small">
                  <time dateTime={t.start}>{TUTORING_TEXT.clock(t.time)}</time>
                  {showSeats ? <span className="tutoring-times__seats">{t.seatsLeft > 0 ? TUTORING_TEXT.seatsLeft(t.seatsLeft) : QUEUE_TEXT.fullJoin}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
