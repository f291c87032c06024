/**
 * The student's tutoring pages, server side: /tutoring (open times, book),
 * /sessions (my bookings, the calendar feed) and /sessions/:id (one booking:
 * join link, cancel, reschedule). Routes call these and render the result.
 */
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import type { SessionUser } from "~/auth/user";
import { myName } from "~/auth/profile.server";
import { UnavailableError } from "~/platform/errors";
import { getEnv } from "~/platform/env.server";
import { notFound, or503 } from "~/platform/http.server";
import { renderMarkdown } from "~/platform/markdown.server";
import { hit, RATE_LIMIT_MESSAGE, RATE_RULES } from "~/platform/rate-limit.store.server";
import { progressWrittenAt, progressWrittenCookie } from "~/platform/student-cache.server";
import { formatThaiDate } from "~/platform/thai";
import { sessionUrl } from "~/platform/urls";
import { BookingRefusedError, ContentionError } from "./booking-tx.store.server";
import { book, cancelBooking, reschedule, type BookOutcome } from "./booking.store.server";
import {
  bookingWindow,
  getBooking,
  getSession,
  getSettings,
  getType,
  getTypeBySlug,
  joinWindowOpen,
  listBookingsOf,
  meetingUrlOf,
  openTimesOf,
  recordVisible,
} from "./records.store.server";
import { nextSessionOf } from "./next-session.server";
import { hasFeed, rotateFeed } from "./feed.server";
import { CONFLICTS, JUST_TAKEN, REFUSALS, T, type RefusalReason } from "./messages";
import type { TutoringBooking, TutoringSession, TutoringType } from "./model";
import { clockOf, dayKeyOf, HOUR_MS, parseOffsetIso, toOffsetIso } from "./time";
import { readFormBody } from "~/platform/form.server";

/** The largest form body a tutoring action reads (its fields are a few dozen bytes). */
const MAX_FORM_BYTES = 2048;

/** An open time as the page shows it: the form's `start` and the Thai labels. */
export interface OpenTimeView {
  start: string;
  time: string;
  day: string;
  dayKey: string;
  seatsLeft: number;
}

function timeView(start: Date, seatsLeft: number): OpenTimeView {
  return {
    start: toOffsetIso(start),
    time: clockOf(start),
    day: formatThaiDate(start, "full"),
    dayKey: dayKeyOf(start),
    seatsLeft,
  };
}

/** Open times grouped by Bangkok day, in order. */
function byDay(times: OpenTimeView[]): Array<{ dayKey: string; day: string; times: OpenTimeView[] }> {
  const days: Array<{ dayKey: string; day: string; times: OpenTimeView[] }> = [];
  for (const t of times) {
    const last = days[days.length - 1];
    if (last && last.dayKey === t.dayKey) last.times.push(t);
    else days.push({ dayKey: t.dayKey, day: t.day, times: [t] });
  }
  return days;
}

/** What a refused post answers: the Thai message, the next open times (after "just taken") and what was sent. */
export interface ActionError {
  error: string;
  next: OpenTimeView[];
  typed: { type: string; start: string } | null;
}

function fail(status: number, error: string, next: OpenTimeView[] = [], typed: ActionError["typed"] = null, headers?: Record<string, string>) {
  return data<ActionError>({ error, next, typed }, { status, headers });
}

type FormResult = { ok: true; form: FormData } | { ok: false; response: ReturnType<typeof fail> };

/** The posted form (platform/form.server.ts), bounded: not a form 415, over MAX_FORM_BYTES 413, unreadable 400 (Thai). */
async function readForm(request: Request): Promise<FormResult> {
  const body = await readFormBody(request, MAX_FORM_BYTES);
  return body.ok ? body : { ok: false, response: fail(body.status, body.message) };
}

/** One booking post per user is counted (book, cancel, reschedule share the limit). */
async function limitPosts(user: SessionUser): Promise<void> {
  const result = await hit(RATE_RULES.tutoringBook(), `uid:${user.uid}`);
  if (!result.allowed) {
    throw fail(429, RATE_LIMIT_MESSAGE, [], null, {
      "Retry-After": String(result.retryAfterSeconds),
    });
  }
}

