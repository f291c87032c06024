/**
 * The export of the whole school: one implementation for `npm run export`
 * (scripts/) and the admin download (/admin/export). The import is import.server.ts.
 */
import type { Readable } from "node:stream";
import { getEnv } from "~/platform/env.server";
import { AUTH_USERS_FILE, archiveWriter, collectionFile, markdownFile, toJsonLines, type Manifest } from "./archive.server";
import { readUsers } from "./auth-users.server";
import { readCollection, rootCollections } from "./backup.store.server";
import { markdownOf } from "./markdown-fields";
import { withoutSecrets } from "./secret-fields";
import { nowDate } from "~/kernel/clock";

/**
 * The archive as a stream of .tar.gz bytes; it is read while it is sent.
 * `done` settles with the manifest once the last byte is made (or the error).
 */
export function exportArchive(now = nowDate()): { stream: Readable; done: Promise<Manifest> } {
  const writer = archiveWriter(now);
  const done = (async () => {
    try {
      const collections: Record<string, number> = {};
      for (const name of await rootCollections()) {
        const docs = (await readCollection(name)).map((doc) => withoutSecrets(name, doc));
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

