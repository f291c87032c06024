/**
 * The one table of the paths that take files (docs/files.md, "How an upload is read"), and
 * each one's bounds. Two readers obey it: server/limits.ts (given `uploadBodyBound` through
 * the server build, entry.server.tsx) refuses, before anything reads the body, a
 * `multipart/form-data` body to any other path (415) and one over the path's answered bound
 * by its Content-Length (a bare 413); platform/multipart.server.ts reads a multipart body
 * only on these paths, and only within these bounds, refusing at the first part over one.
 */

const MiB = 1024 * 1024;

export interface UploadRule {
  /** The form's file fields; a file under any other name is refused. */
  fileFields: readonly string[];
  /** File parts, an empty one (a file input left empty) counted too. */
  maxFiles: number;
  /** One file's bytes (files/limits.ts MAX_IMAGE_BYTES: the largest file accepted). */
  maxFileBytes: number;
  /** Fields that are not files, and each one's bytes. */
  maxFields: number;
  maxFieldBytes: number;
  /** The whole body that is read and kept. */
  maxBodyBytes: number;
  /**
   * A body over `maxBodyBytes` and up to this (by its Content-Length, server/limits.ts) is
   * answered by its page: the fields before the first file are read (the note typed), the
   * rest read away unparsed, nothing of it kept. Larger: refused unread, a bare 413.
   */
  maxAnsweredBytes: number;
}

/** One file of at most 15 MB, and a few small fields (a name, an intent, a hash). */
const ONE_FILE: UploadRule = {
  fileFields: ["file"],
  maxFiles: 1,
  maxFileBytes: 15 * MiB,
  maxFields: 8,
  maxFieldBytes: 16 * 1024,
  maxBodyBytes: 16 * MiB,
  maxAnsweredBytes: 16 * MiB,
};

/**
 * A student's hand-in: up to 10 phone photos (a few MB each) or PDFs at once, and a note; 64 MiB
 * kept at most. Any body of ten files within their bound (and the fields) is answered by the
 * page, its note kept: a phone without JavaScript sends what it was given, and hears what to do.
 */
const HANDIN_PARTS = { maxFiles: 10, maxFileBytes: 15 * MiB, maxFields: 8, maxFieldBytes: 16 * 1024 };
export const HANDIN_UPLOAD: UploadRule = {
  ...ONE_FILE,
  ...HANDIN_PARTS,
  fileFields: ["files"],
  maxBodyBytes: 64 * MiB,
  maxAnsweredBytes: HANDIN_PARTS.maxFiles * HANDIN_PARTS.maxFileBytes + HANDIN_PARTS.maxFields * HANDIN_PARTS.maxFieldBytes + MiB,
};

/**
 * The editors of a stored lesson, article or course: a picture for the text and a cover
 * (one each, files/editor-uploads.server.ts) beside the editor's fields, Markdown among them.
 */
const EDITOR_UPLOAD: UploadRule = { ...ONE_FILE, fileFields: ["picture", "coverFile"], maxFiles: 2, maxFields: 100, maxFieldBytes: MiB };

/**
 * The tutor's question bank import (app/exams/import.ts): one CSV or Markdown file of at most
 * 512 KiB (exams' IMPORT_MAX_BYTES), so its parse on the main thread stays short.
 */
const BANK_IMPORT: UploadRule = { ...ONE_FILE, maxFileBytes: 512 * 1024, maxBodyBytes: 600 * 1024, maxAnsweredBytes: 600 * 1024 };

/** Path (without Remix's `.data` of a fetch from a hydrated page) → its rule. */
const UPLOAD_PATHS: ReadonlyArray<[RegExp, UploadRule]> = [
  // A lesson's worksheets and pictures (app/files), and their removal.
  [/^\/admin\/lessons\/[^/]+\/files\/?$/i, ONE_FILE],
  // A student's hand-in (app/handins).
  [/^\/homework\/[^/]+\/?$/i, HANDIN_UPLOAD],
  // A payment slip for an order (app/payments).
  [/^\/orders\/(?!new\/?$)[^/]+\/?$/i, ONE_FILE],
  [/^\/admin\/(?:lessons|articles|courses)\/(?!new\/?$)[^/]+\/?$/i, EDITOR_UPLOAD],
  // A file of questions for the mock exams' bank (app/exams).
  [/^\/admin\/exams\/bank\/import\/?$/i, BANK_IMPORT],
];

/** The rule of a POST to `path`, or null: the path takes no file (a multipart body there is refused). */
export function uploadRule(path: string): UploadRule | null {
  const route = path.replace(/\.data$/, "");
  return UPLOAD_PATHS.find(([pattern]) => pattern.test(route))?.[1] ?? null;
}

/** The largest multipart body to `path` its page answers, or null where no multipart body is taken (server/limits.ts). */
export const uploadBodyBound = (path: string): number | null => uploadRule(path)?.maxAnsweredBytes ?? null;
