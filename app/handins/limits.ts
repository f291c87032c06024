/** Files in one hand-in (platform/upload-limit.ts HANDIN_UPLOAD, its maxFiles, agrees: tests/unit/upload-limit.test.ts). Browser-safe: the messages state it. */
export const MAX_HANDIN_FILES = 10;
/** Files one hand-in keeps, the hand-ins added to it before the mark included. */
export const MAX_KEPT_FILES = 20;
