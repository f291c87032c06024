/**
 * A lesson's files (owner `lesson:<id>`): their addresses, the list the lesson
 * page shows, kept per content version, and the tutor's list.
 */
import { LRUCache } from "lru-cache";
import { withTimeout } from "~/platform/firebase-admin.server";
import { fileThumbUrl, fileUrl } from "~/kernel/urls";
import { publishedContent } from "~/content/cache.server";
import { listFileUses, type FileUse } from "./uses.store.server";
import { fileExt } from "./serve.server";
import { lessonOwner } from "./owners";
import type { Attachment } from "./LessonAttachments";

/** Where a stored file and, for a picture, its thumbnail are served. */
function fileLinks(use: FileUse): { url: string; thumb: string | null } {
  return { url: fileUrl(use.sha256, fileExt(use.contentType)), thumb: use.kind === "image" ? fileThumbUrl(use.sha256) : null };
}

/** The tutor's list of a lesson's files (read each time: the page is where they change). */
export async function lessonFiles(lessonId: string) {
  return (await listFileUses(lessonOwner(lessonId))).map((f) => ({ ...f, ...fileLinks(f), createdAt: f.createdAt.toISOString() }));
}

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
  try {
    const version = (await publishedContent()).version;
    if (known && known.version === version) return known.list;
    const uses = await withTimeout(listFileUses(lessonOwner(lessonId)), READ_TIMEOUT_MS, "lesson files");
    const list = uses.map((f) => ({ name: f.name, kind: f.kind, size: f.size, ...fileLinks(f) }));
    attachments.set(lessonId, { version, list });
    return list;
  } catch (error) {
    console.error(`files: the list of ${lessonId} not read (${error instanceof Error ? error.message : String(error)})`);
    return known?.list ?? [];
  }
}
