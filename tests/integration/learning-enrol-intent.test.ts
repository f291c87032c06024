/**
 * "Enrol" tapped before signing in survives the sign-in (issue 33), over HTTP
 * against the built server: the visitor's post keeps the intent in a
 * short-lived HttpOnly SameSite=Lax cookie and sends them to /login, which names
 * the course; back on the course page, signed in, the enrolment happens once
 * (the cookie is cleared) and the page says "ลงทะเบียนเรียบร้อยแล้ว". A cookie
 * that is not a valid intent, or one for another course, does nothing; a
 * foreign site's post is refused before any intent is kept. A question sent
 * signed out (a session that ran out) keeps its text the same way: it is back in
 * the ask form after the sign-in (not sent by itself), once.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { AUTH_TEXT } from "~/auth/messages";
import { LEARNING_TEXT } from "~/learning/messages";
import { QUESTION_TEXT } from "~/questions/messages";
import { DEMO_COURSES } from "../../harness/seed-content";
import { signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { postForm } from "../support/forms";

const base = env.baseUrl;
const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const physics = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;
const coursePath = `/course/${math.slug}`;
const NAME = "sign_in_intent";

const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });

/** The `name=value` of a Set-Cookie the answer carries, and the whole header. */
function setCookie(res: Response, name: string): { pair: string; header: string } | null {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header ? { pair: header.split(";")[0]!, header } : null;
}

/** A cookie as the server writes one (compressed JSON, base64url), with any value in it. */
const intentValue = (value: unknown) => `${NAME}=${deflateRawSync(JSON.stringify(value)).toString("base64url")}`;

async function isEnrolled(cookie: string, path = coursePath): Promise<boolean> {
  const res = await get(path, cookie);
  expect(res.status).toBe(200);
  return (await res.text()).includes(LEARNING_TEXT.course.enrolledTitle);
}

describe("enrolling before signing in", () => {
  it("keeps the intent, names the course on /login, enrols once after the sign-in and says so", async () => {
    const tapped = await postForm(base, coursePath, { intent: "enrol" });
    expect(tapped.status).toBe(302);
    expect(tapped.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(coursePath)}`);
    const kept = setCookie(tapped, NAME);
    expect(kept?.header).toMatch(/; Max-Age=900; Path=\/; HttpOnly; SameSite=Lax/);
    const intent = kept!.pair;

    const login = await (await get(tapped.headers.get("location")!, intent)).text();
    expect(login).toContain(AUTH_TEXT.toEnrol(math.title));
    // Another way back, or no intent: the page does not claim an enrolment.
    expect(await (await get("/login?redirectTo=%2Fdashboard", intent)).text()).not.toContain(AUTH_TEXT.toEnrol(math.title));
    expect(await (await get(tapped.headers.get("location")!, "")).text()).not.toContain(AUTH_TEXT.toEnrol(math.title));

    const student = await signedInSession();
    const back = await get(coursePath, `${student.cookie}; ${intent}`);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(coursePath);
    expect(setCookie(back, NAME)?.header).toMatch(/^sign_in_intent=; Max-Age=0;/);
    const notice = setCookie(back, "notice");
    expect(notice).not.toBeNull();

    const landed = await get(coursePath, `${student.cookie}; ${notice!.pair}`);
    const html = await landed.text();
    expect(html).toContain(LEARNING_TEXT.course.enrolledNotice);
    expect(html).toContain(LEARNING_TEXT.course.enrolledTitle);
    // Performed once: the browser no longer sends the cleared cookie, and the page is served as usual.
    expect(await isEnrolled(student.cookie)).toBe(true);
    const again = await get(coursePath, student.cookie);
    expect(await again.text()).not.toContain(LEARNING_TEXT.course.enrolledNotice);
  });

  it("ignores a cookie that is not a valid intent, and one for another course", async () => {
    const student = await signedInSession();
    const bad = [
      `${NAME}=not-json`,
      `${NAME}=${encodeURIComponent(JSON.stringify({ kind: "enrol", slug: math.slug }))}`,
      `${NAME}=${deflateRawSync("x".repeat(100_000)).toString("base64url")}`,
      intentValue({ kind: "leave", slug: math.slug }),
      intentValue({ kind: "enrol" }),
      intentValue({ kind: "enrol", slug: math.slug, redirectTo: "https://evil.example/" }),
      intentValue({ kind: "enrol", slug: `../${math.slug}` }),
      intentValue({ kind: "enrol", slug: "__x__" }),
      intentValue({ kind: "enrol", slug: 42 }),
      intentValue({ kind: "enrol", slug: math.slug.padEnd(1500, "x") }),
      intentValue({ kind: "enrol", slug: physics.slug }),
    ];
    for (const cookie of bad) {
      const res = await get(coursePath, `${student.cookie}; ${cookie}`);
      expect(res.status, cookie.slice(0, 80)).toBe(200);
      expect(setCookie(res, NAME), cookie.slice(0, 80)).toBeNull();
      expect(await res.text()).not.toContain(LEARNING_TEXT.course.enrolledTitle);
    }
    // The intent for the physics course is for its page alone.
    expect(await isEnrolled(student.cookie, `/course/${physics.slug}`)).toBe(false);
  });

  it("is not performed for a visitor still signed out", async () => {
    const res = await get(coursePath, intentValue({ kind: "enrol", slug: math.slug }));
    expect(res.status).toBe(200);
    expect(setCookie(res, NAME)).toBeNull();
  });

  it("refuses a foreign site's post: no intent kept", async () => {
    const res = await fetch(`${base}${coursePath}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: new URLSearchParams({ intent: "enrol" }).toString(),
    });
    expect(res.status).toBe(403);
    expect(setCookie(res, NAME)).toBeNull();
  });
});

describe("a question sent signed out", () => {
  const lesson = "math-01"; // a free preview: any signed-in student may ask
  const lessonPath = `/lesson/${lesson}`;

  it("waits for the sign-in, then is back in the ask form, once, and nothing was sent", async () => {
    const body = `ทำไมเซตว่างเป็นสับเซตของทุกเซต ${randomUUID().slice(0, 8)}`;
    const sent = await postForm(base, lessonPath, { intent: "question-ask", body });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`${lessonPath}#questions`)}`);
    const intent = setCookie(sent, NAME)!.pair;
    expect(await (await get(sent.headers.get("location")!, intent)).text()).toContain(AUTH_TEXT.toAsk);

    const student = await signedInSession();
    const back = await get(lessonPath, `${student.cookie}; ${intent}`);
    expect(back.status).toBe(200);
    expect(setCookie(back, NAME)?.header).toMatch(/^sign_in_intent=; Max-Age=0;/);
    const html = await back.text();
    expect(html).toMatch(new RegExp(`<textarea[^>]*id="question-new"[^>]*>${body}</textarea>`));
    expect(html).not.toContain('class="question card"');
    // Another lesson does not take it.
    const other = await get("/lesson/math-02", `${student.cookie}; ${intent}`);
    expect(setCookie(other, NAME)).toBeNull();
  });

  it("too long to keep: the form again with the text and what to do, no cookie", async () => {
    const body = randomBytes(3000).toString("base64");
    const res = await postForm(base, lessonPath, { intent: "question-ask", body });
    expect(res.status).toBe(401);
    expect(setCookie(res, NAME)).toBeNull();
    const html = await res.text();
    expect(html).toContain(QUESTION_TEXT.errors.signInFirst);
    expect(html).toContain(body);
  });
});
