/**
 * The student's tutoring pages, server side: /sessions (my bookings, the
 * calendar feed) and /sessions/:id (one booking: join link, reschedule with
 * the time picker, cancel; each confirmed first). /tutoring is
 * ./book-page.server.ts. Routes call these and render the result.
 */
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import type { SessionUser } from "~/auth/user";
import { getEnv } from "~/platform/env.server";
import { notFound, or503 } from "~/kernel/http.server";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { formatThaiDate, nowDate } from "~/kernel/clock";
import { seriesUrl, sessionHomeworkUrl, sessionUrl } from "~/kernel/urls";
import { getSeries } from "./series.store.server";
import { seriesLine } from "./series-page.server";
import { HOLD, orderUrl } from "~/payments/index.server";
import { BookingRefusedError } from "./booking-tx.store.server";
import { cancelBooking, reschedule } from "./booking.store.server";
import {
  getBooking,
  getSession,
  getSettings,
  getType,
  joinWindowOpen,
  listBookingsOf,
  meetingUrlOf,
  openTimesOf,
  recordVisible,
} from "./records.store.server";
import { nextSessionOf } from "./next-session.server";
import { hasFeed, rotateFeed } from "./feed.server";
import { REFUSALS, SERIES_TEXT, TUTORING_TEXT } from "./messages";
import type { TutoringBooking, TutoringSeries, TutoringSession, TutoringType } from "./model";
import { NOTE_MAX, pickerQuery, pickerView } from "./picker";
import { fail, limitPosts, readForm, readPost, statusOf, unavailable, wrote } from "./post.server";
import { clockOf, HOUR_MS, parseOffsetIso, toOffsetIso } from "~/kernel/clock";

// ---------------------------------------------------------------- /sessions

function bookingRow(b: TutoringBooking, type: Pick<TutoringType, "title"> | null) {
  return {
    id: b.id,
    title: type?.title ?? "",
    day: formatThaiDate(b.start, "full"),
    from: clockOf(b.start),
    to: clockOf(b.end),
    status: b.status,
    attendance: b.attendance,
    startIso: toOffsetIso(b.start),
    payment: b.status === "confirmed" ? paymentOf(b) : null,
  };
}

/** A held or paid booking's payment as the student's list shows it: waiting (until when, with the link to pay), the slip in review, or paid. */
function paymentOf({ payment }: Pick<TutoringBooking, "payment">): { text: string; pay: { url: string; label: string } | null; held: boolean } | null {
  if (!payment) return null;
  if (payment.status === "paid") return { text: HOLD.paid, pay: null, held: false };
  const pay = { url: orderUrl(payment.orderId), label: HOLD.pay };
  return { text: payment.holdUntil ? HOLD.waiting(clockOf(new Date(payment.holdUntil))) : HOLD.inReview, pay, held: true };
}

/**
 * A week's payment as the student's pages show it: a priced series' one order is the series'
 * (a slip pauses the hold there, not on each week), else the booking's own (`row`).
 */
function weekPayment(b: TutoringBooking, series: TutoringSeries | null, row: ReturnType<typeof paymentOf>) {
  return series?.payment && b.status === "confirmed" ? paymentOf(series) : row;
}

/** The tutor's notes and homework of a session (rendered), for a booking `recordVisible` allows; none for null. */
function sessionRecord(session: TutoringSession | null) {
  return {
    notes: session?.notes ? renderMarkdown(session.notes, { topHeading: 3 }).html : null,
    homework: session?.homework ? renderMarkdown(session.homework, { topHeading: 3 }).html : null,
    /** The homework is handed in on the site (app/handins): its page. */
    handinUrl: session?.handinRequired && !session.cancelled ? sessionHomeworkUrl(session.id) : null,
  };
}

function origin(request: Request): string {
  return getEnv().ORIGIN ?? new URL(request.url).origin;
}

