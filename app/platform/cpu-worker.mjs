/**
 * The CPU pool's worker (platform/cpu-pool.server.ts): the synchronous JavaScript work on
 * user input that must never run on the server's main thread. Plain ESM importing only
 * packages, so the same file runs under `npm run dev` (Vite cannot serve a worker thread a
 * .ts module), Vitest and, copied by scripts/build-workers.mjs to build/workers/, the
 * production build. A task is `{ kind, ... }`; each answers plain data (structured clone).
 *
 * - `qr`: the text of the first QR code in a grey picture's raw pixels (jsQR), or null.
 * - `pdf`: a PDF parsed (pdf-lib) and made inert: the document's JavaScript and embedded
 *   files (the Names tree, associated files), its OpenAction and additional actions (catalog, pages), and
 *   annotations' Launch and JavaScript actions removed, then saved again. Answers
 *   `{ ok: true, bytes, pages }` or `{ ok: false, reason: "encrypted" | "unreadable" }`.
 * - `csv`: a CSV file's records, at most `max` (./csv-records.mjs: a mock exam bank's import).
 */
import jsQR from "jsqr";
import { csvRecords } from "./csv-records.mjs";

/** pdf-lib loaded on the first PDF only: a thread that reads QR codes starts faster without it. */
let pdfLib;
const loadPdfLib = async () => (pdfLib ??= await import("pdf-lib"));

/** @param {{ grey: Uint8Array, width: number, height: number }} task: one byte a pixel (a quarter of RGBA to copy across) */
function readQr({ grey, width, height }) {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = grey[i];
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height, { inversionAttempts: "dontInvert" })?.data ?? null;
}

const ACTIVE = ["JavaScript", "Launch"];

/** An action dictionary (or a chain of them through /Next) that runs code or a program. */
function isActive(doc, value) {
  const { PDFArray, PDFDict, PDFName } = pdfLib;
  const action = doc.context.lookup(value);
  if (!(action instanceof PDFDict)) return false;
  const type = action.lookup(PDFName.of("S"));
  if (type instanceof PDFName && ACTIVE.includes(type.decodeText())) return true;
  const next = action.lookup(PDFName.of("Next"));
  if (next instanceof PDFArray) return next.asArray().some((n) => isActive(doc, n));
  return next !== undefined && isActive(doc, next);
}

/**
 * pdf-lib writes every object it parsed, reachable or not: an action taken out of the
 * catalog would still be in the file. Keeps only what the trailer's Root and Info reach.
 */
function dropUnreachable(doc) {
  const { PDFArray, PDFDict, PDFRef, PDFStream } = pdfLib;
  const { context } = doc;
  const reached = new Set();
  const stack = [context.trailerInfo.Root, context.trailerInfo.Info].filter(Boolean);
  while (stack.length > 0) {
    const value = stack.pop();
    if (value instanceof PDFRef) {
      if (reached.has(value.tag)) continue;
      reached.add(value.tag);
      const target = context.lookup(value);
      if (target !== undefined) stack.push(target);
    } else if (value instanceof PDFDict) {
      for (const [, v] of value.entries()) stack.push(v);
    } else if (value instanceof PDFArray) {
      stack.push(...value.asArray());
    } else if (value instanceof PDFStream) {
      stack.push(value.dict);
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref.tag)) context.delete(ref);
}

/** @param {Uint8Array} bytes */
async function cleanPdf(bytes) {
  const { EncryptedPDFError } = await loadPdfLib();
  try {
    return await clean(bytes);
  } catch (error) {
    // A broken file throws anywhere in pdf-lib, not only in load().
    return { ok: false, reason: error instanceof EncryptedPDFError ? "encrypted" : "unreadable" };
  }
}

/** @param {Uint8Array} bytes */
async function clean(bytes) {
  const { PDFArray, PDFDict, PDFDocument, PDFName } = pdfLib;
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  const pages = doc.getPageCount();
  if (pages < 1) return { ok: false, reason: "unreadable" };
  const catalog = doc.catalog;
  catalog.delete(PDFName.of("OpenAction"));
  catalog.delete(PDFName.of("AA"));
  // Associated files (PDF 2.0) point at embedded files too.
  catalog.delete(PDFName.of("AF"));
  const names = catalog.lookup(PDFName.of("Names"));
  if (names instanceof PDFDict) {
    names.delete(PDFName.of("JavaScript"));
    names.delete(PDFName.of("EmbeddedFiles"));
  }
  for (const page of doc.getPages()) {
    page.node.delete(PDFName.of("AA"));
    page.node.delete(PDFName.of("AF"));
    const annots = page.node.lookup(PDFName.of("Annots"));
    if (!(annots instanceof PDFArray)) continue;
    const kept = [];
    for (const ref of annots.asArray()) {
      const annot = doc.context.lookup(ref);
      if (!(annot instanceof PDFDict)) continue;
      annot.delete(PDFName.of("AA"));
      const subtype = annot.lookup(PDFName.of("Subtype"));
      // A file attached to the page is an embedded file too.
      if (subtype instanceof PDFName && subtype.decodeText() === "FileAttachment") continue;
      const action = annot.get(PDFName.of("A"));
      if (action !== undefined && isActive(doc, action)) annot.delete(PDFName.of("A"));
      kept.push(ref);
    }
    page.node.set(PDFName.of("Annots"), doc.context.obj(kept));
  }
  // Interactive forms' field actions (a calculation script) live in the fields' /AA.
  const form = catalog.lookup(PDFName.of("AcroForm"));
  if (form instanceof PDFDict) {
    const fields = form.lookup(PDFName.of("Fields"));
    const stack = fields instanceof PDFArray ? [...fields.asArray()] : [];
    for (let seen = 0; stack.length > 0 && seen < 10_000; seen++) {
      const field = doc.context.lookup(stack.pop());
      if (!(field instanceof PDFDict)) continue;
      field.delete(PDFName.of("AA"));
      const kids = field.lookup(PDFName.of("Kids"));
      if (kids instanceof PDFArray) stack.push(...kids.asArray());
    }
  }
  dropUnreachable(doc);
  const saved = await doc.save({ useObjectStreams: false, updateFieldAppearances: false });
  return { ok: true, bytes: saved, pages };
}

/** @param {{ kind: "qr" } & Parameters<typeof readQr>[0] | { kind: "pdf", bytes: Uint8Array } | { kind: "csv", text: string, max: number }} task */
export default async function run(task) {
  if (task.kind === "qr") return readQr(task);
  if (task.kind === "csv") return csvRecords(task.text, task.max);
  if (task.kind === "pdf") return cleanPdf(task.bytes);
  throw new Error(`cpu worker: unknown task ${String(task.kind)}`);
}
