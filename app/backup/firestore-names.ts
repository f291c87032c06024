/**
 * Firestore's own limits on what an import may write, checked on every line of
 * an archive before anything is written or deleted (Firestore would refuse such
 * a write only in the middle of the import). From Firestore's "Usage and
 * limits": a document id is at most 1 500 bytes, not `.` or `..`, contains no
 * `/` and does not match `__.*__`; a field name is at most 1 500 bytes and does
 * not match `__.*__`; maps and arrays nest at most 20 deep; a document is at
 * most 1 MiB (1 048 576 bytes, counted as Firestore counts it, `documentBytes`);
 * subcollections nest at most 100 deep.
 *
 * The id rule itself is the app's one (`kernel/ids.ts`); this module only
 * says which part of it an id breaks.
 */
import { DOC_ID_MAX_BYTES as MAX_NAME_BYTES, isFirestoreId, RESERVED_ID as RESERVED } from "~/kernel/ids";
import type { Encoded } from "./backup.store.server";

const MAX_NESTING = 20;
/** 100 levels of subcollections: a collection and a document id each. */
const MAX_PATH_SEGMENTS = 2 * 101;
export const MAX_DOCUMENT_BYTES = 1_048_576;

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

/** Why `id` cannot name a Firestore document or collection, or null when it can. */
export function idProblem(id: string): string | null {
  if (isFirestoreId(id)) return null;
  if (id === "") return "an empty id";
  if (id === "." || id === "..") return `the id "${id}"`;
  if (id.includes("/")) return "an id with a slash";
  if (RESERVED.test(id)) return `the reserved id ${shown(id)}`;
  return `an id of ${bytes(id)} bytes (at most ${MAX_NAME_BYTES})`;
}

/** Why `path` is not a document path (collection/id pairs of good ids), or null when it is. */
export function documentPathProblem(path: string): string | null {
  const parts = path.split("/");
  if (parts.length < 2 || parts.length % 2 !== 0) return `${shown(path)} is not a document path`;
  if (parts.length > MAX_PATH_SEGMENTS) return `${shown(path)} nests deeper than 100 subcollections`;
  for (const part of parts) {
    const problem = idProblem(part);
    if (problem) return `${shown(path)} has ${problem}`;
  }
  return null;
}

/**
 * Why a document's encoded data cannot be written: a field name Firestore
 * refuses, nesting deeper than 20, a reference to a bad path, or null. Tagged
 * values (backup.store.server.ts `encodeValue`) are values, not maps; a `$map`'s
 * keys are field names.
 */
export function dataProblem(data: Record<string, Encoded>): string | null {
  return mapProblem(data, 0);
}

function mapProblem(map: Record<string, Encoded>, depth: number): string | null {
  if (depth > MAX_NESTING) return `maps and arrays nest deeper than ${MAX_NESTING}`;
  for (const [name, value] of Object.entries(map)) {
    if (RESERVED.test(name)) return `the reserved field name ${shown(name)}`;
    if (bytes(name) > MAX_NAME_BYTES) return `a field name of ${bytes(name)} bytes (at most ${MAX_NAME_BYTES})`;
    const problem = valueProblem(value, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function valueProblem(value: Encoded, depth: number): string | null {
  if (value === null || typeof value !== "object") return null;
  if (depth > MAX_NESTING) return `maps and arrays nest deeper than ${MAX_NESTING}`;
  if (Array.isArray(value)) {
    for (const v of value) {
      if (Array.isArray(v)) return "an array directly inside an array";
      const problem = valueProblem(v, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  const tag = singleTag(value);
  if (tag === "$map") return mapProblem(value.$map as Record<string, Encoded>, depth);
  if (tag === "$ref") return typeof value.$ref === "string" ? documentPathProblem(value.$ref) : null;
  if (tag) return null;
  return mapProblem(value, depth);
}

const singleTag = (value: Record<string, Encoded>) => {
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0]!.startsWith("$") ? keys[0]! : null;
};

/**
 * A document's size as Firestore counts it: its name (each path segment's bytes
 * + 1, + 16), and each field's name (bytes + 1) and value (string bytes + 1;
 * boolean, null 1; number, timestamp 8; geopoint 16; bytes their length; a
 * reference its path's size; arrays and maps their contents), + 32.
 */
export function documentBytes(path: string, data: Record<string, Encoded>): number {
  return pathBytes(path) + mapBytes(data) + 32;
}

const pathBytes = (path: string) => path.split("/").reduce((n, part) => n + bytes(part) + 1, 16);

function mapBytes(map: Record<string, Encoded>): number {
  let n = 0;
  for (const [name, value] of Object.entries(map)) n += bytes(name) + 1 + valueBytes(value);
  return n;
}

function valueBytes(value: Encoded): number {
  if (value === null || typeof value === "boolean") return 1;
  if (typeof value === "number") return 8;
  if (typeof value === "string") return bytes(value) + 1;
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + valueBytes(v), 0);
  const tag = singleTag(value);
  const inner = tag ? value[tag] : null;
  switch (tag) {
    case "$timestamp":
    case "$number":
      return 8;
    case "$geopoint":
      return 16;
    case "$bytes":
      return typeof inner === "string" ? Math.floor((inner.length * 3) / 4) : 0;
    case "$ref":
      return typeof inner === "string" ? pathBytes(inner) : 0;
    case "$vector":
      return Array.isArray(inner) ? inner.length * 8 : 0;
    case "$map":
      return mapBytes(inner as Record<string, Encoded>);
    default:
      return mapBytes(value);
  }
}

/** A name for a message: at most 60 characters of it, as JSON. */
function shown(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}
