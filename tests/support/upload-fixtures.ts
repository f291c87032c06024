/** Files a test uploads: a phone photo carrying a GPS position in its EXIF, and a one-page PDF. */
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
