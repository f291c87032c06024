/**
 * Files in Firestore (app/files, docs/files.md) against the emulator: what goes
 * in is judged by its bytes and re-encoded (EXIF GPS gone, upright, bounded),
 * bombs and impostors are refused; stored files come back whole, are kept once
 * per content, and go with their last use; orphaned chunks are swept.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { PDFDocument } from "pdf-lib";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { pngChunk } from "../support/hostile-files";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { acceptFile, sniff } from "~/files/accept.server";
import { fileInfo, readFileBytes, releaseFile, sha256Of, storeFile, sweepOrphanChunks } from "~/files/files.store.server";
import { FILE_ERRORS } from "~/files/messages";
import { CHUNK_BYTES, MAX_PDF_BYTES } from "~/files/limits";
import { largePdf } from "../support/upload-fixtures";

afterAll(() => closeFirebase());

/** A 4000 × 3000 phone photo taken sideways (EXIF orientation 6), with a GPS position and a camera name. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneCo", Model: "Phone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "13/1 45/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "100/1 30/1 0/1" },
    })
    .toBuffer();
}

/** A PNG whose header claims `w` × `h` pixels, with one tiny row of data: decoding it would need gigabytes. */
function pngClaiming(w: number, h: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1 + w * 3))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

async function worksheet(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setAuthor("ครูพี่");
  pdf.addPage([595, 842]).drawText("Worksheet 1");
  return Buffer.from(await pdf.save());
}

describe("what goes in", () => {
  it("re-encodes a phone photo: upright, at most 1600 px, no EXIF or GPS left, with a thumbnail", async () => {
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect([sent.orientation, sent.exif?.includes(Buffer.from("PhoneCo"))]).toEqual([6, true]);
    const result = await acceptFile(photo);
    if (!result.ok) throw new Error(result.error);
    const { bytes, info } = result.file;
    const meta = await sharp(bytes).metadata();
    // Turned by its orientation: the sideways 4000 × 3000 is a 1200 × 1600 portrait.
    expect([meta.width, meta.height, info.width, info.height]).toEqual([1200, 1600, 1200, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // The stored bytes carry neither the GPS reference nor the camera's name anywhere.
    expect(bytes.includes(Buffer.from("GPS"))).toBe(false);
    expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
    expect(info.contentType).toBe("image/jpeg");
    expect(bytes.length).toBeLessThan(photo.length);
    const thumb = await sharp(info.thumb!).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(320);
  });

  it("keeps a PNG diagram a PNG and accepts WebP, each re-encoded", async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 4, background: "#ffffff" } }).png().toBuffer();
    const webp = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#336699" } }).webp().toBuffer();
    const a = await acceptFile(png);
    const b = await acceptFile(webp);
    expect(a.ok && a.file.info.contentType).toBe("image/png");
    expect(b.ok && [b.file.info.contentType, b.file.info.width, b.file.info.height]).toEqual(["image/jpeg", 1600, 800]);
  });

  it("refuses a decompression bomb from its header, before decoding it", async () => {
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await acceptFile(bomb)).toEqual({ ok: false, error: FILE_ERRORS.tooManyPixels });
  });

  it("takes a PDF by its content, whatever it is called, and refuses impostors and other kinds", async () => {
    const pdf = await worksheet();
    const ok = await acceptFile(pdf);
    expect(ok.ok && [ok.file.info.kind, ok.file.info.pages]).toEqual(["pdf", 1]);
    // A text file that starts like a PDF, a "JPEG" that is text, a truncated JPEG, an empty file, a zip.
    expect(await acceptFile(Buffer.from("%PDF-1.7\nnot really"))).toEqual({ ok: false, error: FILE_ERRORS.unreadablePdf });
    expect(await acceptFile(Buffer.from("hello, I am photo.jpg"))).toEqual({ ok: false, error: FILE_ERRORS.kind });
    expect(await acceptFile((await phonePhoto()).subarray(0, 2000))).toEqual({ ok: false, error: FILE_ERRORS.unreadableImage });
    expect(await acceptFile(Buffer.alloc(0))).toEqual({ ok: false, error: FILE_ERRORS.empty });
    expect(await acceptFile(Buffer.from("PK\u0003\u0004rest"))).toEqual({ ok: false, error: FILE_ERRORS.kind });
    // An HEIC this server's decoder cannot read: a Thai way out, not a crash.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic", "latin1"), randomBytes(64)]);
    expect(sniff(heic)).toBe("heic");
    expect(await acceptFile(heic)).toEqual({ ok: false, error: FILE_ERRORS.heic });
  });
});

