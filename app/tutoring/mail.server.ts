/**
 * The e-mails of a booking change, queued through the platform outbox in the
 * SAME transaction as the change (the booking store calls this after its
 * reads; nothing here reads: each entry is created blind, its dedupe key
 * naming the booking's sequence, so one event makes each mail once):
 *
 * - confirmed / rescheduled: to the student and to every admin (the tutor),
 *   with the student's note ("อยากเรียนเรื่อง"), each with the booking's invitation (METHOD:REQUEST, same UID, the new
 *   SEQUENCE), and the reminders 24 h and 1 h before the start, to both; what it
 *   costs: "ฟรี", or the hours it took and those left ("หัก 1 ชั่วโมง เหลือ 9 ชั่วโมง");
 * - held (a confirmed booking of a type with a price per session, not paid yet,
 *   docs/payments.md#a-paid-bookings-hold): what it is, held until HH:MM น., the
 *   amount and a button to the order's QR; the tutor's says รอชำระเงิน. No
 *   invitation and no reminders: nothing is in anyone's calendar before it is paid
 *   (a reschedule of a held booking neither);
 * - paid (the confirm of its order, or a payment by hand: payments calls
 *   `paidBookingMails`, ./paid-mail.store.server.ts, in its transaction): the
 *   confirmation with the invitation (REQUEST) and the reminders, to both;
 * - cancelled (by either side): to both, with METHOD:CANCEL (none for a held
 *   booking: it was never in a calendar); the tutor's reason goes to the
 *   student, and the student's mail offers to book again (`/tutoring`) instead
 *   of the booking page and its join link;
 * - released (a held booking whose time ran out, the hold sweep): says the hold
 *   ran out, not that the tutor cancelled, and offers to book again.
 *
 * The student's mails greet them, and the tutor's name them, by `shownName`
 * (the name the booking stores: the student's profile name when they booked,
 * else the IdP's, cleaned; else the e-mail's local part).
 *
 * Reminders wait in the outbox (`sendAt`) and carry a precondition: the
 * sender skips one unless `tutoringBookings/{id}` is still confirmed at the
 * sequence it was queued for, so a cancelled or moved booking sends none (a
 * move queues new ones). The student's reminders, and their mail about a
 * cancellation by the tutor, go by e-mail and LINE as the student chose for
 * that kind (`sendToStudent`, app/services/messaging/send-to-student.server.ts: reminders' e-mail is the
 * `emailTutoringReminders` setting), and so does a released hold (the kind
 * `payment`); the other mails are always sent. The
 * student's reminder carries its notification on the site, written when the
 * sender takes it (docs/notifications.md). Every mail but the
 * student's cancellation links to `/sessions/:id`; none carries the meeting link.
 * Links are absolute (ORIGIN); each mail is laid out by the one template
 * (app/services/messaging/mail-letter.server.ts: text and HTML parts, signed by the tutor).
 */
import type { Transaction } from "firebase-admin/firestore";
import { shownName } from "~/auth/user";
import { getEnv } from "~/platform/env.server";
import { renderLetter, type Letter as MailLetter, type RenderedLetter } from "~/services/messaging/mail-letter.server";
import { sessionUrl, tutoringUrl } from "~/kernel/urls";
import { NOTIFY_TITLES, sendToStudent } from "~/services/messaging/index.server";
import { enqueueMail } from "~/services/messaging/outbox.store.server";
import { formatBaht } from "~/payments/index";
import { orderUrl } from "~/payments/index.server";
import { MAIL, sessionWhen } from "./admin-messages";
import { bookingIcs, bookingPageUrl, siteOrigin } from "./ics.server";
import { TUTORING_COLLECTIONS, type TutoringBooking, type TutoringType } from "./model";
import { clockOf, nowDate } from "~/kernel/clock";

type BookingEvent = "confirmed" | "cancelled" | "rescheduled" | "paid";

