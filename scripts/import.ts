/**
 * `npm run import -- FILE [--replace] [--batch-size N]`: restores an archive made
 * by `npm run export` (docs/backup.md) into the project of the server's
 * environment. Refuses, with one line and before writing anything, an archive
 * of a newer format, a damaged or truncated one, and a project that is not
 * empty (unless --replace: everything in it is deleted first). An interrupted
 * import is completed by running the same command again.
 */
import { createReadStream, statSync } from "node:fs";
import { parseArgs } from "node:util";
import { ArchiveError, importArchive } from "../app/backup/index.server.ts";
import { closeFirebase } from "../app/platform/firebase-admin.server.ts";
import { EnvError, getEnv } from "../app/platform/env.server.ts";

const USAGE = "Usage: npm run import -- school.tar.gz [--replace] [--batch-size 400]";

async function main(): Promise<number> {
  let file: string | undefined;
  let replace = false;
  let batchSize = 400;
  try {
    const { values, positionals } = parseArgs({ options: { replace: { type: "boolean" }, "batch-size": { type: "string" } }, allowPositionals: true, strict: true });
    file = positionals.length === 1 ? positionals[0] : undefined;
    replace = values.replace ?? false;
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
    await importArchive(createReadStream(file), { replace, batchSize, log: (line) => console.log(line) });
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
