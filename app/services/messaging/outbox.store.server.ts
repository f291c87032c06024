/**
 * The outbox: collection `outbox`, one document per e-mail or LINE message. A feature
 * that wants a mail sent (e.g. the tutor's answer) writes the entry with
 * `enqueueMail` in the SAME transaction or batch as its own write, so either
 * both are stored or neither. The document id is a hash of the caller's
 * `dedupeKey` (e.g. `answer:<questionId>`), so one event never makes two entries.
 *
 * `{ channel: email | line, to, subject, text, html, dedupeKey, recipientUid, preference,
 *    calendar: { method, content } | null, precondition: { path, fields } | null,
 *    unsubscribeUrl,
 *    notification: { uid, kind, title, link } | null,
 *    status: pending | sending | sent | failed | skipped, attempts,
 *    nextAttemptAt, lease: { owner, until } | null, lastError, lastAttemptAt,
 *    createdAt, sentAt }`
 *
 * The sender (app/services/messaging/outbox-sender.server.ts) finds due entries by `nextAttemptAt`
 * (a pending entry's next try, or a sending entry's lease end; null once the
 * entry is done, so done entries never match), claims one at a time in a
 * transaction that sets a lease (only the lease holder sends; a crashed
 * holder's lease runs out and another sender takes over), sends it, and marks
 * it sent, or pending again with a backoff, or failed after the last attempt.
 * An entry may wait: `sendAt` sets its first `nextAttemptAt` (a reminder is
 * queued when the booking is made and claimed, under the same lease, when its
 * time comes; no second scheduler). An entry may carry a generic
 * precondition (a document path and the field values it must still have):
 * at claim time the sender reads that document and skips the entry if it
 * changed (e.g. a reminder of a booking cancelled or moved since). It may carry
 * a calendar part (RFC 5545 text and its METHOD), sent as nodemailer's `icalEvent`.
 * A LINE entry (`enqueueLine`, channel `line`) names its recipient by uid only:
 * at claim time the sender reads `users/{uid}` and takes the LINE user linked
 * then (none: skipped), so unlinking or blocking stops messages already queued.
 * The sender's query is single-field, except a sender without SMTP, which asks
 * for LINE entries only (the composite index `channel` + `nextAttemptAt`). Firestore only: no Remix imports, and
 * relative imports so that server.ts's own bundle resolves them.
 */
import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type DocumentData, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { z } from "zod";
import { withTimeout } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { preferenceFieldSchema, userRef, wantsMail } from "./user-settings.store.server";
import { tx } from "~/kernel/store.server";
import { machineNow } from "~/kernel/clock";

const OUTBOX = "outbox";
const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "skipped"] as const;
const CHANNELS = ["email", "line"] as const;
type Channel = (typeof CHANNELS)[number];
type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
/** Longest `lastError` kept on an entry (an operator reads it in Firestore). */
const MAX_ERROR_LENGTH = 500;
/** Reads and writes of the sender give up after this long (Firestore unreachable). */
const FIRESTORE_TIMEOUT_MS = 10_000;

const CALENDAR_METHODS = ["REQUEST", "CANCEL", "PUBLISH"] as const;
const calendarSchema = z.object({ method: z.enum(CALENDAR_METHODS), content: z.string().min(1).max(100_000) });
/** A document path (collection/doc[/collection/doc…]): plain segments, never "." or "..". */
const docPathSchema = z
  .string()
  .max(500)
  .regex(/^([A-Za-z0-9_-]{1,100}\/[A-Za-z0-9_-]{1,200})(\/[A-Za-z0-9_-]{1,100}\/[A-Za-z0-9_-]{1,200})*$/);
const preconditionSchema = z.object({
  path: docPathSchema,
  fields: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])),
});
type MailPrecondition = z.infer<typeof preconditionSchema>;
/**
 * A notification on the site that goes with a mail sent later (a reminder): the
 * sender hands it to its `onDue` hook when it takes the entry (precondition
 * held), whatever the recipient's e-mail setting; the hook checks it again.
 */
