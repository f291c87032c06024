/** The files feature's server entry (docs/files.md). */
export { acceptFile } from "./accept.server";
export { startFileSweeper, stopFileSweeper } from "./sweeper.server";
export { guardUpload, readUpload } from "./upload.server";
export { fileResponse } from "./serve.server";
export { addFileUse, removeFileUse } from "./uses.store.server";
export { lessonAttachments, lessonFiles } from "./lesson-files.server";
export { slipOwner } from "./owners";
