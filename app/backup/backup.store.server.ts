/**
 * The backup's Firestore side: reads every document of the project (every root
 * collection found by `listCollections()`, and every subcollection below each
 * document, recursively) and writes documents back by path, in bounded batches.
 * Firestore's own types are encoded into plain JSON exactly (see `encodeValue`)
 * so an archive can be read without this app; `decodeValue` is the inverse.
 *
 * Known collections (docs/backup.md lists them with their owners): articles,
 * courses, lessons, exercises (+ attempts, exerciseStats), enrolments, users,
 * questions, faq, deletedContent (trash), editorDrafts, auditLog, outbox,
 * pageViews, meta (content version), the tutoring collections (tutoringTypes,
 * tutoringConfig, tutoringDays, tutoringSessions, tutoringBookings,
 * tutoringSeats, tutoringStudents, tutoringSeries, calendarFeeds). `rateLimits` holds one-minute counters and
 * `sweepLeases` the running sweeps' leases: both are left out on purpose.
 */
import {
  DocumentReference,
  GeoPoint,
  Timestamp,
  FieldValue,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from "firebase-admin/firestore";
import { db } from "~/platform/firestore.store.server";
import { bumpContentVersion } from "~/content/content-version.store.server";
import { now } from "~/kernel/clock";

/** Collections not worth keeping: per-minute counters that expire by themselves, the leases of running sweeps. */
const SKIPPED_COLLECTIONS: readonly string[] = ["rateLimits", "sweepLeases"];

/** The import's own progress marker (deleted when an import completes). */
const IMPORT_MARKER = { collection: "meta", doc: "import" } as const;

/** Firestore's vector class (firebase-admin exports its type but not the class). */
type Vector = ReturnType<typeof FieldValue.vector>;
const VectorValue = FieldValue.vector([]).constructor as new (...args: never[]) => Vector;

/** A JSON value as it is written to the archive. */
export type Encoded = null | boolean | number | string | Encoded[] | { [key: string]: Encoded };

/**
 * Firestore value → JSON:
 * - Timestamp → `{"$timestamp": {"seconds": n, "nanoseconds": n}}`
 * - DocumentReference → `{"$ref": "collection/doc/..."}`
 * - GeoPoint → `{"$geopoint": {"latitude": n, "longitude": n}}`
 * - Bytes (Buffer/Uint8Array) → `{"$bytes": "<base64>"}`
 * - Vector → `{"$vector": [n, ...]}`
 * - NaN, ±Infinity → `{"$number": "NaN" | "Infinity" | "-Infinity"}`
 * - a map with a key starting with "$" → `{"$map": {...}}` (so it is never read as one of the above)
 * - arrays and maps recursively; strings, booleans, null and finite numbers as they are.
 */
function encodeValue(value: unknown): Encoded {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : { $number: String(value) };
  if (value instanceof Timestamp) return { $timestamp: { seconds: value.seconds, nanoseconds: value.nanoseconds } };
  if (value instanceof DocumentReference) return { $ref: value.path };
  if (value instanceof GeoPoint) return { $geopoint: { latitude: value.latitude, longitude: value.longitude } };
  if (value instanceof VectorValue) return { $vector: value.toArray() };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString("base64") };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (typeof value === "object") {
    const out: Record<string, Encoded> = {};
    for (const [k, v] of Object.entries(value)) out[k] = encodeValue(v);
    return Object.keys(out).some((k) => k.startsWith("$")) ? { $map: out } : out;
  }
  throw new Error(`cannot encode a value of type ${typeof value}`);
}

/** JSON → Firestore value (references point into `target`). Throws on a malformed tagged value. */
export function decodeValue(value: Encoded, target: Firestore = db()): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => decodeValue(v, target));
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0]!.startsWith("$")) {
    const tag = keys[0]!;
    const inner = value[tag] as Record<string, unknown>;
    switch (tag) {
      case "$timestamp":
        return new Timestamp(num(inner?.seconds, tag), num(inner?.nanoseconds, tag));
      case "$ref":
        if (typeof inner !== "string") throw new Error("$ref must be a path");
        return target.doc(inner as string);
      case "$geopoint":
        return new GeoPoint(num(inner?.latitude, tag), num(inner?.longitude, tag));
      case "$bytes":
        if (typeof inner !== "string") throw new Error("$bytes must be base64");
        return Buffer.from(inner as string, "base64");
      case "$vector":
        if (!Array.isArray(inner)) throw new Error("$vector must be an array");
        return FieldValue.vector((inner as unknown[]).map((n) => num(n, tag)));
      case "$number":
        if (!["NaN", "Infinity", "-Infinity"].includes(inner as unknown as string)) throw new Error("$number must be NaN or ±Infinity");
        return Number(inner);
      case "$map":
        return decodeMap(inner as Record<string, Encoded>, target);
      default:
        throw new Error(`unknown tag ${tag}`);
    }
  }
  return decodeMap(value, target);
}

function decodeMap(value: Record<string, Encoded>, target: Firestore): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = decodeValue(v, target);
  return out;
}