const siteNoticeSchema = z.object({ uid: z.string().min(1).max(128), kind: z.string().min(1).max(40), title: z.string().min(1).max(500), link: z.string().min(1).max(2048) });

export const mailInputSchema = z
  .object({
    to: z.email().max(254),
    subject: z.string().trim().min(1).max(300).regex(/^[^\r\n]*$/, "one line"),
    text: z.string().min(1).max(100_000),
    html: z.string().max(500_000).optional(),
    /** Names the event (e.g. `answer:<questionId>`): a second enqueue with the same key adds nothing. */
    dedupeKey: z.string().min(1).max(500),
    /** With `preference`: the mail is skipped if this user turned that kind of e-mail off by the time it is sent. */
    recipientUid: z.string().min(1).max(128).optional(),
    preference: preferenceFieldSchema.optional(),
    /** An iCalendar part (text/calendar; method=…), e.g. a booking's invitation or cancellation. */
    calendar: calendarSchema.optional(),
    /** Not sent before this instant (a reminder); default: at once. */
    sendAt: z.date().optional(),
    /** Sent only if this document still has these field values when the sender claims the entry; else skipped. */
    precondition: preconditionSchema.optional(),
    /** A one-click unsubscribe address (https, or http in development): the `List-Unsubscribe` and `List-Unsubscribe-Post` headers (RFC 8058). */
    unsubscribeUrl: z.url({ protocol: /^https?$/ }).max(2048).optional(),
    /** The notification on the site that goes with it (`siteNoticeSchema`). */
    notification: siteNoticeSchema.optional(),
    /** The body holds a live secret (a one-time link): once the entry is done (sent, skipped, failed) it keeps no body, so no export or backup carries the link. */
    forgetBody: z.boolean().optional(),
  })
  .refine((m) => !m.preference || m.recipientUid, { message: "preference needs recipientUid", path: ["recipientUid"] });
export type MailInput = z.input<typeof mailInputSchema>;

const timestamp = z.instanceof(Timestamp).transform((t) => t.toDate());

