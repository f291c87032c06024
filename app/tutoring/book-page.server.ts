/**
 * /tutoring, server side: the page's steps (a type, then a day, then a time,
 * then the confirmation: ./picker.ts reads and checks the query) and the
 * booking post that only the confirmation's button sends.
 */
import { redirect } from "@remix-run/node";
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
import { loginUrl, sessionUrl, tutoringUrl } from "~/kernel/urls";
import { book, type BookOutcome } from "./booking.store.server";
import { REFUSALS, TUTORING_TEXT } from "./messages";
import { MAIL } from "./admin-messages";
import { NOTE_MAX, pickerQuery, pickerView } from "./picker";
import { fail, failTaken, readForm, readPost, statusOf, unavailable, wrote } from "./post.server";
import type { TutoringType } from "./model";
import { bookingWindow } from "./records.store.server";
import { withFull } from "./queue-times";
import { clockOf, dayKeyOf, parseOffsetIso, toOffsetIso } from "~/kernel/clock";

const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);

export async function tutoringLoader(request: Request, user: SessionUser | null, now = nowDate()) {
  const url = new URL(request.url);
  const { types, settings, openOf, fullOf } = await or503(bookingWindow(now));
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
export async function bookAction(request: Request) {
  const user = (await getUser(request)) ?? (await bookAfterSignIn(request));
  const post = await readPost(request, user, ["type", "start", "note"]);
  if (!post.ok) return post.response;
  const parsed = bookSchema.safeParse(post.fields);
  const typed = { note: typeof post.fields.note === "string" ? post.fields.note : "" };
  if (!parsed.success) return fail(400, TUTORING_TEXT.badForm, typed);
  const note = (parsed.data.note ?? "").trim();
  if (note.length > NOTE_MAX) return fail(400, TUTORING_TEXT.noteTooLong(NOTE_MAX), typed);
  const start = parseOffsetIso(parsed.data.start);
  if (!start) return fail(400, REFUSALS["invalid-start"], typed);
  let outcome: BookOutcome;
  try {
    outcome = await book({ uid: user.uid, email: user.email, name: await myName(user, progressWrittenAt(request)), typeSlug: parsed.data.type, start, note: note || null, now: nowDate() });
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
  if (outcome.reason === "full") return failTaken(REFUSALS.full, typed, toOffsetIso(start));
  return fail(statusOf(outcome.reason), REFUSALS[outcome.reason], typed);
}
