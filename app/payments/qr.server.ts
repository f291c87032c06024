// The QR of a payment as SVG made on the server, and reading a QR back from a picture (a
// bank slip): sharp decodes the picture to raw pixels, jsqr finds the code. The same reader
// is used for slips and, in the tests, for our own SVG.
import jsQR from "jsqr";
import QRCode from "qrcode";
import sharp from "sharp";

/** An SVG of `text` as a QR code (error correction M, a quiet zone of four modules). */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 4, width: 300 });
}

/** Readers look at most at this many pixels on the long edge (a slip is a phone screenshot). */
const READ_EDGE = 1600;

/** The text of the first QR code on the picture, or null when none is readable. */
export async function readQr(bytes: Uint8Array): Promise<string | null> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: READ_EDGE, height: READ_EDGE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
    return jsQR(pixels, info.width, info.height)?.data ?? null;
  } catch {
    return null;
  }
}