export const outboxEntrySchema = z.object({
  id: z.string(),
  channel: z.enum(CHANNELS).default("email"),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable().default(null),
  dedupeKey: z.string(),
  recipientUid: z.string().nullable().default(null),
  preference: preferenceFieldSchema.nullable().default(null),
  calendar: calendarSchema.nullable().default(null),
  precondition: preconditionSchema.nullable().default(null),
  unsubscribeUrl: z.string().nullable().default(null),
  notification: siteNoticeSchema.nullable().default(null),
  forgetBody: z.boolean().default(false),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int().min(0),
  nextAttemptAt: timestamp.nullable(),
  lease: z.object({ owner: z.string(), until: timestamp }).nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: timestamp.nullable().default(null),
  createdAt: timestamp,
  sentAt: timestamp.nullable().default(null),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** What a done entry whose body holds a live secret (`forgetBody`) writes over it: no body, no unsubscribe link. */
function forgotten(data: DocumentData | undefined): { text: string; html: null; unsubscribeUrl: null } | Record<string, never> {
  return data?.forgetBody === true ? { text: "", html: null, unsubscribeUrl: null } : {};
}

/** The entry's document id: a hash of the dedupe key (any text, any length, never a path). */
export function outboxId(dedupeKey: string): string {
  return createHash("sha256").update(dedupeKey, "utf8").digest("base64url");
}

function outboxRef(id: string) {
  return db().collection(OUTBOX).doc(id);
}

/**
 * Adds a mail to the outbox in the caller's transaction or batch.
 * - Transaction: reads the entry first (so call it before the transaction's
 *   writes, as Firestore wants every read first); if the dedupe key is already
 *   there it adds nothing and answers `created: false`, and the caller's own
 *   writes go ahead.
 * - Batch (no reads possible): the entry is created with a must-not-exist
 *   precondition, so a duplicate makes the whole batch fail with ALREADY_EXISTS
 *   (gRPC code 6) and nothing of it is written.
 * - Transaction with `{ read: false }` (a caller that has started writing, so
 *   may read no more): created with the must-not-exist precondition as in a
 *   batch; the caller's dedupe key must then be unique per event (e.g. it
 *   names the booking's sequence), as a duplicate fails the whole transaction.
 */
export async function enqueueMail(
  writer: Transaction | WriteBatch,
  input: MailInput,
  opts: { read?: boolean } = {},
): Promise<{ id: string; created: boolean }> {
  const mail = mailInputSchema.parse(input);
  return createEntry(writer, "email", { ...mail, html: mail.html ?? null, calendar: mail.calendar ?? null }, opts);
}

export const lineInputSchema = z.object({
  /** The student: their linked LINE user is looked up when the message is sent. */
  recipientUid: z.string().min(1).max(128),
  /** The field of `users/{uid}` that must not be false (the kind's LINE setting). */
  preference: preferenceFieldSchema,
  /** What the operator reads in Firestore (not sent). */
  subject: z.string().trim().min(1).max(300),
  /** The message: plain text, at most LINE's 5000 characters. */
  text: z.string().min(1).max(5000),
  dedupeKey: z.string().min(1).max(500),
  sendAt: z.date().optional(),
  precondition: preconditionSchema.optional(),
});
export type LineInput = z.input<typeof lineInputSchema>;

/** Adds a LINE message to the outbox, like `enqueueMail` (the same transaction, batch and `read` rules). */
export async function enqueueLine(writer: Transaction | WriteBatch, input: LineInput, opts: { read?: boolean } = {}): Promise<{ id: string; created: boolean }> {
  const line = lineInputSchema.parse(input);
  return createEntry(writer, "line", { ...line, to: "", html: null, calendar: null }, opts);
}

async function createEntry(
  writer: Transaction | WriteBatch,
  channel: Channel,
  mail: Pick<OutboxEntry, "to" | "subject" | "text" | "html" | "dedupeKey" | "calendar"> & Partial<Pick<MailInput, "recipientUid" | "preference" | "precondition" | "sendAt" | "unsubscribeUrl" | "notification" | "forgetBody">>,
  opts: { read?: boolean },
): Promise<{ id: string; created: boolean }> {
  const ref = outboxRef(outboxId(mail.dedupeKey));
  if (isTransaction(writer) && opts.read !== false && (await writer.get(ref)).exists) return { id: ref.id, created: false };
  writer.create(ref, {
    channel,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    dedupeKey: mail.dedupeKey,
    recipientUid: mail.recipientUid ?? null,
    preference: mail.preference ?? null,
    calendar: mail.calendar,
    precondition: mail.precondition ?? null,
    unsubscribeUrl: mail.unsubscribeUrl ?? null,
    notification: mail.notification ?? null,
    forgetBody: mail.forgetBody ?? false,
    status: "pending" satisfies OutboxStatus,
    attempts: 0,
    nextAttemptAt: mail.sendAt ? Timestamp.fromDate(mail.sendAt) : FieldValue.serverTimestamp(), // due then, or at once
    lease: null,
    lastError: null,
    lastAttemptAt: null,
    createdAt: FieldValue.serverTimestamp(),
    sentAt: null,
  });
  return { id: ref.id, created: true };
}

function isTransaction(writer: Transaction | WriteBatch): writer is Transaction {
  return typeof (writer as Partial<Transaction>).get === "function";
}

// ---------------------------------------------------------------- the sender's side

export interface Backoff {
  baseMs: number;
  maxMs: number;
}

/** The wait after failed attempt number `attempt` (1, 2, …): baseMs × 2^(attempt−1), at most maxMs. */
export function backoffMs(attempt: number, { baseMs, maxMs }: Backoff): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 40)));
}

/**
 * Ids of entries due now (pending and due, or sending with a lease that ran out), oldest first. One query.
 * With `channel`: that channel's only (a sender without SMTP sends LINE messages and leaves e-mails waiting).
 */
