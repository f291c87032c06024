import { Form } from "@remix-run/react";
import { tutoringUrl } from "~/platform/urls";
import { T } from "./messages";

export interface TimeButtonTime {
  start: string;
  time: string;
  day: string;
  seatsLeft: number;
}

/** One open time: a form posting the type's slug and the start (ISO 8601 with +07:00) to the booking action. */
export function TimeButton({ typeSlug, time, withDay = false, showSeats = false }: { typeSlug: string; time: TimeButtonTime; withDay?: boolean; showSeats?: boolean }) {
  return (
    <Form method="post" action={tutoringUrl()}>
      <input type="hidden" name="type" value={typeSlug} />
      <input type="hidden" name="start" value={time.start} />
      <button type="submit" className="button button--secondary button--small" aria-label={T.bookAt(time.time, time.day)}>
        {withDay ? `${time.day} ` : ""}
        {time.time} น.
        {showSeats ? <span className="tutoring-times__seats">{T.seatsLeft(time.seatsLeft)}</span> : null}
      </button>
    </Form>
  );
}
