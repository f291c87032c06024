// The QR of a payment as SVG made on the server, and reading a QR back from a picture (a
// bank slip). Reading is bounded (issue 41: a picture of noise held the process for seconds):
// sharp (libuv's pool) makes a small grey copy, jsQR reads it on the CPU pool
// (platform/cpu-pool.server.ts), a larger copy only when the small one held no code, all
// within READ_BUDGET_MS; past it the slip is left to the tutor, like a slip without a code.
import QRCode from "qrcode";
import sharp from "sharp";
import { runCpu } from "~/platform/cpu-pool.server";
import { machineNow } from "~/kernel/clock";

/** An SVG of `text` as a QR code (error correction M, a quiet zone of four modules). */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 4, width: 300 });
}

/** The long edges tried, smallest first (a slip is a phone screenshot; its QR is large). */
const READ_EDGES = [800, 1600];
/** The time one slip's reading may take, copies and reads together. */
export const READ_BUDGET_MS = 2_000;

/** The text of the first QR code on the picture, or null when none is readable within the budget. */
export async function readQr(bytes: Uint8Array): Promise<string | null> {
  const deadline = machineNow() + READ_BUDGET_MS;
  const input = () => sharp(bytes, { limitInputPixels: 50_000_000 });
  try {
    const meta = await input().metadata();
    const longEdge = Math.max(meta.width ?? 0, meta.height ?? 0);
    for (const edge of READ_EDGES) {
      const { data, info } = await input()
        .rotate()
        .resize({ width: edge, height: edge, fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .toColourspace("b-w")
        .raw()
        .toBuffer({ resolveWithObject: true });
      if (info.channels !== 1) return null;
      const answer = await runCpu({ kind: "qr", grey: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height }, deadline - machineNow());
      if (!answer.done) return null;
      if (answer.value !== null || longEdge <= edge) return answer.value;
    }
    return null;
  } catch {
    return null;
  }
}
