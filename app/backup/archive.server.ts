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
 * Reading streams it and checks all of it before anything is written
 * (`scanArchive`): the caller gets each line on the way, then the manifest, or
 * one `ArchiveError` line.
 */
import { createHash } from "node:crypto";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import { z } from "zod";
import { firstIssue } from "~/kernel/form";

const ARCHIVE_FORMAT = "thai-tutor-export";
export const ARCHIVE_VERSION = 1;
const MANIFEST = "manifest.json";

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

/** Bounds of what an import reads, checked while it streams (before anything is written). */
const LIMITS = {
  /** One file, after gunzip. */
  fileBytes: 512 * 1024 * 1024,
  /** All files together, after gunzip. */
  totalBytes: 8 * 1024 * 1024 * 1024,
  /** Files in the archive. */
  files: 2_000_000,
  /** One line of a `.jsonl` file (a document is at most 1 MiB, its JSON somewhat more). */
  lineBytes: 8 * 1024 * 1024,
  manifestBytes: 64 * 1024 * 1024,
};

/** Called with each line of each `.jsonl` file as it is read; may be async (it is awaited). */
export type LineHandler = (file: string, line: string, lineNo: number) => void | Promise<void>;

export interface ScannedArchive {
  manifest: Manifest;
  /** sha256 of the whole archive file as read (names an import for a resumed run). */
  archiveSha256: string;
}

/**
 * Reads an archive once, as a stream: memory holds the manifest and one line at
 * a time, never a file. Checks gzip and tar, the bounds above, every file's size
 * and sha256 against the manifest (which comes last), no stray or repeated
 * file, each collection's line count; hands each line of a `.jsonl` file to
 * `onLine` on the way. An `ArchiveError` thrown by `onLine` (a line's content)
 * is reported once every checksum matched, so a damaged file is called damaged;
 * the rest of that file is then only hashed. Any other error of `onLine` stops
 * the read at once and is thrown as it is.
 */
export async function scanArchive(input: Readable, onLine: LineHandler): Promise<ScannedArchive> {
  const whole = createHash("sha256");
  const tap = new PassThrough();
  tap.on("data", (c: Buffer) => whole.update(c));
  const extract = tar.extract();
  const piped = pipeline(input, tap, createGunzip(), extract);
  piped.catch(() => {}); // the loop below sees the same error
  const seen: Manifest["files"] = {};
  const lineCounts = new Map<string, number>();
  let manifestRaw: Buffer | null = null;
  let lineError: ArchiveError | null = null;
  let handlerError: unknown = null;
  let total = 0;
  try {
    for await (const entry of extract) {
      if (entry.header.type !== "file") {
        entry.resume();
        continue;
      }
      // A re-packed archive (`tar -czf F -C dir .`) names its files "./…".
      const name = entry.header.name.replace(/^\.\//, "");
      if (seen[name] || (name === MANIFEST && manifestRaw)) throw refused(`${name} appears twice in the archive`);
      if (Object.keys(seen).length >= LIMITS.files) throw refused(`more than ${LIMITS.files} files`);
      const isManifest = name === MANIFEST;
      const limit = isManifest ? LIMITS.manifestBytes : LIMITS.fileBytes;
      const hash = createHash("sha256");
      const chunks: Buffer[] = [];
      const lines = name.endsWith(".jsonl") ? new LineReader(name) : null;
      let bytes = 0;
      let skip = false;
      const each = async (line: string, n: number) => {
        if (skip) return;
        try {
          await onLine(name, line, n);
        } catch (error) {
          if (!(error instanceof ArchiveError)) {
            handlerError = error;
            throw error;
          }
          lineError ??= error;
          skip = true;
        }
      };
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        total += chunk.length;
        if (bytes > limit) throw refused(`${name} is larger than ${limit} bytes`);
        if (total > LIMITS.totalBytes) throw refused(`the files are larger than ${LIMITS.totalBytes} bytes together`);
        hash.update(chunk);
        if (isManifest) chunks.push(chunk);
        if (lines) for (const [line, n] of lines.push(chunk)) await each(line, n);
      }
      if (lines) {
        for (const [line, n] of lines.end()) await each(line, n);
        lineCounts.set(name, lines.count);
        if (lines.error) lineError ??= lines.error;
      }
      if (isManifest) manifestRaw = Buffer.concat(chunks);
      else seen[name] = { sha256: hash.digest("hex"), bytes };
    }
    await piped;
  } catch (error) {
    if (error === handlerError || error instanceof ArchiveError) throw error;
    throw new ArchiveError(`damaged or truncated archive (${oneLine((error as Error).message || String(error))}); nothing was written`);
  }
  const manifest = checkManifest(manifestRaw, seen, lineCounts);
  if (lineError) throw lineError;
  return { manifest, archiveSha256: whole.digest("hex") };
}

