/** The files feature's browser-safe entry. */
export { LessonAttachments } from "./LessonAttachments";
export { EDITOR_UPLOADS } from "./messages";
