/**
 * Firebase failing under a running server, for real: this file starts its own
 * Firestore and Auth emulators and its own production server, stops each
 * emulator process while pages are served, and starts it again for the cases
 * that check the recovery or need data (`firestoreUp`).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthEmulator, startFirestoreEmulator, type ManagedProcess, type StackOptions } from "../../harness/stack";
import { DEMO_ARTICLES, DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { FORM_ERRORS } from "~/admin-kit/messages";
import { EXERCISE_TEXT } from "~/exercises/messages";
import { QUESTION_TEXT } from "~/questions/messages";
import { DEMO_ACCOUNTS } from "~/platform/demo-accounts";
import { idTokenForUid, sessionLogin, signedInSession } from "../../harness/auth";
import { env, testPort } from "../../harness/ports";
import { postForm } from "../support/forms";

const run = promisify(execFile);
const stackOpts: StackOptions = {
  projectId: env.projectId,
  firestorePort: testPort(8195),
  authPort: testPort(9295),
  hubPort: testPort(4440),
  loggingPort: testPort(4540),
  workDir: path.resolve(".stack/test/faults"),
};
const hosts = { firestore: `127.0.0.1:${stackOpts.firestorePort}`, auth: `127.0.0.1:${stackOpts.authPort}` };

let firestore: ManagedProcess | undefined;
let auth: ManagedProcess | undefined;
let server: AppServer;
/** Left stopped by a case that does not check the recovery: the next case that needs data starts it. */
let firestoreDown = false;

async function stopFirestore() {
  await firestore!.stop();
  firestoreDown = true;
}

async function firestoreUp() {
  if (firestoreDown) await restartFirestore();
}

async function seedOwnStack() {
  // In a child process: the seed sets the emulator variables in its process.
  await run("node_modules/.bin/tsx", ["scripts/seed.ts"], {
    env: { ...process.env, FIREBASE_PROJECT_ID: env.projectId, FIRESTORE_EMULATOR_HOST: hosts.firestore, FIREBASE_AUTH_EMULATOR_HOST: hosts.auth },
  });
}

const timed = async (path: string, headers: Record<string, string> = {}) => {
  const started = Date.now();
  const res = await fetch(`${server.url}${path}`, { headers, redirect: "manual" });
  const body = await res.text();
  return { status: res.status, body, ms: Date.now() - started, cache: res.headers.get("x-cache"), setCookie: res.headers.get("set-cookie") };
};

/** A form post to this file's server (support/forms.ts), with its answer read. */
async function post(path: string, cookie: string, fields: Record<string, string>) {
  const res = await postForm(server.url, path, fields, cookie);
  return { status: res.status, body: await res.text() };
}

async function adminSession(): Promise<string> {
  const admin = DEMO_ACCOUNTS.find((a) => a.role === "admin")!;
  const login = await sessionLogin(await idTokenForUid(admin.uid, hosts.auth), { baseUrl: server.url });
  return `session=${((await login.json()) as { sessionToken: string }).sessionToken}`;
}

/** Text as React writes it into HTML (attribute values and element text alike). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/** The page as rendered, without its scripts (the hydration data repeats the action's values). */
function rendered(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "");
}

/** The hidden version field of an edit page. */
function versionIn(html: string): string {
  const m = /name="version" value="([^"]+)"/.exec(html);
  if (!m) throw new Error("no version field");
  return m[1]!;
}

/**
 * The emulator returns (with its data: an in-memory emulator starts empty, so
 * seed it again as a real outage would have kept it) and the server sees it.
 */
async function restartFirestore() {
  firestore = await startFirestoreEmulator(stackOpts);
  firestoreDown = false;
  await seedOwnStack();
  let readyStatus = 0;
  for (let i = 0; i < 60 && readyStatus !== 200; i++) {
    readyStatus = (await timed("/readyz")).status;
    if (readyStatus !== 200) await new Promise((r) => setTimeout(r, 500));
  }
  expect(readyStatus).toBe(200);
}

const article = DEMO_ARTICLES.find((a) => a.status === "published")!;
const course = DEMO_COURSES.find((c) => c.status === "published")!;
const publicPages = ["/", "/blog", `/blog/${encodeURIComponent(article.slug)}`, `/course/${encodeURIComponent(course.slug)}`];

