/**
 * Who uses a stored file, and under which name: `fileUses/{id}`, one document per
 * owner and content (`lesson:<id>` for a lesson's worksheets and pictures,
 * `handin:<uid>:<id>` for a hand-in's photos). The
 * file's own `refs` (files.store.server.ts) name the owners, which is what the
 * access rule reads (serve.server.ts); these documents are what a page lists.
 */
import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { db } from "~/platform/firestore.store.server";
import { countQueryReads } from "~/platform/firestore-reads.server";
import { bumpContentVersion } from "~/content/content-version.store.server";
import { releaseFile, storeFile } from "./files.store.server";
import type { AcceptedFile } from "./accept.server";
import { LESSON_OWNER } from "./owners";
import { nowDate } from "~/kernel/clock";

const USES = "fileUses";

export interface FileUse {
  sha256: string;
  owner: string;
  /** The name the person gave (the uploaded file's name, or the picture's alt text). */
  name: string;
  size: number;
  contentType: string;
  kind: "image" | "pdf";
  width?: number;
  height?: number;
  createdAt: Date;
}

/** A lesson's page lists its files: the cached pages of the old content go (a hand-in is on no public page). */
const listedChanged = async (owner: string) => {
  if (LESSON_OWNER.test(owner)) await bumpContentVersion();
};

const fileUseId = (owner: string, sha: string) => createHash("sha256").update(`${owner}\n${sha}`).digest("hex");

/** Stores an accepted file for `owner` under `name` (the same content twice is one entry). */
export async function addFileUse(owner: string, name: string, file: AcceptedFile): Promise<FileUse> {
  const stored = await storeFile(file.bytes, file.info, owner);
  const use: FileUse = {
    sha256: stored.sha256,
    owner,
    name,
    size: stored.size,
    contentType: stored.contentType,
    kind: stored.kind,
    ...(stored.width ? { width: stored.width, height: stored.height } : {}),
    createdAt: nowDate(),
  };
  await db().collection(USES).doc(fileUseId(owner, stored.sha256)).set({ ...use, createdAt: Timestamp.fromDate(use.createdAt) });
  await listedChanged(owner);
  return use;
}

/** The files one owner uses, oldest first. */
export async function listFileUses(owner: string): Promise<FileUse[]> {
  const snap = await db().collection(USES).where("owner", "==", owner).get();
  countQueryReads(snap.size);
  return snap.docs
    .map((d) => ({ ...(d.data() as Omit<FileUse, "createdAt">), createdAt: (d.get("createdAt") as Timestamp).toDate() }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Removes one use; the file goes with its last one. False when there was no such use. */
export async function removeFileUse(owner: string, sha: string): Promise<boolean> {
  const ref = db().collection(USES).doc(fileUseId(owner, sha));
  if (!(await ref.get()).exists) return false;
  await ref.delete();
  await releaseFile(sha, owner);
  await listedChanged(owner);
  return true;
}
