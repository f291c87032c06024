/**
 * `npm run export -- --out FILE`: writes the whole school (every Firestore
 * collection, the Markdown texts as files, the sign-in accounts) to one
 * .tar.gz archive (docs/backup.md). Uses the server's environment, like
 * `npm run admin:verify`: FIREBASE_PROJECT_ID and credentials, or the emulator
 * hosts. The file appears under its name only once it is complete.
 */
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { exportArchive } from "../app/backup/index.server.ts";
import { closeFirebase } from "../app/platform/firebase-admin.server.ts";
import { EnvError, getEnv } from "../app/platform/env.server.ts";

async function main(): Promise<number> {
  let out: string | undefined;
  try {
    out = parseArgs({ options: { out: { type: "string" } }, strict: true }).values.out;
  } catch {
    out = undefined;
  }
  if (!out) {
    console.error("Usage: npm run export -- --out school.tar.gz");
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
  const partial = `${out}.partial`;
  try {
    const { stream, done } = exportArchive();
    await pipeline(stream, createWriteStream(partial));
    const manifest = await done;
    await rename(partial, out);
    const docs = Object.values(manifest.collections).reduce((a, b) => a + b, 0);
    console.log(`exported ${docs} documents in ${Object.keys(manifest.collections).length} collections and ${manifest.authUsers} accounts from ${manifest.projectId} to ${out}`);
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    console.error(`export failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await closeFirebase();
  }
}

process.exitCode = await main();
