/** Payments in tests: a bank slip made like a real one (a QR on a white receipt), and the order flow's posts. */
import jsQR from "jsqr";
import QRCode from "qrcode";
import sharp, { type OverlayOptions } from "sharp";

/** A phone screenshot of a slip: a grey header, lines of "text", and a QR holding `ref` (none when null). */
export async function slipImage(ref: string | null, tint = "#1e88e5"): Promise<Buffer> {
  const layers: OverlayOptions[] = [
    { input: await sharp({ create: { width: 720, height: 160, channels: 3, background: tint } }).png().toBuffer(), top: 0, left: 0 },
  ];
  for (let i = 0; i < 5; i++) {
    layers.push({ input: await sharp({ create: { width: 400 - i * 40, height: 18, channels: 3, background: "#555" } }).png().toBuffer(), top: 220 + i * 50, left: 60 });
  }
  if (ref) layers.push({ input: await QRCode.toBuffer(ref, { width: 320, margin: 4 }), top: 520, left: 200 });
  return sharp({ create: { width: 720, height: 1000, channels: 3, background: "#ffffff" } }).composite(layers).jpeg({ quality: 90 }).toBuffer();
}

/** Posts a slip as the order page's form does (multipart, no JavaScript): its `fields` (payerName) first, as the form has them. */
export function postSlip(base: string, orderPath: string, bytes: Uint8Array, cookie: string, type = "image/jpeg", fields: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new Blob([new Uint8Array(bytes)], { type }), "slip.jpg");
  return fetch(`${base}${orderPath}`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base, Cookie: cookie } });
}

/** The QR on a picture, read by jsQR here without the server's time budget (a loaded machine may pass it). */
export async function decodeQr(picture: Buffer): Promise<string | null> {
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}
