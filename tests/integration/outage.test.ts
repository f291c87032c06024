/**
 * A Firestore outage under load, for real: this file starts its own Firestore
 * emulator and production server, and during 35 s of mixed load (visitors',
 * students' pages, exercise submits) freezes the emulator (SIGSTOP on its
 * process group) for 15 s (longer than its 10 s time-out), then lets it run again (SIGCONT). A frozen Firestore
 * is the hard case: connections open but nothing answers. (Killing the
 * emulator instead would drop its in-memory data, which a real outage keeps;
 * faults.test.ts covers a stopped emulator.) Shown: every answer is a page, a
 * redirect or the Thai 503 (never a 500), none later than the 10 s time-out
 * (plus slack), the server recovers by itself, and every submit that was
 * acknowledged is in Firestore afterwards.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFirestoreEmulator, type ManagedProcess, type StackOptions } from "../../harness/stack";
import { DEMO_COURSES } from "../../harness/seed-content";
import { demoExercises, rightAnswer } from "../../harness/seed-exercises";
import { attemptDocId } from "~/exercises/summary";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { signedInSession } from "../../harness/auth";
import { env, testPort } from "../../harness/ports";

const run = promisify(execFile);
const stackOpts: StackOptions = {
  projectId: env.projectId,
  firestorePort: testPort(8196),
  authPort: testPort(9296),
  hubPort: testPort(4450),
  loggingPort: testPort(4550),
  workDir: path.resolve(".stack/test/outage"),
};
const firestoreHost = `127.0.0.1:${stackOpts.firestorePort}`;

const LOAD_MS = 35_000;
const FREEZE_AT_MS = 5_000;
/** Longer than the app's 10 s Firestore time-out: requests meet it, not just a delay. */
const FREEZE_MS = 15_000;
/** The app's Firestore time-out is 10 s; an answer later than this is a hang. */
const HANG_MS = 12_000;
const physics = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;
const lessonId = "phy-05";
const exercise = demoExercises().find((e) => e.lessonId === lessonId)!.exercise;
const PUBLIC_PATHS = ["/", "/blog", `/course/${encodeURIComponent(physics.slug)}`, "/lesson/math-04", "/search?q=เซต"];

let firestore: ManagedProcess | undefined;
let server: AppServer | undefined;
let frozen = false;

const signal = (sig: NodeJS.Signals) => {
  try {
    process.kill(-firestore!.pid, sig);
  } catch {
    // gone
  }
};

beforeAll(async () => {
  firestore = await startFirestoreEmulator(stackOpts);
  // The seed in a child process: it sets the emulator variables in its process.
  await run("node_modules/.bin/tsx", ["scripts/seed.ts"], {
    env: { ...process.env, FIREBASE_PROJECT_ID: env.projectId, FIRESTORE_EMULATOR_HOST: firestoreHost, FIREBASE_AUTH_EMULATOR_HOST: env.authHost },
  });
  server = await startAppServer({
    port: testPort(3177),
    env: { FIREBASE_PROJECT_ID: env.projectId, FIRESTORE_EMULATOR_HOST: firestoreHost, FIREBASE_AUTH_EMULATOR_HOST: env.authHost, ACCESS_LOG: "0" },
  });
}, 180_000);

afterAll(async () => {
  if (frozen) signal("SIGCONT");
  await server?.stop();
  await firestore?.stop();
});

interface Answer {
  what: string;
  status: number | "hang" | "error";
  thai503: boolean;
}

