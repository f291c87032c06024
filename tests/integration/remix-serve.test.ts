/**
 * The second way to start the built app: `npm run start:remix-serve`
 * (`remix-serve build/server/index.js`), without server.ts and its load
 * context, on the shared test emulators. Pages, a sign-in, a signed-in page and
 * form posts work; what it lacks (docs/operations.md) is checked too, so the
 * docs cannot drift from it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { signedInSession } from "../../harness/auth";
import { postForm } from "../support/forms";
import { env, testPort } from "../../harness/ports";

const root = path.resolve(import.meta.dirname, "../..");
const PORT = testPort(3186);
const course = DEMO_COURSES.find((c) => c.id === "course-math-m4" && c.status === "published")!;
const [first] = DEMO_LESSONS.filter((l) => l.courseId === course.id && l.status === "published").sort((a, b) => a.order - b.order);

let server: AppServer | undefined;
beforeAll(async () => {
  // The npm script, as a host would run it.
  const scripts = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const [bin, ...args] = scripts["start:remix-serve"]!.split(" ");
  expect(bin).toBe("remix-serve");
  server = await startAppServer({
    port: PORT,
    args: [path.join(root, "node_modules/@remix-run/serve/dist/cli.js"), ...args],
    readyPath: "/robots.txt",
    env: {
      FIREBASE_PROJECT_ID: env.projectId,
      FIRESTORE_EMULATOR_HOST: env.firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
      ADMIN_EMAILS: "admin@example.com,admin2@example.com",
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe("npm run start:remix-serve", () => {
  it("renders the home page: 200, Thai HTML, the page's CSP", async () => {
    const res = await fetch(`${server!.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    // The CSP comes from the app (entry.server.tsx), so it is there without server.ts.
    expect(res.headers.get("content-security-policy")).toContain("script-src");
    const html = await res.text();
    expect(html).toContain('<html lang="th"');
    expect(html).toContain("ติวกับพี่");
    expect(server!.output()).toContain(`[remix-serve] http://localhost:${PORT}`);
  });

  it("serves the built assets and public files", async () => {
    const html = await (await fetch(`${server!.url}/`)).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(css).toBeDefined();
    const asset = await fetch(`${server!.url}${css!}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    // Every file of build/client, public/'s too, as immutable for a year (server.ts: an hour for public/).
    const favicon = await fetch(`${server!.url}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("signs in without server.ts's load context, and a signed-in page and its form posts work", async () => {
    const { cookie, email } = await signedInSession({ name: "น้องรีมิกซ์เสิร์ฟ" }, { baseUrl: server!.url });
    expect(email).toContain("@");

    const dashboard = await fetch(`${server!.url}/dashboard`, { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("cache-control")).toContain("no-store");
    expect(await dashboard.text()).toContain("น้องรีมิกซ์เสิร์ฟ");

    // A form post (enrol), then "mark done" on its first lesson: the student's own data, written and read back.
    const enrolled = await postForm(server!.url, `/course/${encodeURIComponent(course.slug)}`, { intent: "enrol" }, cookie);
    expect(enrolled.status).toBe(302);
    const done = await postForm(server!.url, `/lesson/${first!.id}`, { intent: "done" }, cookie);
    expect(done.status).toBe(302);
    const lesson = await fetch(`${server!.url}/lesson/${first!.id}`, { headers: { Cookie: cookie } });
    expect(lesson.status).toBe(200);
    expect(await lesson.text()).toContain('name="intent" value="undone"');
  });

  it("guards the admin area as server.ts does", async () => {
    const res = await fetch(`${server!.url}/admin`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirectTo=%2Fadmin");
  });

  it("lacks what only server.ts adds (docs/operations.md lists it)", async () => {
    // No health checks: /healthz is the app's Thai 404 page.
    const health = await fetch(`${server!.url}/healthz`);
    expect(health.status).toBe(404);
    expect(await health.text()).toContain('<html lang="th"');
    // No server-wide headers (server/security-headers.ts) and no CSRF check (server/csrf.ts).
    const home = await fetch(`${server!.url}/`);
    expect(home.headers.get("x-frame-options")).toBeNull();
    const crossSite = await fetch(`${server!.url}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: "https://elsewhere.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(crossSite.status).not.toBe(403);
  });

  it("on SIGTERM closes its socket but does not exit by itself (no graceful stop): the process manager must kill it", async () => {
    await server!.stop(); // SIGTERM, then SIGKILL after 12 s
    expect(server!.exitCode()).toBeNull(); // killed by the signal, not exited
  }, 30_000);
});
