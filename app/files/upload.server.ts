/**
 * Reads an upload form with the one form reader (platform/form.server.ts), bounded by
 * MAX_UPLOAD_BODY_BYTES: `multipart/form-data` with its file, or a plain form (a removal,
 * no file). server/limits.ts has refused a larger body by its Content-Length before
 * (platform/upload-limit.ts); a body that grows past the bound is cut off (413).
 */
import { readFormBody } from "~/platform/form.server";
import { MAX_UPLOAD_BODY_BYTES } from "~/platform/upload-limit";

export type Upload =
  /** `file`: the first file sent under the field; `files`: every one (a hand-in's photos). */
  | { ok: true; fields: Map<string, string>; file: { name: string; bytes: Buffer } | null; files: { name: string; bytes: Buffer }[] }
  | { ok: false; status: 400 | 413 | 415; message: string };

export async function readUpload(request: Request, fileField = "file"): Promise<Upload> {
  const body = await readFormBody(request, MAX_UPLOAD_BODY_BYTES);
  if (!body.ok) return body;
  const fields = new Map<string, string>();
  const files: { name: string; bytes: Buffer }[] = [];
  for (const [name, value] of body.form) {
    if (typeof value === "string") {
      if (!fields.has(name)) fields.set(name, value.slice(0, 2000));
    } else if (name === fileField && value.size > 0) {
      files.push({ name: value.name, bytes: Buffer.from(await value.arrayBuffer()) });
    }
  }
  return { ok: true, fields, file: files[0] ?? null, files };
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
