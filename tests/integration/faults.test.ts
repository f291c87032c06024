/**
 * Firebase failing under a running server, for real: this file starts its own
 * Firestore and Auth emulators and its own production server, stops each
 * emulator process while pages are served, and starts it again.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthEmulator, startFirestoreEmulator, type ManagedProcess, type StackOptions } from "../../scripts/lib/stack";
import { DEMO_ARTICLES, DEMO_COURSES } from "../../scripts/seed-content";
import { startAppServer, type AppServer } from "../support/app-server";
import { FORM_ERRORS } from "~/components/admin/messages";
import { DEMO_ACCOUNTS } from "~/lib/demo-accounts";
import { idTokenForUid, sessionLogin, signedInSession } from "../support/auth";
import { env } from "../support/ports";

const run = promisify(execFile);
const stackOpts: StackOptions = {
  projectId: env.projectId,
  firestorePort: 8195,
  authPort: 9295,
  hubPort: 4440,
  loggingPort: 4540,
  workDir: path.resolve(".stack/test/faults"),
};
const hosts = { firestore: `127.0.0.1:${stackOpts.firestorePort}`, auth: `127.0.0.1:${stackOpts.authPort}` };

let firestore: ManagedProcess | undefined;
let auth: ManagedProcess | undefined;
let server: AppServer;

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

const article = DEMO_ARTICLES.find((a) => a.status === "published")!;
const course = DEMO_COURSES.find((c) => c.status === "published")!;
const publicPages = ["/", "/blog", `/blog/${encodeURIComponent(article.slug)}`, `/course/${encodeURIComponent(course.slug)}`];

beforeAll(async () => {
  firestore = await startFirestoreEmulator(stackOpts);
  auth = await startAuthEmulator(stackOpts);
  await seedOwnStack();
  server = await startAppServer({
    port: 3195,
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
    const admin = DEMO_ACCOUNTS.find((a) => a.role === "admin")!;
    const adminLogin = await sessionLogin(await idTokenForUid(admin.uid, hosts.auth), { baseUrl: server.url });
    const adminCookie = `session=${((await adminLogin.json()) as { sessionToken: string }).sessionToken}`;
    for (const page of publicPages) {
      // The first views load the content cache, then the page is stored.
      let res = await timed(page);
      for (let i = 0; i < 5 && res.cache !== "HIT"; i++) res = await timed(page);
      expect([res.status, res.cache], page).toEqual([200, "HIT"]);
    }
    expect((await timed("/dashboard", { Cookie: session.cookie })).status).toBe(200);

    await firestore!.stop();

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
    const save = await fetch(`${server.url}/admin/articles/new`, {
      method: "POST",
      headers: { Cookie: adminCookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "save", title: typedTitle, slug: `down-${Date.now()}`, excerpt: "คำโปรยที่พิมพ์ไว้", body: typedBody, tags: "ทดสอบ" }),
      redirect: "manual",
    });
    const saveHtml = await save.text();
    expect(save.status).toBe(503);
    expect(saveHtml).toContain(FORM_ERRORS.unavailable);
    expect(saveHtml).toContain(typedTitle);
    expect(saveHtml).toContain("ย่อหน้าแรกที่ไม่อยากให้หาย");

    const ready = await timed("/readyz");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body).reason).toMatch(/firestore/);
    expect((await timed("/healthz")).status).toBe(200);

    // The emulator returns (with its data: an in-memory emulator starts empty,
    // so seed it again as a real outage would have kept it).
    firestore = await startFirestoreEmulator(stackOpts);
    await seedOwnStack();
    let readyStatus = 0;
    for (let i = 0; i < 60 && readyStatus !== 200; i++) {
      readyStatus = (await timed("/readyz")).status;
      if (readyStatus !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(readyStatus).toBe(200);
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

describe("with the Auth emulator stopped", () => {
  it("refuses sign-in with 503 JSON, keeps existing cookies, renders pages, and signs in again once Auth returns", async () => {
    const session = await signedInSession({}, { baseUrl: server.url, authHost: hosts.auth });
    const { idTokenFor } = await import("../support/auth");
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
