/**
 * Export and import of the whole school: one implementation for `npm run export`
 * / `npm run import` (scripts/) and the admin download (/admin/export).
 */
import type { Readable } from "node:stream";
import { z } from "zod";
import { getEnv } from "~/platform/env.server";
import {
  ARCHIVE_VERSION,
  ArchiveError,
  AUTH_USERS_FILE,
  archiveWriter,
  collectionFile,
  jsonLines,
  markdownFile,
  readArchive,
  toJsonLines,
  type Manifest,
} from "./archive.server";
import { exportedUserSchema, readUsers, writeUsers } from "./auth-users.server";
import {
  MAX_BATCH,
  decodeValue,
  deleteEverything,
  importState,
  isDocumentPath,
  markImportDone,
  markImportStarted,
  readCollection,
  rootCollections,
  writeDocuments,
  type Encoded,
  type ExportedDoc,
} from "./backup.store.server";
import { markdownOf } from "./markdown-fields";

export { ArchiveError } from "./archive.server";
export type { Manifest } from "./archive.server";

/**
 * The archive as a stream of .tar.gz bytes; it is read while it is sent.
 * `done` settles with the manifest once the last byte is made (or the error).
 */
export function exportArchive(now = new Date()): { stream: Readable; done: Promise<Manifest> } {
  const writer = archiveWriter(now);
  const done = (async () => {
    try {
      const collections: Record<string, number> = {};
      for (const name of await rootCollections()) {
        const docs = await readCollection(name);
        collections[name] = docs.length;
        await writer.add(collectionFile(name), toJsonLines(docs));
        for (const doc of docs) {
          for (const [field, text] of markdownOf(name, doc.data)) await writer.add(markdownFile(doc.path, field), text);
        }
      }
      const users = await readUsers();
      await writer.add(AUTH_USERS_FILE, toJsonLines(users));
      return await writer.finish({ createdAt: now.toISOString(), projectId: getEnv().FIREBASE_PROJECT_ID, collections, authUsers: users.length });
    } catch (error) {
      writer.fail(error as Error);
      throw error;
    }
  })();
  // The stream carries the error to its reader; nobody else need handle it.
  done.catch(() => {});
  return { stream: writer.stream, done };
}

const docLine = z.object({ path: z.string(), data: z.record(z.string(), z.unknown()) });

export interface ImportOptions {
  replace?: boolean;
  batchSize?: number;
  /** One line per step and batch. */
  log?: (line: string) => void;
}

export interface ImportResult {
  manifest: Manifest;
  documents: number;
  resumed: boolean;
}

/**
 * Restores an archive. Everything is read and checked first (format, version,
 * checksums, every line, every value); then the project must be empty, or hold
 * an unfinished import of this very archive (resumed), or `replace` is given
 * (everything is deleted first). Documents are set by path in batches, so a
 * re-run never duplicates. At the end the content version moves, so running
 * servers reload their caches.
 */
export async function importArchive(input: Readable, opts: ImportOptions = {}): Promise<ImportResult> {
  const log = opts.log ?? (() => {});
  const { manifest, files, archiveSha256 } = await readArchive(input);
  const docs: ExportedDoc[] = [];
  for (const [name, count] of Object.entries(manifest.collections)) {
    const file = collectionFile(name);
    const lines = jsonLines(file, files.get(file)!);
    if (lines.length !== count) throw new ArchiveError(`damaged archive: ${file} has ${lines.length} documents, the manifest says ${count}; nothing was written`);
    lines.forEach((line, i) => {
      const parsed = docLine.safeParse(line);
      if (!parsed.success || !isDocumentPath(parsed.data.path) || parsed.data.path.split("/")[0] !== name) {
        throw new ArchiveError(`damaged archive: ${file} line ${i + 1} is not a document of ${name}; nothing was written`);
      }
      try {
        decodeValue(parsed.data.data as Encoded);
      } catch (error) {
        throw new ArchiveError(`damaged archive: ${file} line ${i + 1}: ${(error as Error).message}; nothing was written`);
      }
      docs.push({ path: parsed.data.path, data: parsed.data.data as Record<string, Encoded> });
    });
  }
  const userLines = files.has(AUTH_USERS_FILE) ? jsonLines(AUTH_USERS_FILE, files.get(AUTH_USERS_FILE)!) : [];
  const users = userLines.map((line, i) => {
    const parsed = exportedUserSchema.safeParse(line);
    if (!parsed.success) throw new ArchiveError(`damaged archive: ${AUTH_USERS_FILE} line ${i + 1} is not an account; nothing was written`);
    return parsed.data;
  });
  log(`archive ok: format version ${manifest.version} (this app reads up to ${ARCHIVE_VERSION}), ${docs.length} documents in ${Object.keys(manifest.collections).length} collections, ${users.length} accounts, from ${manifest.projectId} at ${manifest.createdAt}`);

  const state = await importState();
  const resumed = !state.empty && state.unfinished === archiveSha256;
  if (!state.empty && !resumed) {
    if (!opts.replace) {
      throw new ArchiveError(`project ${getEnv().FIREBASE_PROJECT_ID} is not empty: refusing to import (add --replace to delete everything in it first); nothing was written`);
    }
    log(`--replace: deleting every document of ${getEnv().FIREBASE_PROJECT_ID}`);
    await deleteEverything();
  }
  if (resumed) log("resuming an unfinished import of this archive");
  await markImportStarted(archiveSha256);

  const batchSize = Math.min(MAX_BATCH, opts.batchSize ?? MAX_BATCH);
  await writeDocuments(docs, batchSize, (written) => log(`documents: ${written}/${docs.length}`));
  await writeUsers(users);
  log(`accounts: ${users.length}/${users.length}`);
  await markImportDone();
  log(`done: ${docs.length} documents and ${users.length} accounts imported into ${getEnv().FIREBASE_PROJECT_ID}; content version bumped`);
  return { manifest, documents: docs.length, resumed };
}
