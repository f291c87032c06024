/** The files feature's server entry (docs/files.md). */
export { acceptFile } from "./accept.server";
export { startFileSweeper, stopFileSweeper } from "./sweeper.server";
export { readUpload } from "./upload.server";
export { fileResponse, fileExt } from "./serve.server";
export { addFileUse, listFileUses, removeFileUse } from "./uses.store.server";

import { listFileUses } from "./uses.store.server";
import { fileExt } from "./serve.server";
import { lessonOwner } from "./owners";
import { fileThumbUrl, fileUrl } from "~/platform/urls";
import type { Attachment } from "./LessonAttachments";

/** A lesson's files as its page lists them. */
export async function lessonAttachments(lessonId: string): Promise<Attachment[]> {
  return (await listFileUses(lessonOwner(lessonId))).map((f) => ({
    name: f.name,
    url: fileUrl(f.sha256, fileExt(f.contentType)),
    kind: f.kind,
    size: f.size,
    thumb: f.kind === "image" ? fileThumbUrl(f.sha256) : null,
  }));
}
