/**
 * A lesson's files over HTTP against the built server (docs/files.md): the
 * tutor's upload form (multipart, no JavaScript), what the lesson page lists,
 * and who may fetch each file with which cache header; refusals in Thai with
 * the typed name kept; the upload body bound.
 */
import sharp from "sharp";
import { gpsPhoto, largePdf, onePagePdf } from "../support/upload-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { FILE_ERRORS, LESSON_FILES } from "~/files/messages";

const base = env.baseUrl;
const FREE = "math-04"; // a free preview of course-math-m4
const LOCKED = "math-02"; // the same course, enrolled students only
let admin = "";
const uploaded: Array<{ lesson: string; sha: string }> = [];

function upload(lesson: string, name: string, file: { bytes: Uint8Array; filename: string; type: string } | null, cookie = admin) {
  const form = new FormData();
  form.set("name", name);
  if (file) form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  return fetch(`${base}/admin/lessons/${lesson}/files`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base, ...(cookie ? { Cookie: cookie } : {}) } });
}

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

/** The files a page links to, by the name shown (a lesson's open in a new tab, said to screen readers after the name). */
function fileLinks(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of decodeHtml(html).matchAll(/<a href="(\/files\/[0-9a-f]{64}\.(?:jpg|png|pdf))"( target="_blank" rel="noopener noreferrer")?>([^<]+)(?:<span class="visually-hidden">.*?<\/span>)?<\/a>/g)) out.set(m[3]!, m[1]!);
  return out;
}

const photo = () => gpsPhoto({ width: 2400, height: 1800, colour: "#4477aa" });
const pdf = onePagePdf;

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
});

afterAll(async () => {
  for (const { lesson, sha } of uploaded) {
    const form = new FormData();
    form.set("intent", "remove");
    form.set("sha256", sha);
    await fetch(`${base}/admin/lessons/${lesson}/files`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base, Cookie: admin } });
  }
});

