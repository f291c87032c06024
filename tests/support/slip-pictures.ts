/**
 * Bank slips as a phone screenshots them, for the slip checks (issue 41): a coloured header,
 * lines of "text" whose lengths follow `seed` (two transfers differ there), and the QR, a small
 * square in a corner as on the banks' slips; the same slip with a box drawn over its QR; and a
 * screenshot-sized picture of noise, which holds no code and costs a QR reader the most.
 */
import QRCode from "qrcode";
import sharp, { type OverlayOptions } from "sharp";

const WIDTH = 720;
const HEIGHT = 1280;
/** Where the QR sits: bottom right, 200 px square. */
export const SLIP_QR = { left: 480, top: 1000, size: 200 } as const;

const block = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

/** A slip holding `ref` in its QR (none when null); `seed` picks its lines' lengths. */
export async function bankSlip(ref: string | null, seed: number): Promise<Buffer> {
  let state = seed >>> 0 || 1;
  const next = () => ((state = (state * 1_103_515_245 + 12_345) >>> 0) % 1000) / 1000;
  const layers: OverlayOptions[] = [
    { input: await block(WIDTH, 200, "#138f2d"), top: 0, left: 0 },
    { input: await block(120, 120, "#f2f2f2"), top: 40, left: 40 },
  ];
  for (let i = 0; i < 12; i++) {
    const width = 120 + Math.floor(next() * 480);
    layers.push({ input: await block(width, 22, i % 3 === 0 ? "#222222" : "#777777"), top: 260 + i * 58, left: 50 + Math.floor(next() * 40) });
  }
  if (ref) layers.push({ input: await QRCode.toBuffer(ref, { width: SLIP_QR.size, margin: 2 }), top: SLIP_QR.top, left: SLIP_QR.left });
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#ffffff" } }).composite(layers).jpeg({ quality: 90 }).toBuffer();
}

/** The same picture with a box over its QR (a student hiding the code of a slip already used). */
export async function coveredQr(slip: Buffer, colour = "#ffffff"): Promise<Buffer> {
  const pad = 10;
  return sharp(slip)
    .composite([{ input: await block(SLIP_QR.size + 2 * pad, SLIP_QR.size + 2 * pad, colour), top: SLIP_QR.top - pad, left: SLIP_QR.left - pad }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** `size` × `size` pixels of random colour, as a PNG. */
export function noisePicture(size = 1600): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 0x1_0000_0000) >>> 0, Math.min(i, pixels.length - 4));
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}
