/**
 * What goes in (docs/files.md): a file is judged by its bytes, never by its name
 * or the browser's type. Pictures are decoded and encoded again with `sharp`
 * (turned upright by their EXIF orientation, every piece of metadata dropped —
 * a phone photo carries the GPS position of the student's home —, the long edge
 * at most IMAGE_LONG_EDGE, plus a thumbnail). PDFs are parsed and made inert
 * (their JavaScript, automatic actions and embedded files removed) on the CPU pool
 * (platform/cpu-pool.server.ts), within PDF_BUDGET_MS. Anything else is refused with
 * a Thai message.
 *
 * One request's files are judged together (`acceptFiles`), before anything is decoded:
 * the same bytes twice are kept once (by SHA-256), a picture of more than
 * MAX_INPUT_PIXELS or pictures of more than MAX_REQUEST_PIXELS together are refused from
 * their headers (sharp's `metadata()` does not decode). Every refusal is counted
 * (`countUploadRefused`).
 */
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { runCpu } from "~/platform/cpu-pool.server";
import { countUploadRefused, type UploadRefusal } from "~/platform/metrics.server";
import { IMAGE_LONG_EDGE, MAX_IMAGE_BYTES, MAX_INPUT_PIXELS, MAX_PDF_BYTES, MAX_REQUEST_PIXELS, THUMB_LONG_EDGE } from "./limits";
import { FILE_ERRORS } from "./messages";
import type { StoredFile } from "./files.store.server";

// A server process decodes one picture at a time on one thread and keeps no decoded picture
// afterwards (libvips' operation cache would hold tens of MB of a 12-megapixel photo): uploads
// are rare, a process's memory is not (docs/performance.md, peak RSS per process).
sharp.cache(false);
sharp.concurrency(1);

/** The time one PDF's check and cleaning may take on the CPU pool. */
const PDF_BUDGET_MS = 5_000;

export type AcceptedFile = { bytes: Buffer; info: Omit<StoredFile, "sha256" | "size"> };
export type Accepted = { ok: true; file: AcceptedFile } | { ok: false; error: string };
/** `index`: which of the files sent was refused (none when the request as a whole was). */
export type AcceptedAll<T> = { ok: true; files: (T & { file: AcceptedFile })[] } | { ok: false; error: string; index?: number };

type Sniffed = "jpeg" | "png" | "webp" | "heic" | "pdf" | null;
type Refused = { ok: false; error: string };

const refuse = (reason: UploadRefusal, error: string): Refused => {
  countUploadRefused(reason);
  return { ok: false, error };
};

const startsWith = (bytes: Buffer, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString("latin1");

/** The kind the first bytes say, whatever the file is called. */
export function sniff(bytes: Buffer): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && /^(heic|heix|hevc|hevx|mif1|msf1)$/.test(ascii(bytes, 8, 12))) return "heic";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  return null;
}

const imageInput = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });

/** A picture's pixels from its header (nothing decoded), or why it is refused. */
async function headerPixels(bytes: Buffer, kind: Exclude<Sniffed, "pdf" | null>): Promise<{ ok: true; pixels: number } | Refused> {
  let meta: Metadata;
  try {
    meta = await imageInput(bytes).metadata();
  } catch (error) {
    return refusalOf(error, kind);
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) return refuse("pixels", FILE_ERRORS.tooManyPixels);
  return { ok: true, pixels };
}

/**
 * Bytes a pixel above which a picture is taken for a photo or worse, never a diagram: the
 * small encoders (PNG's palette, mozjpeg's trellis) spend seconds of a thread on a picture of
 * noise (30 s and 5.7 s for 1 600 × 1 600 of it, measured), and what compresses badly is what
 * they cost most on. Such a picture is encoded the plain way (JPEG, a quarter of a second).
 * A screenshot or a diagram as PNG is under 0.3, a phone's JPEG about 0.3.
 */
const DENSE_BYTES_PER_PIXEL = 0.6;

