/**
 * /tutoring, server side: the page's steps (a type, then a day, then a time,
 * then the confirmation: ./picker.ts reads and checks the query) and the
 * booking post that only the confirmation's button sends.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { actionFound, noteActionFact } from "~/kernel/action-facts.server";
import { z } from "zod";
import { getUser } from "~/auth/session.server";
import { myName } from "~/auth/profile.server";
import { progressWrittenAt } from "~/platform/student-cache.server";
import type { SessionUser } from "~/auth/user";
import { or503 } from "~/kernel/http.server";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { formatThaiDate, nowDate } from "~/kernel/clock";
import { formatBaht } from "~/payments/index";
import { HOLD, orderUrl } from "~/payments/index.server";
import { loginUrl, seriesUrl, sessionUrl, tutoringUrl } from "~/kernel/urls";
import { book, type BookOutcome } from "./booking.store.server";
import { REFUSALS, SERIES_TEXT, TUTORING_TEXT, weekdayName } from "./messages";
import { MAIL } from "./admin-messages";
import { NOTE_MAX, pickerQuery, pickerView } from "./picker";
import { fail, failSeries, failTaken, limitPosts, readForm, statusOf, unavailable, wrote, type SeriesClashView } from "./post.server";
import { SERIES_WEEKS, type TutoringType } from "./model";
import { keptStarts, maxWeeksOf, seriesStarts } from "./series";
import { bookSeries, type SeriesOutcome } from "./series.store.server";
import { bookingWindow } from "./records.store.server";
import { withFull } from "./queue-times";
import { clockOf, dayKeyOf, parseOffsetIso, toOffsetIso } from "~/kernel/clock";

const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);

export async function tutoringLoader(request: Request, user: SessionUser | null, context?: AppLoadContext, now = nowDate()) {
  const url = new URL(request.url);
  // After a post refused because its time was just taken: a read begun since the post arrived will do (action-facts.server.ts).
  const since = actionFound(context, "seatTaken") ? context?.receivedAt : undefined;
  const { types, settings, openOf, fullOf } = await or503(bookingWindow(now, { since }));
  const slug = url.searchParams.get("type");
  const found = slug !== null && slugSchema.safeParse(slug).success ? types.find((t) => t.slug === slug) : undefined;
  const facts = (type: TutoringType) => ({
    slug: type.slug,
    title: type.title,
    durationMinutes: type.durationMinutes,
    kind: type.kind,
    seats: type.seats,
    enrolledOnly: type.enrolledOnly,
    hoursPaid: type.payment === "hours",
    price: type.payment === "session" && type.priceSatang ? TUTORING_TEXT.pricePerSession(formatBaht(type.priceSatang)) : type.payment === "free" ? MAIL.free : null,
    /** How paying works, beside the price (a price per session only). */
    payHint: type.payment === "session" && type.priceSatang ? TUTORING_TEXT.payHint : null,
    /** The confirmation's "ทุกสัปดาห์": the most weeks a series of this type may have (0: none). */
    maxWeeks: maxWeeksOf(type),
  });
  const common = { signedIn: user !== null, cancelWindowHours: settings.cancelWindowHours, here: `${url.pathname}${url.search}` };
  if (!found) {
    const list = types.map((type) => ({ ...facts(type), description: renderMarkdown(type.description, { topHeading: 3 }).html, openCount: openOf(type).length }));
    return { ...common, types: list, unknownType: slug !== null, chosen: null };
  }
  // A chosen type: its picker only (the list's descriptions and the other types' times are not shown).
  return {
    ...common,
    types: [],
    unknownType: false,
    chosen: {
      ...facts(found),
      // A group type's full times too: "เต็ม", with the queue (./queue.server.ts).
      picker: pickerView(withFull(openOf(found), fullOf(found)), pickerQuery(url)),
      note: (url.searchParams.get("note") ?? "").slice(0, NOTE_MAX),
    },
  };
}

const bookSchema = z.object({
  type: slugSchema,
  start: z.string().min(1).max(40),
  note: z.string().optional(),
});

