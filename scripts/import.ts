/**
 * `npm run import -- FILE [--replace] [--yes] [--batch-size N]`: restores an
 * archive made by `npm run export` (docs/backup.md) into the project of the
 * server's environment. Checks the whole archive first and refuses, with one
 * line and before writing or deleting anything, an archive of a newer format,
 * a damaged or truncated one, one holding anything Firestore would refuse, and
 * a project that is not empty (unless --replace: everything in it is deleted,
 * once every check has passed). Accounts with admin e-mails are listed and
 * must be confirmed: on a terminal by answering "yes", otherwise with --yes.
 * An interrupted import is completed by running the same command again.
 */
import { createReadStream, statSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { ArchiveError, importArchive } from "../app/backup/index.server.ts";
import { closeFirebase } from "../app/platform/firebase-admin.server.ts";
import { EnvError, getEnv } from "../app/platform/env.server.ts";

const USAGE = "Usage: npm run import -- school.tar.gz [--replace] [--yes] [--batch-size 400]";

/** The accounts with admin e-mails (already printed): --yes, or "yes" typed on a terminal; never without one. */
async function confirmAdmins(yes: boolean): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY || !process.stdout.isTTY) return false;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question("Create these accounts? Type yes to go on: ")).trim().toLowerCase() === "yes";
  } finally {
    rl.close();
  }
}

async function main(): Promise<number> {
  let file: string | undefined;
  let replace = false;
  let yes = false;
  let batchSize = 400;
  try {
    const { values, positionals } = parseArgs({
      options: { replace: { type: "boolean" }, yes: { type: "boolean" }, "batch-size": { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
    file = positionals.length === 1 ? positionals[0] : undefined;
    replace = values.replace ?? false;
    yes = values.yes ?? false;
    batchSize = Number(values["batch-size"] ?? 400);
  } catch {
    file = undefined;
  }
  if (!file || !Number.isInteger(batchSize) || batchSize < 1 || batchSize > 400) {
    console.error(USAGE);
    return 2;
  }
  try {
    getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) {
    console.error(`import refused: no such file ${file}`);
    return 1;
  }
  try {
    const path = file;
    await importArchive(() => createReadStream(path), { replace, batchSize, log: (line) => console.log(line), confirmAdmins: () => confirmAdmins(yes) });
    return 0;
  } catch (error) {
    if (error instanceof ArchiveError) console.error(`import refused: ${error.message}`);
    else console.error(`import failed: ${(error as Error).message} (run the same command again to complete it)`);
    return 1;
  } finally {
    await closeFirebase();
  }
}

process.exitCode = await main();
