/**
 * The upload paths' multipart reader (app/platform/multipart.server.ts, through
 * app/kernel/form.server.ts's readUploadBody): read as a stream within the path's bounds
 * (app/platform/upload-limit.ts), refused at the first part over one, whatever follows.
 */
import { describe, expect, it } from "vitest";
import { FORM_BODY_ERRORS, readFormBody, readUploadBody } from "~/kernel/form.server";
import { HANDIN_UPLOAD } from "~/platform/upload-limit";

const HANDIN = "http://localhost/homework/lesson-math-02";
const BOUNDARY = "----b41";

/** A multipart body of `parts` (name, value, or a file's name and bytes), built by hand. */
function multipart(parts: Array<{ name: string; value?: string; file?: string; bytes?: Uint8Array; type?: string }>): Buffer {
  const out: Buffer[] = [];
  for (const p of parts) {
    const file = p.file === undefined ? "" : `; filename="${p.file}"`;
    const type = p.file === undefined ? "" : `\r\nContent-Type: ${p.type ?? "application/octet-stream"}`;
    out.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`));
    out.push(p.bytes ? Buffer.from(p.bytes) : Buffer.from(p.value ?? ""));
    out.push(Buffer.from("\r\n"));
  }
  out.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(out);
}

/** A body sent in 64 KiB chunks, counting how many were pulled. */
function post(url: string, body: Buffer, declared?: number) {
  let pulled = 0;
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      if (at >= body.length) return c.close();
      pulled += 1;
      c.enqueue(new Uint8Array(body.subarray(at, at + 65536)));
      at += 65536;
    },
  });
  const headers: Record<string, string> = { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` };
  if (declared !== undefined) headers["Content-Length"] = String(declared);
  const request = new Request(url, { method: "POST", body: stream, duplex: "half", headers } as RequestInit);
  return { request, pulled: () => pulled, done: () => at >= body.length };
}

describe("readUploadBody", () => {
  it("reads the fields and the files' bytes", async () => {
    const photo = new Uint8Array([0xff, 0xd8, 1, 2, 3]);
    const { request } = post(HANDIN, multipart([{ name: "files", file: "a.jpg", bytes: photo, type: "image/jpeg" }, { name: "files", file: "", bytes: new Uint8Array() }, { name: "note", value: "ข้อ 5" }]));
    const read = await readUploadBody(request);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.fields).toEqual([["note", "ข้อ 5"]]);
    expect(read.files).toHaveLength(1); // the empty input is no file
    expect(read.files[0]).toMatchObject({ field: "files", name: "a.jpg", type: "image/jpeg" });
    expect([...read.files[0]!.bytes]).toEqual([...photo]);
  });

  it("refuses 140 000 one-byte file parts at the eleventh, in a few milliseconds", async () => {
    const parts = Array.from({ length: 140_000 }, (_, i) => ({ name: "files", file: `${i}.jpg`, bytes: new Uint8Array([1]) }));
    const body = multipart(parts);
    const { request, pulled } = post(HANDIN, body);
    const started = performance.now();
    const read = await readUploadBody(request);
    expect(read).toMatchObject({ ok: false, status: 413, reason: "too-many-files", message: FORM_BODY_ERRORS[413] });
    expect(performance.now() - started).toBeLessThan(200);
    expect(pulled()).toBeLessThan(body.length / 65536 / 2); // the rest is read away unparsed, after the answer
  });

  it("refuses a file over its bound, a file under another name, a field over its bound (keeping what was typed) and too many fields", async () => {
    const big = { name: "files", file: "big.pdf", bytes: new Uint8Array(HANDIN_UPLOAD.maxFileBytes + 1), type: "application/pdf" };
    expect(await readUploadBody(post(HANDIN, multipart([big])).request)).toMatchObject({ ok: false, status: 413, reason: "file-too-large" });
    const elsewhere = { name: "picture", file: "a.jpg", bytes: new Uint8Array([1]) };
    expect(await readUploadBody(post(HANDIN, multipart([elsewhere])).request)).toMatchObject({ ok: false, status: 400, reason: "malformed" });
    const long = multipart([{ name: "note", value: "โน้ตที่พิมพ์" }, { name: "x", value: "a".repeat(HANDIN_UPLOAD.maxFieldBytes + 1) }, { name: "files", file: "a.jpg", bytes: new Uint8Array([1]) }]);
    const refused = await readUploadBody(post(HANDIN, long).request);
    expect(refused).toMatchObject({ ok: false, status: 413, reason: "field-too-large" });
    expect(!refused.ok && refused.fields[0]).toEqual(["note", "โน้ตที่พิมพ์"]);
    const many = multipart(Array.from({ length: HANDIN_UPLOAD.maxFields + 1 }, (_, i) => ({ name: `f${i}`, value: "x" })));
    expect(await readUploadBody(post(HANDIN, many).request)).toMatchObject({ ok: false, status: 413, reason: "too-many-parts" });
  });

  it("answers a body over the bound kept but within the one answered: the note before the files read, nothing of the files kept, the rest read away", async () => {
    const photo = { name: "files", file: "IMG_1.JPG", bytes: new Uint8Array(8 * 1024 * 1024), type: "image/jpeg" };
    const body = multipart([{ name: "note", value: "ข้อ 5 ค่ะ" }, ...Array.from({ length: 9 }, () => photo)]);
    expect(body.length).toBeGreaterThan(HANDIN_UPLOAD.maxBodyBytes);
    expect(body.length).toBeLessThanOrEqual(HANDIN_UPLOAD.maxAnsweredBytes);
    const { request, done } = post(HANDIN, body, body.length);
    const read = await readUploadBody(request);
    expect(read).toMatchObject({ ok: false, status: 413, reason: "body-too-large", fields: [["note", "ข้อ 5 ค่ะ"]] });
    await expect.poll(done).toBe(true); // read away, so the client still sending hears the answer
    // Past the bound answered: refused unread.
    const over = post(HANDIN, body, HANDIN_UPLOAD.maxAnsweredBytes + 1);
    expect(await readUploadBody(over.request)).toMatchObject({ ok: false, status: 413, reason: "body-too-large", fields: [] });
    expect(over.pulled()).toBeLessThanOrEqual(1); // the stream's own first pull only
  });

  it("gives the editors' pictures to readFormBody as files", async () => {
    const { request } = post("http://localhost/admin/lessons/math-01", multipart([{ name: "markdown", value: "# บท" }, { name: "picture", file: "p.png", bytes: new Uint8Array([9, 9]), type: "image/png" }]));
    const read = await readFormBody(request);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.form.get("markdown")).toBe("# บท");
    const picture = read.form.get("picture");
    expect(picture).toBeInstanceOf(File);
    expect((picture as File).size).toBe(2);
  });
});
