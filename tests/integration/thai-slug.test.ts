/**
 * A course whose slug is Thai (saved before new slugs had to be ASCII:
 * content/slug.ts), end to end: it is published, an anonymous
 * visitor who enrols is sent to sign in and back, and a student enrols (a form
 * post) and lands on the course page, enrolled. Every `Location` on the way is
 * percent-encoded ASCII (Node refuses anything else in a header: the enrolment
 * used to answer 500 "Cannot convert argument to a ByteString").
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "~/content/course.store.server";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { postForm } from "../support/forms";
import { env } from "../../harness/ports";

const base = env.baseUrl;
const slug = `คอร์สภาษาไทย-${randomUUID().slice(0, 6)}`;
const coursePath = `/course/${encodeURIComponent(slug)}`;
let admin = "";
let courseId = "";

const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });

function expectAsciiLocation(res: Response): string {
  const location = res.headers.get("location") ?? "";
  expect(location).toMatch(/^\/[\x21-\x7e]*$/);
  return location;
}

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  // The admin no longer takes a new Thai slug: the store writes it as an older course has it.
  const created = await courses.create({ title: `คอร์สภาษาไทย ${slug}`, slug, summary: "คอร์สที่มีชื่อในลิงก์เป็นภาษาไทย", description: "", level: "beginner", icon: "📘", order: 98, featured: false, status: "published" });
  courseId = created.id;
  // Published without a lesson yet (confirmed: such a course is not listed) and "coming soon", taking no enrolment: give it one.
  const lesson = await postForm(
    base,
    `/admin/courses/${courseId}/lessons/new`,
    { title: "บทแรกของคอร์สภาษาไทย", notes: "", videoUrl: "", durationMinutes: "10", intent: "publish" },
    admin,
  );
  expect(lesson.status).toBe(302);
});

afterAll(async () => {
  if (!courseId) return;
  const page = await (await get(`/admin/courses/${courseId}/delete`, admin)).text();
  const version = /name="version" value="([^"]+)"/.exec(page)?.[1] ?? "";
  await postForm(base, `/admin/courses/${courseId}/delete`, { version, confirm: "yes" }, admin);
});

describe("a course with a Thai slug", () => {
  it("is served at its encoded path", async () => {
    const res = await fetch(`${base}${coursePath}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`คอร์สภาษาไทย ${slug}`);
  });

  it("keeps its Thai slug when the admin saves it unchanged", async () => {
    const editor = await (await get(`/admin/courses/${courseId}`, admin)).text();
    const version = /name="version" value="([^"]+)"/.exec(editor)![1]!;
    const fields = { title: `คอร์สภาษาไทย ${slug}`, slug, summary: "คอร์สที่มีชื่อในลิงก์เป็นภาษาไทย", description: "", level: "beginner", icon: "📘", order: "98", coverUrl: "", coverAlt: "" };
    const saved = await postForm(base, `/admin/courses/${courseId}`, { ...fields, version, intent: "save" }, admin);
    expect(saved.status).toBe(302);
    expect((await fetch(`${base}${coursePath}`)).status).toBe(200);
  });

  it("sends an anonymous visitor who enrols to sign in, and back to the course", async () => {
    const res = await postForm(base, coursePath, { intent: "enrol" });
    expect(res.status).toBe(302);
    const location = expectAsciiLocation(res);
    expect(new URL(location, base).searchParams.get("redirectTo")).toBe(coursePath);
  });

  it("enrols a student and answers a percent-encoded Location back to the course", async () => {
    const student = await signedInSession();
    const res = await postForm(base, coursePath, { intent: "enrol" }, student.cookie);
    expect(res.status).toBe(302);
    expect(expectAsciiLocation(res)).toBe(coursePath);
    const page = await get(coursePath, student.cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('name="intent" value="enrol"');
    // With a redirectTo in Thai too.
    const back = await postForm(base, coursePath, { intent: "enrol", redirectTo: `/course/${slug}?ส่วน=บทเรียน#lessons` }, student.cookie);
    expect(back.status).toBe(302);
    expect(expectAsciiLocation(back)).toBe(`${coursePath}?${encodeURIComponent("ส่วน")}=${encodeURIComponent("บทเรียน")}#lessons`);
  });
});
