/**
 * A student hands in (docs/files.md#hand-ins): the files, accepted and
 * re-encoded already (files' `acceptFile`), are stored under an owner of
 * their own (`handin:<uid>:<submission>`), then the hand-in is committed
 * within the student's quota. Refused, the new files are released; accepted,
 * the files of the hand-in it replaced are. A refusal is a Thai message.
 */
import { createHash } from "node:crypto";
import { addFileUse, handinOwner, removeFileUse, type AcceptedFile } from "~/files/index.server";
import { FILE_ERRORS, MAX_STUDENT_BYTES } from "~/files/index";
import { countLimitRefused } from "~/platform/metrics.server";
import { commitSubmission, getHandin, handinId, usedBytes } from "./handins.store.server";
import { canHandIn, type HandinFile } from "./model";
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

async function release(owner: string, files: readonly HandinFile[]): Promise<void> {
  for (const f of files) await removeFileUse(owner, f.sha256);
}

function quotaFull(): { ok: false; error: string } {
  countLimitRefused("handinQuota");
  return { ok: false, error: FILE_ERRORS.quota };
}

export async function handIn(h: HandingIn): Promise<{ ok: true } | { ok: false; error: string }> {
  const { uid } = h.student;
  // The same bytes twice in one hand-in are one file.
  const files = [...new Map(h.files.map((f) => [createHash("sha256").update(f.file.bytes).digest("hex"), f])).values()];
  const newBytes = files.reduce((sum, f) => sum + f.file.bytes.length, 0);
  // Asked before anything is stored; the commit asks again in its transaction.
  const [before, used] = await Promise.all([getHandin(handinId(h.key, uid)), usedBytes(uid)]);
  if (!canHandIn(before)) return { ok: false, error: HANDIN_TEXT.alreadyMarked };
  const kept = used - (before ? before.files.reduce((sum, f) => sum + f.size, 0) : 0);
  if (kept + newBytes > MAX_STUDENT_BYTES) return quotaFull();

  const owner = handinOwner(uid, newId());
  const stored: HandinFile[] = [];
  try {
    for (const f of files) {
      const use = await addFileUse(owner, f.name, f.file);
      const { owner: _owner, createdAt: _createdAt, ...file } = use;
      stored.push(file);
    }
    const out = await commitSubmission({ key: h.key, uid, email: h.student.email, studentName: h.student.name, title: h.title, owner, files: stored, note: h.note });
    if (!out.ok) {
      await release(owner, stored);
      return out.reason === "quota" ? quotaFull() : { ok: false, error: HANDIN_TEXT.alreadyMarked };
    }
    forgetStudentHandins(uid);
    if (out.replaced) await release(out.replaced.owner, out.replaced.files);
    return { ok: true };
  } catch (error) {
    await release(owner, stored).catch(() => undefined);
    throw error;
  }
}
