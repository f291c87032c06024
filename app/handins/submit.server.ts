/**
 * A student hands in (docs/files.md#hand-ins): the files, accepted and
 * re-encoded already (files' `acceptFile`), are stored under an owner of
 * their own (`handin:<uid>:<submission>`), then the hand-in is committed
 * within the student's quota: added to the one waiting for the mark, or in
 * place of one marked "แก้ไขแล้วส่งใหม่". Refused, the new files are released;
 * accepted, what no hand-in keeps any more is. The student may take one file
 * out before the mark (`removeFile`). A refusal is a Thai message.
 */
import { createHash } from "node:crypto";
import { addFileUse, handinOwner, removeFileUse, type AcceptedFile } from "~/files/index.server";
import { FILE_ERRORS, MAX_STUDENT_BYTES } from "~/files/index";
import { countLimitRefused } from "~/platform/metrics.server";
import { commitSubmission, getHandin, handinId, removeHandinFile, usedBytes, type Released } from "./handins.store.server";
import { canHandIn, type HandinFile } from "./model";
import { MAX_KEPT_FILES } from "./limits";
import { HANDIN_TEXT } from "./messages";
import { forgetStudentHandins } from "./homework.server";
import { newId } from "~/kernel/ids";

export interface HandingIn {
  key: string;
  title: string;
  student: { uid: string; email: string; name: string };
  files: { name: string; file: AcceptedFile }[];
  note: string;
}

async function release(files: Released): Promise<void> {
  for (const f of files) await removeFileUse(f.owner, f.sha256);
}

function quotaFull(): { ok: false; error: string } {
  countLimitRefused("handinQuota");
  return { ok: false, error: FILE_ERRORS.quota };
}

function tooMany(): { ok: false; error: string } {
  countLimitRefused("handinFiles");
  return { ok: false, error: HANDIN_TEXT.tooManyKept };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

export async function handIn(h: HandingIn): Promise<{ ok: true } | { ok: false; error: string }> {
  const { uid } = h.student;
  // The same bytes twice in one hand-in are one file.
  const files = [...new Map(h.files.map((f) => [sha256(f.file.bytes), f])).values()];
  // Asked before anything is stored; the commit asks again in its transaction.
  const [before, used] = await Promise.all([getHandin(handinId(h.key, uid)), usedBytes(uid)]);
  if (!canHandIn(before)) return { ok: false, error: HANDIN_TEXT.alreadyMarked };
  const adding = before?.status === "submitted";
  const have = new Set(adding ? before.files.map((f) => f.sha256) : []);
  const fresh = files.filter((f) => !have.has(sha256(f.file.bytes)));
  if (have.size + fresh.length > MAX_KEPT_FILES) return tooMany();
  const kept = used - (before && !adding ? before.files.reduce((sum, f) => sum + f.size, 0) : 0);
  if (kept + fresh.reduce((sum, f) => sum + f.file.bytes.length, 0) > MAX_STUDENT_BYTES) return quotaFull();

  const owner = handinOwner(uid, newId());
  const stored: HandinFile[] = [];
  const mine = (): Released => stored.map((f) => ({ owner, sha256: f.sha256 }));
  try {
    for (const f of fresh) {
      const use = await addFileUse(owner, f.name, f.file);
      const { owner: _owner, createdAt: _createdAt, ...file } = use;
      stored.push(file);
    }
    const out = await commitSubmission({ key: h.key, uid, email: h.student.email, studentName: h.student.name, title: h.title, owner, files: stored, note: h.note });
    if (!out.ok) {
      await release(mine());
      return out.reason === "quota" ? quotaFull() : out.reason === "tooMany" ? tooMany() : { ok: false, error: HANDIN_TEXT.alreadyMarked };
    }
    forgetStudentHandins(uid);
    await release(out.release);
    return { ok: true };
  } catch (error) {
    await release(mine()).catch(() => undefined);
    throw error;
  }
}

/** Takes the file `sha256` out of the student's hand-in of `key` before the mark; its stored bytes go with its last use. */
export async function removeFile(key: string, uid: string, sha: string): Promise<{ ok: true } | { ok: false; error: string }> {
  const out = await removeHandinFile(handinId(key, uid), uid, sha);
  if (!out.ok) return { ok: false, error: out.reason === "last" ? HANDIN_TEXT.lastFile : out.reason === "marked" ? HANDIN_TEXT.alreadyMarked : HANDIN_TEXT.fileGone };
  forgetStudentHandins(uid);
  await release(out.release);
  return { ok: true };
}
