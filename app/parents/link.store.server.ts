/**
 * The parent's weekly note: whether a student's parent e-mail is confirmed,
 * and the one-time links of the confirmation and the unsubscribe.
 *
 * - `parentLinks/{uid}`: `{ email, state: pending | confirmed | stopped,
 *   confirmedAt, stoppedAt, updatedAt }`, one per student who gave a parent
 *   e-mail. The profile (app/auth/profile.store.server.ts) keeps what the
 *   student typed; this document says what the parent agreed to.
 * - `parentTokens/{sha256(token)}`: `{ uid, kind: confirm | stop, email,
 *   expiresAt, usedAt, createdAt }`: the confirmation link's, and each weekly
 *   note's own unsubscribe link. The token itself is stored nowhere (the
 *   calendar feed's way, app/tutoring/feed.store.server.ts): only the e-mail
 *   holds it. A changed parent e-mail deletes all the student's tokens, so an
 *   old link answers 404 and the new address must confirm again.
 * - `parentNotes/{uid}_{week}`: one per student and week, created with
 *   `create()` in the same batch as the note's outbox entry: two sweeps at once
 *   (two server processes) make one note, the other batch fails ALREADY_EXISTS.
 */
import { createHash } from "node:crypto";
import { FieldPath, FieldValue, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { withTimeout } from "~/platform/firebase-admin.server";
import { unavailableOr } from "~/platform/errors";
import { db } from "~/platform/firestore.store.server";
import { enqueueMail, type MailInput } from "~/services/messaging/outbox.store.server";
import { newToken as randomToken, uidSchema } from "~/kernel/ids";
import { PARENT_STATES, type ParentState } from "./state";
import { DAY_MS, now as clockNow } from "~/kernel/clock";
import { tx } from "~/kernel/store.server";

const LINKS = "parentLinks";
const TOKENS = "parentTokens";
const NOTES = "parentNotes";
/** A confirmation link works this long (an unsubscribe link as long as the address stays). */
export const CONFIRM_DAYS = 7;
const TIMEOUT_MS = 8_000;
/** gRPC ALREADY_EXISTS: a `create()` of a document that is there. */
const ALREADY_EXISTS = 6;

/** 32 random bytes, base64url: 43 characters (anything else is a 404 without a read). */
export const PARENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;


const timestamp = z.instanceof(Timestamp).transform((t) => t.toDate());

const linkSchema = z.object({
  email: z.string(),
  state: z.enum(PARENT_STATES),
  confirmedAt: timestamp.nullable().default(null),
  /** When the pending confirmation link stops working. */
  confirmExpiresAt: timestamp.nullable().default(null),
});
export type ParentLink = z.infer<typeof linkSchema> & { uid: string };

const tokenSchema = z.object({
  uid: z.string(),
  kind: z.enum(["confirm", "stop"]),
  email: z.string(),
  expiresAt: timestamp.nullable().default(null),
});
export type TokenKind = z.infer<typeof tokenSchema>["kind"];

const links = () => db().collection(LINKS);
const linkRef = (uid: string) => links().doc(uidSchema.parse(uid));
const tokenRef = (hash: string) => db().collection(TOKENS).doc(hash);

function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A new token: 32 random bytes, base64url, and the id of its document. */
function newToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: tokenHash(token) };
}

function tokenData(uid: string, kind: TokenKind, email: string, expiresAt: Date | null) {
  return { uid, kind, email, expiresAt: expiresAt ? Timestamp.fromDate(expiresAt) : null, usedAt: null, createdAt: FieldValue.serverTimestamp() };
}

function bounded<T>(work: Promise<T>, label: string): Promise<T> {
  return withTimeout(work, TIMEOUT_MS, label).catch((error: unknown) => {
    throw unavailableOr(label, error);
  });
}

function parseLink(uid: string, data: unknown): ParentLink | null {
  const parsed = linkSchema.safeParse(data);
  return parsed.success ? { ...parsed.data, uid } : null;
}

/** The student's parent link, or null (no parent e-mail given). One read. */
export async function readParentLink(uid: string): Promise<ParentLink | null> {
  return parseLink(uid, (await bounded(linkRef(uid).get(), "parent link read")).data());
}

/**
 * The student saved their profile with this parent e-mail (null: none). The
 * same address as before changes nothing (unless its confirmation link ran out
 * unused: then a new one is sent); another one deletes every token of
 * the student and asks the new address to confirm: `mail(token)` is the
 * confirmation e-mail, queued in the same transaction. Answers whether a mail
 * was queued.
 */
export async function setParentEmail(uid: string, email: string | null, mail: (token: string) => Omit<MailInput, "dedupeKey">): Promise<boolean> {
  const ref = linkRef(uid);
  return tx("parent link write", async (tx) => {
    const old = parseLink(uid, (await tx.get(ref)).data());
    const now = clockNow();
    const lapsed = old?.state === "pending" && old.confirmExpiresAt !== null && old.confirmExpiresAt.getTime() <= now;
    if ((old?.email ?? null) === email && !lapsed) return false;
    const tokens = await tx.get(db().collection(TOKENS).where("uid", "==", uid).select());
    const { token, hash } = email === null ? { token: "", hash: "" } : newToken();
    if (email !== null) await enqueueMail(tx, { ...mail(token), dedupeKey: `parent-confirm:${uid}:${hash}`, forgetBody: true });
    for (const doc of tokens.docs) tx.delete(doc.ref);
    if (email === null) {
      tx.delete(ref);
      return false;
    }
    const expiresAt = new Date(now + CONFIRM_DAYS * DAY_MS);
    tx.create(tokenRef(hash), tokenData(uid, "confirm", email, expiresAt));
    tx.set(ref, { email, state: "pending", confirmedAt: null, confirmExpiresAt: Timestamp.fromDate(expiresAt), stoppedAt: null, updatedAt: FieldValue.serverTimestamp() });
    return true;
  }, { timeoutMs: TIMEOUT_MS });
}

