/** Files a test uploads: a phone photo carrying a GPS position in its EXIF, and a one-page PDF. */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { PDFDocument } from "pdf-lib";

export async function gpsPhoto(opts: { width: number; height: number; colour: string }): Promise<Uint8Array> {
  return sharp({ create: { width: opts.width, height: opts.height, channels: 3, background: opts.colour } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "13/1 45/1 0/1" } })
    .toBuffer();
}

export async function onePagePdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return doc.save();
}

/**
 * A one-page PDF of about 9.8 MB (under MAX_PDF_BYTES, 10 MiB): a photo of noise at full
 * quality, which no compression makes smaller. Eleven chunks in Firestore.
 */
export async function largePdf(): Promise<Uint8Array> {
  const side = 2700;
  const jpg = await sharp({ create: { width: side, height: side, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .jpeg({ quality: 100 })
    .toBuffer();
  const doc = await PDFDocument.create();
  // Bytes of its own each time: stored anew, never found stored already.
  doc.setTitle(`large ${randomUUID()}`);
  const page = doc.addPage([595, 842]);
  page.drawImage(await doc.embedJpg(jpg), { x: 0, y: 123, width: 595, height: 595 });
  return doc.save();
}

/**
 * A phone camera's photo as a student sends it: 4 032 × 3 024 (12.2 megapixels), a JPEG of
 * about 3.7 MB (blurred noise: detail a camera's JPEG keeps). Bytes of its own each time.
 */
export async function phoneCameraPhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  return sharp({ create: { width: width / 4, height: height / 4, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .resize(width, height, { kernel: "nearest" })
    .blur(1.2)
    .jpeg({ quality: 83 })
    .toBuffer();
}