describe("stored in Firestore", () => {
  const use = () => `test:${randomUUID()}`;

  it("cuts a large file into chunks, writes the metadata last, and gives the same bytes back", async () => {
    const bytes = randomBytes(Math.floor(CHUNK_BYTES * 2.5));
    const stored = await storeFile(bytes, { kind: "pdf", contentType: "application/pdf", pages: 1 }, use());
    expect(stored.sha256).toBe(sha256Of(bytes));
    const chunks = await db().collection("files").doc(stored.sha256).collection("chunks").get();
    expect(chunks.size).toBe(3);
    expect((await readFileBytes(stored.sha256))!.equals(bytes)).toBe(true);
  });

  it("stores a 10 MB PDF within seconds: no write is larger than the emulator takes (4 MiB)", async () => {
    const bytes = Buffer.from(await largePdf());
    expect(bytes.length).toBeGreaterThan(9_500_000);
    expect(bytes.length).toBeLessThanOrEqual(MAX_PDF_BYTES);
    const accepted = await acceptFile(bytes);
    if (!accepted.ok) throw new Error(accepted.error);
    const started = Date.now();
    const stored = await storeFile(accepted.file.bytes, accepted.file.info, use());
    const took = Date.now() - started;
    console.log(`a ${(accepted.file.bytes.length / 1e6).toFixed(1)} MB PDF stored in ${took} ms`);
    expect(took).toBeLessThan(10_000);
    // Written now, all of them (not found stored already).
    const chunks = await db().collection("files").doc(stored.sha256).collection("chunks").select().get();
    expect(chunks.size).toBe(Math.ceil(accepted.file.bytes.length / CHUNK_BYTES));
    expect((await readFileBytes(stored.sha256))!.equals(accepted.file.bytes)).toBe(true);
  }, 30_000);

  it("a write that fails part-way leaves no chunk behind, and no file", async () => {
    const bytes = randomBytes(CHUNK_BYTES * 7);
    const sha = sha256Of(bytes);
    const chunks = db().collection("files").doc(sha).collection("chunks");
    // Firestore "too slow": every batch of chunks has a millisecond, so the first one fails.
    await expect(storeFile(bytes, { kind: "pdf", contentType: "application/pdf", pages: 1 }, use(), { writeTimeoutMs: 1 })).rejects.toThrow(/file chunks write/);
    expect(await fileInfo(sha)).toBeNull();
    // The batches under way land, and are then removed (the error does not wait for that).
    await new Promise((r) => setTimeout(r, 1500));
    const deadline = Date.now() + 10_000;
    while ((await chunks.get()).size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect((await chunks.get()).size).toBe(0);
  }, 20_000);

  it("keeps the same content once, and deletes it, chunks and all, with its last use", async () => {
    const bytes = randomBytes(5000);
    const [a, b] = [use(), use()];
    const first = await storeFile(bytes, { kind: "pdf", contentType: "application/pdf", pages: 1 }, a);
    await storeFile(bytes, { kind: "pdf", contentType: "application/pdf", pages: 1 }, b);
    expect((await fileInfo(first.sha256))!.refs.sort()).toEqual([a, b].sort());
    expect((await db().collection("files").doc(first.sha256).collection("chunks").get()).size).toBe(1);
    await releaseFile(first.sha256, a);
    expect(await readFileBytes(first.sha256)).not.toBeNull();
    await releaseFile(first.sha256, b);
    expect(await fileInfo(first.sha256)).toBeNull();
    expect((await db().collection("files").doc(first.sha256).collection("chunks").get()).size).toBe(0);
  });

  it("stores the same bytes from two uses at once: one file, both uses, one set of chunks", async () => {
    const bytes = randomBytes(CHUNK_BYTES + 10);
    const uses = [use(), use(), use()];
    const results = await Promise.all(uses.map((u) => storeFile(bytes, { kind: "pdf", contentType: "application/pdf", pages: 1 }, u)));
    const sha = results[0]!.sha256;
    expect((await fileInfo(sha))!.refs.sort()).toEqual(uses.sort());
    expect((await db().collection("files").doc(sha).collection("chunks").get()).size).toBe(2);
    expect((await readFileBytes(sha))!.equals(bytes)).toBe(true);
  });

  it("sweeps chunks no metadata names once they are old, and leaves a write in progress alone", async () => {
    const sha = sha256Of(randomBytes(32));
    const chunks = db().collection("files").doc(sha).collection("chunks");
    const old = Timestamp.fromMillis(Date.now() - 3_600_000);
    await chunks.doc("dead-0000").set({ data: randomBytes(10), gen: "dead", index: 0, writtenAt: old });
    await chunks.doc("live-0000").set({ data: randomBytes(10), gen: "live", index: 0, writtenAt: Timestamp.now() });
    // A stored file's own chunks are never orphans, however old.
    const kept = await storeFile(randomBytes(100), { kind: "pdf", contentType: "application/pdf", pages: 1 }, use());
    await sweepOrphanChunks(600_000);
    expect((await chunks.get()).docs.map((d) => d.id)).toEqual(["live-0000"]);
    // Two hours on, the write that never finished is an orphan too.
    await sweepOrphanChunks(600_000, Date.now() + 2 * 3_600_000);
    expect((await chunks.get()).size).toBe(0);
    expect(await readFileBytes(kept.sha256)).not.toBeNull();
  });
});