/**
 * A booking posted signed out (a session that ran out): to the sign-in, and back to the
 * confirmation of the time chosen (the picker's `?type=…&day=…&time=…`, the note kept),
 * nothing booked yet: a booking is a real post the student confirms, never a GET.
 */
async function bookAfterSignIn(request: Request): Promise<never> {
  const read = await readForm(request);
  if (!read.ok) throw read.response;
  const chosen = bookSchema.safeParse({ type: read.form.get("type") ?? undefined, start: read.form.get("start") ?? undefined, note: read.form.get("note") ?? undefined });
  const start = chosen.success ? parseOffsetIso(chosen.data.start) : null;
  const query: Record<string, string> = chosen.success && start ? { type: chosen.data.type, day: dayKeyOf(start), time: clockOf(start) } : {};
  const note = chosen.success ? (chosen.data.note ?? "").trim().slice(0, NOTE_MAX) : "";
  if (start && note) query.note = note;
  const back = start ? `${tutoringUrl()}?${new URLSearchParams(query)}` : tutoringUrl();
  throw redirect(loginUrl(back));
}

/**
 * POST /tutoring type=<slug>&start=<ISO with offset>[&note=…]: book, then 303 to the booking's page with the notice; refusals
 * 400/409 with the Thai reason and the note kept; a time whose seats are all claimed also names the start, which the picker leaves out.
 */
export async function bookAction(request: Request, context?: AppLoadContext) {
  const user = (await getUser(request)) ?? (await bookAfterSignIn(request));
  const read = await readForm(request);
  if (!read.ok) return read.response;
  // The post is counted now, and its first read (the type) runs beside the count: the seats' read and the
  // claim wait for it (`allowed`), and so does every answer, so a post over the limit is refused as before.
  const allowed = limitPosts(user);
  allowed.catch(() => undefined);
  const answer = await bookPost(request, user, read.form, allowed, context);
  await allowed;
  return answer;
}

async function bookPost(request: Request, user: SessionUser, form: FormData, allowed: Promise<void>, context: AppLoadContext | undefined) {
  const fields = { type: form.get("type") ?? undefined, start: form.get("start") ?? undefined, note: form.get("note") ?? undefined };
  const parsed = bookSchema.safeParse(fields);
  const typed = { note: typeof fields.note === "string" ? fields.note : "" };
  if (!parsed.success) return fail(400, TUTORING_TEXT.badForm, typed);
  const note = (parsed.data.note ?? "").trim();
  if (note.length > NOTE_MAX) return fail(400, TUTORING_TEXT.noteTooLong(NOTE_MAX), typed);
  const start = parseOffsetIso(parsed.data.start);
  if (!start) return fail(400, REFUSALS["invalid-start"], typed);
  const weeks = weeksSchema.safeParse(form.get("weeks") ?? undefined);
  if (!weeks.success) return fail(400, REFUSALS["series-weeks"], typed);
  if (weeks.data > 1) {
    await allowed;
    const name = await myName(user, progressWrittenAt(request));
    return bookSeriesPost({ user, name, type: parsed.data.type, start, weeks: weeks.data, skip: form.getAll("skip"), note, typed });
  }
  // Read only once a seat is claimed: a post refused "full" reads no profile.
  const name = () => myName(user, progressWrittenAt(request));
  let outcome: BookOutcome;
  try {
    outcome = await book({ uid: user.uid, email: user.email, name, typeSlug: parsed.data.type, start, note: note || null, now: nowDate(), allowed });
  } catch (error) {
    return unavailable(error, typed);
  }
  if (outcome.ok) {
    const { start: at, payment } = outcome.booking;
    // Held for its payment: to the order's QR, with until when the time is held.
    if (payment?.status === "held" && payment.holdUntil) return wrote(orderUrl(payment.orderId), HOLD.booked(formatThaiDate(at, "full"), clockOf(at), clockOf(new Date(payment.holdUntil))));
    // Paid from hours: what it took and what is left, in hours.
    const used = (outcome.booking.end.getTime() - at.getTime()) / 60_000;
    const hours = outcome.hoursLeft === undefined ? "" : ` ${MAIL.hoursUsed(used, outcome.hoursLeft)}`;
    return wrote(sessionUrl(outcome.booking.id), `${TUTORING_TEXT.booked(formatThaiDate(at, "full"), clockOf(at))}${hours}`);
  }
  if (outcome.reason === "full") {
    noteActionFact(context, "seatTaken");
    return failTaken(REFUSALS.full, typed, toOffsetIso(start));
  }
  return fail(statusOf(outcome.reason), REFUSALS[outcome.reason], typed);
}

