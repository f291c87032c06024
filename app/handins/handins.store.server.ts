/**
 * Hand-ins in Firestore (docs/files.md#hand-ins):
 *
 *   handins/{id}        one per student and homework (id: a hash of both): the
 *                       files of the last hand-in, the note, the mark, `version`
 *   handinQuota/{uid}   the bytes the student's hand-ins keep stored (their sum)
 *
 * A hand-in and a mark are transactions: a hand-in reads the hand-in and the
 * student's total (two at once on two processes are serialised by Firestore).
 * A hand-in waiting to be marked is added to (its files kept, the same file
 * kept once); one marked "แก้ไขแล้วส่งใหม่" is replaced, and what it replaced is
 * released. A removal takes one file out of a waiting hand-in. A mark checks
 * the version the tutor's form showed, so a second tutor, or a hand-in or a
 * removal made meanwhile, is answered "conflict", never overwritten.
 */
import { createHash } from "node:crypto";
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { firstIssue } from "~/kernel/form";
import { bounded, db } from "~/platform/firestore.store.server";
import { MAX_STUDENT_BYTES } from "~/files/index";
import { canHandIn, canRemoveFile, fileOwner, markSchema, type Handin, type HandinFile, type Mark } from "./model";
import { MAX_KEPT_FILES } from "./limits";
import { tx } from "~/kernel/store.server";
import { nowDate, now as clockNow } from "~/kernel/clock";

export const HANDINS = "handins";
const QUOTA = "handinQuota";

const fileSchema = z.object({
  sha256: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  kind: z.enum(["image", "pdf"]),
  width: z.number().optional(),
  height: z.number().optional(),
  owner: z.string().optional(),
});
const time = z.instanceof(Timestamp).transform((t) => t.toDate());
const handinSchema = z.object({
  key: z.string(),
  uid: z.string(),
  email: z.string(),
  studentName: z.string(),
  title: z.string(),
  owner: z.string(),
  files: z.array(fileSchema),
  note: z.string().default(""),
  version: z.number().int(),
  status: z.enum(["submitted", "marked"]),
  mark: markSchema.nullable().catch(null).default(null),
  feedback: z.string().default(""),
  submittedAt: time,
  markedAt: time.nullable().default(null),
});

/** The hand-in of `uid` for the homework `key`: one document, whatever is handed in again. */
export const handinId = (key: string, uid: string) => createHash("sha256").update(`${key}\n${uid}`).digest("hex").slice(0, 40);
const handinRef = (id: string) => db().collection(HANDINS).doc(id);
const quotaRef = (uid: string) => db().collection(QUOTA).doc(uid);
const bytesOf = (files: readonly HandinFile[]) => files.reduce((sum, f) => sum + f.size, 0);

function parse(id: string, data: unknown): Handin | null {
  const r = handinSchema.safeParse(data);
  if (!r.success) {
    console.error(`handins: ${id} unreadable (${firstIssue(r.error)?.message ?? ""})`);
    return null;
  }
  return { id, ...r.data, mark: r.data.mark as Mark | null };
}

export async function getHandin(id: string): Promise<Handin | null> {
  const snap = await bounded(handinRef(id).get(), "hand-in read");
  return snap.exists ? parse(id, snap.data()) : null;
}

/** The student's hand-ins (every homework's last one). */
export async function handinsOf(uid: string): Promise<Handin[]> {
  const snap = await bounded(db().collection(HANDINS).where("uid", "==", uid).limit(500).get(), "hand-ins read");
  return snap.docs.map((d) => parse(d.id, d.data())).filter((h): h is Handin => h !== null);
}

/** The tutor's inbox: waiting ones first (oldest first: they waited longest), then the marked, newest first. */
export async function listHandins(limit = 300): Promise<Handin[]> {
  const snap = await bounded(db().collection(HANDINS).orderBy("submittedAt", "desc").limit(limit).get(), "hand-in inbox read");
  const all = snap.docs.map((d) => parse(d.id, d.data())).filter((h): h is Handin => h !== null);
  const waiting = all.filter((h) => h.status === "submitted").reverse();
  return [...waiting, ...all.filter((h) => h.status === "marked")];
}

/** The bytes the student's hand-ins keep stored. */
export async function usedBytes(uid: string): Promise<number> {
  return Number((await bounded(quotaRef(uid).get(), "quota read")).get("bytes")) || 0;
}

export type Submission = Pick<Handin, "key" | "uid" | "email" | "studentName" | "title" | "owner" | "files" | "note">;

/** Files no hand-in keeps any more, each with the owner of its use (to release). */
export type Released = { owner: string; sha256: string }[];

export type CommitOutcome = { ok: true; release: Released } | { ok: false; reason: "quota" | "marked" | "tooMany" };

const released = (h: Pick<Handin, "owner">, files: readonly HandinFile[]): Released => files.map((f) => ({ owner: fileOwner(h, f), sha256: f.sha256 }));

/**
 * Adds `s`'s files (each stored under `s.owner`) to the student's hand-in of its homework while
 * it waits for the mark, or makes them the hand-in (none yet, or marked "แก้ไขแล้วส่งใหม่"), within
 * their quota; answers what no hand-in keeps any more (a replaced round, a file handed in twice).
 */
