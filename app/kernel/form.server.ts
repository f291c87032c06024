/**
 * The one way an action reads a posted form (docs/security.md, "One way to read a form"); what
 * it typed becomes values and field errors through ./form.ts.
 * Only a form is read: `application/x-www-form-urlencoded` on any path, and
 * `multipart/form-data` with its boundary only on a path that takes files (the one table,
 * platform/upload-limit.ts), read as a stream within that path's bounds (platform/multipart.server.ts).
 * A multipart body to any other path is refused before a byte of it is read (415; so is
 * it before the app, server/limits.ts), and so is anything else (JSON, text, XML, a
 * multipart type without a boundary, no type at all). A body over the bound is 413 (a
 * multipart one within its path's answered bound with the fields sent before its files), a form
 * over its fields' bound 413, a body that does not parse 400. Never a 500. Repeated fields
 * are collected with `fieldLists` (./form.ts) into a `Map`, so no name a client
 * chose ever indexes a plain object.
 */
import { jsonError } from "./http.server";
import { countUploadRefused, type UploadRefusal } from "~/platform/metrics.server";
import { readMultipart, type UploadedFile } from "~/platform/multipart.server";
import { uploadRule } from "~/platform/upload-limit";

/** The server's own bound on a body (server/limits.ts refuses more before the app). */
const MAX_FORM_BYTES = 1024 * 1024;
/** Fields of an urlencoded form (the largest, an exercise's answers or the editor's, have a few dozen). */
const MAX_FORM_FIELDS = 1000;

export const FORM_BODY_ERRORS = {
  415: "ข้อมูลที่ส่งมาไม่ใช่แบบฟอร์ม กรุณาส่งจากแบบฟอร์มบนหน้าเว็บ",
  413: "ข้อมูลที่ส่งมีขนาดใหญ่เกินไป",
  400: "อ่านข้อมูลที่ส่งมาไม่ได้ กรุณาลองส่งใหม่อีกครั้ง",
} as const;

type Status = keyof typeof FORM_BODY_ERRORS;
type Refusal = { ok: false; status: Status; message: string };
export type FormBody = { ok: true; form: FormData } | Refusal;
/**
 * A form of an upload path: its fields in order and its files' bytes; refused, why
 * (`reason`, for a page's own message) and the fields read before the refusal.
 */
export type UploadBody =
  | { ok: true; fields: Array<[string, string]>; files: UploadedFile[] }
  | (Refusal & { reason: UploadRefusal | null; fields: Array<[string, string]> });

const URLENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"[^"]+"|[^\s;"]+)/i;
const AMPERSAND = 0x26;

const refuse = (status: Status, reason: UploadRefusal | null = null, fields: Array<[string, string]> = []) => {
  if (reason) countUploadRefused(reason);
  return { ok: false as const, status, message: FORM_BODY_ERRORS[status], reason, fields };
};

/** An urlencoded body's fields, read chunk by chunk: refused at the first byte past `max`, or the first field past the fields' bound. */
async function readUrlencoded(request: Request, max: number): Promise<UploadBody> {
  const chunks: Uint8Array[] = [];
  if (request.body) {
    const reader = request.body.getReader();
    let size = 0;
    let separators = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        for (let i = value.indexOf(AMPERSAND); i !== -1; i = value.indexOf(AMPERSAND, i + 1)) separators += 1;
        if (size > max || separators >= MAX_FORM_FIELDS) {
          await reader.cancel().catch(() => undefined);
          return refuse(413);
        }
        chunks.push(value);
      }
    } catch {
      return refuse(400);
    }
  }
  return { ok: true, fields: [...new URLSearchParams(Buffer.concat(chunks).toString("utf8"))], files: [] };
}

/** Reads a form within the bounds of its path (upload-limit.ts), or says why not. */
async function readBody(request: Request, maxBytes: number): Promise<UploadBody> {
  const type = request.headers.get("Content-Type") ?? "";
  const rule = uploadRule(new URL(request.url).pathname);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (URLENCODED.test(type)) return declared <= maxBytes ? readUrlencoded(request, maxBytes) : refuse(413);
  // Not a form here: refused unread (a multipart body to a path that takes no file, by the table).
  if (!rule || !MULTIPART.test(type)) return refuse(415, rule ? "not-multipart" : /^multipart\//i.test(type) ? "no-upload-here" : null);
  // Over the bound kept, within the bound answered: the fields before the first file, then the refusal.
  if (!(declared <= rule.maxAnsweredBytes)) return refuse(413, "body-too-large");
  const read = await readMultipart(request, type, rule, { overBound: declared > rule.maxBodyBytes });
  return read.ok ? read : refuse(read.status, read.reason, read.fields);
}

/**
 * Reads a posted form, or says why not: the caller answers the refusal in its own way (its
 * page's Thai error with the form, or JSON). `maxBytes` narrows an urlencoded form's bound
 * for small forms; a multipart body (an upload path's only) has its path's bounds.
 */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormBody> {
  const body = await readBody(request, maxBytes);
  if (!body.ok) return { ok: false, status: body.status, message: body.message };
  const form = new FormData();
  for (const [name, value] of body.fields) form.append(name, value);
  for (const file of body.files) form.append(file.field, new File([new Uint8Array(file.bytes.buffer as ArrayBuffer, file.bytes.byteOffset, file.bytes.byteLength)], file.name, { type: file.type }));
  return { ok: true, form };
}

/** Reads an upload path's form: its fields and its files' bytes (files/upload.server.ts). */
export const readUploadBody = (request: Request): Promise<UploadBody> => readBody(request, MAX_FORM_BYTES);

/**
 * Reads a posted form; a body that is not one throws the refusal: a Thai text (a page's error
 * boundary shows the status's Thai page) or, with `json`, `{ error }` for a JSON route.
 */
export async function readForm(request: Request, options: { json?: boolean; maxBytes?: number } = {}): Promise<FormData> {
  const body = await readFormBody(request, options.maxBytes);
  if (body.ok) return body.form;
  if (options.json) throw jsonError(body.status, body.message);
  throw new Response(body.message, { status: body.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