/** `weeks`: absent or 1, a single booking; 2 … SERIES_WEEKS.max, a weekly series (the type may allow fewer: the store says). */
const weeksSchema = z.coerce.number().int().min(1).max(SERIES_WEEKS.max).optional().transform((n) => n ?? 1);

/** At most one `skip` per week; each an ISO start with its offset. */
const skipSchema = z.array(z.string().min(1).max(40)).max(SERIES_WEEKS.max);

/**
 * A weekly series posted (`weeks` 2 …, `skip` repeated for each week left out): booked all or none. Booked: 303 to the
 * series' page (a priced type: to its one order's QR); a week that clashes: 409 naming each week and its reason, with
 * what the clash form posts again ("จองเฉพาะสัปดาห์ที่ว่าง": the same fields and a `skip` more for each clash).
 */
async function bookSeriesPost(input: {
  user: SessionUser;
  name: string | null;
  type: string;
  start: Date;
  weeks: number;
  skip: FormDataEntryValue[];
  note: string;
  typed: { note: string };
}) {
  const { user, typed } = input;
  const skips = skipSchema.safeParse(input.skip);
  const skip = skips.success ? skips.data.map((s) => parseOffsetIso(s)) : [null];
  if (skip.some((s) => s === null)) return fail(400, REFUSALS["invalid-start"], typed);
  const skipped = (skip as Date[]).map((d) => d.getTime());
  let outcome: SeriesOutcome;
  try {
    outcome = await bookSeries({ uid: user.uid, email: user.email, name: input.name, typeSlug: input.type, start: input.start, weeks: input.weeks, skip: skipped, note: input.note || null, now: nowDate() });
  } catch (error) {
    return unavailable(error, typed);
  }
  if (outcome.ok) {
    const { series } = outcome;
    const first = new Date(series.starts[0]!);
    if (series.payment?.status === "held" && series.payment.holdUntil && !outcome.existing)
      return wrote(orderUrl(series.payment.orderId), HOLD.booked(formatThaiDate(first, "full"), clockOf(first), clockOf(new Date(series.payment.holdUntil))));
    const hours = outcome.hours ? ` ${MAIL.hoursUsed(outcome.hours.used, outcome.hours.left)}` : "";
    return wrote(seriesUrl(series.id), `${SERIES_TEXT.booked(weekdayName(series.weekday), series.clock, series.weeks)}${hours}`);
  }
  if (outcome.clashes.length === 0) return fail(statusOf(outcome.reason), REFUSALS[outcome.reason], typed);
  const clash: SeriesClashView = {
    type: input.type,
    start: toOffsetIso(input.start),
    weeks: input.weeks,
    skip: [...skipped, ...outcome.clashes.map((c) => c.start.getTime())].map((t) => toOffsetIso(new Date(t))),
    weeksLeft: keptStarts(seriesStarts(input.start, input.weeks), [...skipped, ...outcome.clashes.map((c) => c.start.getTime())]).length,
    clashes: outcome.clashes.map((c) => ({ start: toOffsetIso(c.start), label: SERIES_TEXT.clashWeek(formatThaiDate(c.start, "full"), clockOf(c.start)), reason: REFUSALS[c.reason] })),
  };
  return failSeries(SERIES_TEXT.clashTitle, typed, clash);
}