export async function commitSubmission(s: Submission): Promise<CommitOutcome> {
  const ref = handinRef(handinId(s.key, s.uid));
  return tx("hand-in write", async (tx): Promise<CommitOutcome> => {
    const [snap, quota] = await Promise.all([tx.get(ref), tx.get(quotaRef(s.uid))]);
    const before = snap.exists ? parse(ref.id, snap.data()) : null;
    if (!canHandIn(before)) return { ok: false, reason: "marked" };
    const adding = before?.status === "submitted";
    const kept = adding ? before.files.map((f) => ({ ...f, owner: fileOwner(before, f) })) : [];
    const have = new Set(kept.map((f) => f.sha256));
    const fresh = s.files.filter((f) => !have.has(f.sha256)).map((f) => ({ ...f, owner: s.owner }));
    const twice = s.files.filter((f) => have.has(f.sha256));
    const files = [...kept, ...fresh];
    if (files.length > MAX_KEPT_FILES) return { ok: false, reason: "tooMany" };
    const used = Math.max(0, (Number(quota.get("bytes")) || 0) - (before ? bytesOf(before.files) : 0));
    if (used + bytesOf(files) > MAX_STUDENT_BYTES) return { ok: false, reason: "quota" };
    tx.set(ref, {
      ...s,
      owner: adding ? before.owner : s.owner,
      files,
      // A note left empty when adding keeps the one sent before.
      note: s.note || (adding ? before.note : ""),
      version: (before?.version ?? 0) + 1,
      status: "submitted",
      mark: before?.mark ?? null,
      feedback: before?.feedback ?? "",
      submittedAt: Timestamp.fromMillis(clockNow()),
      markedAt: before?.markedAt ? Timestamp.fromDate(before.markedAt) : null,
    });
    tx.set(quotaRef(s.uid), { bytes: used + bytesOf(files), updatedAt: Timestamp.fromMillis(clockNow()) });
    return { ok: true, release: [...(before && !adding ? released(before, before.files) : []), ...twice.map((f) => ({ owner: s.owner, sha256: f.sha256 }))] };
  }, { timeoutMs: 8_000 });
}

export type RemoveOutcome = { ok: true; release: Released } | { ok: false; reason: "gone" | "marked" | "last" };

/**
 * Takes the file `sha256` out of the student's hand-in while it waits for the mark: the quota
 * gives its bytes back, the version rises (a tutor's form open on it answers "conflict"). The
 * last file takes the hand-in with it, unless an earlier mark is kept on it ("last").
 */
export async function removeHandinFile(id: string, uid: string, sha256: string): Promise<RemoveOutcome> {
  const ref = handinRef(id);
  return tx("hand-in file removal", async (tx): Promise<RemoveOutcome> => {
    const [snap, quota] = await Promise.all([tx.get(ref), tx.get(quotaRef(uid))]);
    const before = snap.exists ? parse(id, snap.data()) : null;
    const file = before?.uid === uid ? before.files.find((f) => f.sha256 === sha256) : undefined;
    if (!before || !file) return { ok: false, reason: "gone" };
    if (!canRemoveFile(before)) return { ok: false, reason: "marked" };
    const files = before.files.filter((f) => f !== file);
    if (files.length === 0 && before.mark) return { ok: false, reason: "last" };
    if (files.length === 0) tx.delete(ref);
    else tx.update(ref, { files: files.map((f) => ({ ...f, owner: fileOwner(before, f) })), version: before.version + 1 });
    const bytes = Math.max(0, (Number(quota.get("bytes")) || 0) - file.size);
    tx.set(quotaRef(uid), { bytes, updatedAt: Timestamp.fromMillis(clockNow()) });
    return { ok: true, release: released(before, [file]) };
  }, { timeoutMs: 8_000 });
}

export type MarkOutcome = { ok: true; handin: Handin } | { ok: false; reason: "conflict" | "notFound" };

/**
 * Marks the hand-in `id` as the tutor saw it at `version`; `tell` queues what
 * tells the student, in the same transaction (blind writes only).
 */
export async function markHandin(
  id: string,
  version: number,
  result: { mark: Mark; feedback: string; by: string },
  tell: (tx: Transaction, handin: Handin) => Promise<void>
): Promise<MarkOutcome> {
  return tx("hand-in mark", async (tx): Promise<MarkOutcome> => {
    const snap = await tx.get(handinRef(id));
    const before = snap.exists ? parse(id, snap.data()) : null;
    if (!before) return { ok: false, reason: "notFound" };
    if (before.version !== version) return { ok: false, reason: "conflict" };
    const now = nowDate();
    const handin: Handin = { ...before, mark: result.mark, feedback: result.feedback, status: "marked", version: version + 1, markedAt: now };
    tx.update(snap.ref, {
      mark: result.mark,
      feedback: result.feedback,
      status: "marked",
      version: handin.version,
      markedAt: Timestamp.fromDate(now),
      markedBy: result.by,
    });
    await tell(tx, handin);
    return { ok: true, handin };
  }, { timeoutMs: 8_000 });
}