export interface BookingMailContext {
  event: BookingEvent;
  /** The booking as it is after the change (its `sequence` already raised). */
  booking: TutoringBooking;
  type: TutoringType;
  /** For "rescheduled": where it was. */
  previousStart?: Date;
  /** For "cancelled": who cancelled, and the tutor's reason (sent to the student). */
  by?: "student" | "tutor";
  reason?: string | null;
  /** For "cancelled": a held booking released because its time ran out (the hold sweep), not cancelled by anyone. */
  released?: boolean;
  /** For "confirmed" of a type paid from hours: the minutes the student has left after this booking. */
  hoursLeft?: number;
  /** For "paid": what was paid, in satang. */
  paidSatang?: number;
  /** The clock deciding which reminders are still ahead (tests); default now. */
  now?: Date;
}

const REMINDERS = [
  { key: "remind24", beforeMs: 24 * 3_600_000, label: MAIL.reminder.label24 },
  { key: "remind1", beforeMs: 3_600_000, label: MAIL.reminder.label1 },
] as const;

interface Letter {
  subject: string;
  /** Paragraphs. */
  lines: string[];
}

/** The paragraph that ends a letter: what the link is for, and the link (absolute), or a button of a few words. */
export type LinkLine = NonNullable<MailLetter["link"]>;

/** The letter through the one e-mail template (app/services/messaging/mail-letter.server.ts): text and HTML, links absolute, signed by the tutor. */
export function render(letter: Letter, link: LinkLine): RenderedLetter {
  return renderLetter({ subject: letter.subject, parts: letter.lines, link }, siteOrigin());
}

export const who = (b: Pick<TutoringBooking, "email" | "name">) => `${shownName(b)} (${b.email})`;

/** A held booking's end of hold as the mails say it ("14:35"), or null (a slip waits, or it is paid). */
function heldUntil(booking: TutoringBooking): string | null {
  const until = booking.payment?.status === "held" ? booking.payment.holdUntil : null;
  return typeof until === "number" ? clockOf(new Date(until)) : null;
}

/** What a confirmed booking costs, as its mail says it: free, or the hours it took and those left. */
function costLines(type: TutoringType, hoursLeft: number | undefined): string[] {
  if (type.payment === "free") return [`${MAIL.price}: ${MAIL.free}`];
  if (type.payment === "hours" && hoursLeft !== undefined) return [`${MAIL.price}: ${MAIL.hoursUsed(type.durationMinutes, hoursLeft)}`];
  return [];
}

