/**
 * The one way an action reads a posted form (docs/security.md, "One way to read a form").
 * Only a form is read: `application/x-www-form-urlencoded`, or `multipart/form-data` with
 * its boundary. Anything else (JSON, text, XML, a multipart type without a boundary, no
 * type at all) is 415; a body over the bound 413; a body that does not parse 400. Never a
 * 500. Repeated fields are collected with `fieldLists` (./form-fields.ts) into a `Map`, so
 * no name a client chose ever indexes a plain object.
 */
import { jsonError } from "./http.server";

/** The server's own bound on a body (server/limits.ts refuses more before the app). */
const MAX_FORM_BYTES = 1024 * 1024;

export const FORM_BODY_ERRORS = {
  415: "ข้อมูลที่ส่งมาไม่ใช่แบบฟอร์ม กรุณาส่งจากแบบฟอร์มบนหน้าเว็บ",
  413: "ข้อมูลที่ส่งมีขนาดใหญ่เกินไป",
  400: "อ่านข้อมูลที่ส่งมาไม่ได้ กรุณาลองส่งใหม่อีกครั้ง",
} as const;

type Refusal = { ok: false; status: keyof typeof FORM_BODY_ERRORS; message: string };
export type FormBody = { ok: true; form: FormData } | Refusal;

const URLENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"[^"]+"|[^\s;"]+)/i;

const refuse = (status: Refusal["status"]): Refusal => ({ ok: false, status, message: FORM_BODY_ERRORS[status] });

/** The body's bytes, or null past `max` (the rest is not read). */
async function boundedBytes(request: Request, max: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a posted form, or says why not: the caller answers the refusal in its own way (its
 * page's Thai error with the form, or JSON). `maxBytes` narrows the bound for small forms.
 */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormBody> {
  const type = request.headers.get("Content-Type") ?? "";
  const urlencoded = URLENCODED.test(type);
  if (!urlencoded && !MULTIPART.test(type)) return refuse(415);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!(declared <= maxBytes)) return refuse(413);
  let bytes: Uint8Array | null;
  try {
    bytes = await boundedBytes(request, maxBytes);
  } catch {
    return refuse(400);
  }
  if (bytes === null) return refuse(413);
  if (urlencoded) {
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) form.append(name, value);
    return { ok: true, form };
  }
  try {
    return { ok: true, form: await new Response(new Uint8Array(bytes), { headers: { "Content-Type": type } }).formData() };
  } catch {
    return refuse(400);
  }
}

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
