/**
 * Hand-ins in Firestore (docs/files.md#hand-ins):
 *
 *   handins/{id}        one per student and homework (id: a hash of both): the
 *                       files of the last hand-in, the note, the mark, `version`
 *   handinQuota/{uid}   the bytes the student's hand-ins keep stored (their sum)
 *
 * A hand-in and a mark are transactions: a hand-in reads the hand-in and the
 * student's total (two at once on two processes are serialised by Firestore:
 * the later one replaces the earlier, and each releases what it replaced); a
 * mark checks the version the tutor's form showed, so a second tutor, or a
 * hand-in made meanwhile, is answered "conflict", never overwritten.
 */
import { createHash } from "node:crypto";
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { firstIssue } from "~/kernel/form";
import { bounded, db } from "~/platform/firestore.store.server";
import { MAX_STUDENT_BYTES } from "~/files/index";
import { canHandIn, markSchema, type Handin, type HandinFile, type Mark } from "./model";
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

export type CommitOutcome = { ok: true; replaced: { owner: string; files: HandinFile[] } | null } | { ok: false; reason: "quota" | "marked" };

/** Makes `s` the student's hand-in of its homework, within their quota; answers what it replaced (to release). */
export async function commitSubmission(s: Submission): Promise<CommitOutcome> {
  const ref = handinRef(handinId(s.key, s.uid));
  return tx("hand-in write", async (tx): Promise<CommitOutcome> => {
    const [snap, quota] = await Promise.all([tx.get(ref), tx.get(quotaRef(s.uid))]);
    const before = snap.exists ? parse(ref.id, snap.data()) : null;
    if (!canHandIn(before)) return { ok: false, reason: "marked" };
    const used = Math.max(0, (Number(quota.get("bytes")) || 0) - (before ? bytesOf(before.files) : 0));
    if (used + bytesOf(s.files) > MAX_STUDENT_BYTES) return { ok: false, reason: "quota" };
    tx.set(ref, {
      ...s,
      version: (before?.version ?? 0) + 1,
      status: "submitted",
      mark: before?.mark ?? null,
      feedback: before?.feedback ?? "",
      submittedAt: Timestamp.fromMillis(clockNow()),
      markedAt: before?.markedAt ? Timestamp.fromDate(before.markedAt) : null,
    });
    tx.set(quotaRef(s.uid), { bytes: used + bytesOf(s.files), updatedAt: Timestamp.fromMillis(clockNow()) });
    return { ok: true, replaced: before ? { owner: before.owner, files: before.files } : null };
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
