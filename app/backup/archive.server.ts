/**
 * The export archive (format "thai-tutor-export", version 1; docs/backup.md):
 * a gzip-compressed tar holding
 * - `collections/<root collection>.jsonl`: one document per line, `{"path", "data"}`,
 *   data encoded by `encodeValue` (backup.store.server.ts); a root collection's
 *   file also holds its subcollections' documents (their paths say where);
 * - `markdown/<document path>.<field path>.md`: each Markdown text once more, as a file;
 * - `auth/users.jsonl`: the sign-in accounts (uid, e-mail, providers), one per line;
 * - `manifest.json`, last: format, version, createdAt, projectId, documents per
 *   collection, accounts, and the sha256 and size of every other file.
 * Reading checks all of it before anything is written: the caller gets the
 * files or one `ArchiveError` line.
 */
import { createHash } from "node:crypto";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import { z } from "zod";

const ARCHIVE_FORMAT = "thai-tutor-export";
export const ARCHIVE_VERSION = 1;
const MANIFEST = "manifest.json";

/** Largest archive file an import reads into memory (one file, after gunzip). */
const MAX_FILE_BYTES = 512 * 1024 * 1024;

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().min(1),
  createdAt: z.string(),
  projectId: z.string(),
  collections: z.record(z.string(), z.number().int().min(0)),
  authUsers: z.number().int().min(0),
  files: z.record(z.string(), z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().min(0) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A refused archive; the message is the one line shown to the operator. */
export class ArchiveError extends Error {
  override name = "ArchiveError";
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

export interface ArchiveWriter {
  /** The .tar.gz bytes, as they are made. */
  stream: Readable;
  add(name: string, data: Buffer | string): Promise<void>;
  /** Writes the manifest (with every file's checksum) and ends the archive. */
  finish(manifest: Omit<Manifest, "files" | "format" | "version">): Promise<Manifest>;
  fail(error: Error): void;
}

/** A new archive; add files, then `finish`. */
export function archiveWriter(createdAt: Date): ArchiveWriter {
  const pack = tar.pack();
  const out = new PassThrough();
  pipeline(pack, createGzip(), out).catch((error: unknown) => out.destroy(error as Error));
  const files: Manifest["files"] = {};
  const entry = (name: string, buf: Buffer) =>
    new Promise<void>((resolve, reject) => {
      pack.entry({ name, size: buf.length, mtime: createdAt, mode: 0o644 }, buf, (err) => (err ? reject(err) : resolve()));
    });
  return {
    stream: out,
    async add(name, data) {
      const buf = Buffer.isBuffer(data) ? data : Buffer.from(data, "utf8");
      files[name] = { sha256: sha256(buf), bytes: buf.length };
      await entry(name, buf);
    },
    async finish(rest) {
      const manifest: Manifest = { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, ...rest, files };
      await entry(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, "utf8"));
      pack.finalize();
      return manifest;
    },
    fail(error) {
      pack.destroy(error);
      out.destroy(error);
    },
  };
}

export interface ReadArchive {
  manifest: Manifest;
  files: Map<string, Buffer>;
  /** sha256 of the whole archive file as read (names an import for a resumed run). */
  archiveSha256: string;
}

/**
 * Reads and checks a whole archive: gzip and tar intact, a manifest of a format
 * and version this app reads, every file present with its checksum, no stray file.
 */
export async function readArchive(input: Readable): Promise<ReadArchive> {
  const files = new Map<string, Buffer>();
  const whole = createHash("sha256");
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (c: unknown) => {
      if (!Buffer.isBuffer(c)) return;
      size += c.length;
      if (size > MAX_FILE_BYTES) stream.destroy(new ArchiveError(`${header.name} is larger than ${MAX_FILE_BYTES} bytes`));
      else chunks.push(c);
    });
    stream.on("end", () => {
      // A re-packed archive (`tar -czf F -C dir .`) names its files "./…".
      if (header.type === "file") files.set(header.name.replace(/^\.\//, ""), Buffer.concat(chunks));
      next();
    });
    stream.on("error", next);
  });
  const tap = new PassThrough();
  tap.on("data", (c: Buffer) => whole.update(c));
  try {
    await pipeline(input, tap, createGunzip(), extract);
  } catch (error) {
    const reason = error instanceof ArchiveError ? error.message : (error as Error).message || String(error);
    throw new ArchiveError(`damaged or truncated archive (${oneLine(reason)}); nothing was written`);
  }
  return { ...checkArchive(files), files, archiveSha256: whole.digest("hex") };
}

function checkArchive(files: Map<string, Buffer>): { manifest: Manifest } {
  const raw = files.get(MANIFEST);
  if (!raw) throw new ArchiveError("not a complete thai-tutor export: manifest.json is missing (damaged or truncated archive); nothing was written");
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new ArchiveError("damaged archive: manifest.json is not JSON; nothing was written");
  }
  const head = z.object({ format: z.string(), version: z.number() }).safeParse(json);
  if (!head.success || head.data.format !== ARCHIVE_FORMAT) throw new ArchiveError(`not a ${ARCHIVE_FORMAT} archive; nothing was written`);
  if (head.data.version > ARCHIVE_VERSION) {
    throw new ArchiveError(`archive format version ${head.data.version} is newer than this app reads (${ARCHIVE_VERSION}): update the app first; nothing was written`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new ArchiveError(`damaged archive: manifest.json is invalid (${parsed.error.issues[0]?.path.join(".")}); nothing was written`);
  const manifest = parsed.data;
  for (const [name, want] of Object.entries(manifest.files)) {
    const got = files.get(name);
    if (!got) throw new ArchiveError(`damaged archive: ${name} is missing; nothing was written`);
    if (got.length !== want.bytes || sha256(got) !== want.sha256) throw new ArchiveError(`damaged archive: ${name} does not match its checksum; nothing was written`);
  }
  for (const name of files.keys()) {
    if (name !== MANIFEST && !manifest.files[name]) throw new ArchiveError(`damaged archive: ${name} is not in the manifest; nothing was written`);
  }
  for (const name of Object.keys(manifest.collections)) {
    if (!files.has(collectionFile(name))) throw new ArchiveError(`damaged archive: ${collectionFile(name)} is missing; nothing was written`);
  }
  return { manifest };
}

export const collectionFile = (name: string) => `collections/${name}.jsonl`;
export const AUTH_USERS_FILE = "auth/users.jsonl";
export const markdownFile = (docPath: string, field: string) => `markdown/${docPath}.${field}.md`;

/** The lines of a JSON-lines file, parsed; throws an ArchiveError naming the line. */
export function jsonLines(name: string, data: Buffer): unknown[] {
  const lines = data.toString("utf8").split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines.map((line, i) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new ArchiveError(`damaged archive: ${name} line ${i + 1} is not JSON; nothing was written`);
    }
  });
}

export const toJsonLines = (rows: readonly unknown[]) => rows.map((r) => `${JSON.stringify(r)}\n`).join("");

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 200);
}

