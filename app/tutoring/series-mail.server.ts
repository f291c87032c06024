/**
 * A weekly series' e-mails (./series.store.server.ts), queued in the series' own transaction
 * like a booking's (./mail.server.ts: nothing read, each entry's dedupe key names the series
 * and the event): ONE mail to the student and one to each tutor for the whole series, with
 * ONE calendar file carrying every week (./ics.server.ts `seriesIcs`: one event per week,
 * each with its own booking's UID and the series' id), and each week's reminders.
 *
 * - confirmed: every week, what it cost (free, or the hours taken and left), the invitation;
 * - confirmed and held (a priced type): held until HH:MM น., the total, a button to the
 *   one order's QR; no invitation, no reminders (nothing is in a calendar before it is paid);
 * - paid: the invitation and the reminders, once for the series;
 * - cancelled (the rest, by the student): the weeks cancelled, METHOD:CANCEL for them;
 * - released (the hold ran out): every week cancelled, to both (no calendar: it was never in one);
 * - ended (by the tutor, with a reason): the weeks cancelled and why, METHOD:CANCEL for them; the
 *   student's by e-mail and LINE as they chose for a cancellation by the tutor.
 *
 * A week moved or cancelled on its own later gets the single booking's mails (the same UID).
 */
import type { Transaction } from "firebase-admin/firestore";
import { shownName } from "~/auth/user";
import { getEnv } from "~/platform/env.server";
import { seriesUrl, tutoringUrl } from "~/kernel/urls";
import { sendToStudent } from "~/services/messaging/index.server";
import { enqueueMail } from "~/services/messaging/outbox.store.server";
import { formatBaht } from "~/payments/index";
import { orderUrl } from "~/payments/index.server";
import { MAIL, sessionWhen } from "./admin-messages";
import { seriesIcs, siteOrigin } from "./ics.server";
import { enqueueReminders, render, who, type LinkLine } from "./mail.server";
import { SERIES_TEXT } from "./messages";
import type { TutoringBooking, TutoringSeries, TutoringType } from "./model";
import { clockOf } from "~/kernel/clock";

const T = SERIES_TEXT.mail;

export interface SeriesMailContext {
  event: "confirmed" | "paid" | "cancelled" | "released" | "ended";
  series: TutoringSeries;
  /** The weeks the mail is about (all for confirmed, paid and released; the ones cancelled for "cancelled"), as they are after the change. */
  bookings: TutoringBooking[];
  type: TutoringType;
  /** Confirmed, paid from hours: the minutes left after the series. */
  hoursLeft?: number;
  /** Paid: what was paid, in satang. */
  paidSatang?: number;
  /** Ended by the tutor: why (it reaches the student). */
  reason?: string;
  now?: Date;
}

