/**
 * Files in Firestore, content-addressed (docs/files.md):
 *
 *   files/{sha256}                  the metadata: size, type, picture size, thumbnail,
 *                                   which documents use it (`refs`), the chunks' generation
 *   files/{sha256}/chunks/{gen}-{i} the bytes, at most CHUNK_BYTES each
 *
 * The chunks are written first (three a request, limits.ts: a gRPC request carries
 * at most 4 MiB) and the metadata last, so a reader sees a whole file or none; every
 * write is bounded in time, and chunks of a store that failed are removed. The same bytes are stored once (the hash is the id); each use
 * is a reference (`lesson:<id>`, `handin:<uid>:<id>`…), and the file is deleted
 * when its last reference goes. Every write of chunks has a generation of its
 * own, so a file deleted while the same bytes are stored again never loses the
 * new copy's chunks; chunks that no metadata names (a crash between the two
 * steps, a lost race) are swept (`sweepOrphanChunks`).
 */
import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { withTimeout } from "~/platform/firebase-admin.server";
import { bounded, db } from "~/platform/firestore.store.server";
import { countReads } from "~/platform/firestore-reads.server";
import { CHUNK_BYTES, CHUNK_WRITE_TIMEOUT_MS, CHUNK_WRITES_AT_ONCE, CHUNKS_PER_BATCH } from "./limits";
import { tx } from "~/kernel/store.server";
import { newId } from "~/kernel/ids";
import { machineNow } from "~/kernel/clock";

const FILES = "files";
/** How long a transaction on a file's metadata (its references) may take. */
const METADATA_TIMEOUT_MS = 8_000;
const CHUNKS = "chunks";

/** What is known of a stored file without reading its bytes. */
export interface StoredFile {
  sha256: string;
  size: number;
  contentType: string;
  kind: "image" | "pdf";
  width?: number;
  height?: number;
  pages?: number;
  /** A small JPEG of a picture (at most a few tens of KB), kept in the metadata. */
  thumb?: Buffer;
}

interface FileDoc extends Omit<StoredFile, "sha256"> {
  gen: string;
  chunks: number;
  refs: string[];
  createdAt: Timestamp;
}

export const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const fileRef = (sha: string) => db().collection(FILES).doc(sha);
const chunkId = (gen: string, i: number) => `${gen}-${String(i).padStart(4, "0")}`;

const chunkCount = (size: number) => Math.max(1, Math.ceil(size / CHUNK_BYTES));

/**
 * Writes the chunks of one generation: CHUNKS_PER_BATCH a batch (each request under the
 * 4 MiB gRPC bound, limits.ts), CHUNK_WRITES_AT_ONCE batches in flight, each bounded by
 * `timeoutMs`. When one fails or runs out of time no further batch starts, and the
 * generation is removed (`abandonGeneration`) before the error is the caller's.
 */
async function writeChunks(ref: DocumentReference, gen: string, bytes: Buffer, timeoutMs: number): Promise<number> {
  const count = chunkCount(bytes.length);
  const firsts = Array.from({ length: Math.ceil(count / CHUNKS_PER_BATCH) }, (_, b) => b * CHUNKS_PER_BATCH);
  const inFlight: Promise<unknown>[] = [];
  let next = 0;
  let failed = false;
  const writer = async () => {
    while (!failed && next < firsts.length) {
      const first = firsts[next++]!;
      const batch = db().batch();
      for (let i = first; i < Math.min(count, first + CHUNKS_PER_BATCH); i++) {
        const data = bytes.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
        batch.set(ref.collection(CHUNKS).doc(chunkId(gen, i)), { data, gen, index: i, writtenAt: Timestamp.fromMillis(machineNow()) });
      }
      const commit = batch.commit();
      inFlight.push(commit.catch(() => undefined));
      try {
        await bounded(commit, "file chunks write", timeoutMs);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(CHUNK_WRITES_AT_ONCE, firsts.length) }, writer));
  } catch (error) {
    abandonGeneration(ref, gen, count, inFlight);
    throw error;
  }
  return count;
}

/**
 * A generation whose chunks did not all go in: once the writes under way have ended (or
 * after CHUNK_WRITE_TIMEOUT_MS more), every chunk id it may have written is deleted. Not
 * waited for: the upload's refusal does not wait on a Firestore that is slow already. A
 * write that lands later still, or a process that stops meanwhile, leaves chunks no
 * metadata names: the sweeper's (`sweepOrphanChunks`).
 */
function abandonGeneration(ref: DocumentReference, gen: string, count: number, inFlight: readonly Promise<unknown>[]): void {
  const settled = withTimeout(Promise.all(inFlight), CHUNK_WRITE_TIMEOUT_MS, "file chunks settle").catch(() => undefined);
  void settled
    .then(async () => {
      for (let first = 0; first < count; first += 400) {
        const batch = db().batch();
        for (let i = first; i < Math.min(count, first + 400); i++) batch.delete(ref.collection(CHUNKS).doc(chunkId(gen, i)));
        await bounded(batch.commit(), "file chunks delete", CHUNK_WRITE_TIMEOUT_MS);
      }
    })
    .catch((error: unknown) => console.error(`files: chunks of ${ref.id} (${gen}) not removed, left to the sweeper (${error instanceof Error ? error.message : String(error)})`));
}

async function deleteGeneration(ref: DocumentReference, gen: string): Promise<void> {
  const chunks = await bounded(ref.collection(CHUNKS).where("gen", "==", gen).select().get(), "file chunks read");
  for (let i = 0; i < chunks.docs.length; i += 400) {
    const batch = db().batch();
    for (const doc of chunks.docs.slice(i, i + 400)) batch.delete(doc.ref);
    await bounded(batch.commit(), "file chunks delete", CHUNK_WRITE_TIMEOUT_MS);
  }
}

