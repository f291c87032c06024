/**
 * The order's QR as a picture a phone can keep ("บันทึกรูป QR", then "scan from picture" in
 * the bank's app), and the one the order page shows: the PromptPay QR with the amount and the
 * recipient's name drawn under it, as the banks' QR pictures are. The QR is qr.server.ts's SVG;
 * satori lays out the two lines with the self-hosted Sarabun (services/og-image's fonts, glyphs
 * as paths); sharp (libuv's pool) turns the whole SVG into a PNG.
 *
 * Bounded: each picture is drawn once per process and kept in a small LRU keyed by what is
 * drawn (orders of one price share one picture), at most two are drawn at once and a few wait;
 * past that the caller hears QrPictureBusyError (the route answers 503).
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { sarabunFonts } from "~/services/og-image/og-image.server";
import { markWordBreaks } from "~/platform/thai";
import { PAY } from "./messages";
import { qrSvg } from "./qr.server";

/** What the picture shows: the QR's payload, the amount as people read it, the recipient. */
export interface QrPictureSubject {
  payload: string;
  amount: string;
  recipient: string;
}

const WIDTH = 600;
/** qr.server.ts draws 300 px, its quiet zone of four modules included (the picture's margin); the picture takes it at 520. */
const QR_DRAWN = 300;
const QR_SIZE = 520;
const TEXT_TOP = QR_SIZE;
const TEXT_HEIGHT = 170;
/** The picture's size, and the height of its QR square at the top (`square`: the page shows that part). */
export const QR_PICTURE_SIZE = { width: WIDTH, height: TEXT_TOP + TEXT_HEIGHT, square: QR_SIZE } as const;

const MAX_ENTRIES = 100;
const MAX_DRAWING = 2;
const MAX_WAITING = 16;

/** More pictures asked at once than this process draws: try again in a moment. */
export class QrPictureBusyError extends Error {
  override name = "QrPictureBusyError";
}

/** A short hash of what the picture shows: the `v` of its URL and its cache key. */
export function qrPictureVersion({ payload, amount, recipient }: QrPictureSubject): string {
  return createHash("sha256").update(`${payload}\n${amount}\n${recipient}`).digest("base64url").slice(0, 16);
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children: unknown): Node => ({ type, props: { style, children } });

async function draw({ payload, amount, recipient }: QrPictureSubject): Promise<Buffer> {
  const name = recipient.length > 40 ? 24 : 30;
  const tree = el(
    "div",
    { width: WIDTH, height: TEXT_HEIGHT, boxSizing: "border-box", display: "flex", flexDirection: "column", alignItems: "center", padding: "0 32px", fontFamily: "Sarabun thai", color: "#111111", textAlign: "center" },
    [
      el("div", { fontSize: 64, fontWeight: 700, lineHeight: 1.2 }, amount),
      el("div", { fontSize: name, fontWeight: 400, lineHeight: 1.35, color: "#333333", maxWidth: WIDTH - 64 }, markWordBreaks(PAY.pictureRecipient(recipient))),
    ],
  );
  // Loaded on the first picture only, as the link-preview images load it.
  const { default: satori } = await import("satori");
  const [qr, text] = await Promise.all([qrSvg(payload), satori(tree as unknown as Parameters<typeof satori>[0], { width: WIDTH, height: TEXT_HEIGHT, fonts: sarabunFonts() })]);
  const scale = QR_SIZE / QR_DRAWN;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${QR_PICTURE_SIZE.height}" viewBox="0 0 ${WIDTH} ${QR_PICTURE_SIZE.height}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<g transform="translate(${(WIDTH - QR_SIZE) / 2} 0) scale(${scale})">${qr}</g>`,
    `<g transform="translate(0 ${TEXT_TOP})">${text}</g>`,
    `</svg>`,
  ].join("");
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

let drawing = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when one of the MAX_DRAWING places is free; refused when MAX_WAITING wait already. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (drawing >= MAX_DRAWING) {
    if (waiting.length >= MAX_WAITING) throw new QrPictureBusyError("QR pictures: too many at once");
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else drawing++;
  try {
    return await work();
  } finally {
    // The place passes to the next waiting caller, or is given back.
    const next = waiting.shift();
    if (next) next();
    else drawing--;
  }
}

const cache = new Map<string, Promise<Buffer>>();

/** The PNG of `subject`, from the process's LRU when it was drawn before. */
export function qrPicture(subject: QrPictureSubject): Promise<Buffer> {
  const key = qrPictureVersion(subject);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = inTurn(() => draw(subject));
  made.catch(() => cache.delete(key));
  cache.set(key, made);
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return made;
}
