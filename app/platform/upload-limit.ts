/**
 * The paths that take a file upload, and how large a body they take: server/limits.ts
 * refuses any other body over 1 MB before the app reads it. Browser-safe and without
 * imports, since the Express side loads it too.
 */

/** One file (a picture of at most 15 MB as sent) and its form's few fields. */
export const MAX_UPLOAD_BODY_BYTES = 16 * 1024 * 1024;

const UPLOAD_PATHS: readonly RegExp[] = [/^\/admin\/lessons\/[^/]+\/files$/];

export const isUploadPath = (path: string) => UPLOAD_PATHS.some((p) => p.test(path));
