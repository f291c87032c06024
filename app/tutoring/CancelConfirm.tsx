/** The booking page's cancel step (routes/sessions.$id.tsx): what is cancelled, what follows, an optional reason, and the way back. */
import { Form } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { TextArea } from "~/ui/Field";
import { TUTORING_TEXT } from "./messages";
import { NOTE_MAX, pickerHref } from "./picker";
import { CONFIRM } from "./TimePicker";

interface Shown {
  title: string;
  startIso: string;
  day: string;
  from: string;
  to: string;
}

/** `page`: the booking page's address; `typedReason`: the reason as typed, after a refusal. */
export function CancelConfirm({ booking, page, typedReason }: { booking: Shown; page: string; typedReason: string }) {
  return (
    <div className="card" id={CONFIRM}>
      <h3>{TUTORING_TEXT.cancelQuestion}</h3>
      <p>
        {booking.title} · <time dateTime={booking.startIso}>{booking.day}</time> · {TUTORING_TEXT.timeRange(booking.from, booking.to)}
      </p>
      <p className="text-muted">{TUTORING_TEXT.cancelConsequence}</p>
      <Form method="post" action={pickerHref(page, { step: "cancel" }, {})}>
        <input type="hidden" name="intent" value="cancel" />
        <TextArea name="reason" label={TUTORING_TEXT.reasonLabel} hint={TUTORING_TEXT.reasonHint(NOTE_MAX)} rows={3} maxLength={NOTE_MAX} value={typedReason} />
        <button type="submit" className="button button--danger">
          {TUTORING_TEXT.confirmCancel}
        </button>
      </Form>
      <p>
        <Link to={page}>{TUTORING_TEXT.keepBooking}</Link>
      </p>
    </div>
  );
}
