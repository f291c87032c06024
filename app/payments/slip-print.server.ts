/**
 * A slip's second claim (docs/payments.md#slip-reuse): a perceptual print of the picture, so
 * the same slip sent again with its QR covered is still recognised. sharp (libuv's pool) makes
 * a 36 × 32 grey copy; it is cut in TILES × TILES tiles, each hashed by dHash (64 bits: a bit
 * per pixel of the tile's 9 × 8, set when the pixel is brighter than its right neighbour).
 *
 * Why tiles, not one dHash of the whole picture: one 9 × 8 dHash sees a slip in cells of 80 ×
 * 160 pixels, where the text that tells two transfers apart (amount, time, names) averages
 * away while a box over the QR changes several bits. Measured on slips made like the banks'
 * (tests/support/slip-pictures.ts): a covered QR changed 7 bits of the whole-picture hash and
 * two different slips of one layout differed by 6 to 14; with tiles, a covered QR changes
 * 2 tiles of 16, two different slips 8 to 10. So two prints are alike when at most
 * ALIKE_TILES tiles differ by more than NEAR_BITS bits: a covered (or redrawn) corner, but not
 * other text. A crop shifts every tile: a cropped copy is not found (the QR claim still is).
 */
import sharp from "sharp";

const TILES = 4;
/** Bits one tile of two prints of one slip may differ by (re-encoding, JPEG noise). */
const NEAR_BITS = 6;
/** Tiles that may differ: a quarter of the picture (a QR covered, wherever it is). */
const ALIKE_TILES = 4;
const HEX_PER_TILE = 16;

/** The print of a picture (TILES² dHashes as hex, row by row), or null when sharp cannot read it. */
export async function slipPrint(bytes: Uint8Array): Promise<string | null> {
  const width = 9 * TILES;
  const height = 8 * TILES;
  try {
    const { data } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .flatten({ background: "#ffffff" })
      .toColourspace("b-w")
      .resize(width, height, { fit: "fill" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let print = "";
    for (let ty = 0; ty < TILES; ty++) {
      for (let tx = 0; tx < TILES; tx++) {
        let bits = 0n;
        for (let y = ty * 8; y < ty * 8 + 8; y++) {
          for (let x = tx * 9; x < tx * 9 + 8; x++) bits = (bits << 1n) | (data[y * width + x]! > data[y * width + x + 1]! ? 1n : 0n);
        }
        print += bits.toString(16).padStart(HEX_PER_TILE, "0");
      }
    }
    return print;
  } catch {
    return null;
  }
}

const ones = (n: number) => {
  let count = 0;
  for (let v = n >>> 0; v !== 0; v &= v - 1) count++;
  return count;
};

/** How many bits each tile of two prints differs in (null when they are not prints of one shape). */
export function tileDistances(a: string, b: string): number[] | null {
  if (a.length !== b.length || a.length !== TILES * TILES * HEX_PER_TILE || !/^[0-9a-f]+$/.test(a + b)) return null;
  const out: number[] = [];
  for (let i = 0; i < a.length; i += HEX_PER_TILE) {
    let bits = 0;
    for (let j = i; j < i + HEX_PER_TILE; j += 8) bits += ones(parseInt(a.slice(j, j + 8), 16) ^ parseInt(b.slice(j, j + 8), 16));
    out.push(bits);
  }
  return out;
}

/** Two prints of one slip: all tiles but at most ALIKE_TILES within NEAR_BITS. */
export function alike(a: string, b: string): boolean {
  const d = tileDistances(a, b);
  return d !== null && d.filter((bits) => bits > NEAR_BITS).length <= ALIKE_TILES;
}

/** The other orders whose slip is alike `print` (each once, in the order of `prints`). */
export function alikeOrders(orderId: string, print: string | undefined, prints: readonly { orderId: string; print: string }[]): string[] {
  if (!print) return [];
  const found = new Set<string>();
  for (const p of prints) if (p.orderId !== orderId && !found.has(p.orderId) && alike(print, p.print)) found.add(p.orderId);
  return [...found];
}
