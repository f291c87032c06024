/**
 * The order's QR as a picture a phone can keep ("บันทึกรูป QR", then "scan from picture" in
 * the bank's app), and the one the order page shows: the PromptPay QR with the amount and the
 * recipient's name drawn under it, as the banks' QR pictures are. The QR is qr.server.ts's SVG;
 * the two lines are Pango's (sharp's text, with the self-hosted Sarabun: platform/sarabun-files.server.ts);
 * sharp puts them together as a PNG. The drawing runs on libuv's pool, not the main thread
 * (satori, as the link-preview images use it, lays out on the main thread: a quarter of a second
 * for its first picture on a quiet machine, seconds on a loaded one, beside a slip's 2 s budget).
 *
 * Bounded: each picture is drawn once per process and kept in a small LRU keyed by what is
 * drawn (orders of one price share one picture), at most two are drawn at once and a few wait;
 * past that the caller hears QrPictureBusyError (the route answers 503).
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { sarabunReady } from "~/platform/sarabun-files.server";
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
const TEXT_HEIGHT = 180;
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

/** Text as Pango's markup reads it. */
const markup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

async function draw({ payload, amount, recipient }: QrPictureSubject): Promise<Buffer> {
  await sarabunReady();
  const nameSize = Array.from(recipient).length > 40 ? 24 : 30;
  const lines = [
    `<span font_desc="Sarabun Bold 64" foreground="#111111">${markup(amount)}</span>`,
    `<span font_desc="Sarabun ${nameSize}" foreground="#333333">${markup(markWordBreaks(PAY.pictureRecipient(recipient)))}</span>`,
  ].join("\n");
  const [qr, text] = await Promise.all([
    qrSvg(payload),
    sharp({ text: { text: lines, rgba: true, width: WIDTH - 64, align: "centre", dpi: 72 } }).png().toBuffer({ resolveWithObject: true }),
  ]);
  // A long name is cut at the picture's edge rather than making it taller.
  const lettering = text.info.height > TEXT_HEIGHT ? await sharp(text.data).extract({ left: 0, top: 0, width: text.info.width, height: TEXT_HEIGHT }).toBuffer() : text.data;
  const code = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${QR_SIZE}" height="${QR_SIZE}" viewBox="0 0 ${QR_DRAWN} ${QR_DRAWN}">${qr}</svg>`);
  return sharp({ create: { width: WIDTH, height: QR_PICTURE_SIZE.height, channels: 3, background: "#ffffff" } })
    .composite([
      { input: code, top: 0, left: (WIDTH - QR_SIZE) / 2 },
      { input: lettering, top: TEXT_TOP, left: Math.max(0, Math.round((WIDTH - text.info.width) / 2)) },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
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
