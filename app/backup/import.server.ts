/**
 * The import of an archive (`npm run import`, docs/backup.md). It reads the
 * archive twice, as a stream each time, so memory holds a line and a batch,
 * never the archive:
 * 1. Check everything, writing nothing: the archive (archive.server.ts
 *    `scanArchive`: gzip, tar, bounds, checksums, counts) and every line: a
 *    document's path and ids, field names, nesting and size as Firestore will
 *    judge them (firestore-names.ts), its values, the order of paths (sorted, so
 *    no path twice); an account's shape and uid, no uid twice.
 * 2. Then the project: empty, an unfinished import of this very archive
 *    (resumed), or `replace`. Accounts bound to an admin e-mail (ADMIN_EMAILS)
 *    are listed and must be confirmed (`confirmAdmins`).
 * 3. Only now may `replace` delete; then the documents are written by path in
 *    batches as the second read goes, then the accounts, then the content
 *    version moves so running servers reload their caches.
 */
import type { Readable } from "node:stream";
import { z } from "zod";
import { isAdminEmail } from "~/auth/roles";
import { getEnv } from "~/platform/env.server";
import { ARCHIVE_VERSION, ArchiveError, AUTH_USERS_FILE, jsonLine, scanArchive, type Manifest } from "./archive.server";
import { exportedUserSchema, writeUsers, type ExportedUser } from "./auth-users.server";
import {
  MAX_BATCH,
  decodeValue,
  deleteEverything,
  documentWriter,
  importState,
  markImportDone,
  markImportStarted,
  type Encoded,
  type ExportedDoc,
} from "./backup.store.server";
import { dataProblem, documentBytes, documentPathProblem, idProblem, MAX_DOCUMENT_BYTES } from "./firestore-names";
import { withoutSecrets } from "./secret-fields";

/** An account of the archive whose e-mail is one of ADMIN_EMAILS. */
interface AdminAccount {
  uid: string;
  email: string;
  emailVerified: boolean;
}

export interface ImportOptions {
  replace?: boolean;
  batchSize?: number;
  /** One line per step and batch. */
  log?: (line: string) => void;
  /**
   * Asked once everything is checked and before anything is written, when the
   * archive would create accounts with admin e-mails (they are logged first):
   * true to go on. Without it such an archive is refused.
   */
  confirmAdmins?: (accounts: readonly AdminAccount[]) => Promise<boolean>;
}

export interface ImportResult {
  manifest: Manifest;
  documents: number;
  resumed: boolean;
}

const docLine = z.object({ path: z.string(), data: z.record(z.string(), z.unknown()) });
const COLLECTION_FILE = /^collections\/(.+)\.jsonl$/;
const nothingWritten = (file: string, lineNo: number, reason: string) => new ArchiveError(`damaged archive: ${file} line ${lineNo}: ${reason}; nothing was written`);

/** A document's fields (an encoded map with a "$…" field is wrapped as {"$map": …}). */
function fieldsOf(data: Record<string, Encoded>): Record<string, Encoded> {
  const keys = Object.keys(data);
  const inner = data.$map;
  return keys.length === 1 && keys[0] === "$map" && inner && typeof inner === "object" && !Array.isArray(inner) ? inner : data;
}

/**
 * Checks the lines of the collection files: each a document that Firestore
 * will take, in sorted order per file. Answers the document and its size, or
 * null for a line of another file.
 */
function documentChecker() {
  const last = new Map<string, string>();
  return (file: string, line: string, lineNo: number): { doc: ExportedDoc; bytes: number } | null => {
    const collection = COLLECTION_FILE.exec(file)?.[1];
    if (collection === undefined) return null;
    const parsed = docLine.safeParse(jsonLine(file, line, lineNo));
    if (!parsed.success) throw nothingWritten(file, lineNo, "not a document line");
    const { path } = parsed.data;
    const pathProblem = documentPathProblem(path);
    if (pathProblem) throw nothingWritten(file, lineNo, pathProblem);
    if (path.split("/")[0] !== collection) throw nothingWritten(file, lineNo, `not a document of ${collection}`);
    const before = last.get(file);
    if (before !== undefined && !(before < path)) throw nothingWritten(file, lineNo, "paths are not sorted (or one appears twice)");
    last.set(file, path);
    const doc = withoutSecrets(collection, { path, data: parsed.data.data as Record<string, Encoded> });
    const fields = fieldsOf(doc.data);
    const problem = dataProblem(fields);
    if (problem) throw nothingWritten(file, lineNo, problem);
    try {
      decodeValue(doc.data);
    } catch (error) {
      throw nothingWritten(file, lineNo, (error as Error).message);
    }
    const bytes = documentBytes(path, fields);
    if (bytes > MAX_DOCUMENT_BYTES) throw nothingWritten(file, lineNo, `a document of ${bytes} bytes (Firestore takes at most ${MAX_DOCUMENT_BYTES})`);
    return { doc, bytes };
  };
}