describe("a lesson's files", () => {
  it("the tutor uploads a photo and a worksheet; the lesson lists them; the photo is re-encoded without its GPS", async () => {
    const tag = Date.now().toString(36);
    const res = await upload(FREE, `แผนภาพ ${tag}`, { bytes: await photo(), filename: "IMG_0001.JPG", type: "image/jpeg" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/admin/lessons/${FREE}/files`);
    expect(res.headers.get("set-cookie")).toMatch(/^notice=/);
    // A PDF that calls itself a JPEG is taken for what it is.
    const sheet = await upload(FREE, `ใบงาน ${tag}`, { bytes: await pdf(`sheet ${tag}`), filename: "worksheet.jpg", type: "image/jpeg" });
    expect(sheet.status).toBe(302);

    const lessonHtml = await (await get(`/lesson/${FREE}`)).text();
    const links = fileLinks(lessonHtml);
    const picture = links.get(`แผนภาพ ${tag}`)!;
    const worksheet = links.get(`ใบงาน ${tag}`)!;
    // The lesson's worksheet opens in a new tab, its kind and size beside it (issue 42).
    const row = decodeHtml(lessonHtml).replaceAll("<!-- -->", "").match(new RegExp(`<a href="${worksheet}" target="_blank" rel="noopener noreferrer">ใบงาน ${tag}[\\s\\S]*?</li>`))?.[0];
    expect(row).toMatch(/PDF · [\d.]+ (?:KB|MB)/);
    expect(picture).toMatch(/\.jpg$/);
    expect(worksheet).toMatch(/\.pdf$/);
    for (const url of [picture, worksheet]) uploaded.push({ lesson: FREE, sha: /([0-9a-f]{64})/.exec(url)![1]! });

    // A free preview's files: anyone, cached for ever (the address is the content's hash).
    const image = await get(picture);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1600, 1200, undefined]);
    expect(bytes.includes(Buffer.from("GPS"))).toBe(false);
    const pdfRes = await get(worksheet);
    expect(pdfRes.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdfRes.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    // The thumbnail of the picture, and nothing under another extension.
    expect((await get(picture.replace(".jpg", "-thumb.jpg"))).status).toBe(200);
    expect((await get(picture.replace(".jpg", ".png"))).status).toBe(404);
  });

  it("a locked lesson's files: its enrolled students and admins, privately; 404 for anyone else", async () => {
    const tag = Date.now().toString(36);
    expect((await upload(LOCKED, `ใบงานลับ ${tag}`, { bytes: await pdf(`locked ${tag}`), filename: "a.pdf", type: "application/pdf" })).status).toBe(302);
    const adminList = await (await get(`/admin/lessons/${LOCKED}/files`, admin)).text();
    const url = fileLinks(adminList).get(`ใบงานลับ ${tag}`);
    if (!url) throw new Error(`not listed: ${decodeHtml(adminList).replace(/[\s\S]*<main/, "").slice(0, 3000)}`);
    uploaded.push({ lesson: LOCKED, sha: /([0-9a-f]{64})/.exec(url)![1]! });

    const stranger = await signedInSession();
    const enrolled = await signedInSession();
    expect((await postForm(base, "/course/math-m4-sets-and-logic", { intent: "enrol" }, enrolled.cookie)).status).toBe(302);

    expect((await get(url)).status).toBe(404);
    expect((await get(url, stranger.cookie)).status).toBe(404);
    for (const cookie of [enrolled.cookie, admin]) {
      const res = await get(url, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(fileLinks(await (await get(`/lesson/${LOCKED}`, enrolled.cookie)).text()).get(`ใบงานลับ ${tag}`)).toBe(url);
  });

  it("takes a 10 MB worksheet within seconds and serves it back whole", async () => {
    const tag = Date.now().toString(36);
    const bytes = await largePdf();
    const started = Date.now();
    const res = await upload(FREE, `ใบงานใหญ่ ${tag}`, { bytes, filename: "big.pdf", type: "application/pdf" });
    expect(res.status).toBe(302);
    const took = Date.now() - started;
    console.log(`a ${(bytes.length / 1e6).toFixed(1)} MB worksheet uploaded in ${took} ms`);
    expect(took).toBeLessThan(20_000);
    const url = fileLinks(await (await get(`/admin/lessons/${FREE}/files`, admin)).text()).get(`ใบงานใหญ่ ${tag}`)!;
    expect(url).toMatch(/\.pdf$/);
    uploaded.push({ lesson: FREE, sha: /([0-9a-f]{64})/.exec(url)![1]! });
    const served = await get(url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).length).toBeGreaterThan(9_000_000);
  }, 60_000);

  it("refuses other kinds, a missing name and a student, in Thai, keeping the name typed", async () => {
    const notes = await upload(FREE, "โน้ตของฉัน", { bytes: new TextEncoder().encode("just text"), filename: "notes.pdf", type: "application/pdf" });
    expect(notes.status).toBe(400);
    const html = decodeHtml(await notes.text());
    expect(html).toContain(FILE_ERRORS.kind);
    expect(html).toContain('value="โน้ตของฉัน"');
    const unnamed = await upload(FREE, "", { bytes: await pdf("x"), filename: "a.pdf", type: "application/pdf" });
    expect(unnamed.status).toBe(400);
    expect(decodeHtml(await unnamed.text())).toContain(LESSON_FILES.nameRequired);
    const student = await signedInSession();
    expect((await upload(FREE, "x", { bytes: await pdf("x"), filename: "a.pdf", type: "application/pdf" }, student.cookie)).status).toBe(403);
    expect((await upload(FREE, "x", { bytes: await pdf("x"), filename: "a.pdf", type: "application/pdf" }, "")).status).toBe(302);
  });

  it("refuses a body over the upload bound before reading it, and keeps the 1 MB bound elsewhere", async () => {
    const big = new Uint8Array(17 * 1024 * 1024);
    const res = await upload(FREE, "ใหญ่", { bytes: big, filename: "big.jpg", type: "image/jpeg" });
    expect(res.status).toBe(413);
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(2 * 1024 * 1024)]), "x.bin");
    const elsewhere = await fetch(`${base}/admin/lessons/${FREE}/exercise`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base, Cookie: admin } });
    expect(elsewhere.status).toBe(413);
  });
});
