/**
 * The editors' uploads over HTTP against the built server, without JavaScript
 * (docs/files.md): a picture placed in a lesson's or an article's Markdown with
 * its alt text (everything typed kept, nothing saved until "บันทึก"), refusals
 * with everything typed, and a cover uploaded instead of typed; who may fetch
 * what was uploaded (a draft's: admins only; a published free lesson's: anyone).
 */
import sharp from "sharp";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieForUid } from "../../harness/auth";
import { DEMO_ARTICLES, DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";
import { env } from "../../harness/ports";
import { decodeHtml } from "../support/html";
import { testDb } from "../support/firestore";
import { EDITOR_UPLOADS, FILE_ERRORS } from "~/files/messages";
import { bumpContentVersion } from "~/content/content-version.store.server";

const base = env.baseUrl;
const DRAFT = DEMO_LESSONS.find((l) => l.status === "draft")!;
// A free lesson other files' tests leave alone (they use math-04, the lesson pages math-01).
const FREE = DEMO_LESSONS.find((l) => l.status === "published" && l.freePreview && l.courseId !== "course-math-m4" && l.id !== "eng-01")!;
const DRAFT_ARTICLE = DEMO_ARTICLES.find((a) => a.status === "draft")!;
const DRAFT_COURSE = DEMO_COURSES.find((c) => c.status === "draft")!;
let admin = "";
const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

/** The fields an editor page's form would post, as the page shows them (inputs, checked boxes, choices, text areas). */
function editorFields(html: string): Map<string, string> {
  const form = /<form method="post"[^>]* class="editor"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  const fields = new Map<string, string>();
  for (const tag of form.matchAll(/<input\b[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag[0])?.[1];
    const name = attr("name");
    const type = attr("type") ?? "text";
    if (!name || type === "file" || (type === "checkbox" && !/\schecked=""/.test(tag[0]))) continue;
    fields.set(name, decodeHtml(attr("value") ?? (type === "checkbox" ? "on" : "")));
  }
  for (const select of form.matchAll(/<select\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    fields.set(select[1]!, /<option value="([^"]*)" selected=""/.exec(select[2]!)?.[1] ?? "");
  }
  for (const area of form.matchAll(/<textarea\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) fields.set(area[1]!, decodeHtml(area[2]!).replace(/^\n/, ""));
  return fields;
}

/** A text area's text as sent back (a multipart post carries its new lines as CRLF, as a browser's does). */
const textArea = (html: string, name: string) =>
  decodeHtml(new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? "")
    .replace(/^\n/, "")
    .replace(/\r\n/g, "\n");

async function post(path: string, fields: Map<string, string>, files: Record<string, { bytes: Uint8Array; name: string }> = {}) {
  const form = new FormData();
  for (const [k, v] of fields) form.set(k, v);
  for (const [k, f] of Object.entries(files)) form.set(k, new Blob([new Uint8Array(f.bytes)]), f.name);
  return fetch(`${base}${path}`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base, Cookie: admin } });
}

const diagram = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .composite([{ input: Buffer.from('<svg width="900" height="600"><circle cx="350" cy="300" r="200" fill="none" stroke="#000" stroke-width="6"/></svg>'), top: 0, left: 0 }])
    .png()
    .toBuffer();

/** Every stored use and file of `owner` goes (what the test added). */
async function forget(owner: string): Promise<void> {
  const db = testDb();
  for (const use of (await db.collection("fileUses").where("owner", "==", owner).get()).docs) {
    const file = db.collection("files").doc(use.get("sha256") as string);
    const refs = ((await file.get()).get("refs") as string[] | undefined) ?? [];
    if (refs.every((r) => r === owner)) await db.recursiveDelete(file);
    else await file.update({ refs: refs.filter((r) => r !== owner) });
    await use.ref.delete();
  }
}

const restore: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
});

afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
});