export async function listDueMail(limit: number, nowMs = machineNow(), channel?: Channel): Promise<string[]> {
  const now = Timestamp.fromMillis(nowMs);
  const all = db().collection(OUTBOX);
  const query = channel ? all.where("channel", "==", channel) : all;
  const snap = await withTimeout(
    query.where("nextAttemptAt", "<=", now).orderBy("nextAttemptAt").limit(limit).select().get(),
    FIRESTORE_TIMEOUT_MS,
    "outbox query",
  );
  return snap.docs.map((d) => d.id);
}

/** GET /metrics's view of the outbox (`outboxBacklog`). */
export interface OutboxBacklog {
  /** Entries due now and not sent yet, counted up to the cap. */
  due: number;
  /** How long the entry due the longest has waited past its due time (0 with none). */
  oldestDueMs: number;
}

/**
 * The sender's backlog for an operator (outbox-metrics.server.ts): a count of
 * the due entries bounded by `cap` (a count of at most 1000 costs one read) and the
 * one due the longest (one read). The sender's own single-field query; bounded in time.
 */
export async function outboxBacklog(cap: number, timeoutMs: number, nowMs = machineNow()): Promise<OutboxBacklog> {
  const due = db().collection(OUTBOX).where("nextAttemptAt", "<=", Timestamp.fromMillis(nowMs));
  const [count, oldest] = await withTimeout(
    Promise.all([due.limit(cap).count().get(), due.orderBy("nextAttemptAt").limit(1).select("nextAttemptAt").get()]),
    timeoutMs,
    "outbox backlog",
  );
  const first = oldest.docs[0]?.get("nextAttemptAt") as Timestamp | undefined;
  return { due: count.data().count, oldestDueMs: first ? Math.max(0, nowMs - first.toMillis()) : 0 };
}

export type Claim =
  | { kind: "claimed"; entry: OutboxEntry; attempt: number }
  /** The precondition no longer holds, or a LINE entry's student has no LINE linked (any more): marked skipped, not sent. */
  | { kind: "skipped"; reason: "precondition" | "unlinked" }
  /** The recipient turned this kind of message off: marked skipped, not sent (its notification on the site still goes). */
  | { kind: "skipped"; reason: "preference"; entry: OutboxEntry }
  /** A holder's lease ran out on its last attempt: marked failed. */
  | { kind: "failed" }
  /** Not due (any more): someone else holds it, or it is done. */
  | { kind: "none" };

export interface ClaimOptions {
  owner: string;
  leaseMs: number;
  maxAttempts: number;
  /** The sender's clock (ms since the epoch); default Date.now. */
  now?: () => number;
}

/** Whether a document's data still has every expected field value. */
/** The LINE user linked to a user (`users/{uid}.line.userId`, app/line/line.store.server.ts), or null. */
function linkedLineUser(data: Record<string, unknown> | undefined): string | null {
  const id = (data?.line as { userId?: unknown } | null | undefined)?.userId;
  return typeof id === "string" && /^U[0-9a-f]{32}$/.test(id) ? id : null;
}

function holds(data: Record<string, unknown> | undefined, fields: MailPrecondition["fields"]): boolean {
  if (!data) return false;
  return Object.entries(fields).every(([k, v]) => (data[k] ?? null) === v);
}

/**
 * Takes an entry for sending, in a transaction: only if it is due (pending and
 * its time has come, or sending with a lease that ran out), and only if the
 * recipient still wants it. Counts the attempt and sets the lease; the lease's
 * end becomes `nextAttemptAt`, so others see the entry again only then.
 */
