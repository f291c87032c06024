/** The files feature's server entry (docs/files.md). */
export { acceptFile } from "./accept.server";
export { startFileSweeper, stopFileSweeper } from "./sweeper.server";
export { readUpload } from "./upload.server";
export { fileResponse, fileExt } from "./serve.server";
export { addFileUse, listFileUses, removeFileUse } from "./uses.store.server";

import { LRUCache } from "lru-cache";
import { withTimeout } from "~/platform/firebase-admin.server";
import { fileThumbUrl, fileUrl } from "~/platform/urls";
import { publishedContent } from "~/content/cache.server";
import { listFileUses } from "./uses.store.server";
import { fileExt } from "./serve.server";
import { lessonOwner } from "./owners";
import type { Attachment } from "./LessonAttachments";

/**
 * A lesson's files as its page lists them, kept per lesson for the content
 * version they were read at (an upload or a removal moves the version:
 * uses.store.server.ts), so a lesson view costs no Firestore read in steady
 * state. Firestore slow or away: the list last read, or none; the page renders.
 */
const attachments = new LRUCache<string, { version: number; list: Attachment[] }>({ max: 2000 });
const READ_TIMEOUT_MS = 3_000;

export async function lessonAttachments(lessonId: string): Promise<Attachment[]> {
  const known = attachments.get(lessonId);
  let version: number | null = null;
  try {
    version = (await publishedContent()).version;
    if (known && known.version === version) return known.list;
    const uses = await withTimeout(listFileUses(lessonOwner(lessonId)), READ_TIMEOUT_MS, "lesson files");
    const list = uses.map((f) => ({
      name: f.name,
      url: fileUrl(f.sha256, fileExt(f.contentType)),
      kind: f.kind,
      size: f.size,
      thumb: f.kind === "image" ? fileThumbUrl(f.sha256) : null,
    }));
    attachments.set(lessonId, { version, list });
    return list;
  } catch (error) {
    console.error(`files: the list of ${lessonId} not read (${error instanceof Error ? error.message : String(error)})`);
    return known?.list ?? [];
  }
}