function num(v: unknown, tag: string): number {
  if (typeof v !== "number" || !Number.isFinite(v)) throw new Error(`${tag} needs numbers`);
  return v;
}

export interface ExportedDoc {
  path: string;
  data: Record<string, Encoded>;
}

/** The project's root collections, by name (without the skipped ones). */
export async function rootCollections(): Promise<string[]> {
  const cols = await db().listCollections();
  return cols.map((c) => c.id).filter((id) => !SKIPPED_COLLECTIONS.includes(id)).sort();
}

const GET_ALL_CHUNK = 300;
const SUBCOLLECTION_CONCURRENCY = 8;

/**
 * Every document under a root collection, its subcollections' documents too,
 * in a stable order (by path). A document that exists only as the parent of a
 * subcollection has no line of its own; its children do.
 */
export async function readCollection(name: string): Promise<ExportedDoc[]> {
  const out: ExportedDoc[] = [];
  await walk(db().collection(name), out);
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

async function walk(col: CollectionReference, out: ExportedDoc[]): Promise<void> {
  const refs = await col.listDocuments();
  for (let i = 0; i < refs.length; i += GET_ALL_CHUNK) {
    const chunk = refs.slice(i, i + GET_ALL_CHUNK);
    const snaps = await db().getAll(...chunk);
    for (const snap of snaps) {
      if (snap.exists) out.push({ path: snap.ref.path, data: encodeValue(snap.data() as DocumentData) as Record<string, Encoded> });
    }
  }
  for (let i = 0; i < refs.length; i += SUBCOLLECTION_CONCURRENCY) {
    const subs = await Promise.all(refs.slice(i, i + SUBCOLLECTION_CONCURRENCY).map((r) => r.listCollections()));
    for (const sub of subs.flat()) await walk(sub, out);
  }
}

export interface ImportState {
  /** The project holds no document at all. */
  empty: boolean;
  /** The sha256 of the archive an unfinished import was writing, if any. */
  unfinished: string | null;
}

/** Whether the project is empty, and whether an earlier import of some archive did not finish. */
export async function importState(): Promise<ImportState> {
  const marker = await db().collection(IMPORT_MARKER.collection).doc(IMPORT_MARKER.doc).get();
  const unfinished = marker.exists ? String(marker.get("archiveSha256") ?? "") : null;
  const markerPath = `${IMPORT_MARKER.collection}/${IMPORT_MARKER.doc}`;
  for (const col of await db().listCollections()) {
    // A root collection is listed only when something lies under it.
    if (col.id !== IMPORT_MARKER.collection) return { empty: false, unfinished };
    if ((await col.listDocuments()).some((ref) => ref.path !== markerPath)) return { empty: false, unfinished };
  }
  return { empty: true, unfinished };
}

/** Deletes every document of the project (for `--replace`), subcollections included. */
export async function deleteEverything(): Promise<void> {
  for (const col of await db().listCollections()) await db().recursiveDelete(col);
}

/** Records that an import of this archive is under way (so a re-run may resume it). */
export async function markImportStarted(archiveSha256: string): Promise<void> {
  await db().collection(IMPORT_MARKER.collection).doc(IMPORT_MARKER.doc).set({ archiveSha256, startedAt: Timestamp.fromMillis(now()) });
}

/** Ends an import: removes the marker and bumps the content version so running servers reload. */
export async function markImportDone(): Promise<void> {
  const batch = db().batch();
  batch.delete(db().collection(IMPORT_MARKER.collection).doc(IMPORT_MARKER.doc));
  await bumpContentVersion(batch);
  await batch.commit();
}

/** At most this many writes per batch (Firestore allows 500). */
export const MAX_BATCH = 400;

/** A batch's writes together stay under this (Firestore takes at most 10 MiB a request). */
const MAX_BATCH_BYTES = 9 * 1024 * 1024;

export interface DocumentWriter {
  /** Adds one document (`bytes`: its size as Firestore counts it); commits a full batch first. */
  add(doc: ExportedDoc, bytes: number): Promise<void>;
  /** Commits what is left. */
  flush(): Promise<void>;
}

/**
 * Writes documents by path (a set: re-running writes the same documents again,
 * never a second copy), `batchSize` a batch and at most MAX_BATCH_BYTES;
 * `onBatch` with the count written after each commit. Holds one batch in memory.
 */
export function documentWriter(batchSize: number, onBatch: (written: number) => void): DocumentWriter {
  const size = Math.max(1, Math.min(MAX_BATCH, Math.floor(batchSize)));
  const target = db();
  let batch = target.batch();
  let count = 0;
  let bytes = 0;
  let written = 0;
  const commit = async () => {
    if (count === 0) return;
    await batch.commit();
    written += count;
    onBatch(written);
    batch = target.batch();
    count = 0;
    bytes = 0;
  };
  return {
    async add(doc, docBytes) {
      if (count >= size || (count > 0 && bytes + docBytes > MAX_BATCH_BYTES)) await commit();
      batch.set(target.doc(doc.path), decodeValue(doc.data, target) as DocumentData);
      count += 1;
      bytes += docBytes;
    },
    flush: commit,
  };
}
