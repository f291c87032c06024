/** The files feature's browser-safe entry. */
export { LessonAttachments } from "./LessonAttachments";
export { MAX_IMAGE_BYTES, MAX_STUDENT_BYTES, MAX_STUDENT_SLIP_BYTES } from "./limits";
export { FILE_ERRORS, sizeLabel } from "./messages";
export { EDITOR_UPLOADS } from "./messages";
export { uploadForm } from "./upload-form";
