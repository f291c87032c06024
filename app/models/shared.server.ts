/**
 * What the content models share: field schemas (slugs, ids, images, status),
 * Firestore timestamp conversion, document parsing, and the errors that an
 * admin form turns into Thai messages.
 */
import { Timestamp, type DocumentSnapshot, type QuerySnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import { countQueryReads, countReads } from "~/lib/firestore-reads.server";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug";

// ---------------------------------------------------------------- field schemas

/**
 * URL slugs: lower-case words joined by single dashes, Thai allowed
 * ("thai-reading-tips", "เทคนิคการอ่าน-101"); the rule lives in ./slug (shared with the admin forms).
 */
export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(SLUG_MAX_LENGTH)
  .regex(SLUG_PATTERN, "ใช้ได้เฉพาะตัวอักษรพิมพ์เล็ก ภาษาไทย ตัวเลข และขีดกลาง");

/** Document ids in URLs: Firestore auto-ids and our readable ids. */
export const docIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);

export const STATUSES = ["draft", "published"] as const;
export const statusSchema = z.enum(STATUSES);
export type ContentStatus = z.infer<typeof statusSchema>;

/** An http(s) URL or a site path ("/images/x.png"); nothing else (no javascript:, data:). */
export const safeUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v), "ต้องเป็นลิงก์ http(s) หรือเส้นทางในเว็บไซต์");

export const imageSchema = z.object({
  url: safeUrlSchema,
  alt: z.string().trim().max(200),
  width: z.number().int().min(1).max(4000),
  height: z.number().int().min(1).max(4000),
});
export type ContentImage = z.infer<typeof imageSchema>;

/** Firestore Timestamp (or Date, or ISO string) → Date. */
export const dateSchema = z.preprocess(
  (v) => (v instanceof Timestamp ? v.toDate() : typeof v === "string" ? new Date(v) : v),
  z.date()
);

// ---------------------------------------------------------------- errors

export class NotFoundError extends Error {
  override name = "NotFoundError";
  constructor(what: string, id: string) {
    super(`${what} ${id} not found`);
  }
}

/** Someone else saved the document after it was opened (its `updatedAt` moved on). */
export class ConflictError extends Error {
  override name = "ConflictError";
  constructor(what: string, id: string, readonly current: Date) {
    super(`${what} ${id} was changed by someone else (now at ${current.toISOString()})`);
  }
}

export class SlugTakenError extends Error {
  override name = "SlugTakenError";
  constructor(readonly slug: string) {
    super(`slug "${slug}" is already used`);
  }
}

/** Thai messages for the errors above (for admin forms). */
export function errorMessage(error: unknown): string {
  if (error instanceof ConflictError) return "มีคนแก้ไขข้อมูลนี้ไปก่อนแล้ว กรุณาโหลดหน้าใหม่แล้วแก้ไขอีกครั้ง";
  if (error instanceof SlugTakenError) return `ที่อยู่ (slug) "${error.slug}" ถูกใช้ไปแล้ว`;
  if (error instanceof NotFoundError) return "ไม่พบข้อมูลนี้ อาจถูกลบไปแล้ว";
  if (error instanceof z.ZodError) return "ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง";
  return "เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง";
}

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
  const issue = result.error.issues[0];
  console.error(`Skipping malformed document ${snap.ref.path}: ${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`);
  return null;
}

export function parseDocs<T extends z.ZodType>(schema: T, snaps: DocumentSnapshot[]): z.infer<T>[] {
  return snaps.map((s) => parseDoc(schema, s)).filter((d): d is z.infer<T> => d !== null);
}

/** The timestamp written as `updatedAt` (millisecond precision, so it round-trips through ISO strings). */
export function nowTimestamp(): Timestamp {
  return Timestamp.fromMillis(Date.now());
}

/** Optimistic concurrency: `expected` (from the form) must equal the stored `updatedAt`. */
export function assertVersion(what: string, id: string, stored: Date, expected: Date | string): void {
  const want = expected instanceof Date ? expected.getTime() : Date.parse(expected);
  if (stored.getTime() !== want) throw new ConflictError(what, id, stored);
}
