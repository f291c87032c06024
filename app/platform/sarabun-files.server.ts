/**
 * The site's font (Sarabun from @fontsource/sarabun: Thai and Latin, 400 and 700) for text
 * that libvips draws (sharp's `text` input: Pango with HarfBuzz, so Thai marks sit right), on
 * libuv's pool rather than the main thread. Pango reads TrueType, and @fontsource ships WOFF:
 * each WOFF 1.0 (TrueType's tables, each zlib-compressed) is unpacked once into the system's temp
 * folder, under a name holding a hash of its bytes. libvips keeps each font file it is given
 * for the life of the process, so all four are given once (`sarabunReady`), after which the
 * family "Sarabun" finds Thai glyphs in one file and Latin ones (digits) in the other.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import sharp from "sharp";

const FILES = ["thai-400", "thai-700", "latin-400", "latin-700"] as const;

/** The TrueType font a WOFF 1.0 file holds (the tables inflated, the directory rewritten). */
function woffToTtf(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  let at = 12 + 16 * count;
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + stored);
    const data = stored < length ? inflateSync(raw) : raw;
    const table = { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), length, data, at };
    at += (length + 3) & ~3;
    return table;
  });
  const ttf = Buffer.alloc(at);
  const power = 2 ** Math.floor(Math.log2(count));
  ttf.writeUInt32BE(flavor, 0);
  ttf.writeUInt16BE(count, 4);
  ttf.writeUInt16BE(power * 16, 6);
  ttf.writeUInt16BE(Math.log2(power), 8);
  ttf.writeUInt16BE(count * 16 - power * 16, 10);
  tables.forEach((t, i) => {
    ttf.writeUInt32BE(t.tag, 12 + i * 16);
    ttf.writeUInt32BE(t.checksum, 16 + i * 16);
    ttf.writeUInt32BE(t.at, 20 + i * 16);
    ttf.writeUInt32BE(t.length, 24 + i * 16);
    t.data.copy(ttf, t.at);
  });
  return ttf;
}

/** One font as a TrueType file in the temp folder (written once; a second process finds it). */
async function ttfFile(name: (typeof FILES)[number]): Promise<string> {
  const require = createRequire(import.meta.url);
  const woff = await readFile(require.resolve(`@fontsource/sarabun/files/sarabun-${name}-normal.woff`));
  const dir = path.join(tmpdir(), "thai-tutor-fonts");
  const file = path.join(dir, `sarabun-${name}-${createHash("sha256").update(woff).digest("hex").slice(0, 12)}.ttf`);
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await mkdir(dir, { recursive: true });
    const part = `${file}.${process.pid}.part`;
    await writeFile(part, woffToTtf(woff));
    await rename(part, file);
  }
  return file;
}

let ready: Promise<void> | null = null;

/** Gives libvips the four Sarabun files, once per process: afterwards a text's `font` may name "Sarabun". */
export function sarabunReady(): Promise<void> {
  ready ??= (async () => {
    for (const name of FILES) await sharp({ text: { text: "ก", fontfile: await ttfFile(name) } }).png().toBuffer();
  })();
  ready.catch(() => {
    ready = null;
  });
  return ready;
}