export async function claimMail(id: string, { owner, leaseMs, maxAttempts, now: clock = Date.now }: ClaimOptions): Promise<Claim> {
  const ref = outboxRef(id);
  return tx("outbox claim", async (tx): Promise<Claim> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { kind: "none" };
    const entry = outboxEntrySchema.parse({ ...snap.data(), id });
    const now = clock();
    const due =
      (entry.status === "pending" && entry.nextAttemptAt !== null && entry.nextAttemptAt.getTime() <= now) ||
      (entry.status === "sending" && (entry.lease === null || entry.lease.until.getTime() <= now));
    if (!due) return { kind: "none" };
    const done = { lease: null, nextAttemptAt: null, ...forgotten(snap.data()) };
    // Reads first (a transaction's reads come before its writes).
    const line = entry.channel === "line";
    const settings = entry.recipientUid && (entry.preference || line) ? await tx.get(userRef(entry.recipientUid)) : null;
    const pre = entry.precondition ? await tx.get(db().doc(entry.precondition.path)) : null;
    if (pre && entry.precondition && !holds(pre.data(), entry.precondition.fields)) {
      tx.update(ref, { ...done, status: "skipped" });
      return { kind: "skipped", reason: "precondition" };
    }
    const lineUser = line ? linkedLineUser(settings?.data()) : null;
    if (line && !lineUser) {
      tx.update(ref, { ...done, status: "skipped" });
      return { kind: "skipped", reason: "unlinked" };
    }
    if (settings && entry.preference && !wantsMail(settings.data(), entry.preference)) {
      tx.update(ref, { ...done, status: "skipped" });
      return { kind: "skipped", reason: "preference", entry };
    }
    if (entry.attempts >= maxAttempts) {
      tx.update(ref, { ...done, status: "failed", lastError: entry.lastError ?? "lease ran out during the last attempt" });
      return { kind: "failed" };
    }
    const until = Timestamp.fromMillis(now + leaseMs);
    const attempt = entry.attempts + 1;
    tx.update(ref, { status: "sending", attempts: attempt, lease: { owner, until }, nextAttemptAt: until, lastAttemptAt: Timestamp.fromMillis(now) });
    return { kind: "claimed", entry: { ...entry, attempts: attempt, ...(lineUser ? { to: lineUser } : {}) }, attempt };
  }, { timeoutMs: FIRESTORE_TIMEOUT_MS });
}

/**
 * Records a delivery. Answers whether this sender still held the lease: if
 * not, another sender may have taken the entry over meanwhile (and may send it
 * again); it is marked sent all the same, to stop further attempts.
 */
export async function markMailSent(id: string, owner: string): Promise<{ leaseHeld: boolean }> {
  const ref = outboxRef(id);
  return tx("outbox update", async (tx) => {
    const data = (await tx.get(ref)).data();
    const leaseHeld = data?.status === "sending" && (data.lease as { owner?: string } | null)?.owner === owner;
    if (data && data.status !== "sent") {
      tx.update(ref, { status: "sent", sentAt: FieldValue.serverTimestamp(), lease: null, nextAttemptAt: null, lastError: null, ...forgotten(data) });
    }
    return { leaseHeld };
  }, { timeoutMs: FIRESTORE_TIMEOUT_MS });
}

/**
 * Records a failed attempt (`error` must hold no secret): pending again after
 * the backoff, or failed after `maxAttempts` (at once with `final`: trying again cannot help). Does nothing if this sender no
 * longer holds the lease. Answers the new status (null when nothing changed).
 */
export async function markMailFailed(
  id: string,
  owner: string,
  error: string,
  opts: { maxAttempts: number; backoff: Backoff; final?: boolean },
): Promise<{ status: "pending" | "failed"; nextAttemptAt: Date | null } | null> {
  const ref = outboxRef(id);
  return tx("outbox update", async (tx) => {
    const data = (await tx.get(ref)).data();
    if (data?.status !== "sending" || (data.lease as { owner?: string } | null)?.owner !== owner) return null;
    const attempts = Number(data.attempts) || 0;
    const lastError = error.slice(0, MAX_ERROR_LENGTH);
    if (attempts >= opts.maxAttempts || opts.final) {
      tx.update(ref, { status: "failed", lease: null, nextAttemptAt: null, lastError, ...forgotten(data) });
      return { status: "failed" as const, nextAttemptAt: null };
    }
    const next = Timestamp.fromMillis(machineNow() + backoffMs(attempts, opts.backoff));
    tx.update(ref, { status: "pending", lease: null, nextAttemptAt: next, lastError });
    return { status: "pending" as const, nextAttemptAt: next.toDate() };
  }, { timeoutMs: FIRESTORE_TIMEOUT_MS });
}
