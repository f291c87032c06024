/**
 * The paths that take a file upload, and how large a body they take: server/limits.ts
 * (given `uploadBodyBound` through the server build, entry.server.tsx) refuses any other
 * body over 1 MB before the app reads it; files/upload.server.ts reads up to the same bound.
 */

/** One file (a picture of at most 15 MB as sent), or a hand-in's few photos, and the form's few fields. */
export const MAX_UPLOAD_BODY_BYTES = 16 * 1024 * 1024;

const UPLOAD_PATHS: readonly RegExp[] = [
  /^\/admin\/lessons\/[^/]+\/files$/,
  // A student's hand-in (app/handins).
  /^\/homework\/[^/]+$/,
  // A payment slip for an order (app/payments).
  /^\/orders\/(?!new$)[^/]+$/,
  // The editors of a stored lesson, article or course: a picture for the text, a cover (files/editor-uploads.server.ts).
  /^\/admin\/(?:lessons|articles|courses)\/(?!new$)[^/]+$/,
];

/** The body bound of a POST to `path`: MAX_UPLOAD_BODY_BYTES on an upload path, else null (the server's own). */
export const uploadBodyBound = (path: string): number | null => (UPLOAD_PATHS.some((p) => p.test(path)) ? MAX_UPLOAD_BODY_BYTES : null);