beforeAll(async () => {
  firestore = await startFirestoreEmulator(stackOpts);
  auth = await startAuthEmulator(stackOpts);
  await seedOwnStack();
  server = await startAppServer({
    port: testPort(3195),
    env: {
      FIREBASE_PROJECT_ID: env.projectId,
      FIRESTORE_EMULATOR_HOST: hosts.firestore,
      FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
      ADMIN_EMAILS: "admin@example.com,admin2@example.com",
    },
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await Promise.all([firestore?.stop(), auth?.stop()]);
});

describe("with the Firestore emulator stopped", () => {
  it("keeps anonymous pages answering, gives signed-in pages a Thai answer, reports 503 on /readyz, and recovers without a restart", async () => {
    const session = await signedInSession({ name: "น้องทนทาน" }, { baseUrl: server.url, authHost: hosts.auth });
    const adminCookie = await adminSession();
    for (const page of publicPages) {
      // The first views load the content cache, then the page is stored (compressed
      // on the thread pool first, so it may take a moment to show as a hit).
      let res = await timed(page);
      for (let i = 0; i < 40 && res.cache !== "HIT"; i++) {
        await new Promise((r) => setTimeout(r, 100));
        res = await timed(page);
      }
      expect([res.status, res.cache], page).toEqual([200, "HIT"]);
    }
    expect((await timed("/dashboard", { Cookie: session.cookie })).status).toBe(200);

    await stopFirestore();

    for (const page of publicPages) {
      const res = await timed(page);
      expect(res.status, page).toBe(200);
      expect(res.body).toContain('<html lang="th"');
    }
    // A page not in the HTML cache: rendered from the in-process content cache, or a Thai 503.
    const uncached = await timed(`/blog?q=${encodeURIComponent("สอบ")}`);
    expect([200, 503]).toContain(uncached.status);
    if (uncached.status === 503) expect(uncached.body).toMatch(/ขัดข้อง|ไม่พร้อม/);

    const signedIn = await timed("/dashboard", { Cookie: session.cookie });
    expect([200, 503]).toContain(signedIn.status);
    expect(signedIn.body).toMatch(/[\u0E00-\u0E7F]/); // Thai, not a stack trace
    expect(signedIn.body).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
    expect(signedIn.ms).toBeLessThan(15_000);

    // An admin saving a form while Firestore is down: a Thai error, and the
    // form comes back with everything typed.
    const typedTitle = `บทความที่พิมพ์ระหว่างระบบล่ม ${Date.now()}`;
    const typedBody = "ย่อหน้าแรกที่ไม่อยากให้หาย\n\nย่อหน้าที่สอง";
    const save = await post("/admin/articles/new", adminCookie, {
      intent: "save",
      title: typedTitle,
      slug: `down-${Date.now()}`,
      excerpt: "คำโปรยที่พิมพ์ไว้",
      body: typedBody,
      tags: "ทดสอบ",
    });
    expect(save.status).toBe(503);
    expect(save.body).toContain(FORM_ERRORS.unavailable);
    expect(save.body).toContain(typedTitle);
    expect(save.body).toContain("ย่อหน้าแรกที่ไม่อยากให้หาย");

    const ready = await timed("/readyz");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body).reason).toMatch(/firestore/);
    expect((await timed("/healthz")).status).toBe(200);

    await restartFirestore();
    let coursePage = await timed(publicPages[3]!);
    for (let i = 0; i < 20 && coursePage.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 500));
      coursePage = await timed(publicPages[3]!);
    }
    expect(coursePage.status).toBe(200);
    const again = await timed("/dashboard", { Cookie: session.cookie });
    expect(again.status).toBe(200);
    expect(again.body).toContain(session.email);
  }, 240_000);
});

