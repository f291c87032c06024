/**
 * The profile (/profile) and the names it gives: the first sign-in answers
 * askName, the form's rule (1–40 characters after cleaning), a refusal keeps
 * what was typed, the tutor (and only the tutor) corrects a name, and the
 * admin lists, the question inbox, the CSV and the dashboard show it. Real
 * server, real emulators.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/firestore.store.server";
import { enrol } from "~/learning/enrolment.store.server";
import { createQuestion } from "~/questions/questions.store.server";
import { idTokenFor, idTokenForUid, sessionCookieForUid, sessionLogin, signedInSession } from "../../harness/auth";
import { decodeHtml } from "../support/html";
import { postForm } from "../support/forms";
import { env } from "../../harness/ports";
import { testDays } from "../../harness/test-days";

const base = env.baseUrl;
const run = randomUUID().slice(0, 6);
const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const storedName = async (uid: string) => ((await db().collection("users").doc(uid).get()).data()?.profile as { displayName?: string } | undefined)?.displayName;
const fields = (displayName: string, extra: Record<string, string> = {}) => ({ displayName, grade: "", school: "", parentEmail: "", redirectTo: "/dashboard", ...extra });

let admin = "";
let mal: { uid: string; cookie: string; email: string };
let other: { uid: string; cookie: string };

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  mal = await signedInSession({ name: "Mal<img src=x onerror=alert(1)>", email: `mal-${run}@test.example.com` });
  other = await signedInSession({ name: `อีกคน ${run}` });
});

describe("the first sign-in", () => {
  it("asks a student without a display name for one, and stops asking once it is saved", async () => {
    const { idToken, uid } = await idTokenFor({ name: "น้องใหม่" });
    const first = (await (await sessionLogin(idToken)).json()) as { askName: boolean; sessionToken: string };
    expect(first.askName).toBe(true);
    const cookie = `session=${first.sessionToken}`;
    const saved = await postForm(base, "/profile", fields("น้องใหม่"), cookie);
    expect(saved.status).toBe(302);
    expect(await storedName(uid)).toBe("น้องใหม่");
    const again = (await (await sessionLogin(await idTokenForUid(uid))).json()) as { askName: boolean };
    expect(again.askName).toBe(false);
  });

  it("does not ask an admin", async () => {
    const res = await sessionLogin(await idTokenForUid("demo-admin-1"));
    expect(((await res.json()) as { askName: boolean }).askName).toBe(false);
  });
});

describe("/profile", () => {
  it("sends a visitor to sign in first, and back here", async () => {
    const res = await get("/profile", "");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent("/profile")}`);
  });

  it("offers the IdP's name cleaned of markup, never as markup", async () => {
    const html = await (await get(`/profile?redirectTo=${encodeURIComponent("/lesson/math-01?intent=enrol")}`, mal.cookie)).text();
    expect(html).toContain('value="Mal"');
    expect(html).not.toContain("<img src=x");
    expect(html).toContain('name="redirectTo" value="/lesson/math-01?intent=enrol"');
  });

  it.each([
    ["empty", "", "กรุณาใส่ชื่อ"],
    ["41 characters", "ก".repeat(41), "ไม่เกิน 40 ตัวอักษร"],
    ["only control and direction characters", "\u0000\u202e\u2028", "กรุณาใส่ชื่อ"],
    ["only markup", "<b></b>", "กรุณาใส่ชื่อ"],
  ])("refuses a name that is %s (400), keeping everything typed", async (_what, name, error) => {
    const typed = fields(name, { school: `โรงเรียนของ ${run}`, grade: "ม.2", parentEmail: "not-an-email" });
    const res = await postForm(base, "/profile", typed, mal.cookie);
    expect(res.status).toBe(400);
    const html = decodeHtml(await res.text());
    expect(html).toContain(error);
    expect(html).toContain(`โรงเรียนของ ${run}`);
    expect(html).toContain("อีเมลผู้ปกครองไม่ถูกต้อง");
    expect(html).toContain('value="not-an-email"');
    expect(html).toMatch(/<option value="ม.2" selected="">/);
  });

  it.each([
    ["three zero-width spaces", "\u200b\u200b\u200b", "กรุณาใส่ชื่อ"],
    ["one Hangul filler", "\u3164", "กรุณาใส่ชื่อ"],
    ["the tutor's own", "พี่ต้น (ติวเตอร์)", "สงวนไว้สำหรับพี่ติวเตอร์"],
    ["admin, spaced", "Ad Min", "สงวนไว้สำหรับพี่ติวเตอร์"],
  ])("refuses a name that is %s (400), the name kept as typed, and stores nothing", async (_what, name, error) => {
    const before = await storedName(mal.uid);
    const res = await postForm(base, "/profile", fields(name, { school: `โรงเรียนของ ${run}` }), mal.cookie);
    expect(res.status).toBe(400);
    const html = decodeHtml(await res.text());
    expect(html).toContain(error);
    expect(/<input[^>]*name="displayName"[^>]*>/.exec(html)?.[0]).toContain(`value="${name}"`);
    expect(html).toContain(`โรงเรียนของ ${run}`);
    expect(await storedName(mal.uid)).toBe(before);
  });

  it("keeps the letters around a direction mark, without the mark", async () => {
    const res = await postForm(base, "/profile", fields("A\u061cB"), mal.cookie);
    expect(res.status).toBe(302);
    expect(await storedName(mal.uid)).toBe("AB");
  });

  it("saves a name of 40 characters, cleaned, and goes on to the page the student was going to (the target intact)", async () => {
    const res = await postForm(base, "/profile", fields(`Mal\u0000<img src=x>${"ก".repeat(36)}`, { grade: "ม.1", redirectTo: "/lesson/math-01?intent=enrol#top" }), mal.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/lesson/math-01?intent=enrol#top");
    expect(await storedName(mal.uid)).toBe(`Mal ${"ก".repeat(36)}`);
    const off = await postForm(base, "/profile", fields("มะลิ", { redirectTo: "//evil.example/x" }), mal.cookie);
    expect(off.headers.get("location")).toBe("/dashboard");
    expect(await storedName(mal.uid)).toBe("มะลิ");
  });

  it("greets the student by it on the dashboard", async () => {
    await postForm(base, "/profile", fields(`มะลิ ${run}`), mal.cookie);
    const html = decodeHtml(await (await get("/dashboard", mal.cookie)).text());
    expect(html).toContain(`สวัสดี มะลิ ${run}`);
  });
});

describe("the tutor's correction", () => {
  it("another student cannot change someone's name; the admin can, and a refusal keeps what was typed", async () => {
    await postForm(base, "/profile", fields(`ชื่อเดิม ${run}`), other.cookie);
    const byStudent = await postForm(base, `/admin/students/${other.uid}`, { displayName: "โดนแก้" }, mal.cookie);
    expect(byStudent.status).toBe(403);
    expect(await storedName(other.uid)).toBe(`ชื่อเดิม ${run}`);

    const tooLong = await postForm(base, `/admin/students/${other.uid}`, { displayName: "ข".repeat(41) }, admin);
    expect(tooLong.status).toBe(400);
    expect(decodeHtml(await tooLong.text())).toContain(`value="${"ข".repeat(41)}"`);
    expect(await storedName(other.uid)).toBe(`ชื่อเดิม ${run}`);

    const ok = await postForm(base, `/admin/students/${other.uid}`, { displayName: `ชื่อใหม่ ${run}` }, admin);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe(`/admin/students/${other.uid}`);
    expect(await storedName(other.uid)).toBe(`ชื่อใหม่ ${run}`);
    expect((await postForm(base, "/admin/students/no-such-student", { displayName: "x" }, admin)).status).toBe(404);
  });
});

describe("every place that names a student", () => {
  beforeAll(async () => {
    await postForm(base, "/profile", fields(`น้องโปรไฟล์ ${run}`), mal.cookie);
    await enrol(mal.uid, "course-math-m4");
    await createQuestion({
      uid: mal.uid,
      studentName: "mal-old",
      studentEmail: mal.email,
      lessonId: "math-01",
      courseId: "course-math-m4",
      lessonTitle: "บทที่ 1",
      courseTitle: "คณิต",
      body: `คำถามของ ${run}`,
    });
  });

  it("/admin/students, the student's page, the question inbox and the course CSV", async () => {
    for (const path of [`/admin/students?q=${encodeURIComponent(run)}`, `/admin/students/${mal.uid}`, "/admin/questions", "/admin/courses/course-math-m4/students.csv"]) {
      const res = await get(path, admin);
      expect(res.status, path).toBe(200);
      expect(decodeHtml(await res.text()), path).toContain(`น้องโปรไฟล์ ${run}`);
    }
  });

  it("a name saved before the rule that draws nothing shows the IdP's name in the tutor's list instead of a blank", async () => {
    const blank = await signedInSession({ name: `ชื่อจาก IdP ${run}`, email: `blank-${run}@test.example.com` });
    await db().collection("users").doc(blank.uid).set({ profile: { displayName: "\u200b\u200b\u200b" } }, { merge: true });
    const html = decodeHtml(await (await get(`/admin/students?q=${encodeURIComponent(`blank-${run}`)}`, admin)).text());
    expect(html).toContain(`ชื่อจาก IdP ${run}`);
  });

  it("the tutor's agenda, for a booking made before the tutor's correction", async () => {
    // The file's own day (harness/test-days.ts), its last open time: the picker's own links and the confirmation's form give the values.
    const day = testDays(import.meta.url).day(7);
    const picker = decodeHtml(await (await get(`/tutoring?type=private-60&day=${day}`, mal.cookie)).text());
    const time = [...picker.matchAll(/[?&](?:amp;)?time=(\d\d(?::|%3A)\d\d)/g)].map((m) => decodeURIComponent(m[1]!)).at(-1)!;
    const confirm = decodeHtml(await (await get(`/tutoring?type=private-60&day=${day}&time=${encodeURIComponent(time)}`, mal.cookie)).text());
    const start = /name="start" value="([^"]+)"/.exec(confirm)![1]!;
    const booked = await postForm(base, "/tutoring", { type: "private-60", start }, mal.cookie);
    expect(booked.status).toBe(303);
    await postForm(base, `/admin/students/${mal.uid}`, { displayName: `แก้โดยครู ${run}` }, admin);
    const agenda = decodeHtml(await (await get("/admin/tutoring", admin)).text());
    expect(agenda).toContain(`แก้โดยครู ${run}`);
    expect(agenda).not.toContain(`น้องโปรไฟล์ ${run}`);
  });
});