/** A booking post (book, cancel, reschedule): the form's fields `names`, once it is counted against the user's limit. */
async function readPost<K extends string>(
  request: Request,
  user: SessionUser,
  names: readonly K[]
): Promise<{ ok: true; fields: Record<K, FormDataEntryValue | undefined> } | { ok: false; response: ReturnType<typeof fail> }> {
  const read = await readForm(request);
  if (!read.ok) return read;
  await limitPosts(user);
  return { ok: true, fields: Object.fromEntries(names.map((n) => [n, read.form.get(n) ?? undefined])) as Record<K, FormDataEntryValue | undefined> };
}

/**
 * The 303 after a write of the student's bookings, with the `progress_at`
 * cookie: every other process then reads the student's dashboard card again
 * (app/platform/student-cache.server.ts).
 */
function wrote(to: string) {
  return redirect(to, { status: 303, headers: { "Set-Cookie": progressWrittenCookie() } });
}

function unavailable(error: unknown) {
  if (error instanceof UnavailableError) {
    console.error(`tutoring: ${error.message}`);
    return fail(503, error instanceof ContentionError ? T.busy : T.unavailable);
  }
  throw error;
}

function statusOf(reason: RefusalReason): 400 | 404 | 409 {
  if (reason === "not-found") return 404;
  return CONFLICTS.has(reason) ? 409 : 400;
}

// ---------------------------------------------------------------- /tutoring

export async function tutoringLoader(user: SessionUser | null, now = new Date()) {
  const { types } = await or503(bookingWindow(now));
  return {
    signedIn: user !== null,
    types: types.map(({ type, open }) => ({
      slug: type.slug,
      title: type.title,
      description: renderMarkdown(type.description, { topHeading: 3 }).html,
      durationMinutes: type.durationMinutes,
      kind: type.kind,
      seats: type.seats,
      enrolledOnly: type.enrolledOnly,
      days: byDay(open.map((o) => timeView(o.start, o.seatsLeft))),
    })),
  };
}

const bookSchema = z.object({
  type: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/),
  start: z.string().min(1).max(40),
});

/** The next `n` open times of a type after a refusal (the "just taken" answer offers them as forms). */
async function nextTimes(type: TutoringType | null, now: Date, n = 3): Promise<OpenTimeView[]> {
  if (!type) return [];
  try {
    const open = await openTimesOf(type, await getSettings(), now);
    return open.slice(0, n).map((o) => timeView(o.start, o.seatsLeft));
  } catch {
    return [];
  }
}

/** POST /tutoring: book `type` at `start`, then 303 to the booking's page; refusals 400/409 with the Thai reason. */
export async function bookAction(request: Request) {
  const user = await requireUser(request);
  const post = await readPost(request, user, ["type", "start"]);
  if (!post.ok) return post.response;
  const parsed = bookSchema.safeParse(post.fields);
  const typed = {
    type: String(post.fields.type ?? "").slice(0, 80),
    start: String(post.fields.start ?? "").slice(0, 40),
  };
  if (!parsed.success) return fail(400, T.badForm, [], typed);
  const start = parseOffsetIso(parsed.data.start);
  if (!start) return fail(400, REFUSALS["invalid-start"], [], typed);
  const now = new Date();
  let outcome: BookOutcome;
  try {
    outcome = await book({
      uid: user.uid,
      email: user.email,
      name: await myName(user, progressWrittenAt(request)),
      typeSlug: parsed.data.type,
      start,
      now,
    });
  } catch (error) {
    return unavailable(error);
  }
  if (outcome.ok) return wrote(sessionUrl(outcome.booking.id));
  const next = JUST_TAKEN.has(outcome.reason) ? await nextTimes(await getTypeForSlug(parsed.data.type), now) : [];
  return fail(statusOf(outcome.reason), REFUSALS[outcome.reason], next, {
    ...typed,
    type: parsed.data.type,
  });
}

async function getTypeForSlug(slug: string): Promise<TutoringType | null> {
  return getTypeBySlug(slug).catch(() => null);
}

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
  };
}

/** The tutor's notes and homework of a session (rendered), for a booking `recordVisible` allows; none for null. */
function sessionRecord(session: TutoringSession | null) {
  return {
    notes: session?.notes ? renderMarkdown(session.notes, { topHeading: 3 }).html : null,
    homework: session?.homework ? renderMarkdown(session.homework, { topHeading: 3 }).html : null,
  };
}