describe("with the Firestore emulator stopped, the admin editors", () => {
  it("give an edit-form save the form back with a Thai error and the typed text (503), and an edit page a Thai 503", async () => {
    const adminCookie = await adminSession();
    const lesson = DEMO_LESSONS.find((l) => l.courseId === course.id)!;
    const edit = {
      article: `/admin/articles/${article.id}`,
      lesson: `/admin/lessons/${lesson.id}`,
      course: `/admin/courses/${course.id}`,
    };
    // The versions the edit pages carry while Firestore is up.
    const versions: Record<string, string> = {};
    for (const [kind, path] of Object.entries(edit)) {
      const page = await timed(path, { Cookie: adminCookie });
      expect(page.status, path).toBe(200);
      versions[kind] = versionIn(page.body);
    }
    const stamp = Date.now();
    // Quotes and an ampersand: the page must show them as React escapes them.
    const typed = {
      article: { title: `บทความ "แก้ระหว่างระบบล่ม" & ต่อ ${stamp}`, body: "ย่อหน้าที่แก้ไว้ไม่อยากให้หาย <ข้อความ>" },
      lesson: { title: `บทเรียนที่แก้ระหว่างระบบล่ม ${stamp}`, body: "โน้ตบทเรียนที่พิมพ์ไว้ & ไม่อยากให้หาย" },
      course: { title: `คอร์สที่แก้ระหว่างระบบล่ม ${stamp}`, body: "รายละเอียดคอร์สที่พิมพ์ไว้ 'ครบ' ทุกคำ" },
      newLesson: { title: `บทเรียนใหม่ระหว่างระบบล่ม ${stamp}`, body: "เนื้อหาบทเรียนใหม่ที่พิมพ์ไว้" },
    };

    await stopFirestore();
    const logFrom = server.output().length;
    try {
      // Side by side: each waits for Firestore until its time limit.
      const [articleSave, lessonSave, courseSave, newLessonSave, move, ...pages] = await Promise.all([
        post(edit.article, adminCookie, {
          intent: "save",
          version: versions.article!,
          title: typed.article.title,
          slug: article.slug,
          excerpt: article.excerpt,
          body: typed.article.body,
          tags: article.tags.join(", "),
          coverUrl: "",
          coverAlt: "",
        }),
        post(edit.lesson, adminCookie, {
          intent: "save",
          version: versions.lesson!,
          title: typed.lesson.title,
          notes: typed.lesson.body,
          videoUrl: lesson.videoUrl ?? "",
          durationMinutes: String(lesson.durationMinutes),
          freePreview: lesson.freePreview ? "on" : "",
        }),
        post(edit.course, adminCookie, {
          intent: "publish",
          version: versions.course!,
          title: typed.course.title,
          slug: course.slug,
          summary: course.summary,
          description: typed.course.body,
          level: course.level,
          icon: course.icon ?? "📘",
          coverUrl: "",
          coverAlt: "",
          order: String(course.order),
          featured: course.featured ? "on" : "",
        }),
        post(`${edit.course}/lessons/new`, adminCookie, {
          intent: "save",
          title: typed.newLesson.title,
          notes: typed.newLesson.body,
          videoUrl: "",
          durationMinutes: "12",
        }),
        post(edit.course, adminCookie, { intent: "move", lessonId: lesson.id, direction: "down" }),
        ...Object.values(edit).map((path) => timed(path, { Cookie: adminCookie })),
      ]);

      for (const [name, save, text] of [
        ["article", articleSave, typed.article],
        ["lesson", lessonSave, typed.lesson],
        ["course", courseSave, typed.course],
        ["new lesson", newLessonSave, typed.newLesson],
      ] as const) {
        const html = rendered(save.body);
        expect(save.status, name).toBe(503);
        expect(html, name).toContain(FORM_ERRORS.unavailable);
        expect(html, name).toContain(escapeHtml(text.title));
        expect(html, name).toContain(escapeHtml(text.body));
        expect(html, name).toContain('name="intent"');
        expect(html, name).not.toContain(FORM_ERRORS.loadUnavailable);
      }
      // The edit forms keep the version they were based on: saving again once Firestore is back works.
      expect(versionIn(articleSave.body)).toBe(versions.article);
      expect(versionIn(lessonSave.body)).toBe(versions.lesson);
      expect(versionIn(courseSave.body)).toBe(versions.course);

      expect(move.status).toBe(503);
      expect(rendered(move.body)).toContain(FORM_ERRORS.moveUnavailable);

      // A failed post does not wait for Firestore a second time: the page's
      // loader, run next in the same request, skips its read. Only the plain
      // page views (one each) and the new lesson's course read tried.
      const log = server.output().slice(logFrom);
      const tries = (label: string) => log.split(`admin ${label}: Firestore unavailable`).length - 1;
      expect(tries("article read")).toBe(1);
      expect(tries("lesson read")).toBe(1);
      expect(tries("course read")).toBe(2);
      // The admin write limit let the five posts through (Firestore unreachable: counted in
      // memory only), saying so in one line each, without the client's address.
      const limitLines = log.split("\n").filter((l) => l.startsWith("rate limit adminWrite: Firestore unreachable"));
      expect(limitLines).toHaveLength(5);
      for (const line of limitLines) expect(line).not.toMatch(/127\.0\.0\.1|::1|session=/);

      // An edit page on its own: a Thai 503 in the admin frame, no form to save.
      for (const page of pages) {
        expect(page.status).toBe(503);
        expect(rendered(page.body)).toContain(FORM_ERRORS.loadUnavailable);
        expect(rendered(page.body)).toContain("ระบบไม่พร้อมให้บริการชั่วคราว");
        expect(page.body).not.toContain('name="intent"');
        expect(page.ms).toBeLessThan(15_000);
      }
    } finally {
      await restartFirestore();
    }

    // Back up: the edit pages answer again.
    for (const path of Object.values(edit)) {
      let page = await timed(path, { Cookie: adminCookie });
      for (let i = 0; i < 20 && page.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 500));
        page = await timed(path, { Cookie: adminCookie });
      }
      expect(page.status, path).toBe(200);
    }
  }, 240_000);
});

