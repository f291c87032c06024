/**
 * Files made to hurt the server or the tutor (issue 41): a PDF that runs everything a PDF
 * can, and a PNG whose header claims many pixels in a few kilobytes.
 */
import { crc32, deflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";

/** What a PDF that runs something carries in its bytes (saved without object streams). */
export const ACTIVE_PDF_MARKERS = ["/JavaScript", "/OpenAction", "/AA", "/Launch", "/EmbeddedFile", "/JS ", "app.alert"];

/**
 * Every way a PDF runs something, in one two-page file: an OpenAction script, document and page
 * automatic actions, a document-level script (the Names tree), links that launch a program or
 * run a script beside a plain web link, and an attached program.
 */
export async function hostilePdf(text = "homework, page 1"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 300]);
  page.drawText(text, { x: 20, y: 250 });
  doc.addPage([300, 300]).drawText("page 2");
  const ctx = doc.context;
  const script = (code: string) => ctx.register(ctx.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of(code) }));
  doc.catalog.set(PDFName.of("OpenAction"), script("app.alert('open')"));
  doc.catalog.set(PDFName.of("AA"), ctx.obj({ WC: script("app.alert('close')") }));
  page.node.set(PDFName.of("AA"), ctx.obj({ O: script("app.alert('page')") }));
  const names = ctx.obj({ Names: [PDFString.of("init"), script("app.alert('names')")] });
  doc.catalog.set(PDFName.of("Names"), ctx.obj({ JavaScript: ctx.register(names) }));
  const launch = ctx.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 0, 100, 20], A: { S: "Launch", F: PDFString.of("calc.exe") } });
  const jsLink = ctx.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 30, 100, 50], A: script("app.alert('link')") });
  const uriLink = ctx.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 60, 100, 80], A: { S: "URI", URI: PDFString.of("https://example.com/") } });
  page.node.set(PDFName.of("Annots"), ctx.obj([ctx.register(launch), ctx.register(jsLink), ctx.register(uriLink)]));
  await doc.attach(new TextEncoder().encode("MZ pretend program"), "tool.exe", { mimeType: "application/octet-stream" });
  return doc.save({ useObjectStreams: false });
}

/** One PNG chunk: its length, type, data and CRC. */
export const pngChunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * A real, whole PNG of `size` × `size` white pixels (grey, 8 bits), a few hundred KB at most
 * however many pixels: `variants` copies that differ only in a text chunk (other bytes, the
 * same picture).
 */
export function bigWhitePngs(size: number, variants: number): Buffer[] {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + size, 0xff);
  row[0] = 0;
  const idat = pngChunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: size }, () => row)), { level: 9 }));
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Array.from({ length: variants }, (_, i) =>
    Buffer.concat([head, pngChunk("IHDR", ihdr), pngChunk("tEXt", Buffer.from(`Comment\0copy ${i}`, "latin1")), idat, pngChunk("IEND", Buffer.alloc(0))]),
  );
}
