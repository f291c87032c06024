/**
 * Reads an upload form with the one form reader (kernel/form.server.ts): on an upload
 * path (platform/upload-limit.ts, its bounds) `multipart/form-data`, read as a stream and
 * refused at the first part over a bound, or a plain form (a removal, no file).
 */
import { readUploadBody } from "~/kernel/form.server";
import type { UploadRefusal } from "~/platform/metrics.server";

type File = { name: string; bytes: Buffer };

export type Upload =
  /** `file`: the first file sent under the field; `files`: every one (a hand-in's photos). */
  | { ok: true; fields: Map<string, string>; file: File | null; files: File[] }
  /** `fields`: what was read before the refusal (the page shows what was typed); `reason`: why, for the page's own message. */
  | { ok: false; status: 400 | 413 | 415; message: string; reason: UploadRefusal | null; fields: Map<string, string> };

/** The first value of each name, cut to 2 000 characters. */
function firstValues(entries: Array<[string, string]>): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of entries) if (!fields.has(name)) fields.set(name, value.slice(0, 2000));
  return fields;
}

export async function readUpload(request: Request, fileField = "file"): Promise<Upload> {
  const body = await readUploadBody(request);
  if (!body.ok) return { ok: false, status: body.status, message: body.message, reason: body.reason, fields: firstValues(body.fields) };
  const files = body.files.filter((f) => f.field === fileField).map(({ name, bytes }) => ({ name, bytes }));
  return { ok: true, fields: firstValues(body.fields), file: files[0] ?? null, files };
}

/**
 * Runs an upload route's guard; refused (not an admin, over the write limit), the body
 * is read to its end first (at most the upload bound, server/limits.ts), so a client
 * still sending it hears the answer rather than waiting on a request nobody reads.
 */
export async function guardUpload<T>(request: Request, guard: Promise<T>): Promise<T> {
  try {
    return await guard;
  } catch (refusal) {
    const reader = request.body?.getReader();
    try {
      while (reader && !(await reader.read()).done);
    } catch {
      // the client went away: nothing to answer
    }
    throw refusal;
  }
}
