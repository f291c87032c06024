/**
 * What goes in (docs/files.md): a file is judged by its bytes, never by its name
 * or the browser's type. Pictures are decoded and encoded again with `sharp`
 * (turned upright by their EXIF orientation, every piece of metadata dropped —
 * a phone photo carries the GPS position of the student's home —, the long edge
 * at most IMAGE_LONG_EDGE, plus a thumbnail); a picture of more than
 * MAX_INPUT_PIXELS is refused before it is decoded. PDFs are parsed (pdf-lib)
 * and kept as sent. Anything else is refused with a Thai message.
 */
import sharp, { type Metadata } from "sharp";
import { PDFDocument, EncryptedPDFError } from "pdf-lib";
import { IMAGE_LONG_EDGE, MAX_IMAGE_BYTES, MAX_INPUT_PIXELS, MAX_PDF_BYTES, THUMB_LONG_EDGE } from "./limits";
import { FILE_ERRORS } from "./messages";
import type { StoredFile } from "./files.store.server";

// A server process decodes one picture at a time on one thread and keeps no decoded picture
// afterwards (libvips' operation cache would hold tens of MB of a 12-megapixel photo): uploads
// are rare, a process's memory is not (docs/performance.md, peak RSS per process).
sharp.cache(false);
sharp.concurrency(1);

export type AcceptedFile = { bytes: Buffer; info: Omit<StoredFile, "sha256" | "size"> };
export type Accepted = { ok: true; file: AcceptedFile } | { ok: false; error: string };

type Sniffed = "jpeg" | "png" | "webp" | "heic" | "pdf" | null;

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

async function acceptImage(bytes: Buffer, kind: Exclude<Sniffed, "pdf" | null>): Promise<Accepted> {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, error: FILE_ERRORS.imageTooBig };
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch (error) {
    return { ok: false, error: refusalOf(error, kind) };
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) return { ok: false, error: FILE_ERRORS.tooManyPixels };
  try {
    // rotate() with no angle turns the picture by its EXIF orientation; sharp
    // writes no metadata unless asked (no withMetadata): EXIF, GPS, XMP, ICC are gone.
    const upright = input().rotate().resize({ width: IMAGE_LONG_EDGE, height: IMAGE_LONG_EDGE, fit: "inside", withoutEnlargement: true });
    // Diagrams stay PNG (sharp lines, few colours); photos become JPEG.
    const png = kind === "png";
    const { data, info } = await (png ? upright.png({ compressionLevel: 9, palette: true }) : upright.jpeg({ quality: 82, mozjpeg: true })).toBuffer({
      resolveWithObject: true,
    });
    const thumb = await sharp(data).resize({ width: THUMB_LONG_EDGE, height: THUMB_LONG_EDGE, fit: "inside", withoutEnlargement: true }).jpeg({ quality: 70 }).toBuffer();
    return {
      ok: true,
      file: { bytes: data, info: { kind: "image", contentType: png ? "image/png" : "image/jpeg", width: info.width, height: info.height, thumb } },
    };
  } catch (error) {
    return { ok: false, error: refusalOf(error, kind) };
  }
}

/** Why sharp could not read a picture, in Thai: too many pixels (read from the header), HEIC, or broken. */
function refusalOf(error: unknown, kind: Sniffed): string {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return FILE_ERRORS.tooManyPixels;
  return kind === "heic" ? FILE_ERRORS.heic : FILE_ERRORS.unreadableImage;
}

async function acceptPdf(bytes: Buffer): Promise<Accepted> {
  if (bytes.length > MAX_PDF_BYTES) return { ok: false, error: FILE_ERRORS.pdfTooBig };
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    const pages = pdf.getPageCount();
    if (pages < 1) return { ok: false, error: FILE_ERRORS.unreadablePdf };
    return { ok: true, file: { bytes, info: { kind: "pdf", contentType: "application/pdf", pages } } };
  } catch (error) {
    return { ok: false, error: error instanceof EncryptedPDFError ? FILE_ERRORS.encryptedPdf : FILE_ERRORS.unreadablePdf };
  }
}

/** Checks and re-encodes one uploaded file, or answers why not (in Thai). */
export async function acceptFile(bytes: Buffer): Promise<Accepted> {
  if (bytes.length === 0) return { ok: false, error: FILE_ERRORS.empty };
  const kind = sniff(bytes);
  if (kind === null) return { ok: false, error: FILE_ERRORS.kind };
  return kind === "pdf" ? acceptPdf(bytes) : acceptImage(bytes, kind);
}
