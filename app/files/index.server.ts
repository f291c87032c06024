/** The files feature's server entry (docs/files.md). */
export { acceptFile, acceptFiles } from "./accept.server";
export { startFileSweeper, stopFileSweeper } from "./sweeper.server";
export { guardUpload, readUpload } from "./upload.server";
export { fileResponse } from "./serve.server";
export { addFileUse, removeFileUse, type FileUse } from "./uses.store.server";
export { lessonAttachments, lessonFiles } from "./lesson-files.server";
export { handinOwner } from "./owners";
export { fileExt } from "./serve.server";
export type { AcceptedFile } from "./accept.server";
export { editorUploads } from "./editor-uploads.server";
export { slipOwner } from "./owners";
