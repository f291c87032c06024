/**
 * What the Firestore models share: timestamp conversion, counted reads,
 * document parsing, the optimistic version check, and the errors the admin
 * route helpers turn into Thai messages. (Field rules live in app/content.)
 */
import { Timestamp, type DocumentSnapshot, type QuerySnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import { firstIssue } from "~/kernel/form";
import { imageSchema, statusSchema } from "~/content/fields";
import { countQueryReads, countReads } from "~/platform/firestore-reads.server";

/** Firestore Timestamp (or Date, or ISO string) → Date. */
export const dateSchema = z.preprocess(
  (v) => (v instanceof Timestamp ? v.toDate() : typeof v === "string" ? new Date(v) : v),
  z.date()
);

/** What every stored content document adds to its kind's input: its id, status and dates. */
export const storedFields = {
  id: z.string(),
  status: statusSchema,
  createdAt: dateSchema,
  /** Also the version for conflict checks on update. */
  updatedAt: dateSchema,
};

/**
 * Stored Markdown is read as it is, whatever the bounds the form and the model
 * check on write (~/services/markdown/markdown-limits): a document saved past them (an older
 * rule, a direct write) still loads and renders as a Thai error block, and one
 * bad document cannot hide itself or the others.
 */
export const storedMarkdown = z.string();

/** Kinds with a public page of their own (articles, courses): a cover and the first publish date. */
export const publishedFields = {
  ...storedFields,
  /** A cover that breaks today's URL rule is dropped on read (never an off-site image). */
  cover: imageSchema.nullable().catch(null),
  /** Set on first publish; kept through unpublish/republish. */
  publishedAt: dateSchema.nullable(),
};

// ---------------------------------------------------------------- errors

// The store errors live in platform (the HTTP helpers map UnavailableError to 503).
import { ConflictError } from "~/platform/errors";
import { now } from "~/kernel/clock";

export { ConflictError, NotFoundError, SlugTakenError, UnavailableError } from "~/platform/errors";

// ---------------------------------------------------------------- documents

/** A read of one document (counted). `null` when it does not exist. */
export function countedDoc(snap: DocumentSnapshot): DocumentSnapshot | null {
  countReads(1);
  return snap.exists ? snap : null;
}

/** Counts a query's billed reads and answers its documents. */
export function countedDocs(snap: QuerySnapshot): DocumentSnapshot[] {
  countQueryReads(snap.size);
  return snap.docs;
}

/**
 * Parses a document with its schema (id included). A document that does not
 * match is logged and skipped (null), so one bad document cannot take a page down.
 */
export function parseDoc<T extends z.ZodType>(schema: T, snap: DocumentSnapshot): z.infer<T> | null {
  const result = schema.safeParse({ ...snap.data(), id: snap.id });
  if (result.success) return result.data;
  const issue = firstIssue(result.error);
  console.error(`Skipping malformed document ${snap.ref.path}: ${issue?.path ?? ""} ${issue?.message ?? ""}`);
  return null;
}

export function parseDocs<T extends z.ZodType>(schema: T, snaps: DocumentSnapshot[]): z.infer<T>[] {
  return snaps.map((s) => parseDoc(schema, s)).filter((d): d is z.infer<T> => d !== null);
}

/** The timestamp written as `updatedAt` (millisecond precision, so it round-trips through ISO strings). */
export function nowTimestamp(): Timestamp {
  return Timestamp.fromMillis(now());
}

/** Optimistic concurrency: `expected` (from the form) must equal the stored `updatedAt`. */
export function assertVersion(what: string, id: string, stored: Date, expected: Date | string): void {
  const want = expected instanceof Date ? expected.getTime() : Date.parse(expected);
  if (stored.getTime() !== want) throw new ConflictError(what, id, stored);
}
