/** The files feature's browser-safe entry. */
export { LessonAttachments } from "./LessonAttachments";
