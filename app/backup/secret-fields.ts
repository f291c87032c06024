/**
 * Stored fields that are live secrets, by root collection: the export leaves
 * them out and the import drops them (an archive made before may hold them), so
 * no copy of a backup opens anything. Today: the calendar feed tokens an older
 * version kept in clear beside their hashes (app/tutoring/model.ts,
 * FEED_CLEAR_TOKEN_FIELDS; named here so this feature does not reach into
 * tutoring's internals). A feed's hash (`feedHash`, the id of
 * `calendarFeeds/{hash}`) opens nothing: the feed needs the token.
 */
import type { Encoded, ExportedDoc } from "./backup.store.server";

const SECRET_FIELDS: Readonly<Record<string, readonly string[]>> = {
  tutoringStudents: ["feedToken", "tutorFeedToken"],
};

/** The document without its secret fields (top-level fields of a root collection's documents). */
export function withoutSecrets(collection: string, doc: ExportedDoc): ExportedDoc {
  const secret = SECRET_FIELDS[collection];
  if (!secret || doc.path.split("/").length !== 2) return doc;
  const strip = (fields: Record<string, Encoded>) => Object.fromEntries(Object.entries(fields).filter(([name]) => !secret.includes(name)));
  // A document with a field named "$…" is written as {"$map": {…}} (backup.store.server.ts).
  const wrapped = Object.keys(doc.data).length === 1 && doc.data.$map && typeof doc.data.$map === "object" && !Array.isArray(doc.data.$map);
  return { path: doc.path, data: wrapped ? { $map: strip(doc.data.$map as Record<string, Encoded>) } : strip(doc.data) };
}