export async function sessionsLoader(request: Request, now = nowDate()) {
  const user = await requireUser(request);
  const [bookings, feed] = await Promise.all([or503(listBookingsOf(user.uid)), or503(hasFeed(user.uid, "student"))]);
  const types = new Map<string, TutoringType | null>();
  for (const id of new Set(bookings.map((b) => b.typeId))) types.set(id, await or503(getType(id)));
  // Cancelled classes go to their own quiet list (issue 42: they stayed full cards under "กำลังจะถึง").
  const live = bookings.filter((b) => b.status !== "cancelled");
  const upcoming = live.filter((b) => b.end.getTime() > now.getTime()).reverse();
  const past = live.filter((b) => b.end.getTime() <= now.getTime());
  const cancelled = bookings.filter((b) => b.status === "cancelled").slice(0, 20);
  const pastRows = await Promise.all(
    past.slice(0, 30).map(async (b) => {
      const session = recordVisible(b, now) ? await or503(getSession(b.sessionId)) : null;
      return { ...bookingRow(b, types.get(b.typeId) ?? null), ...sessionRecord(session) };
    })
  );
  return {
    upcoming: await seriesOnce(upcoming, types, now),
    past: pastRows,
    /** The cancelled classes, newest first, each with who cancelled it. */
    cancelled: cancelled.map((b) => ({ ...bookingRow(b, types.get(b.typeId) ?? null), cancelledBy: b.cancelledBy })),
    /** Whether the student has a feed (its link was shown once, when it was made). */
    hasFeed: feed,
  };
}

/**
 * The upcoming rows with each weekly series once (issue 44): its next week, as the line "ทุกวันเสาร์ 10:00 น. ·
 * ครั้งที่ 3 จาก 8" that opens the series' page with every week.
 */
async function seriesOnce(upcoming: TutoringBooking[], types: Map<string, TutoringType | null>, now: Date) {
  const seen = new Set<string>();
  const rows = [];
  for (const b of upcoming) {
    const row = bookingRow(b, types.get(b.typeId) ?? null);
    if (!b.series) {
      rows.push({ ...row, series: null });
      continue;
    }
    if (seen.has(b.series.id)) continue;
    seen.add(b.series.id);
    const series = await or503(getSeries(b.series.id));
    const duration = (types.get(b.typeId)?.durationMinutes ?? 60) * 60_000;
    rows.push({ ...row, payment: weekPayment(b, series, row.payment), series: series ? { url: seriesUrl(series.id), line: seriesLine(series, duration, now) } : null });
  }
  return rows;
}

const sessionsFormSchema = z.object({ intent: z.literal("rotate-feed") });

export async function sessionsAction(request: Request) {
  const user = await requireUser(request);
  const read = await readForm(request);
  if (!read.ok) return read.response;
  if (
    !sessionsFormSchema.safeParse({
      intent: read.form.get("intent") ?? undefined,
    }).success
  ) {
    return fail(400, TUTORING_TEXT.badForm);
  }
  await limitPosts(user);
  try {
    // The answer is the only place the new link ever appears: not a redirect.
    return { feed: await rotateFeed(user.uid, "student", origin(request)) };
  } catch (error) {
    return unavailable(error);
  }
}

// ---------------------------------------------------------------- /sessions/:id

/** The booking of `id` if the user may see it (their own, or any for an admin); otherwise a 404. */
async function visibleBooking(user: SessionUser, id: string | undefined, write: boolean): Promise<TutoringBooking> {
  if (!id) notFound();
  const booking = await or503(getBooking(id));
  if (!booking) notFound();
  if (booking.uid !== user.uid && (write || !user.isAdmin)) notFound();
  return booking;
}