export async function enqueueBookingMails(tx: Transaction, ctx: BookingMailContext): Promise<void> {
  const { booking, type, event } = ctx;
  const origin = siteOrigin();
  const link: LinkLine = { line: MAIL.pageLine, url: bookingPageUrl(booking.id, origin) };
  const greeting = MAIL.greeting(shownName(booking));
  const when = `${MAIL.when}: ${sessionWhen(booking.start, booking.end)}`;
  const what = `${MAIL.type}: ${type.title}`;
  const note = booking.note?.trim() ? [`${MAIL.note}: ${booking.note.trim()}`] : [];
  const tutors = getEnv().ADMIN_EMAILS.filter((e) => e !== booking.email.toLowerCase());
  const keyOf = (kind: string, to: string) => `tutoring:${booking.id}:${booking.sequence}:${kind}:${to}`;
  // Not paid yet: never in a calendar (no invitation, so no cancellation of one either), no reminders.
  const unpaid = booking.payment?.status === "held";
  const until = heldUntil(booking);
  const cancelled = event === "cancelled";
  const released = cancelled && ctx.released === true;
  const calendar = unpaid
    ? undefined
    : { method: cancelled ? ("CANCEL" as const) : ("REQUEST" as const), content: bookingIcs({ method: cancelled ? "CANCEL" : "REQUEST", booking, type, origin }) };
  const pay: LinkLine | null = unpaid && booking.payment ? { line: MAIL.held.payLine, url: `${origin}${orderUrl(booking.payment.orderId)}`, button: MAIL.held.payButton } : null;

  let student: Letter;
  let tutor: Letter;
  if (event === "confirmed" && unpaid) {
    const amount = type.priceSatang ? formatBaht(type.priceSatang) : "";
    student = { subject: MAIL.held.studentSubject(type.title), lines: [greeting, MAIL.held.studentIntro(until ?? "", amount), `${what}\n${when}`, ...note] };
    tutor = { subject: MAIL.held.tutorSubject(type.title), lines: [MAIL.held.tutorIntro(who(booking), until ?? ""), `${what}\n${when}`, ...note] };
  } else if (event === "confirmed") {
    const cost = costLines(type, ctx.hoursLeft);
    student = { subject: MAIL.confirmed.studentSubject(type.title), lines: [greeting, MAIL.confirmed.studentIntro, [what, when, ...cost].join("\n"), ...note] };
    tutor = { subject: MAIL.confirmed.tutorSubject(type.title), lines: [MAIL.confirmed.tutorIntro(who(booking)), `${what}\n${when}`, ...note] };
  } else if (event === "paid") {
    const amount = formatBaht(ctx.paidSatang ?? type.priceSatang ?? 0);
    student = { subject: MAIL.paid.studentSubject(type.title), lines: [greeting, MAIL.paid.studentIntro(amount), `${what}\n${when}`, ...note] };
    tutor = { subject: MAIL.paid.tutorSubject(type.title), lines: [MAIL.paid.tutorIntro(who(booking)), `${what}\n${when}`, ...note] };
  } else if (event === "rescheduled") {
    const before = ctx.previousStart
      ? [`${MAIL.rescheduled.previous}: ${sessionWhen(ctx.previousStart, new Date(ctx.previousStart.getTime() + (booking.end.getTime() - booking.start.getTime())))}`]
      : [];
    const held = unpaid && until ? [MAIL.held.stillHeld(until)] : [];
    student = { subject: MAIL.rescheduled.studentSubject(type.title), lines: [greeting, MAIL.rescheduled.studentIntro, `${what}\n${when}`, ...before, ...held] };
    tutor = { subject: MAIL.rescheduled.tutorSubject(type.title), lines: [MAIL.rescheduled.tutorIntro(who(booking)), `${what}\n${when}`, ...before, ...held, ...note] };
  } else if (released) {
    student = { subject: MAIL.released.studentSubject(type.title), lines: [greeting, MAIL.released.studentIntro(until), `${what}\n${when}`] };
    tutor = { subject: MAIL.released.tutorSubject(type.title), lines: [MAIL.released.tutorIntro(who(booking)), `${what}\n${when}`] };
  } else {
    const byTutor = (ctx.by ?? booking.cancelledBy) === "tutor";
    const reason = (ctx.reason ?? booking.cancelReason)?.trim();
    const reasonLine = reason ? [`${MAIL.cancelled.reason}: ${reason}`] : [];
    student = {
      subject: MAIL.cancelled.studentSubject(type.title),
      lines: [greeting, byTutor ? MAIL.cancelled.studentIntroByTutor : MAIL.cancelled.studentIntroByStudent, `${what}\n${when}`, ...(byTutor ? reasonLine : [])],
    };
    tutor = {
      subject: MAIL.cancelled.tutorSubject(type.title),
      lines: [byTutor ? MAIL.cancelled.tutorIntroByTutor(who(booking)) : MAIL.cancelled.tutorIntroByStudent(who(booking)), `${what}\n${when}`, ...reasonLine],
    };
  }

  // A cancelled booking's page has no join link to offer: the student is offered to book again, the tutor the page.
  // A held one's student is offered its order's QR.
  const studentLink = cancelled ? { line: released ? MAIL.released.rebook : MAIL.cancelled.rebook, url: `${origin}${tutoringUrl()}` } : (pay ?? link);
  const tutorLink = cancelled ? { ...link, line: MAIL.cancelled.pageLine } : link;
  // Confirmations and the student's own cancellations: never subject to a setting (the user just did this).
  const studentMail = { to: booking.email, ...render(student, studentLink), dedupeKey: keyOf(released ? "released" : event, booking.email), ...(calendar ? { calendar } : {}) };
  const byTutor = cancelled && !released && (ctx.by ?? booking.cancelledBy) === "tutor";
  if (byTutor || released) {
    // News the student did not make: by e-mail and LINE, as they chose for a cancellation by the tutor, or for payments.
    const letter = { subject: studentMail.subject, text: studentMail.text, html: studentMail.html };
    const kind = released ? ("payment" as const) : ("booking-cancelled" as const);
    await sendToStudent(tx, { uid: booking.uid, email: booking.email, kind, letter, link: studentLink.url, dedupeKey: studentMail.dedupeKey, calendar }, { read: false });
  } else {
    await enqueueMail(tx, studentMail, { read: false });
  }
  for (const to of tutors) {
    await enqueueMail(tx, { to, ...render(tutor, tutorLink), dedupeKey: keyOf(released ? "released" : event, to), ...(calendar ? { calendar } : {}) }, { read: false });
  }
  if (cancelled || unpaid) return;
  await enqueueReminders(tx, booking, type, ctx.now);
}

