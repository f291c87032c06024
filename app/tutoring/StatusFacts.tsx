/**
 * A booking's state in its page's facts (`<dl>` rows): confirmed or cancelled, its payment
 * (waiting until when, with the link to pay; the slip in review; paid) and the attendance.
 */
import { Link } from "~/ui/Link";
import { TUTORING_TEXT } from "./messages";
import type { Attendance, BookingStatus } from "./model";

interface Payment {
  text: string;
  pay: { url: string; label: string } | null;
}

export function StatusFacts({ booking }: { booking: { status: BookingStatus; payment: Payment | null; attendance: Attendance } }) {
  return (
    <>
      <dt>{TUTORING_TEXT.statusLabel}</dt>
      <dd>{TUTORING_TEXT.status[booking.status]}</dd>
      {booking.payment ? (
        <>
          <dt>{TUTORING_TEXT.paymentLabel}</dt>
          <dd>
            {booking.payment.text}
            {booking.payment.pay ? (
              <>
                {" · "}
                <Link to={booking.payment.pay.url}>{booking.payment.pay.label}</Link>
              </>
            ) : null}
          </dd>
        </>
      ) : null}
      {booking.attendance ? (
        <>
          <dt>{TUTORING_TEXT.attendanceLabel}</dt>
          <dd>{TUTORING_TEXT.attendance[booking.attendance]}</dd>
        </>
      ) : null}
    </>
  );
}
