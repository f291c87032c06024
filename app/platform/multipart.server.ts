/**
 * A `multipart/form-data` body read as a stream (busboy), within an upload path's bounds
 * (platform/upload-limit.ts): parts, files, fields, each field's and each file's bytes, the
 * whole body. At the first part over a bound the reading stops: nothing more is parsed, the
 * refusal is answered, and the rest of the body is read away unparsed (at most the path's
 * bound, which server/limits.ts checked by Content-Length), so the client still sending it
 * hears the answer. Memory and work are bounded whatever the body: a file's bytes are kept
 * only up to its bound, a field's only up to its own. A body whose Content-Length is over the
 * bound kept but within the one answered (`overBound`) is read for its fields up to its first
 * file, then refused ("body-too-large") and read away: its page answers, with the note typed.
 * Only kernel/form.server.ts calls this.
 */
import busboy from "busboy";
import type { UploadRefusal } from "./metrics.server";
import type { UploadRule } from "./upload-limit";

export interface UploadedFile {
  /** The form field it came under (one of the rule's `fileFields`). */
  field: string;
  /** The name the browser gave (the file's name on the device), or "". */
  name: string;
  /** The type the browser declared: a hint only (files/accept.server.ts reads the bytes). */
  type: string;
  bytes: Buffer;
}

export type Multipart =
  | { ok: true; fields: Array<[string, string]>; files: UploadedFile[] }
  /** `fields`: those read before the refusal (a page shows what was typed). */
  | { ok: false; status: 400 | 413; reason: UploadRefusal; fields: Array<[string, string]> };

type Refusal = { status: 400 | 413; reason: UploadRefusal };

/** Reads what is left of a body without parsing it (a client still sending hears the answer). */
function readAway(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  void (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // the client went away: nothing to hear
    }
  })();
}

export async function readMultipart(request: Request, contentType: string, rule: UploadRule, options: { overBound?: boolean } = {}): Promise<Multipart> {
  const fields: Array<[string, string]> = [];
  const files: UploadedFile[] = [];
  let refusal: Refusal | null = null;
  const refuse = (status: Refusal["status"], reason: UploadRefusal) => {
    refusal ??= { status, reason };
  };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      // busboy's own bounds, one past ours: ours (below) refuse first, at the part itself.
      limits: {
        parts: rule.maxFiles + rule.maxFields + 1,
        files: rule.maxFiles + 1,
        fields: rule.maxFields + 1,
        fieldSize: rule.maxFieldBytes,
        fileSize: rule.maxFileBytes,
      },
    });
  } catch {
    return { ok: false, status: 400, reason: "malformed", fields };
  }

  let fileParts = 0;
  let fieldParts = 0;
  parser.on("file", (field, stream, info) => {
    stream.on("error", () => undefined); // destroyed with the parser after a refusal
    if (refusal) return void stream.resume();
    fileParts += 1;
    if (options.overBound) refuse(413, "body-too-large");
    else if (!rule.fileFields.includes(field)) refuse(400, "malformed");
    else if (fileParts > rule.maxFiles) refuse(413, "too-many-files");
    if (refusal) return void stream.resume();
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      if (refusal) return;
      size += chunk.length;
      chunks.push(chunk);
    });
    stream.on("limit", () => refuse(413, "file-too-large"));
    stream.on("end", () => {
      // An empty part is a file input left empty: no file.
      if (!refusal && size > 0) files.push({ field, name: info.filename ?? "", type: info.mimeType, bytes: Buffer.concat(chunks, size) });
    });
  });
  parser.on("field", (name, value, info) => {
    if (refusal) return;
    fieldParts += 1;
    if (fieldParts > rule.maxFields) return refuse(413, "too-many-parts");
    if (info.nameTruncated) return refuse(400, "malformed");
    // Kept cut to the bound: the page shows what was typed.
    fields.push([name, value]);
    if (info.valueTruncated) refuse(413, "field-too-large");
  });
  parser.on("partsLimit", () => refuse(413, "too-many-parts"));
  parser.on("filesLimit", () => refuse(413, "too-many-files"));
  parser.on("fieldsLimit", () => refuse(413, "too-many-parts"));
  const parsed = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", () => {
      refuse(400, "malformed");
      resolve();
    });
  });

  const reader = request.body?.getReader();
  let bytes = 0;
  let ended = !reader;
  try {
    while (reader && !refusal) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      bytes += value.byteLength;
      if (bytes > (options.overBound ? rule.maxAnsweredBytes : rule.maxBodyBytes)) refuse(413, "body-too-large");
      else if (!parser.write(Buffer.from(value.buffer, value.byteOffset, value.byteLength))) {
        await new Promise<void>((resolve) => {
          const go = () => {
            parser.off("drain", go).off("close", go);
            resolve();
          };
          parser.on("drain", go).on("close", go);
        });
      }
    }
  } catch {
    refuse(400, "malformed"); // the client went away mid-body
    ended = true;
  }
  if (refusal) {
    parser.destroy();
    if (reader && !ended) {
      // Past the body's bound nothing more is read; otherwise the rest is at most the bound answered (its Content-Length).
      if ((refusal as Refusal).reason === "body-too-large" && !options.overBound) void reader.cancel().catch(() => undefined);
      else readAway(reader);
    }
    return { ok: false, ...(refusal as Refusal), fields };
  }
  parser.end();
  await parsed;
  return refusal ? { ok: false, ...(refusal as Refusal), fields } : { ok: true, fields, files };
}