describe("a Firestore outage under load", () => {
  it("answers pages or the Thai 503 (never a 500, never a hang), recovers by itself, and loses nothing acknowledged", async () => {
    const base = server!.url;
    const students = await Promise.all(Array.from({ length: 4 }, (_, i) => signedInSession({ name: `น้องช่วงล่ม${i}` }, { baseUrl: base })));
    for (const s of students) {
      const res = await fetch(`${base}/course/${encodeURIComponent(physics.slug)}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: s.cookie },
        body: "intent=enrol",
      });
      expect(res.status).toBe(302);
    }

    const answers: Answer[] = [];
    const acknowledged: Array<{ uid: string; attemptId: string }> = [];
    const ask = async (what: string, init: RequestInit & { cookie?: string } = {}): Promise<{ status: number; body: string } | null> => {
      try {
        const res = await fetch(`${base}${what}`, {
          ...init,
          redirect: "manual",
          headers: { ...(init.headers as Record<string, string>), ...(init.cookie ? { Cookie: init.cookie } : {}) },
          signal: AbortSignal.timeout(HANG_MS),
        });
        const body = await res.text();
        answers.push({ what, status: res.status, thai503: res.status === 503 && /[\u0E00-\u0E7F]/.test(body) });
        return { status: res.status, body };
      } catch (error) {
        answers.push({ what, status: (error as Error).name === "TimeoutError" ? "hang" : "error", thai503: false });
        return null;
      }
    };

    const started = Date.now();
    const outage = (async () => {
      await new Promise((r) => setTimeout(r, FREEZE_AT_MS));
      signal("SIGSTOP");
      frozen = true;
      await new Promise((r) => setTimeout(r, FREEZE_MS));
      signal("SIGCONT");
      frozen = false;
    })();
    const worker = async (i: number) => {
      const me = students[i]!;
      for (let n = 0; Date.now() - started < LOAD_MS; n++) {
        if (n % 3 === 0) await ask(PUBLIC_PATHS[(n + i) % PUBLIC_PATHS.length]!);
        else if (n % 3 === 1) await ask("/dashboard", { cookie: me.cookie });
        else {
          const page = await ask(`/lesson/${lessonId}`, { cookie: me.cookie });
          const attemptId = page?.status === 200 ? /name="attemptId" value="([^"]+)"/.exec(page.body)?.[1] : undefined;
          if (!attemptId) continue;
          const fields = [["intent", "exercise"], ["attemptId", attemptId], ...exercise.questions.flatMap((q) => rightAnswer(q).map((v) => [`answer.${q.id}`, v]))];
          const res = await ask(`/lesson/${lessonId}`, {
            method: "POST",
            cookie: me.cookie,
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
            body: new URLSearchParams(fields).toString(),
          });
          if (res?.status === 200) acknowledged.push({ uid: me.uid, attemptId });
        }
      }
    };
    await Promise.all([outage, ...students.map((_, i) => worker(i))]);

    // It recovers by itself: ready again, and every kind of page answers.
    let ready = 0;
    for (let i = 0; i < 60 && ready !== 200; i++) {
      ready = (await fetch(`${base}/readyz`)).status;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(ready).toBe(200);
    expect((await ask("/dashboard", { cookie: students[0]!.cookie }))?.status).toBe(200);
    expect((await ask(`/lesson/${lessonId}`, { cookie: students[0]!.cookie }))?.status).toBe(200);

    const count = (f: (a: Answer) => boolean) => answers.filter(f).length;
    const unavailable = count((a) => a.status === 503);
    console.log(
      `outage: ${answers.length} requests, ${count((a) => a.status === 200 || a.status === 302)} answered, ${unavailable} Thai 503, ${count((a) => typeof a.status === "number" && a.status >= 500 && a.status !== 503)} 5xx other, ${count((a) => a.status === "hang")} hung, ${count((a) => a.status === "error")} errors; ${acknowledged.length} submits acknowledged`,
    );
    const bad = answers.filter((a) => !(a.status === 200 || a.status === 302 || (a.status === 503 && a.thai503)));
    expect(bad).toEqual([]);
    // The outage was felt: some requests met the frozen Firestore.
    expect(unavailable).toBeGreaterThan(0);

    // Nothing acknowledged is lost. (Read through this emulator's REST API: a
    // firebase-admin client here would follow FIRESTORE_EMULATOR_HOST, the test stack's emulator.)
    for (const { uid, attemptId } of acknowledged) {
      const url = `http://${firestoreHost}/v1/projects/${env.projectId}/databases/(default)/documents/attempts/${encodeURIComponent(attemptDocId(uid, lessonId, attemptId))}`;
      const res = await fetch(url, { headers: { Authorization: "Bearer owner" } });
      expect(res.status, attemptId).toBe(200);
    }
  }, 150_000);
});