describe("a picture in the lesson editor, without JavaScript", () => {
  it("is placed at the end of the notes with its alt text, everything typed kept, nothing saved; a draft's picture is the admins' only", async () => {
    restore.push(() => forget(`lesson:${DRAFT.id}`));
    const path = `/admin/lessons/${DRAFT.id}`;
    const page = await (await get(path, admin)).text();
    expect(page).toMatch(/<form method="post"[^>]* class="editor" enctype="multipart\/form-data"/i);
    const fields = editorFields(page);
    const typedTitle = `${DRAFT.title} (แก้แล้วยังไม่บันทึก)`;
    const typedNotes = `${fields.get("notes")}\n\nย่อหน้าที่พิมพ์เพิ่ม $x^2$`;
    fields.set("title", typedTitle).set("notes", typedNotes).set("intent", "picture").set("pictureAlt", "แผนภาพวงกลม [ทดสอบ]");

    const res = await post(path, fields, { picture: { bytes: await diagram("#ffffff"), name: "diagram.png" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const notes = textArea(html, "notes");
    expect(notes.startsWith(typedNotes)).toBe(true);
    const placed = /!\[แผนภาพวงกลม \\\[ทดสอบ\\\]\]\((\/files\/[0-9a-f]{64}\.png) "900x600"\)\n$/.exec(notes);
    expect(placed, notes.slice(-200)).not.toBeNull();
    expect(decodeHtml(html)).toContain(`value="${typedTitle}"`);
    expect(decodeHtml(html)).toContain(EDITOR_UPLOADS.placed("แผนภาพวงกลม [ทดสอบ]"));
    // The preview shows the picture as the lesson will.
    expect(decodeHtml(html)).toContain(`<img src="${placed![1]}" alt="แผนภาพวงกลม [ทดสอบ]" width="900" height="600"`);
    // Not saved: the stored lesson keeps its title.
    expect((await testDb().collection("lessons").doc(DRAFT.id).get()).get("title")).toBe(DRAFT.title);

    const url = placed![1]!;
    expect((await get(url, admin)).status).toBe(200);
    expect((await get(url, admin)).headers.get("cache-control")).toBe("private, no-store");
    expect((await get(url)).status).toBe(404);
  });

  it("refuses a picture without alt text, a PDF and a missing file in Thai, with everything typed kept and nothing stored", async () => {
    const path = `/admin/lessons/${DRAFT.id}`;
    const fields = editorFields(await (await get(path, admin)).text());
    const typedNotes = `${fields.get("notes")}\n\nข้อความที่ห้ามหาย <b>&</b>`;
    fields.set("notes", typedNotes).set("intent", "picture");
    const before = (await testDb().collection("fileUses").where("owner", "==", `lesson:${DRAFT.id}`).get()).size;

    const noAlt = await post(path, fields.set("pictureAlt", "  "), { picture: { bytes: await diagram("#eeeeee"), name: "a.png" } });
    expect(noAlt.status).toBe(400);
    const noAltHtml = await noAlt.text();
    expect(textArea(noAltHtml, "notes")).toBe(typedNotes);
    expect(decodeHtml(noAltHtml)).toContain(EDITOR_UPLOADS.altRequired);

    const doc = await PDFDocument.create();
    doc.addPage();
    const pdf = await post(path, fields.set("pictureAlt", "ใบงาน"), { picture: { bytes: await doc.save(), name: "sheet.png" } });
    expect(pdf.status).toBe(400);
    const pdfHtml = decodeHtml(await pdf.text());
    expect(pdfHtml).toContain(EDITOR_UPLOADS.notPicture);
    expect(pdfHtml).toContain('value="ใบงาน"');

    const none = await post(path, fields);
    expect(none.status).toBe(400);
    expect(decodeHtml(await none.text())).toContain(FILE_ERRORS.empty);
    expect((await testDb().collection("fileUses").where("owner", "==", `lesson:${DRAFT.id}`).get()).size).toBe(before);
  });

  it("is saved with the lesson when 'บันทึก' is pressed with a picture chosen; the free lesson shows it to anyone, cached for ever", async () => {
    const path = `/admin/lessons/${FREE.id}`;
    const stored = (await testDb().collection("lessons").doc(FREE.id).get()).data()!;
    restore.push(async () => {
      await testDb().collection("lessons").doc(FREE.id).set(stored);
      await forget(`lesson:${FREE.id}`);
      await bumpContentVersion();
    });
    const fields = editorFields(await (await get(path, admin)).text());
    fields.set("intent", "save").set("pictureAlt", "ภาพประกอบบทเรียนฟรี");
    const res = await post(path, fields, { picture: { bytes: await diagram("#ddeeff"), name: "free.png" } });
    expect(res.status).toBe(302);
    const lesson = decodeHtml(await (await get(`/lesson/${FREE.id}`)).text());
    const img = /<img src="(\/files\/[0-9a-f]{64}\.png)" alt="ภาพประกอบบทเรียนฟรี"/.exec(lesson);
    expect(img).not.toBeNull();
    const file = await get(img![1]!);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

/** Puts the stored document back after the test, and forgets the files it was given. */
async function restoredAfter(collection: "articles" | "courses", id: string, owner: string): Promise<void> {
  const stored = (await testDb().collection(collection).doc(id).get()).data()!;
  restore.push(async () => {
    await testDb().collection(collection).doc(id).set(stored);
    await forget(owner);
  });
}

/** The stored cover of a document, and who may fetch it: the admin, not a visitor (a draft's). */
async function expectDraftCover(collection: "articles" | "courses", id: string): Promise<{ url: string; alt: string }> {
  const cover = (await testDb().collection(collection).doc(id).get()).get("cover") as { url: string; alt: string };
  expect(cover.url).toMatch(/^\/files\/[0-9a-f]{64}\.jpg$/);
  expect((await get(cover.url, admin)).status).toBe(200);
  expect((await get(cover.url)).status).toBe(404);
  return cover;
}

const coverPhoto = (colour: string) => sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } }).jpeg().toBuffer();

describe("a cover uploaded instead of typed", () => {
  it("becomes the article's cover (a /files/ address); a draft article's cover is the admins' only", async () => {
    await restoredAfter("articles", DRAFT_ARTICLE.id, `article:${DRAFT_ARTICLE.id}`);
    const path = `/admin/articles/${DRAFT_ARTICLE.id}`;
    const fields = editorFields(await (await get(path, admin)).text());
    fields.set("intent", "save").set("coverAlt", "ปกบทความโมล");
    const res = await post(path, fields, { coverFile: { bytes: await coverPhoto("#336699"), name: "cover.jpg" } });
    expect(res.status).toBe(302);
    expect((await expectDraftCover("articles", DRAFT_ARTICLE.id)).alt).toBe("ปกบทความโมล");
  });

  it("becomes the course's cover; a picture in its place that is not one is refused with the form kept", async () => {
    await restoredAfter("courses", DRAFT_COURSE.id, `course:${DRAFT_COURSE.id}`);
    const path = `/admin/courses/${DRAFT_COURSE.id}`;
    const fields = editorFields(await (await get(path, admin)).text());
    const typedSummary = `${fields.get("summary")} (แก้แล้ว)`;
    fields.set("intent", "save").set("summary", typedSummary);
    const refused = await post(path, fields, { coverFile: { bytes: new TextEncoder().encode("not a picture"), name: "cover.jpg" } });
    expect(refused.status).toBe(400);
    const refusedHtml = decodeHtml(await refused.text());
    expect(refusedHtml).toContain(FILE_ERRORS.kind);
    expect(refusedHtml).toContain(typedSummary);

    expect((await post(path, fields, { coverFile: { bytes: await coverPhoto("#993366"), name: "cover.jpg" } })).status).toBe(302);
    await expectDraftCover("courses", DRAFT_COURSE.id);
  });
});