function origin(request: Request): string {
  return getEnv().ORIGIN ?? new URL(request.url).origin;
}

export async function sessionsLoader(request: Request, now = new Date()) {
  const user = await requireUser(request);
  const [bookings, feed] = await Promise.all([or503(listBookingsOf(user.uid)), or503(hasFeed(user.uid, "student"))]);
  const types = new Map<string, TutoringType | null>();
  for (const id of new Set(bookings.map((b) => b.typeId))) types.set(id, await or503(getType(id)));
  const upcoming = bookings.filter((b) => b.end.getTime() > now.getTime()).reverse();
  const past = bookings.filter((b) => b.end.getTime() <= now.getTime());
  const pastRows = await Promise.all(
    past.slice(0, 30).map(async (b) => {
      const session = recordVisible(b, now) ? await or503(getSession(b.sessionId)) : null;
      return { ...bookingRow(b, types.get(b.typeId) ?? null), ...sessionRecord(session) };
    })
  );
  return {
    upcoming: upcoming.map((b) => bookingRow(b, types.get(b.typeId) ?? null)),
    past: pastRows,
    /** Whether the student has a feed (its link was shown once, when it was made). */
    hasFeed: feed,
  };
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
    return fail(400, T.badForm);
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

export async function sessionLoader(request: Request, id: string | undefined, now = new Date()) {
  const user = await requireUser(request);
  const booking = await visibleBooking(user, id, false);
  const [type, session, settings] = await Promise.all([or503(getType(booking.typeId)), or503(getSession(booking.sessionId)), or503(getSettings())]);
  const canChange = booking.status === "confirmed" && now.getTime() <= booking.start.getTime() - settings.cancelWindowHours * HOUR_MS;
  // The join link: only the booked student or an admin (guarded above), confirmed, inside its window.
  const joinUrl = joinWindowOpen(booking, now) && !session?.cancelled ? meetingUrlOf(session, type, settings) : null;
  const options =
    canChange && type
      ? (await or503(openTimesOf(type, settings, now))).filter((o) => o.start.getTime() !== booking.start.getTime()).slice(0, 60)
      : [];
  const ended = booking.end.getTime() <= now.getTime();
  return {
    booking: {
      ...bookingRow(booking, type),
      cancelledBy: booking.cancelledBy,
      cancelReason: booking.cancelReason,
      own: booking.uid === user.uid,
    },
    joinUrl,
    joinSoon: booking.status === "confirmed" && !ended && !joinUrl,
    ended,
    canChange,
    cancelWindowHours: settings.cancelWindowHours,
    options: options.map((o) => timeView(o.start, o.seatsLeft)),
    ...sessionRecord(recordVisible(booking, now) ? session : null),
  };
}

const sessionFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({
    intent: z.literal("reschedule"),
    start: z.string().min(1).max(40),
  }),
]);

export async function sessionAction(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const booking = await visibleBooking(user, id, true);
  const post = await readPost(request, user, ["intent", "start"]);
  if (!post.ok) return post.response;
  const parsed = sessionFormSchema.safeParse(post.fields);
  if (!parsed.success) return fail(400, T.badForm);
  try {
    if (parsed.data.intent === "cancel") {
      await cancelBooking({
        bookingId: booking.id,
        by: "student",
        reason: null,
      });
      return wrote(sessionUrl(booking.id));
    }
    const newStart = parseOffsetIso(parsed.data.start);
    if (!newStart) return fail(400, REFUSALS["invalid-start"]);
    const outcome = await reschedule({
      uid: user.uid,
      bookingId: booking.id,
      newStart,
    });
    if (outcome.ok) return wrote(sessionUrl(booking.id));
    return fail(statusOf(outcome.reason), REFUSALS[outcome.reason]);
  } catch (error) {
    if (error instanceof BookingRefusedError) {
      return fail(statusOf(error.reason), REFUSALS[error.reason]);
    }
    return unavailable(error);
  }
}

/**
 * The dashboard's card: the signed-in student's next session (null when none, or when the store cannot answer),
 * through this process's copy (./next-session.server.ts; `writtenAt` from progressWrittenAt).
 */
export async function nextSessionCard(user: SessionUser | null, writtenAt: number | null, now = new Date()) {
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