/** What a token opens: unknown (never issued, or replaced), expired, or the link it belongs to (as it is now). */
export type TokenLookup = { kind: "unknown" } | { kind: "expired" } | { kind: "found"; link: ParentLink };

function lookup(data: unknown, link: ParentLink | null, kind: TokenKind, now: number): TokenLookup {
  const parsed = tokenSchema.safeParse(data);
  if (!parsed.success || parsed.data.kind !== kind || !link || link.email !== parsed.data.email) return { kind: "unknown" };
  const expired = parsed.data.expiresAt !== null && parsed.data.expiresAt.getTime() <= now;
  if (expired && link.state === "pending") return { kind: "expired" };
  return { kind: "found", link };
}

function uidOf(data: Record<string, unknown> | undefined): string | null {
  const uid = data?.uid;
  return typeof uid === "string" && uidSchema.safeParse(uid).success ? uid : null;
}

/** A token of this kind (the caller checked PARENT_TOKEN_PATTERN) and the link it opens. Two reads. */
export async function readToken(token: string, kind: TokenKind, now = clockNow()): Promise<TokenLookup> {
  const data = (await bounded(tokenRef(tokenHash(token)).get(), "parent token read")).data();
  const uid = uidOf(data);
  const link = uid ? await readParentLink(uid) : null;
  return lookup(data, link, kind, now);
}

/**
 * The parent's POST: confirm (pending → confirmed) or stop (→ stopped).
 * Idempotent: a second post finds the state already there and changes nothing.
 */
export async function spendToken(token: string, kind: TokenKind, now = clockNow()): Promise<TokenLookup> {
  const ref = tokenRef(tokenHash(token));
  return tx("parent token write", async (tx): Promise<TokenLookup> => {
    const data = (await tx.get(ref)).data();
    const uid = uidOf(data);
    const link = uid ? parseLink(uid, (await tx.get(linkRef(uid))).data()) : null;
    const found = lookup(data, link, kind, now);
    if (found.kind !== "found") return found;
    const at = Timestamp.fromMillis(now);
    const target: ParentState = kind === "confirm" ? "confirmed" : "stopped";
    const from: readonly ParentState[] = kind === "confirm" ? ["pending"] : ["pending", "confirmed"];
    if (!from.includes(found.link.state)) return found;
    tx.update(ref, { usedAt: at });
    tx.update(linkRef(found.link.uid), {
      state: target,
      ...(kind === "confirm" ? { confirmedAt: at } : { stoppedAt: at }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { kind: "found", link: { ...found.link, state: target, confirmedAt: kind === "confirm" ? new Date(now) : found.link.confirmedAt } };
  }, { timeoutMs: TIMEOUT_MS });
}

// ---------------------------------------------------------------- the weekly sweep

/** One page of the confirmed links, by uid (`after`: the last uid of the page before). */
export async function confirmedLinks(after: string | null, limit: number): Promise<ParentLink[]> {
  let query = links().where("state", "==", "confirmed").orderBy(FieldPath.documentId()).limit(limit);
  if (after) query = query.startAfter(after);
  const snap = await bounded(query.get(), "parent links read");
  return snap.docs.flatMap((d) => parseLink(d.id, d.data()) ?? []);
}

const noteRef = (uid: string, week: string) => db().collection(NOTES).doc(`${uidSchema.parse(uid)}_${week}`);

/** Whether this student's note of this week was written (a sweep skips composing it again). One read. */
export async function noteWritten(uid: string, week: string): Promise<boolean> {
  return (await bounded(noteRef(uid, week).get(), "parent note read")).exists;
}

/**
 * Writes the week's note once: the `parentNotes/{uid}_{week}` marker (create),
 * the note's unsubscribe token and its outbox entry, in one batch. The entry is
 * sent only while the link is still this address and confirmed (the outbox's
 * precondition). `mail(token)` composes it with the unsubscribe token. Answers
 * false when another sweep wrote it first.
 */
export async function writeWeeklyNote(link: ParentLink, week: string, mail: (token: string) => Omit<MailInput, "dedupeKey" | "precondition">): Promise<boolean> {
  const { token, hash } = newToken();
  const batch = db().batch();
  batch.create(noteRef(link.uid, week), { uid: link.uid, week, createdAt: FieldValue.serverTimestamp() });
  batch.create(tokenRef(hash), tokenData(link.uid, "stop", link.email, null));
  await enqueueMail(batch, {
    ...mail(token),
    dedupeKey: `parent-note:${link.uid}:${week}`,
    // The body carries the stop link: not kept once sent (docs/backup.md).
    forgetBody: true,
    precondition: { path: `${LINKS}/${link.uid}`, fields: { email: link.email, state: "confirmed" } },
  });
  try {
    await withTimeout(batch.commit(), TIMEOUT_MS, "parent note write");
    return true;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) return false;
    throw unavailableOr("parent note write", error);
  }
}