/** Checks one line of the accounts file: an account, a good uid, not seen before. */
function checkAccount(line: string, lineNo: number, uids: Set<string>): ExportedUser {
  const parsed = exportedUserSchema.safeParse(jsonLine(AUTH_USERS_FILE, line, lineNo));
  if (!parsed.success) throw nothingWritten(AUTH_USERS_FILE, lineNo, "not an account");
  const problem = idProblem(parsed.data.uid);
  if (problem) throw nothingWritten(AUTH_USERS_FILE, lineNo, `a uid that is ${problem}`);
  if (uids.has(parsed.data.uid)) throw nothingWritten(AUTH_USERS_FILE, lineNo, "a uid that appears twice");
  uids.add(parsed.data.uid);
  return parsed.data;
}

/**
 * Restores an archive (`open` gives a new stream of it each time: it is read
 * twice). Everything is checked before anything is written or deleted; see the
 * header. Documents are set by path, so a re-run never duplicates.
 */
export async function importArchive(open: () => Readable, opts: ImportOptions = {}): Promise<ImportResult> {
  const log = opts.log ?? (() => {});
  const users: ExportedUser[] = [];
  const uids = new Set<string>();
  const check = documentChecker();
  let documents = 0;
  const { manifest, archiveSha256 } = await scanArchive(open(), (file, line, lineNo) => {
    if (file === AUTH_USERS_FILE) users.push(checkAccount(line, lineNo, uids));
    else if (check(file, line, lineNo)) documents += 1;
  });
  log(`archive ok: format version ${manifest.version} (this app reads up to ${ARCHIVE_VERSION}), ${documents} documents in ${Object.keys(manifest.collections).length} collections, ${users.length} accounts, from ${manifest.projectId} at ${manifest.createdAt}`);

  const project = getEnv().FIREBASE_PROJECT_ID;
  const state = await importState();
  const resumed = !state.empty && state.unfinished === archiveSha256;
  if (!state.empty && !resumed && !opts.replace) {
    throw new ArchiveError(`project ${project} is not empty: refusing to import (add --replace to delete everything in it first); nothing was written`);
  }
  const admins = users.flatMap((u) => (u.email && isAdminEmail(u.email, true, getEnv().ADMIN_EMAILS) ? [{ uid: u.uid, email: u.email, emailVerified: u.emailVerified }] : []));
  if (admins.length > 0) {
    log(`the archive holds ${admins.length} account(s) with an admin e-mail (ADMIN_EMAILS of ${project}); importing creates them:`);
    for (const a of admins) log(`  ${a.email} (uid ${a.uid}${a.emailVerified ? "" : ", e-mail not verified"})`);
    if (!opts.confirmAdmins || !(await opts.confirmAdmins(admins))) {
      throw new ArchiveError("the accounts with admin e-mails were not confirmed (answer yes on a terminal, or add --yes); nothing was written");
    }
  }

  if (!state.empty && !resumed) {
    log(`--replace: deleting every document of ${project}`);
    await deleteEverything();
  }
  if (resumed) log("resuming an unfinished import of this archive");
  await markImportStarted(archiveSha256);

  const writer = documentWriter(Math.min(MAX_BATCH, opts.batchSize ?? MAX_BATCH), (written) => log(`documents: ${written}/${documents}`));
  const again = documentChecker();
  const changed = (reason: string) => new Error(`the archive file changed while it was imported (${reason})`);
  const second = await scanArchive(open(), async (file, line, lineNo) => {
    const checked = again(file, line, lineNo);
    if (checked) await writer.add(checked.doc, checked.bytes);
  }).catch((error: unknown) => {
    throw error instanceof ArchiveError ? changed(error.message) : error;
  });
  if (second.archiveSha256 !== archiveSha256) throw changed("another checksum");
  await writer.flush();
  await writeUsers(users);
  log(`accounts: ${users.length}/${users.length}`);
  await markImportDone();
  log(`done: ${documents} documents and ${users.length} accounts imported into ${project}; content version bumped`);
  return { manifest, documents, resumed };
}
