/**
 * Reads an upload form (`multipart/form-data`) as a stream: the body is never
 * held whole; a file part is kept in memory up to MAX_IMAGE_BYTES and refused
 * past it, and server/limits.ts has refused a larger body before (by its
 * Content-Length, platform/upload-limit.ts). Text fields are small and bounded.
 */
import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { FORM_BODY_ERRORS } from "~/platform/form.server";
import { MAX_IMAGE_BYTES } from "./limits";
import { FILE_ERRORS } from "./messages";

export type Upload =
  | { ok: true; fields: Map<string, string>; file: { name: string; bytes: Buffer } | null }
  | { ok: false; status: 400 | 413 | 415; message: string };

const MULTIPART = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=/i;

export async function readUpload(request: Request, fileField = "file"): Promise<Upload> {
  if (!MULTIPART.test(request.headers.get("Content-Type") ?? "")) return { ok: false, status: 415, message: FORM_BODY_ERRORS[415] };
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { ok: false, status: 413, message: FILE_ERRORS.imageTooBig };
    return { ok: false, status: 400, message: FORM_BODY_ERRORS[400] };
  }
  const fields = new Map<string, string>();
  let file: { name: string; bytes: Buffer } | null = null;
  for (const [name, value] of form) {
    if (typeof value === "string") {
      if (!fields.has(name)) fields.set(name, value.slice(0, 2000));
    } else if (name === fileField && value.size > 0 && !file) {
      file = { name: value.name, bytes: Buffer.from(await value.arrayBuffer()) };
    }
  }
  return { ok: true, fields, file };
}