/** Adds `use` to a stored file's references; false when the file is not stored (any more). */
async function attach(sha: string, use: string): Promise<boolean> {
  return tx("file reference write", async (tx) => {
    const snap = await tx.get(fileRef(sha));
    if (!snap.exists) return false;
    tx.update(snap.ref, { refs: FieldValue.arrayUnion(use) });
    return true;
  }, { timeoutMs: METADATA_TIMEOUT_MS });
}

/**
 * Stores `bytes` (already checked and re-encoded: accept.server.ts) for the use
 * `use`, or adds the use to the same bytes stored before. Answers the file's metadata.
 * Every write is bounded (a batch of chunks by `writeTimeoutMs`, the metadata by
 * METADATA_TIMEOUT_MS): Firestore slow or away is an UnavailableError (the Thai 503), and
 * chunks written before a failed one are removed. A metadata write that timed out keeps
 * its chunks (it may have landed): without it they are orphans, for the sweeper.
 */
export async function storeFile(
  bytes: Buffer,
  info: Omit<StoredFile, "sha256" | "size">,
  use: string,
  { writeTimeoutMs = CHUNK_WRITE_TIMEOUT_MS }: { writeTimeoutMs?: number } = {},
): Promise<StoredFile> {
  const sha256 = sha256Of(bytes);
  const stored: StoredFile = { ...info, sha256, size: bytes.length };
  const ref = fileRef(sha256);
  // The same bytes stored already: one more reference (the attach's own read tells).
  // Not stored, or raced by the deletion of the last reference: the bytes are written.
  if (await attach(sha256, use)) return stored;
  const gen = newId();
  const chunks = await writeChunks(ref, gen, bytes, writeTimeoutMs);
  const created = await tx("file metadata write", async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) {
      tx.update(ref, { refs: FieldValue.arrayUnion(use) });
      return false;
    }
    const doc: FileDoc = { ...info, size: bytes.length, gen, chunks, refs: [use], createdAt: Timestamp.fromMillis(machineNow()) };
    tx.create(ref, doc);
    return true;
  }, { timeoutMs: METADATA_TIMEOUT_MS });
  // Someone stored the same bytes meanwhile: theirs stay, ours go.
  if (!created) await deleteGeneration(ref, gen);
  return stored;
}

/** Removes the use `use`; the last one gone, the file is deleted (metadata first, then its chunks). */
export async function releaseFile(sha: string, use: string): Promise<void> {
  const ref = fileRef(sha);
  const gone = await tx("file reference write", async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const doc = snap.data() as FileDoc;
    const refs = doc.refs.filter((r) => r !== use);
    if (refs.length > 0) {
      tx.update(ref, { refs });
      return null;
    }
    tx.delete(ref);
    return doc.gen;
  }, { timeoutMs: METADATA_TIMEOUT_MS });
  if (gone) await deleteGeneration(ref, gone);
}

function toStored(sha256: string, doc: FileDoc): StoredFile {
  const { gen: _gen, chunks: _chunks, refs: _refs, createdAt: _createdAt, ...info } = doc;
  return { ...info, sha256 };
}

/** A stored file's metadata and its uses, or null. */
export async function fileInfo(sha: string): Promise<(StoredFile & { refs: string[] }) | null> {
  const snap = await fileRef(sha).get();
  countReads(1);
  if (!snap.exists) return null;
  const doc = snap.data() as FileDoc;
  return { ...toStored(sha, doc), refs: doc.refs };
}

/** A stored file's bytes, checked against its hash; null when it is not stored. */
export async function readFileBytes(sha: string): Promise<Buffer | null> {
  const ref = fileRef(sha);
  const snap = await ref.get();
  if (!snap.exists) return null;
  const doc = snap.data() as FileDoc;
  const refs = Array.from({ length: doc.chunks }, (_, i) => ref.collection(CHUNKS).doc(chunkId(doc.gen, i)));
  const chunks = await db().getAll(...refs);
  countReads(1 + chunks.length);
  if (chunks.some((c) => !c.exists)) throw new Error(`file ${sha}: a chunk is missing`);
  const bytes = Buffer.concat(chunks.map((c) => c.get("data") as Buffer));
  if (bytes.length !== doc.size || sha256Of(bytes) !== sha) throw new Error(`file ${sha}: the bytes do not match the hash`);
  return bytes;
}

/**
 * Deletes chunks that no metadata names and that are older than `minAgeMs`
 * (a write in progress is younger): left by a crash between the two steps of
 * `storeFile`, or by a lost race. Answers how many chunks it deleted.
 */
export async function sweepOrphanChunks(minAgeMs: number, now = machineNow()): Promise<number> {
  let deleted = 0;
  // listDocuments also names the ids that hold only subcollections (a file whose metadata never came).
  for (const ref of await db().collection(FILES).listDocuments()) {
    const snap = await ref.get();
    const gen = snap.exists ? (snap.data() as FileDoc).gen : null;
    const chunks = await ref.collection(CHUNKS).select("gen", "writtenAt").get();
    const orphans = chunks.docs.filter((c) => c.get("gen") !== gen && (c.get("writtenAt") as Timestamp).toMillis() <= now - minAgeMs);
    for (let i = 0; i < orphans.length; i += 400) {
      const batch = db().batch();
      for (const c of orphans.slice(i, i + 400)) batch.delete(c.ref);
      await batch.commit();
    }
    deleted += orphans.length;
  }
  return deleted;
}