async function acceptImage(bytes: Buffer, kind: Exclude<Sniffed, "pdf" | null>, pixels: number): Promise<Accepted> {
  try {
    // rotate() with no angle turns the picture by its EXIF orientation; sharp
    // writes no metadata unless asked (no withMetadata): EXIF, GPS, XMP, ICC are gone.
    const upright = imageInput(bytes).rotate().resize({ width: IMAGE_LONG_EDGE, height: IMAGE_LONG_EDGE, fit: "inside", withoutEnlargement: true });
    const dense = bytes.length > DENSE_BYTES_PER_PIXEL * pixels;
    // Diagrams stay PNG (sharp lines, few colours); photos become JPEG.
    const png = kind === "png" && !dense;
    const encoded = png
      ? upright.png({ compressionLevel: 9, palette: true, effort: 4 })
      : upright.jpeg(dense ? { quality: 82, optimiseCoding: true } : { quality: 82, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumb = await sharp(data).resize({ width: THUMB_LONG_EDGE, height: THUMB_LONG_EDGE, fit: "inside", withoutEnlargement: true }).jpeg({ quality: 70 }).toBuffer();
    return {
      ok: true,
      file: { bytes: data, info: { kind: "image", contentType: png ? "image/png" : "image/jpeg", width: info.width, height: info.height, thumb } },
    };
  } catch (error) {
    return refusalOf(error, kind);
  }
}

/** Why sharp could not read a picture, in Thai: too many pixels (read from the header), HEIC, or broken. */
function refusalOf(error: unknown, kind: Sniffed): Refused {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return refuse("pixels", FILE_ERRORS.tooManyPixels);
  return refuse("unreadable", kind === "heic" ? FILE_ERRORS.heic : FILE_ERRORS.unreadableImage);
}

/** A PDF parsed and cleaned on the CPU pool: its JavaScript, automatic actions and embedded files gone. */
async function acceptPdf(bytes: Buffer): Promise<Accepted> {
  const answer = await runCpu({ kind: "pdf", bytes }, PDF_BUDGET_MS);
  if (!answer.done) return refuse("unreadable", FILE_ERRORS.pdfTooSlow);
  const result = answer.value;
  if (!result.ok) return refuse("unreadable", result.reason === "encrypted" ? FILE_ERRORS.encryptedPdf : FILE_ERRORS.unreadablePdf);
  const clean = Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
  return { ok: true, file: { bytes: clean, info: { kind: "pdf", contentType: "application/pdf", pages: result.pages } } };
}

/** What the first bytes and the size say of one file, before anything is read further. */
function firstLook(bytes: Buffer): { ok: true; kind: Exclude<Sniffed, null> } | Refused {
  if (bytes.length === 0) return refuse("kind", FILE_ERRORS.empty);
  const kind = sniff(bytes);
  if (kind === null) return refuse("kind", FILE_ERRORS.kind);
  if (kind === "pdf" ? bytes.length > MAX_PDF_BYTES : bytes.length > MAX_IMAGE_BYTES) {
    return refuse("file-too-large", kind === "pdf" ? FILE_ERRORS.pdfTooBig : FILE_ERRORS.imageTooBig);
  }
  return { ok: true, kind };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Checks and re-encodes the files of one request, or answers why not (in Thai): the same
 * bytes sent twice are kept once; every file's kind, size and (pictures) header pixels are
 * checked, and the pictures' pixels together, before any is decoded; then each is accepted
 * in turn. The files come back in the order sent, each with its `file`.
 */
export async function acceptFiles<T extends { bytes: Buffer }>(files: readonly T[]): Promise<AcceptedAll<T>> {
  const seen = new Set<string>();
  const kept: { index: number; item: T; kind: Exclude<Sniffed, null> }[] = [];
  for (const [index, item] of files.entries()) {
    const look = firstLook(item.bytes);
    if (!look.ok) return { ...look, index };
    const hash = sha256(item.bytes);
    if (seen.has(hash)) continue;
    seen.add(hash);
    kept.push({ index, item, kind: look.kind });
  }
  let total = 0;
  const pixels = new Map<number, number>();
  for (const k of kept) {
    if (k.kind === "pdf") continue;
    const header = await headerPixels(k.item.bytes, k.kind);
    if (!header.ok) return { ...header, index: k.index };
    pixels.set(k.index, header.pixels);
    total += header.pixels;
    if (total > MAX_REQUEST_PIXELS) return refuse("pixels", FILE_ERRORS.requestPixels);
  }
  const accepted: (T & { file: AcceptedFile })[] = [];
  for (const k of kept) {
    const one = k.kind === "pdf" ? await acceptPdf(k.item.bytes) : await acceptImage(k.item.bytes, k.kind, pixels.get(k.index) ?? 0);
    if (!one.ok) return { ...one, index: k.index };
    accepted.push({ ...k.item, file: one.file });
  }
  return { ok: true, files: accepted };
}

/** Checks and re-encodes one uploaded file (the rules of `acceptFiles`), or answers why not (in Thai). */
export async function acceptFile(bytes: Buffer): Promise<Accepted> {
  const all = await acceptFiles([{ bytes }]);
  return all.ok ? { ok: true, file: all.files[0]!.file } : { ok: false, error: all.error };
}