export async function enqueueSeriesMails(tx: Transaction, ctx: SeriesMailContext): Promise<void> {
  const { series, bookings, type, event } = ctx;
  const first = bookings[0];
  if (!first) return;
  const origin = siteOrigin();
  const n = bookings.length;
  const page: LinkLine = { line: T.pageLine, url: `${origin}${seriesUrl(series.id)}` };
  const greeting = MAIL.greeting(shownName(series));
  const what = `${MAIL.type}: ${type.title}`;
  const weeks = [T.weeksLine, ...bookings.map((b) => T.week(b.series?.index ?? 0, sessionWhen(b.start, b.end)))].join("\n");
  const note = first.note?.trim() ? [`${MAIL.note}: ${first.note.trim()}`] : [];
  const tutors = getEnv().ADMIN_EMAILS.filter((e) => e !== series.email.toLowerCase());
  // One mail per event and set of weeks (a second "cancel the rest" cancels other weeks: its first week differs).
  const keyOf = (to: string) => `tutoring-series:${series.id}:${event}:${first.id}:${first.sequence}:${n}:${to}`;
  const held = event === "confirmed" && series.payment?.status === "held";
  const until = held && typeof series.payment?.holdUntil === "number" ? clockOf(new Date(series.payment.holdUntil)) : "";
  const cancel = event === "cancelled" || event === "ended";
  const calendar =
    held || event === "released" ? undefined : { method: cancel ? ("CANCEL" as const) : ("REQUEST" as const), content: seriesIcs({ method: cancel ? "CANCEL" : "REQUEST", bookings, type, origin }) };

  let student: { subject: string; lines: string[] };
  let tutor: { subject: string; lines: string[] };
  let studentLink = page;
  if (held) {
    const amount = formatBaht((type.priceSatang ?? 0) * n);
    student = { subject: T.heldSubject(type.title, n), lines: [greeting, T.heldIntro(until, amount), what, weeks, ...note] };
    tutor = { subject: T.heldSubject(type.title, n), lines: [T.heldTutorIntro(who(series), until), what, weeks, ...note] };
    if (series.payment) studentLink = { line: MAIL.held.payLine, url: `${origin}${orderUrl(series.payment.orderId)}`, button: MAIL.held.payButton };
  } else if (event === "confirmed") {
    const cost =
      type.payment === "free" ? [`${MAIL.price}: ${MAIL.free}`] : type.payment === "hours" && ctx.hoursLeft !== undefined ? [`${MAIL.price}: ${MAIL.hoursUsed(type.durationMinutes * n, ctx.hoursLeft)}`] : [];
    student = { subject: T.confirmedSubject(type.title, n), lines: [greeting, T.confirmedIntro(n), [what, ...cost].join("\n"), weeks, ...note] };
    tutor = { subject: T.tutorSubject(type.title, n), lines: [T.tutorIntro(who(series), n), what, weeks, ...note] };
  } else if (event === "paid") {
    const amount = formatBaht(ctx.paidSatang ?? (type.priceSatang ?? 0) * n);
    student = { subject: T.paidSubject(type.title, n), lines: [greeting, T.paidIntro(amount), what, weeks] };
    tutor = { subject: T.paidSubject(type.title, n), lines: [T.paidTutorIntro(who(series)), what, weeks] };
  } else if (event === "ended") {
    const why = ctx.reason?.trim() ? [`${MAIL.cancelled.reason}: ${ctx.reason.trim()}`] : [];
    student = { subject: T.endedSubject(type.title), lines: [greeting, T.endedIntro(n), what, weeks, ...why] };
    tutor = { subject: T.endedSubject(type.title), lines: [T.endedTutorIntro(who(series), n), what, weeks, ...why] };
  } else if (cancel) {
    student = { subject: T.cancelledSubject(type.title, n), lines: [greeting, T.cancelledIntro(n), what, weeks] };
    tutor = { subject: T.cancelledSubject(type.title, n), lines: [T.cancelledTutorIntro(who(series), n), what, weeks] };
  } else {
    student = { subject: T.releasedSubject(type.title), lines: [greeting, T.releasedIntro, what, weeks] };
    tutor = { subject: T.releasedSubject(type.title), lines: [T.releasedTutorIntro(who(series)), what, weeks] };
    studentLink = { line: MAIL.released.rebook, url: `${origin}${tutoringUrl()}` };
  }

  const studentMail = { to: series.email, ...render(student, studentLink), dedupeKey: keyOf(series.email), ...(calendar ? { calendar } : {}) };
  if (event === "released" || event === "ended") {
    // News the student did not make: by e-mail and LINE, as they chose for payments or for a cancellation by the tutor.
    const letter = { subject: studentMail.subject, text: studentMail.text, html: studentMail.html };
    const kind = event === "released" ? ("payment" as const) : ("booking-cancelled" as const);
    await sendToStudent(tx, { uid: series.uid, email: series.email, kind, letter, link: studentLink.url, dedupeKey: studentMail.dedupeKey, ...(calendar ? { calendar } : {}) }, { read: false });
  } else {
    await enqueueMail(tx, studentMail, { read: false });
  }
  for (const to of tutors) await enqueueMail(tx, { to, ...render(tutor, page), dedupeKey: keyOf(to), ...(calendar ? { calendar } : {}) }, { read: false });
  if (event === "confirmed" && !held) for (const b of bookings) await enqueueReminders(tx, b, type, ctx.now);
  if (event === "paid") for (const b of bookings) await enqueueReminders(tx, b, type, ctx.now);
}
