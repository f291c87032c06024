/**
 * The admin's safety features over HTTP against the real server and emulators:
 * an admin sees every lesson (locked, draft) marked "มุมมองแอดมิน" while
 * students' and visitors' rules stay as they were and no admin view enters the
 * HTML cache; a save whose session has expired answers the typed form and keeps
 * the text for the same admin and browser after signing in again; a lesson
 * moves to a position in one step, writing only the lessons whose place changes.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_VIEW_TEXT } from "~/admin/ui/AdminViewNote";
import { FORM_ERRORS } from "~/admin-kit/messages";
import { courses } from "~/content/course.store.server";
import { listLessonsOfCourse, lessons } from "~/content/lesson.store.server";
import { db } from "~/platform/firestore.store.server";
import { EDITOR_DRAFTS } from "~/admin-kit/drafts.store.server";
import { sessionCookieForUid, signedInSession, withClaims } from "../../harness/auth";
import { decodeHtml } from "../support/html";
import { postForm } from "../support/forms";
import { env } from "../../harness/ports";

const base = env.baseUrl;
const run = randomUUID().slice(0, 6);
let admin1 = "";
let admin2 = "";
let student = "";

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

beforeAll(async () => {
  admin1 = await sessionCookieForUid("demo-admin-1");
  admin2 = await sessionCookieForUid("demo-admin-2");
  student = (await signedInSession()).cookie; // enrolled in nothing
});

describe("an admin sees every lesson as a student would", () => {
  it("opens a locked lesson, marked, while a student gets the enrol prompt and a visitor the sign-in", async () => {
    const res = await get("/lesson/phy-03", admin1);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = decodeHtml(await res.text());
    expect(html).toContain(ADMIN_VIEW_TEXT.badge);
    expect(html).toContain(ADMIN_VIEW_TEXT.locked);
    expect(html).toContain('class="lesson-notes"');
    expect(html).toContain('href="/admin/lessons/phy-03"');

    const locked = await get("/lesson/phy-03", student);
    expect(locked.status).toBe(403);
    const lockedHtml = decodeHtml(await locked.text());
    expect(lockedHtml).not.toContain(ADMIN_VIEW_TEXT.badge);
    expect(lockedHtml).not.toContain('class="lesson-notes"');

    const visitor = await get("/lesson/phy-03");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent("/lesson/phy-03")}`);
  });

  it("opens a draft lesson, marked as a draft; students and visitors still get 404", async () => {
    const res = await get("/lesson/phy-06", admin1);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = decodeHtml(await res.text());
    expect(html).toContain(ADMIN_VIEW_TEXT.draft);
    expect(html).toContain("ร่างบทเรียน ยังไม่เผยแพร่");
    expect((await get("/lesson/phy-06", student)).status).toBe(404);
    for (let i = 0; i < 2; i++) {
      const anon = await get("/lesson/phy-06");
      expect(anon.status).toBe(404);
      expect(await anon.text()).not.toContain(ADMIN_VIEW_TEXT.badge);
    }
  });

  it("never puts an admin's view into the public HTML cache", async () => {
    // A free preview is a public, cacheable page: the admin's render must not be what visitors get.
    const adminView = await get("/lesson/math-01", admin1);
    expect(adminView.status).toBe(200);
    expect(adminView.headers.get("cache-control")).toBe("private, no-store");
    expect(adminView.headers.get("x-cache")).toBeNull();
    for (let i = 0; i < 3; i++) {
      const anon = await get("/lesson/math-01");
      expect(anon.status).toBe(200);
      const html = await anon.text();
      expect(html).not.toContain("admin@example.com");
      expect(html).not.toContain(ADMIN_VIEW_TEXT.badge);
    }
    const locked = await get("/lesson/phy-03");
    expect(locked.status).toBe(302);
  });
});

describe("a save whose session has expired", () => {
  const typed = { title: `บทที่พิมพ์ค้างไว้ ${run}`, notes: `โน้ตยาวที่ห้ามหาย ${run}\n\n$x^2$`, videoUrl: "", durationMinutes: "17", freePreview: "on" };
  let expired = "";

  beforeAll(async () => {
    const token = admin1.slice("session=".length);
    expired = `session=${withClaims(token, { exp: Math.floor(Date.now() / 1000) - 60 })}`;
  });

  it("answers the form with the typed text, a Thai message and a sign-in link that comes back to it", async () => {
    const edit = decodeHtml(await (await get("/admin/lessons/math-03", admin1)).text());
    const version = /name="version" value="([^"]+)"/.exec(edit)![1]!;
    const res = await postForm(base, "/admin/lessons/math-03", { ...typed, version, intent: "save" }, expired);
    expect(res.status).toBe(401);
    const html = decodeHtml(await res.text());
    expect(html).toContain(FORM_ERRORS.sessionExpired);
    expect(html).toContain(`value="${typed.title}"`);
    expect(html).toContain(typed.notes);
    // The summary takes the focus without JavaScript.
    expect(/<div[^>]*id="form-error"[^>]*>/.exec(html)![0]).toContain("autofocus");
    const href = /href="(\/login\?redirectTo=[^"]+)"/.exec(html.slice(html.indexOf('id="form-error"')))?.[1];
    expect(href).toBeTruthy();
    const back = new URL(href!, base).searchParams.get("redirectTo")!;
    expect(back).toMatch(/^\/admin\/lessons\/math-03\?draft=[A-Za-z0-9]{20}$/);
    const draftCookie = /editor_draft=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(res.headers.get("set-cookie")).toMatch(/Path=\/admin/);
    // Nothing was saved.
    expect((await db().collection("lessons").doc("math-03").get()).get("title")).not.toBe(typed.title);

    // Signed in again, in the same browser: the login page sends the admin back, and the text is there.
    const login = await get(href!, `${admin1}; editor_draft=${draftCookie}`);
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe(back);
    const restored = decodeHtml(await (await get(back, `${admin1}; editor_draft=${draftCookie}`)).text());
    expect(restored).toContain(FORM_ERRORS.draftRestored);
    expect(restored).toContain(`value="${typed.title}"`);
    expect(restored).toContain(typed.notes);
    expect(restored).toContain(`name="version" value="${version}"`);

    // Another browser (no key), or another admin with the key (the expired cookie named admin 1): nothing.
    for (const cookie of [admin1, `${admin2}; editor_draft=${draftCookie}`]) {
      const other = decodeHtml(await (await get(back, cookie)).text());
      expect(other).not.toContain(typed.title);
      expect(other).not.toContain(FORM_ERRORS.draftRestored);
    }
  });

  it("keeps a new document's text too, with no session cookie at all or an invalid one", async () => {
    for (const cookie of [undefined, "session=not-a-token"]) {
      const res = await postForm(base, "/admin/articles/new", { title: `ร่างบทความ ${run}`, slug: "", excerpt: "คำโปรย", body: "เนื้อหา", tags: "", coverUrl: "", coverAlt: "", intent: "save" }, cookie);
      expect(res.status).toBe(401);
      const html = decodeHtml(await res.text());
      expect(html).toContain(`value="ร่างบทความ ${run}"`);
      expect(html).toContain(FORM_ERRORS.sessionExpired);
      const key = /editor_draft=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
      const back = new URL(/href="(\/login\?redirectTo=[^"]+)"/.exec(html.slice(html.indexOf('id="form-error"')))![1]!, base).searchParams.get("redirectTo")!;
      const restored = decodeHtml(await (await get(back, `${admin1}; editor_draft=${key}`)).text());
      expect(restored).toContain(`value="ร่างบทความ ${run}"`);
    }
  });

  it("still sends an empty post (no editor form) to the sign-in page, and keeps drafts bounded in time", async () => {
    const res = await postForm(base, "/admin/lessons/math-03", {});
    expect(res.status).toBe(302);
    const drafts = await db().collection(EDITOR_DRAFTS).get();
    for (const d of drafts.docs) {
      const ttl = d.get("expireAt").toMillis() - d.get("createdAt").toMillis();
      expect(ttl).toBe(60 * 60 * 1000);
      expect(d.get("keyHash")).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe("moving a lesson to a position in one step", () => {
  let courseId = "";
  const titles = ["หนึ่ง", "สอง", "สาม", "สี่", "ห้า"].map((t) => `${t} ${run}`);

  beforeAll(async () => {
    const course = await courses.create({ title: `คอร์สย้ายบท ${run}`, slug: `move-course-${run}`, summary: "ทดสอบการย้าย", description: "", level: "beginner", icon: "📘", order: 99, featured: false });
    courseId = course.id;
    for (const title of titles) await lessons.create({ courseId, title, notes: "", durationMinutes: 5 });
  });
  afterAll(async () => {
    if (courseId) await courses.remove(courseId);
  });

  async function snapshot() {
    const snap = await db().collection("lessons").where("courseId", "==", courseId).orderBy("order").get();
    return snap.docs.map((d) => ({ id: d.id, title: d.get("title") as string, order: d.get("order") as number, time: d.updateTime.toMillis() }));
  }

  it("moves the fifth lesson to position 2: four lessons change place, four writes, the first is not touched", async () => {
    const before = await snapshot();
    const order = before.map((l) => l.id).join(",");
    const res = await postForm(base, `/admin/courses/${courseId}`, { intent: "move", lessonId: before[4]!.id, position: "2", order }, admin1);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/admin/courses/${courseId}?done=moved#lessons`);
    const after = await snapshot();
    expect(after.map((l) => l.title)).toEqual([titles[0], titles[4], titles[1], titles[2], titles[3]]);
    expect(after.map((l) => l.order)).toEqual([1, 2, 3, 4, 5]);
    const written = after.filter((l) => before.find((b) => b.id === l.id)!.time !== l.time).map((l) => l.title);
    expect(written.sort()).toEqual([titles[1], titles[2], titles[3], titles[4]].sort());
  });

  it("refuses a move made on a list that changed meanwhile (409, nothing written), and clamps a position past the end", async () => {
    const before = await snapshot();
    const stale = [...before.map((l) => l.id)].reverse().join(",");
    const res = await postForm(base, `/admin/courses/${courseId}`, { intent: "move", lessonId: before[0]!.id, position: "3", order: stale }, admin1);
    expect(res.status).toBe(409);
    expect(decodeHtml(await res.text())).toContain(FORM_ERRORS.moveConflict);
    expect(await snapshot()).toEqual(before);

    const order = before.map((l) => l.id).join(",");
    const last = await postForm(base, `/admin/courses/${courseId}`, { intent: "move", lessonId: before[0]!.id, position: "99", order }, admin1);
    expect(last.status).toBe(302);
    const after = await snapshot();
    expect(after.at(-1)!.id).toBe(before[0]!.id);
    // Every lesson moved up one place: five writes, one per lesson whose position changed.
    expect(after.filter((l) => before.find((b) => b.id === l.id)!.time !== l.time)).toHaveLength(5);

    const bad = await postForm(base, `/admin/courses/${courseId}`, { intent: "move", lessonId: before[0]!.id, position: "ก", order }, admin1);
    expect(bad.status).toBe(400);
    expect(decodeHtml(await bad.text())).toContain(FORM_ERRORS.movePosition);
  });

  it("keeps the up/down buttons: one step, two writes", async () => {
    const before = await snapshot();
    const res = await postForm(base, `/admin/courses/${courseId}`, { intent: "move", lessonId: before[2]!.id, direction: "up", order: before.map((l) => l.id).join(",") }, admin1);
    expect(res.status).toBe(302);
    const after = await snapshot();
    expect(after.map((l) => l.id)).toEqual([before[0]!.id, before[2]!.id, before[1]!.id, before[3]!.id, before[4]!.id]);
    expect(after.filter((l) => before.find((b) => b.id === l.id)!.time !== l.time)).toHaveLength(2);
    expect((await listLessonsOfCourse(courseId)).map((l) => l.order)).toEqual([1, 2, 3, 4, 5]);
  });
});
