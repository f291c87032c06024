/**
 * How the built server reads uploads (docs/files.md, "How an upload is read"): the one table
 * of the paths that take files (app/platform/upload-limit.ts), a multipart body read as a
 * stream within its path's bounds (app/platform/multipart.server.ts), refused at the first
 * part over one, and refused unread on every other path (server/limits.ts):
 *   - 140 000 one-byte file parts to a student's own hand-in: refused at once (413, the
 *     Thai "too many files"), and /healthz, polled all the while, never waits 200 ms (the
 *     old reader built every part first: the process stopped for seconds);
 *   - 13 000 file parts (under 1 MiB) to the lesson's check, /logout and a course page:
 *     415 (JSON for the check island) before the body is even sent whole;
 *   - five 3.7 MB phone photos (12 megapixels each) in one hand-in: taken (over the old 16 MiB
 *     bound, and over the old 60-megapixel budget);
 *   - a field over its bound: 413, the note typed before it kept in the page's textarea;
 *   - ten photos of 7 MB (over the 64 MiB kept, within the bound answered): the hand-in's
 *     page, 413, saying what to do (fewer photos, a PDF), the note kept.
 */
import { request as httpRequest } from "node:http";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { DEMO_HOMEWORK } from "../../harness/seed-handins";
import { DEMO_COURSES } from "../../harness/seed-content";
import { postForm } from "../support/forms";
import { phoneCameraPhoto } from "../support/upload-fixtures";
import { healthWhile } from "../support/event-loop";
import { decodeHtml } from "../support/html";
import { HANDIN_TEXT } from "~/handins/messages";
import { FORM_BODY_ERRORS } from "~/kernel/form.server";
import { HANDIN_UPLOAD } from "~/platform/upload-limit";

const base = env.baseUrl;
const PAGE = `/homework/${DEMO_HOMEWORK.key}`;
const COURSE = "/course/math-m4-sets-and-logic";
const BOUNDARY = "----b41-upload";

type Part = { name: string; value?: string; file?: string; type?: string; bytes?: Buffer };