describe("with the Auth emulator stopped", () => {
  it("refuses sign-in with 503 JSON, keeps existing cookies, renders pages, and signs in again once Auth returns", async () => {
    await firestoreUp();
    const session = await signedInSession({}, { baseUrl: server.url, authHost: hosts.auth });
    const { idTokenFor } = await import("../../harness/auth");
    const fresh = await idTokenFor({}, hosts.auth);

    await auth!.stop();

    const login = await fetch(`${server.url}/api/auth/sessionLogin`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ idToken: fresh.idToken }),
    });
    expect(login.status).toBe(503);
    expect(await login.json()).toEqual({ error: "authentication service unavailable" });

    // Existing session: Auth cannot confirm it, so the page renders anonymous,
    // without clearing the cookie (it comes back when Auth does).
    const page = await timed("/blog", { Cookie: session.cookie });
    expect(page.status).toBe(200);
    expect(page.setCookie).toBeNull();
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { Cookie: session.cookie } });
    expect(me.status).toBe(503);

    auth = await startAuthEmulator(stackOpts);
    await seedOwnStack();
    const again = await signedInSession({}, { baseUrl: server.url, authHost: hosts.auth });
    expect((await timed("/dashboard", { Cookie: again.cookie })).body).toContain(again.email);
  }, 180_000);
});

describe("with the Firestore emulator stopped, a student's forms", () => {
  // One outage for both, left as it is: the file's last case, so no restart and reseed after it.
  it("an exercise submit and a question to the tutor answer a Thai 503 with what was typed kept", async () => {
    await firestoreUp();
    const physics = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;
    const student = await signedInSession({ name: "น้องฝึกหัด" }, { baseUrl: server.url, authHost: hosts.auth });
    expect((await post(`/course/${physics.slug}`, student.cookie, { intent: "enrol" })).status).toBe(302);
    const page = await timed("/lesson/phy-05", { Cookie: student.cookie });
    expect(page.status).toBe(200);
    const attemptId = /name="attemptId" value="([^"]+)"/.exec(page.body)![1]!;
    const typedAnswer = "12.5 เมตร/วินาที";
    const answers = {
      intent: "exercise",
      attemptId,
      "answer.p5-q1": typedAnswer,
      "answer.p5-q2": "25",
      "answer.p5-q3": "20",
      "answer.p5-q4": "h6j1",
      "answer.p5-q5": "b5r2",
      "answer.p5-q6": "คำตอบที่พิมพ์เอง",
    };
    const asker = await signedInSession({ name: "น้องขี้สงสัย" }, { baseUrl: server.url, authHost: hosts.auth });
    expect((await timed("/lesson/math-01", { Cookie: asker.cookie })).status).toBe(200);
    const typedQuestion = "ถ้า $a > b$ แล้ว $a^2 > b^2$ เสมอไหมคะ";

    await stopFirestore();
    // Side by side: each waits for Firestore until its time limit.
    const [exercise, question] = await Promise.all([
      post("/lesson/phy-05", student.cookie, answers),
      post("/lesson/math-01", asker.cookie, { intent: "question-ask", body: typedQuestion }),
    ]);
    expect(exercise.status).toBe(503);
    expect(rendered(exercise.body)).toContain(escapeHtml(typedAnswer));
    expect(rendered(exercise.body)).toContain(escapeHtml(EXERCISE_TEXT.unavailable));
    expect(question.status).toBe(503);
    expect(rendered(question.body)).toContain(escapeHtml(typedQuestion));
    expect(rendered(question.body)).toContain(escapeHtml(QUESTION_TEXT.errors.unavailable));
  }, 120_000);
});