/** The student's booking page (`/sessions/:id`: the id is a booking's, docs/glossary.md). */
export async function bookingLoader(request: Request, id: string | undefined, now = nowDate()) {
  const user = await requireUser(request);
  const booking = await visibleBooking(user, id, false);
  const [type, session, settings] = await Promise.all([or503(getType(booking.typeId)), or503(getSession(booking.sessionId)), or503(getSettings())]);
  const canChange = booking.status === "confirmed" && now.getTime() <= booking.start.getTime() - settings.cancelWindowHours * HOUR_MS;
  // The join link: only the booked student or an admin (guarded above), confirmed, inside its window.
  const joinUrl = joinWindowOpen(booking, now) && !session?.cancelled ? meetingUrlOf(session, type, settings) : null;
  const own = booking.uid === user.uid;
  // A week of a priced series: its payment is the series' (read only for a week with a payment).
  const series = booking.series && booking.payment ? await or503(getSeries(booking.series.id)) : null;
  const open = own && canChange && type ? (await or503(openTimesOf(type, settings, now))).filter((o) => o.start.getTime() !== booking.start.getTime()) : [];
  const url = new URL(request.url);
  const ended = booking.end.getTime() <= now.getTime();
  const row = bookingRow(booking, type);
  return {
    booking: {
      ...row,
      payment: weekPayment(booking, series, row.payment),
      typeSlug: type?.published ? type.slug : null,
      cancelledBy: booking.cancelledBy,
      cancelReason: booking.cancelReason,
      note: booking.note,
      own,
      /** A week of a weekly series: "ครั้งที่ 3 จาก 8", linking to the series' page. */
      series: booking.series ? { url: seriesUrl(booking.series.id), label: SERIES_TEXT.weekOf(booking.series.index, booking.series.count) } : null,
    },
    joinUrl,
    joinSoon: booking.status === "confirmed" && !ended && !joinUrl,
    ended,
    canChange,
    cancelWindowHours: settings.cancelWindowHours,
    picker: pickerView(open, pickerQuery(url)),
    /** The cancellation's confirmation is open (`?step=cancel`). */
    cancelling: own && canChange && url.searchParams.get("step") === "cancel",
    /** The reschedule picker is open (`?step=reschedule`, or a day chosen in it). */
    rescheduling: own && canChange && (url.searchParams.get("step") === "reschedule" || url.searchParams.has("day")),
    ...sessionRecord(recordVisible(booking, now) ? session : null),
  };
}

const sessionFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), reason: z.string().optional() }),
  z.object({
    intent: z.literal("reschedule"),
    start: z.string().min(1).max(40),
  }),
]);

/** The booking page's posts: cancel, or reschedule to another time. */
export async function bookingAction(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const booking = await visibleBooking(user, id, true);
  const post = await readPost(request, user, ["intent", "start", "reason"]);
  if (!post.ok) return post.response;
  const parsed = sessionFormSchema.safeParse(post.fields);
  const typed = { note: typeof post.fields.reason === "string" ? post.fields.reason : "" };
  if (!parsed.success) return fail(400, TUTORING_TEXT.badForm, typed);
  try {
    if (parsed.data.intent === "cancel") {
      const reason = (parsed.data.reason ?? "").trim();
      if (reason.length > NOTE_MAX) return fail(400, TUTORING_TEXT.noteTooLong(NOTE_MAX), typed);
      await cancelBooking({ bookingId: booking.id, by: "student", reason: reason || null });
      return wrote(sessionUrl(booking.id), TUTORING_TEXT.cancelled);
    }
    const newStart = parseOffsetIso(parsed.data.start);
    if (!newStart) return fail(400, REFUSALS["invalid-start"]);
    const outcome = await reschedule({ uid: user.uid, bookingId: booking.id, newStart });
    if (outcome.ok) return wrote(sessionUrl(booking.id), TUTORING_TEXT.moved(formatThaiDate(newStart, "full"), clockOf(newStart)));
    return fail(statusOf(outcome.reason), REFUSALS[outcome.reason]);
  } catch (error) {
    if (error instanceof BookingRefusedError) return fail(statusOf(error.reason), REFUSALS[error.reason], typed);
    return unavailable(error, typed);
  }
}

/**
 * The dashboard's card: the signed-in student's next session (null when none, or when the store cannot answer),
 * through this process's copy (./next-session.server.ts; `writtenAt` from progressWrittenAt).
 */
export async function nextSessionCard(user: SessionUser | null, writtenAt: number | null, now = nowDate()) {
  if (!user) return null;
  try {
    const next = await nextSessionOf(user.uid, writtenAt, now);
    if (!next) return { booking: null };
    return { booking: bookingRow(next.booking, next.type) };
  } catch (error) {
    console.error(`tutoring next session: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
