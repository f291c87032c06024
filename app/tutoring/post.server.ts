/**
 * What the student's tutoring actions share (/tutoring and /sessions/:id,
 * ./book-page.server.ts and ./pages.server.ts): the bounded form read, the
 * per-user post limit, the refusal answer, and the 303 after a write with its
 * notice (app/platform/notice.server.ts).
 */
import { data, redirect } from "@remix-run/node";
import type { SessionUser } from "~/auth/user";
import { UnavailableError } from "~/platform/errors";
import { readFormBody } from "~/kernel/form.server";
import { noticeCookie } from "~/platform/notice.server";
import { hit, RATE_LIMIT_MESSAGE, RATE_RULES } from "~/platform/rate-limit.store.server";
import { progressWrittenCookie } from "~/platform/student-cache.server";
import { ContentionError } from "~/kernel/store.server";
import { CONFLICTS, TUTORING_TEXT, type RefusalReason } from "./messages";

/** The largest form body a tutoring action reads: its fields are a few dozen bytes, plus a note or a reason (NOTE_MAX Thai letters, percent-encoded). */
const MAX_FORM_BYTES = 8192;

/** What a refused post answers: the Thai message and what was typed (the note or the reason, to show again). */
export interface ActionError {
  error: string;
  typed: { note: string } | null;
  /** The start a booking just lost (its seat is claimed, the winner's booking may not be written yet): the page's picker leaves it out. */
  taken?: string;
  /** A weekly series refused for the weeks that clash: each named, and what "จองเฉพาะสัปดาห์ที่ว่าง" posts. */
  series?: SeriesClashView;
}

/** A weekly series' clash as the page shows it (book-page.server.ts): the post's fields, the weeks it would skip, and each clash. */
export interface SeriesClashView {
  type: string;
  /** The first week's start, ISO with its offset. */
  start: string;
  weeks: number;
  /** Every week "จองเฉพาะสัปดาห์ที่ว่าง" leaves out (the ones skipped before and these clashes). */
  skip: string[];
  /** How many weeks are left to book without them. */
  weeksLeft: number;
  clashes: Array<{ start: string; label: string; reason: string }>;
}

export function fail(status: number, error: string, typed: ActionError["typed"] = null, headers?: Record<string, string>) {
  return data<ActionError>({ error, typed }, { status, headers });
}

/** A booking refused because every seat of its time is claimed (409): the Thai reason, what was typed, and the lost start. */
export function failTaken(error: string, typed: ActionError["typed"], start: string) {
  return data<ActionError>({ error, typed, taken: start }, { status: 409 });
}

/** A weekly series refused because some weeks clash (409): the weeks named, what was typed kept. */
export function failSeries(error: string, typed: ActionError["typed"], series: SeriesClashView) {
  return data<ActionError>({ error, typed, series }, { status: 409 });
}

type Failed = { ok: false; response: ReturnType<typeof fail> };

/** One booking post per user is counted (book, cancel, reschedule share the limit). */
export async function limitPosts(user: SessionUser): Promise<void> {
  const result = await hit(RATE_RULES.tutoringBook(), `uid:${user.uid}`);
  if (!result.allowed) throw fail(429, RATE_LIMIT_MESSAGE, null, { "Retry-After": String(result.retryAfterSeconds) });
}

/** The posted form (kernel/form.server.ts), bounded: not a form 415, over MAX_FORM_BYTES 413, unreadable 400 (Thai). */
export async function readForm(request: Request): Promise<{ ok: true; form: FormData } | Failed> {
  const body = await readFormBody(request, MAX_FORM_BYTES);
  return body.ok ? body : { ok: false, response: fail(body.status, body.message) };
}

/** A booking post (book, cancel, reschedule): the form's fields `names`, once it is counted against the user's limit. */
export async function readPost<K extends string>(
  request: Request,
  user: SessionUser,
  names: readonly K[]
): Promise<{ ok: true; fields: Record<K, FormDataEntryValue | undefined> } | Failed> {
  const read = await readForm(request);
  if (!read.ok) return read;
  await limitPosts(user);
  return { ok: true, fields: Object.fromEntries(names.map((n) => [n, read.form.get(n) ?? undefined])) as Record<K, FormDataEntryValue | undefined> };
}

/**
 * The 303 after a write of the student's bookings, with the `progress_at`
 * cookie (every other process then reads the student's dashboard card again,
 * app/platform/student-cache.server.ts) and the notice saying what was done.
 */
export function wrote(to: string, notice: string) {
  const headers = new Headers({ "Set-Cookie": progressWrittenCookie() });
  headers.append("Set-Cookie", noticeCookie(notice));
  return redirect(to, { status: 303, headers });
}

export function unavailable(error: unknown, typed: ActionError["typed"] = null) {
  if (error instanceof UnavailableError) {
    console.error(`tutoring: ${error.message}`);
    return fail(503, error instanceof ContentionError ? TUTORING_TEXT.busy : TUTORING_TEXT.unavailable, typed);
  }
  throw error;
}

export function statusOf(reason: RefusalReason): 400 | 404 | 409 {
  if (reason === "not-found") return 404;
  return CONFLICTS.has(reason) ? 409 : 400;
}
