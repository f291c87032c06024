/**
 * The calendar files (RFC 5545, made with ical-generator), all of them: one
 * booking's invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL) for
 * the e-mails, its downloaded file (METHOD:PUBLISH: an event to add, not an
 * invitation to answer), and the feeds (METHOD:PUBLISH, many events).
 * Instants in UTC; the UID is the booking's stored `calendarUid` (the same in
 * every one of them, whatever ORIGIN the server runs with); SEQUENCE the
 * booking's; URL the booking page. A booking's event is titled with its type,
 * the tutor and the school, and a confirmed one carries a display alarm 1 hour
 * before. Never the meeting link: the booking page shows it to the booked
 * student near the time.
 * Names and titles come from people (an IdP's display name, the tutor's type
 * title): each goes through `paramText` (a parameter, CN) or `valueText` (a
 * value, SUMMARY) before it reaches a line.
 */
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { cleanName } from "~/auth/user";
import { getEnv } from "~/platform/env.server";
import { serverOrigin } from "~/platform/origin.server";
import { BRAND } from "~/platform/site";
import { sessionUrl } from "~/kernel/urls";
import { ICS } from "./admin-messages";
import type { TutoringBooking, TutoringSession, TutoringType } from "./model";
import { ADMIN_TUTORING } from "./urls";
import { nowDate } from "~/kernel/clock";

/** Control characters, and the line and paragraph separators some readers break lines at. */
const CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;
/** Longest name kept in a CN parameter. */
const MAX_PARAM_CHARS = 100;

/**
 * Text for a quoted parameter value (CN), or undefined (the parameter is left out).
 * RFC 5545 has no escape inside a quoted parameter: ical-generator's `\"` ends
 * the quote for a reader, and what follows becomes parameters and the address
 * (`x":MAILTO:evil@…` made ical.js read the attacker's address). So quotes,
 * backslashes and control characters go, and `:` and `;` too, for readers that
 * split a line before they look at quotes. The name is first cleaned as every
 * shown name is (`cleanName`: control and bidi characters).
 */