const refused = (reason: string) => new ArchiveError(`archive refused: ${reason}; nothing was written`);

/** Splits a stream of bytes into UTF-8 lines, one line in memory at most LIMITS.lineBytes long. */
class LineReader {
  count = 0;
  error: ArchiveError | null = null;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private tooLong = false;
  constructor(private readonly file: string) {}

  *push(chunk: Buffer): Generator<[string, number]> {
    let from = 0;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, from)) {
      const line = this.take(chunk.subarray(from, at));
      from = at + 1;
      if (line !== null) yield [line, this.count];
    }
    this.keep(chunk.subarray(from));
  }

  *end(): Generator<[string, number]> {
    if (this.pendingBytes === 0 && !this.tooLong) return;
    const line = this.take(Buffer.alloc(0));
    if (line !== null) yield [line, this.count];
  }

  private keep(part: Buffer) {
    if (this.tooLong || part.length === 0) return;
    this.pendingBytes += part.length;
    if (this.pendingBytes > LIMITS.lineBytes) {
      this.tooLong = true;
      this.pending = [];
      this.error ??= new ArchiveError(`damaged archive: ${this.file} line ${this.count + 1} is longer than ${LIMITS.lineBytes} bytes; nothing was written`);
    } else this.pending.push(part);
  }

  /** The finished line (null when it was too long to keep). */
  private take(last: Buffer): string | null {
    this.keep(last);
    this.count += 1;
    const line = this.tooLong ? null : Buffer.concat(this.pending).toString("utf8");
    this.pending = [];
    this.pendingBytes = 0;
    this.tooLong = false;
    return line;
  }
}

function checkManifest(raw: Buffer | null, files: Manifest["files"], lineCounts: ReadonlyMap<string, number>): Manifest {
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
  if (!parsed.success) throw new ArchiveError(`damaged archive: manifest.json is invalid (${firstIssue(parsed.error)?.path}); nothing was written`);
  const manifest = parsed.data;
  for (const [name, want] of Object.entries(manifest.files)) {
    const got = files[name];
    if (!got) throw new ArchiveError(`damaged archive: ${name} is missing; nothing was written`);
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256) throw new ArchiveError(`damaged archive: ${name} does not match its checksum; nothing was written`);
  }
  for (const name of Object.keys(files)) {
    if (!manifest.files[name]) throw new ArchiveError(`damaged archive: ${name} is not in the manifest; nothing was written`);
    const collection = /^collections\/(.+)\.jsonl$/.exec(name)?.[1];
    if (collection !== undefined && !Object.hasOwn(manifest.collections, collection)) {
      throw new ArchiveError(`damaged archive: ${name} is not a collection of the manifest; nothing was written`);
    }
  }
  for (const [name, count] of Object.entries(manifest.collections)) {
    const file = collectionFile(name);
    if (!files[file]) throw new ArchiveError(`damaged archive: ${file} is missing; nothing was written`);
    const lines = lineCounts.get(file) ?? 0;
    if (lines !== count) throw new ArchiveError(`damaged archive: ${file} has ${lines} documents, the manifest says ${count}; nothing was written`);
  }
  return manifest;
}

export const collectionFile = (name: string) => `collections/${name}.jsonl`;
export const AUTH_USERS_FILE = "auth/users.jsonl";
export const markdownFile = (docPath: string, field: string) => `markdown/${docPath}.${field}.md`;

/** One line of a JSON-lines file, parsed; throws an ArchiveError naming the line. */
export function jsonLine(file: string, line: string, lineNo: number): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    throw new ArchiveError(`damaged archive: ${file} line ${lineNo} is not JSON; nothing was written`);
  }
}

export const toJsonLines = (rows: readonly unknown[]) => rows.map((r) => `${JSON.stringify(r)}\n`).join("");

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 200);
}