/** A multipart body built by hand (FormData would take a long while over 140 000 parts). */
function multipart(parts: Part[]): Buffer {
  const out: Buffer[] = [];
  for (const p of parts) {
    const type = p.type ? `\r\nContent-Type: ${p.type}` : "";
    const file = p.file === undefined ? "" : `; filename="${p.file}"${type}`;
    out.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n\r\n`), p.bytes ?? Buffer.from(p.value ?? ""), Buffer.from("\r\n"));
  }
  out.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(out);
}

interface Answer {
  status: number;
  type: string;
  body: string;
  /** Bytes of the body written when the answer's head arrived. */
  sentWhenAnswered: number;
}

/**
 * POSTs `body` in 64 KiB writes; with `stopAt`, writes only that much and waits (the server
 * must answer without the rest). Resolves with the answer once it is read whole.
 */
function post(path: string, body: Buffer, headers: Record<string, string>, stopAt = body.length): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = httpRequest(
      `${base}${path}`,
      { method: "POST", headers: { Origin: base, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, "Content-Length": String(body.length), ...headers } },
      (res) => {
        const sentWhenAnswered = sent;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body: Buffer.concat(chunks).toString("utf8"), sentWhenAnswered });
          if (sent < body.length) req.destroy();
        });
      },
    );
    req.on("error", (error) => (sent < body.length ? undefined : reject(error)));
    const write = () => {
      while (sent < stopAt) {
        const chunk = body.subarray(sent, Math.min(stopAt, sent + 65536));
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      if (sent === body.length) req.end();
    };
    write();
  });
}


async function enrolledStudent() {
  const s = await signedInSession();
  expect((await postForm(base, COURSE, { intent: "enrol" }, s.cookie)).status).toBe(302);
  return s;
}

/** A small photo of noise (it does not compress). */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [1200, 900];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}

describe("a hand-in", () => {
  it("of 140 000 one-byte file parts is refused at once, and the server answers /healthz within 200 ms all the while", async () => {
    const s = await enrolledStudent();
    const parts = Array.from({ length: 140_000 }, (_, i): Part => ({ name: "files", file: `${i}.jpg`, type: "image/jpeg", bytes: Buffer.from([i % 256]) }));
    const body = multipart([{ name: "note", value: "ส่งค่ะ" }, ...parts]);
    expect(body.length).toBeGreaterThan(15_000_000);
    const started = performance.now();
    const { result: answer, worstMs } = await healthWhile(base, post(PAGE, body, { Cookie: s.cookie }));
    expect(worstMs).toBeLessThan(200);
    const { status, body: page } = answer;
    expect(status).toBe(413);
    expect(decodeHtml(page)).toContain(HANDIN_TEXT.tooMany);
    expect(decodeHtml(page)).toContain("ส่งค่ะ"); // the note, read before the files, is kept
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("of five 3.7 MB phone photos at once is taken", async () => {
    const s = await enrolledStudent();
    const photos = await Promise.all(Array.from({ length: 5 }, phoneCameraPhoto));
    for (const p of photos) expect(p.length).toBeGreaterThan(3_400_000);
    expect(5 * 4032 * 3024).toBeGreaterThan(60_000_000); // the old budget's
    const body = multipart([...photos.map((bytes, i): Part => ({ name: "files", file: `IMG_00${i}.JPG`, type: "image/jpeg", bytes })), { name: "note", value: "ห้ารูปค่ะ" }]);
    expect(body.length).toBeGreaterThan(16 * 1024 * 1024); // more than any upload took before
    expect(body.length).toBeLessThan(HANDIN_UPLOAD.maxBodyBytes);
    const answer = await post(PAGE, body, { Cookie: s.cookie });
    expect(answer.status, answer.body.slice(0, 300)).toBe(303);
    const page = decodeHtml(await (await fetch(`${base}${PAGE}`, { headers: { Cookie: s.cookie } })).text());
    expect(page.match(/href="\/files\/[0-9a-f]{64}\.jpg"/g)).toHaveLength(5);
  }, 120_000);

  it("with a field over its bound is refused 413 in Thai, the note typed before it kept in its field", async () => {
    const s = await enrolledStudent();
    const body = multipart([
      { name: "note", value: "โน้ตที่พิมพ์ไว้ก่อน" },
      { name: "extra", value: "ก".repeat(HANDIN_UPLOAD.maxFieldBytes) },
      { name: "files", file: "a.jpg", type: "image/jpeg", bytes: await phonePhoto() },
    ]);
    const answer = await post(PAGE, body, { Cookie: s.cookie });
    expect(answer.status).toBe(413);
    const page = decodeHtml(answer.body);
    expect(page).toContain(FORM_BODY_ERRORS[413]);
    expect(page).toMatch(/<textarea[^>]*name="note"[^>]*>โน้ตที่พิมพ์ไว้ก่อน<\/textarea>/);
  }, 60_000);
});

describe("a hand-in over the bound kept", () => {
  it("of ten 7 MB photos is answered by the page: what to do (fewer photos, or a PDF), the note kept", async () => {
    const s = await enrolledStudent();
    const photo = randomBytes(7 * 1024 * 1024);
    const body = multipart([{ name: "note", value: "สิบรูปค่ะ" }, ...Array.from({ length: 10 }, (_, i): Part => ({ name: "files", file: `IMG_${i}.JPG`, type: "image/jpeg", bytes: photo }))]);
    expect(body.length).toBeGreaterThan(HANDIN_UPLOAD.maxBodyBytes);
    const answer = await post(PAGE, body, { Cookie: s.cookie });
    expect(answer.status).toBe(413);
    expect(answer.type).toMatch(/^text\/html/);
    const page = decodeHtml(answer.body);
    expect(page).toContain(HANDIN_TEXT.tooBig);
    expect(page).toMatch(/<textarea[^>]*name="note"[^>]*>สิบรูปค่ะ<\/textarea>/);
  }, 120_000);
});

describe("a path that takes no file", () => {
  // 13 000 one-byte file parts, under the 1 MiB every path takes.
  const body = multipart(Array.from({ length: 13_000 }, (): Part => ({ name: "f", file: "a", bytes: Buffer.from("x") })));
  const course = `/course/${DEMO_COURSES.find((c) => c.status === "published")!.slug}`;

  it.each([
    ["the lesson's check (the island asks for JSON)", "/lesson/math-01/check", { Accept: "application/json" }],
    ["/logout", "/logout", {}],
    ["a course page", course, {}],
  ])("%s refuses a multipart body with 415 before it is sent whole", async (_label, path, headers: Record<string, string>) => {
    expect(body.length).toBeLessThanOrEqual(1024 * 1024);
    expect(body.length).toBeGreaterThan(800_000);
    const s = await signedInSession();
    // 64 KiB sent, the rest held back: only a server that reads nothing of it answers.
    const answer = await post(path, body, { Cookie: s.cookie, ...headers }, 65536);
    expect(answer.status).toBe(415);
    expect(answer.sentWhenAnswered).toBeLessThan(body.length);
    if (headers.Accept) expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    else expect(answer.body).toMatch(/[\u0E00-\u0E7F]/);
    // The session was not ended by the logout.
    expect((await fetch(`${base}/api/auth/me`, { headers: { Cookie: s.cookie } })).status).toBe(200);
  });
});