function paramText(text: string | null | undefined): string | undefined {
  const clean = cleanName(text).replace(/["\\:;]/g, " ").replace(/\s+/g, " ").trim();
  return clean ? Array.from(clean).slice(0, MAX_PARAM_CHARS).join("").trim() : undefined;
}

/** Text for a TEXT value (SUMMARY): no control characters (ical-generator escapes `\`, `;`, `,` and new lines). */
function valueText(text: string): string {
  return text.replace(CONTROLS, " ").replace(/\s+/g, " ").trim();
}

const PROD_ID = { company: "thai-tutor", product: "tutoring", language: "TH" };

/** The site's public origin (ORIGIN; in development and tests the local server: platform/origin.server.ts). */
export function siteOrigin(): string {
  return serverOrigin();
}

/** Absolute URL of a booking's page, `/sessions/:id`. */
export function bookingPageUrl(bookingId: string, origin = siteOrigin()): string {
  return `${origin}${sessionUrl(bookingId)}`;
}

/**
 * A new booking's calendar UID, `<id>@<host of ORIGIN>`, made once: the booking
 * stores it. Also the UID a booking stored before that had (derived the same way).
 */
export function calendarUidFor(bookingId: string, origin = siteOrigin()): string {
  return `${bookingId}@${new URL(origin).hostname}`;
}

/** A confirmed event's reminder: shown 1 hour before the start. */
const alarm = (summary: string) => [{ type: ICalAlarmType.display, triggerBefore: 60 * 60, description: ICS.alarm(summary) }];

/** The tutor as ORGANIZER: the first admin address. */
function organizer() {
  const email = getEnv().ADMIN_EMAILS[0];
  return email ? { name: paramText(BRAND) ?? "", email } : null;
}

/** A booking's event: the same UID, sequence, title and page link in an invitation, a file and a feed. */
function bookingEvent(booking: TutoringBooking, typeTitle: string, origin: string, cancel = false) {
  const url = bookingPageUrl(booking.id, origin);
  const cancelled = cancel || booking.status === "cancelled";
  const summary = valueText(ICS.title(typeTitle));
  return {
    id: booking.calendarUid,
    sequence: booking.sequence,
    start: booking.start,
    end: booking.end,
    stamp: booking.updatedAt,
    summary,
    description: `${ICS.description}: ${url}`,
    url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    alarms: cancelled ? [] : alarm(summary),
    // A week of a weekly series: every week's event names the series (one id, its own UID each).
    ...(booking.series ? { x: { [SERIES_PROPERTY]: seriesCalendarId(booking.series.id, origin) } } : {}),
  };
}

/** The property each week's event of a series carries, the series' id (docs/tutoring.md#weekly-series). */
export const SERIES_PROPERTY = "X-THAI-TUTOR-SERIES";

/** A series' id in the calendar files: `series-<id>@<host>`. */
export function seriesCalendarId(seriesId: string, origin = siteOrigin()): string {
  return `series-${seriesId}@${new URL(origin).hostname}`;
}

/**
 * A weekly series' one file for its mail: one event per week (each week's own UID and
 * SEQUENCE, as its later move or cancellation mails use, and the series' id), an
 * invitation (REQUEST) or the cancellation of the weeks given (CANCEL).
 */
export function seriesIcs(input: { method: "REQUEST" | "CANCEL"; bookings: TutoringBooking[]; type: TutoringType; origin?: string }): string {
  const origin = input.origin ?? siteOrigin();
  const cancel = input.method === "CANCEL";
  const cal = ical({ prodId: PROD_ID, method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  for (const booking of input.bookings) {
    cal.createEvent({ ...bookingEvent(booking, input.type.title, origin, cancel), organizer: organizer(), attendees: [{ email: booking.email, name: paramText(booking.name) }] });
  }
  return cal.toString();
}

/** One booking's invitation (REQUEST) or cancellation (CANCEL), for the e-mails. */
export function bookingIcs(input: { method: "REQUEST" | "CANCEL"; booking: TutoringBooking; type: TutoringType; origin?: string }): string {
  const { booking, type } = input;
  const origin = input.origin ?? siteOrigin();
  const cal = ical({ prodId: PROD_ID, method: input.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  cal.createEvent({
    ...bookingEvent(booking, type.title, origin, input.method === "CANCEL"),
    organizer: organizer(),
    attendees: [{ email: booking.email, name: paramText(booking.name) }],
  });
  return cal.toString();
}

/** One booking's downloaded file (PUBLISH): the event as the student's feed has it, nobody to answer. */
export function bookingFileIcs(booking: TutoringBooking, type: TutoringType, origin = siteOrigin()): string {
  const cal = ical({ prodId: PROD_ID, method: ICalCalendarMethod.PUBLISH });
  cal.createEvent(bookingEvent(booking, type.title, origin));
  return cal.toString();
}

/** A student's feed: their bookings, cancelled ones as STATUS:CANCELLED. */
export function studentFeedIcs(bookings: Array<{ booking: TutoringBooking; title: string }>, origin = siteOrigin()): string {
  const cal = ical({ prodId: PROD_ID, method: ICalCalendarMethod.PUBLISH, name: ICS.feedName });
  for (const { booking, title } of bookings) cal.createEvent(bookingEvent(booking, title, origin));
  return cal.toString();
}

/** The tutor's feed: one event per session of the agenda, with its number of students. */
export function tutorFeedIcs(sessions: Array<{ session: TutoringSession; title: string; students: number }>, origin = siteOrigin()): string {
  const cal = ical({ prodId: PROD_ID, method: ICalCalendarMethod.PUBLISH, name: ICS.tutorFeedName });
  const host = new URL(origin).hostname;
  for (const { session, title, students } of sessions) {
    const summary = valueText(`${title} (${ICS.students(students)})`);
    cal.createEvent({
      id: `session-${session.id}@${host}`,
      start: session.start,
      end: session.end,
      stamp: nowDate(),
      summary,
      url: `${origin}${ADMIN_TUTORING.agenda}`,
      status: session.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      alarms: session.cancelled ? [] : alarm(summary),
    });
  }
  return cal.toString();
}
