/**
 * The waiting lists of full group times ("คิวรอ", docs/tutoring.md#คิวรอ), server side:
 *
 * - `promoteQueue(sessionId)`: after a seat of the occurrence frees (a cancellation by either
 *   side, a released payment hold, a move to another time, a cancelled series week: the booking
 *   store calls `seatFreed`, ./seat-freed.server.ts; the tutor raising a type's seats:
 *   `promoteType`), the settlement (./queue.store.server.ts, one transaction) hands each free
 *   seat to the next in line, then here: a free or hours-paid type is booked at once with the
 *   usual `book` (hours used as a booking uses them; refused, e.g. short of hours: the student
 *   is skipped and told, and the seat goes to the next), a priced type's offer is told (the
 *   offer's e-mail is in the settlement's transaction; the bell here).
 * - the queue sweep: every minute a process with the lease (`sweepLeases/queueSweep`) settles the
 *   queues whose offer ran out (`dueAt`): the seat passes to the next in line.
 * - the posts of /tutoring (`intent=queue-join`, `queue-leave`) and what the pages show.
 */
import type { QueueRowView } from "./QueuePanel";
import { redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { myName } from "~/auth/profile.server";
import { getUser } from "~/auth/session.server";
import type { SessionUser } from "~/auth/user";
import { clockOf, formatThaiDate, nowDate, parseOffsetIso } from "~/kernel/clock";
import { newId } from "~/kernel/ids";
import { loginUrl, tutoringUrl, sessionsUrl } from "~/kernel/urls";
import { periodic } from "~/platform/periodic.server";
import { progressWrittenAt } from "~/platform/student-cache.server";
import { takeSweepLease } from "~/platform/sweep-lease.store.server";
import { bookAction } from "./book-page.server";
import { book } from "./booking.store.server";
import { QUEUE_REFUSALS, QUEUE_TEXT, REFUSALS } from "./messages";
import { placeInLine, type QueueEntry, type TutoringQueue } from "./model";
import { fail, limitPosts, readForm, unavailable, wrote } from "./post.server";
import { notifyQueue, queueLetter, queueTimeUrl } from "./queue-mail.server";
import { dueQueues, endEntry, joinQueue, leaveQueue, mailQueue, queuesOf, queuesOfType, settleQueue, type Settled } from "./queue.store.server";
import { getType } from "./records.store.server";
import { onSeatFreed } from "./seat-freed.server";

// ---------------------------------------------------------------- promotion

/** A queued student's booking at once (a free or hours-paid type): true when refused (the seat goes to the next). */
async function bookQueued(settled: Settled, entry: QueueEntry, now: Date): Promise<boolean> {
  const { queue, type } = settled;
  const told = { entry, queue, type };
  let outcome;
  try {
    outcome = await book({ uid: entry.uid, email: entry.email, name: entry.name, typeSlug: type.slug, start: queue.start, note: null, now });
  } catch (error) {
    // The seat stays held for them a little while; the sweep tries the booking again.
    console.error(`tutoring: the queued booking of ${queue.sessionId} for ${entry.uid} failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  if (outcome.ok) {
    await endEntry({ sessionId: queue.sessionId, uid: entry.uid, status: "booked", now });
    await notifyQueue({ ...told, event: "booked" });
    return false;
  }
  const why = REFUSALS[outcome.reason];
  await endEntry({ sessionId: queue.sessionId, uid: entry.uid, status: "skipped", now });
  await mailQueue(queueLetter({ ...told, event: "skipped", why }));
  await notifyQueue({ ...told, event: "skipped", why });
  return true;
}

/** Hands the occurrence's free seats to its queue, in line order (see the header). */
export async function promoteQueue(sessionId: string, now = nowDate()): Promise<void> {
  // A refused booking gives its seat back: settle again for the next (bounded: a queue is short).
  for (let round = 0; round < 20; round++) {
    const settled = await settleQueue(sessionId, now);
    if (!settled || settled.events.length === 0) return;
    let again = false;
    for (const { event, entry } of settled.events) {
      if (event === "book") again = (await bookQueued(settled, entry, now)) || again;
      else await notifyQueue({ event, entry, queue: settled.queue, type: settled.type });
    }
    if (!again) return;
  }
}

async function promoteLogged(sessionId: string, now: Date): Promise<void> {
  try {
    await promoteQueue(sessionId, now);
  } catch (error) {
    // The seat is free meanwhile; the next settlement (another change, the sweep) hands it out.
    console.error(`tutoring: the queue of ${sessionId} was not settled: ${error instanceof Error ? error.message : String(error)}`);
  }
}

onSeatFreed(promoteLogged);

/** The tutor saved a type (its seats may be more): each of its queues with someone in line is settled. */
export async function promoteType(typeId: string, now = nowDate()): Promise<void> {
  try {
    for (const sid of await queuesOfType(typeId)) await promoteLogged(sid, now);
  } catch (error) {
    console.error(`tutoring: the queues of type ${typeId} were not settled: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// ---------------------------------------------------------------- the sweep

const EVERY_MS = 60_000;
const LEASE_MS = 50_000;
const OWNER = `queues-${newId()}`;

/** One sweep at `now`: the queues settled (offers that ran out passed on); null when another process holds the lease. */
export async function sweepQueues(now = nowDate(), owner = OWNER): Promise<number | null> {
  const due = await dueQueues(now);
  if (due.length === 0) return 0;
  if (!(await takeSweepLease("queueSweep", owner, now.getTime(), LEASE_MS))) return null;
  for (const sid of due) await promoteLogged(sid, now);
  return due.length;
}

const job = periodic(
  "tutoring: the queue sweep",
  async () => {
    const n = await sweepQueues();
    return n ? `tutoring: ${n} queues settled` : null;
  },
  { every: EVERY_MS },
);

export const startQueueSweep = job.start;
export const stopQueueSweep = job.stop;

// ---------------------------------------------------------------- the posts

const joinSchema = z.object({ type: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/), start: z.string().min(1).max(40) });
const leaveSchema = z.object({ session: z.string().regex(/^(?!__)[A-Za-z0-9_-]{1,160}$/), back: z.enum(["tutoring", "sessions"]).default("tutoring") });

/** POST /tutoring: `intent=queue-join` / `queue-leave` here, anything else is a booking (./book-page.server.ts). */
export async function tutoringAction(request: Request, context?: AppLoadContext) {
  const peek = await readForm(request.clone());
  const intent = peek.ok ? peek.form.get("intent") : null;
  if (intent !== "queue-join" && intent !== "queue-leave") return bookAction(request, context);
  const form = peek.ok ? peek.form : new FormData();
  const user = await getUser(request);
  if (!user) {
    // Signed out (a session that ran out): to the sign-in and back to the time's confirmation, nothing done yet.
    const parsed = joinSchema.safeParse({ type: form.get("type") ?? undefined, start: form.get("start") ?? undefined });
    const start = parsed.success ? parseOffsetIso(parsed.data.start) : null;
    throw redirect(loginUrl(parsed.success && start ? queueTimeUrl(parsed.data.type, start, "top") : tutoringUrl()));
  }
  await limitPosts(user);
  return intent === "queue-join" ? join(request, user, form) : leave(user, form);
}

async function join(request: Request, user: SessionUser, form: FormData) {
  const parsed = joinSchema.safeParse({ type: form.get("type") ?? undefined, start: form.get("start") ?? undefined });
  const start = parsed.success ? parseOffsetIso(parsed.data.start) : null;
  if (!parsed.success || !start) return fail(400, REFUSALS["invalid-start"]);
  try {
    const outcome = await joinQueue({ uid: user.uid, email: user.email, name: await myName(user, progressWrittenAt(request)), typeSlug: parsed.data.type, start, now: nowDate() });
    if (outcome.ok) return wrote(queueTimeUrl(parsed.data.type, start, "top"), QUEUE_TEXT.joined(outcome.place));
    const text = QUEUE_REFUSALS[outcome.reason];
    return fail(outcome.reason === "unknown-type" ? 404 : 409, outcome.place ? `${text} (${QUEUE_TEXT.place(outcome.place)})` : text);
  } catch (error) {
    return unavailable(error);
  }
}

async function leave(user: SessionUser, form: FormData) {
  const parsed = leaveSchema.safeParse({ session: form.get("session") ?? undefined, back: form.get("back") ?? undefined });
  if (!parsed.success) return fail(400, QUEUE_TEXT.notIn);
  const now = nowDate();
  try {
    if (!(await leaveQueue({ uid: user.uid, sessionId: parsed.data.session, now }))) return fail(409, QUEUE_TEXT.notIn);
  } catch (error) {
    return unavailable(error);
  }
  // An offered seat given back goes to the next in line.
  await promoteLogged(parsed.data.session, now);
  return wrote(parsed.data.back === "sessions" ? sessionsUrl() : tutoringUrl(), QUEUE_TEXT.left);
}

// ---------------------------------------------------------------- what the pages show

function rowOf(queue: TutoringQueue, uid: string, type: { slug: string; title: string }): QueueRowView | null {
  const mine = queue.entries[uid];
  if (!mine) return null;
  const place = placeInLine(queue, uid);
  const offered = mine.status === "offered" && mine.offerUntil !== null;
  if (!offered && place === null) return null;
  const url = queueTimeUrl(type.slug, queue.start);
  return {
    sessionId: queue.sessionId,
    title: type.title,
    day: formatThaiDate(queue.start, "full"),
    startIso: queue.start.toISOString(),
    from: clockOf(queue.start),
    to: clockOf(queue.end),
    status: offered ? QUEUE_TEXT.offered(clockOf(new Date(mine.offerUntil!))) : QUEUE_TEXT.place(place!),
    offerUrl: offered ? url : null,
    url,
    slug: type.slug,
    startMs: queue.start.getTime(),
  };
}

/** The student's queues still ahead (waiting or offered), by start. */
export async function myQueues(uid: string, now = nowDate()): Promise<QueueRowView[]> {
  const queues = (await queuesOf(uid)).filter((q) => q.start.getTime() > now.getTime());
  const types = new Map<string, { slug: string; title: string } | null>();
  const rows: QueueRowView[] = [];
  for (const q of queues) {
    if (!types.has(q.typeId)) types.set(q.typeId, await getType(q.typeId));
    const type = types.get(q.typeId);
    const row = type ? rowOf(q, uid, type) : null;
    if (row) rows.push(row);
  }
  return rows;
}
