/** Files in one hand-in (platform/upload-limit.ts HANDIN_UPLOAD, its maxFiles, agrees: tests/unit/upload-limit.test.ts). Browser-safe: the messages state it. */
export const MAX_HANDIN_FILES = 10;
