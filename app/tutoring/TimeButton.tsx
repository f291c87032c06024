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
      {/* The name read out says what the button does and the day; what is seen stays short. */}
      <button type="submit" className="button button--secondary button--small">
        <span className="visually-hidden">{T.bookPrefix}</span>
        {withDay ? `${time.day} ` : ""}
        {time.time} น.
        {withDay ? null : <span className="visually-hidden"> {time.day}</span>}
        {showSeats ? <span className="tutoring-times__seats">{T.seatsLeft(time.seatsLeft)}</span> : null}
      </button>
    </Form>
  );
}