/**
 * A confirmed booking's reminders, 24 h and 1 h before its start, to the student and the tutors
 * (the ones still ahead of `at`), each with the precondition that the booking is still confirmed
 * at this sequence. A series' weeks get theirs each (./series-mail.server.ts).
 */
export async function enqueueReminders(tx: Transaction, booking: TutoringBooking, type: TutoringType, at?: Date): Promise<void> {
  const origin = siteOrigin();
  const link: LinkLine = { line: MAIL.pageLine, url: bookingPageUrl(booking.id, origin) };
  const greeting = MAIL.greeting(shownName(booking));
  const when = `${MAIL.when}: ${sessionWhen(booking.start, booking.end)}`;
  const what = `${MAIL.type}: ${type.title}`;
  const tutors = getEnv().ADMIN_EMAILS.filter((e) => e !== booking.email.toLowerCase());
  const keyOf = (kind: string, to: string) => `tutoring:${booking.id}:${booking.sequence}:${kind}:${to}`;
  const now = (at ?? nowDate()).getTime();
  const precondition = {
    path: `${TUTORING_COLLECTIONS.bookings}/${booking.id}`,
    fields: { status: "confirmed", sequence: booking.sequence },
  };
  for (const r of REMINDERS) {
    const sendAt = new Date(booking.start.getTime() - r.beforeMs);
    if (sendAt.getTime() <= now) continue; // booked later than that: this reminder would say something untrue
    const lines = [`${what}\n${when}`];
    const letter = render({ subject: MAIL.reminder.subject(type.title, r.label), lines: [greeting, MAIL.reminder.studentIntro(r.label), ...lines] }, link);
    await sendToStudent(
      tx,
      {
        uid: booking.uid,
        email: booking.email,
        kind: "reminder",
        letter,
        link: link.url,
        dedupeKey: keyOf(r.key, booking.email),
        sendAt,
        precondition,
        // Shown on the site when the sender takes it (whatever the e-mail setting).
        notification: { uid: booking.uid, kind: "reminder", title: NOTIFY_TITLES.reminder(type.title, r.label), link: sessionUrl(booking.id) },
      },
      { read: false },
    );
    for (const to of tutors) {
      await enqueueMail(
        tx,
        {
          to,
          ...render({ subject: MAIL.reminder.subject(type.title, r.label), lines: [MAIL.reminder.tutorIntro(who(booking), r.label), ...lines] }, link),
          dedupeKey: keyOf(r.key, to),
          sendAt,
          precondition,
        },
        { read: false },
      );
    }
  }
}
