/**
 * Checking one question (POST /lesson/<id>/check, the check island) cannot
 * probe the answer key: a limit per address and per signed-in student (a
 * server of its own with the default of 30 a minute, behind a trusted proxy
 * header so each test is its own client), and an enrolled student's checks
 * counted: each saved attempt records the checks before it, the tutor's
 * statistics show the average, the student's admin page the number per attempt.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Question } from "~/exercises/schema";
import { RATE_LIMIT_MESSAGE } from "~/platform/rate-limit.store.server";
import { STATS_TEXT } from "~/exercises/editor/messages";
import { DEMO_COURSES } from "../../harness/seed-content";
import { demoExercises, rightAnswer, wrongAnswer } from "../../harness/seed-exercises";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { testDb } from "../support/firestore";
import { decodeHtml } from "../support/html";
import { env, testPort } from "../../harness/ports";

const exercises = new Map(demoExercises().map((e) => [e.lessonId, e.exercise]));
const math04 = exercises.get("math-04")!; // a free preview
const phy05 = exercises.get("phy-05")!; // not a free preview
const physics = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;

function checkFields(q: Question, answer: string[]): [string, string][] {
  return [["question", q.id], ...answer.map((v): [string, string] => [`answer.${q.id}`, v])];
}

function check(baseUrl: string, lesson: string, fields: [string, string][], headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/lesson/${lesson}/check`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", Origin: baseUrl, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}


const someAddress = (prefix: string) => `${prefix}.${Math.floor(Math.random() * 200) + 20}`;

describe("the check limit (default 30 a minute)", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({
      port: testPort(3171),
      env: {
        FIREBASE_PROJECT_ID: env.projectId,
        FIRESTORE_EMULATOR_HOST: env.firestoreHost,
        FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
        ADMIN_EMAILS: "admin@example.com",
        TRUST_PROXY: "1",
        // The default (app/platform/env.server.ts); the shared test server lifts it, and this process's env carries that.
        RATE_LIMIT_CHECKS_PER_MINUTE: "30",
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers an address's 31st check in a minute with 429 JSON and the Thai message; another address still checks", async () => {
    const address = someAddress("203.0.113");
    const q = math04.questions[0]!;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await check(server.url, "math-04", checkFields(q, rightAnswer(q)), { "X-Forwarded-For": address })).status);
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));
    const limited = await check(server.url, "math-04", checkFields(q, rightAnswer(q)), { "X-Forwarded-For": address });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // The island shows `check.message` in the question's live region.
    expect(await limited.json()).toEqual({ check: { kind: "error", questionId: null, message: RATE_LIMIT_MESSAGE } });
    expect((await check(server.url, "math-04", checkFields(q, rightAnswer(q)), { "X-Forwarded-For": someAddress("198.51.100") })).status).toBe(200);
  });

  it("counts a signed-in student across addresses: the 31st check is refused from a new address too", async () => {
    const student = await signedInSession({}, { baseUrl: server.url });
    const q = math04.questions[0]!;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await check(server.url, "math-04", checkFields(q, wrongAnswer(q)), { Cookie: student.cookie, "X-Forwarded-For": `192.0.2.${i + 1}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));
    const limited = await check(server.url, "math-04", checkFields(q, wrongAnswer(q)), { Cookie: student.cookie, "X-Forwarded-For": "192.0.2.200" });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { check: { message: string } }).check.message).toBe(RATE_LIMIT_MESSAGE);
  });
});

describe("checks counted before each saved attempt", () => {
  const base = env.baseUrl;
  const lesson = `/lesson/phy-05`;
  const post = (path: string, fields: [string, string][], cookie: string) =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
      body: new URLSearchParams(fields).toString(),
    });
  const attemptIdOf = async (cookie: string) => {
    const html = await (await fetch(`${base}${lesson}`, { headers: { Cookie: cookie } })).text();
    return /name="attemptId" value="([^"]+)"/.exec(html)![1]!;
  };
  const submit = async (cookie: string) => {
    const fields: [string, string][] = [
      ["intent", "exercise"],
      ["attemptId", await attemptIdOf(cookie)],
      ...phy05.questions.flatMap((q) => rightAnswer(q).map((v): [string, string] => [`answer.${q.id}`, v])),
    ];
    expect((await post(lesson, fields, cookie)).status).toBe(200);
  };

  it("records the checks on the attempt, clears the count, and shows the average and each attempt's number to the tutor", async () => {
    const student = await signedInSession();
    expect((await post(`/course/${physics.slug}`, [["intent", "enrol"]], student.cookie)).status).toBe(302);
    const [q1, q2] = phy05.questions as [Question, Question];
    for (const [q, answer] of [[q1, wrongAnswer(q1)], [q1, rightAnswer(q1)], [q2, rightAnswer(q2)]] as const) {
      expect((await check(base, "phy-05", checkFields(q, answer), { Cookie: student.cookie })).status).toBe(200);
    }
    const db = testDb();
    const enrolmentRef = db.collection("enrolments").doc(`${student.uid}__${physics.id}`);
    expect((await enrolmentRef.get()).get("checks")).toEqual({ "phy-05": 3 });
    await submit(student.cookie);
    // A second attempt with no check in between.
    await submit(student.cookie);
    const attempts = (await db.collection("attempts").where("uid", "==", student.uid).get()).docs.map((d) => d.data());
    expect(attempts.map((a) => a.checks).sort()).toEqual([0, 3]);
    expect((await enrolmentRef.get()).get("checks")).toEqual({});

    const admin = await sessionCookieForUid("demo-admin-1");
    // The statistics: the average over the attempts counted with their checks (other tests' attempts included).
    const stats = (await db.collection("exerciseStats").doc("phy-05").get()).data()!;
    expect(stats.checkedAttempts).toBeGreaterThanOrEqual(2);
    expect(stats.checks).toBeGreaterThanOrEqual(3);
    const statsPage = decodeHtml(await (await fetch(`${base}/admin/stats/exercises`, { headers: { Cookie: admin } })).text());
    const section = statsPage.slice(statsPage.indexOf('id="stats-phy-05"'));
    expect(section).toContain(STATS_TEXT.checks(stats.checks / stats.checkedAttempts, stats.checkedAttempts));
    // The student's page: each attempt with its number.
    const studentPage = decodeHtml(await (await fetch(`${base}/admin/students/${student.uid}`, { headers: { Cookie: admin } })).text());
    const rows = [...studentPage.matchAll(/<tr data-attempt="[^"]+">([\s\S]*?)<\/tr>/g)].map((m) => m[1]!);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => /<td>(\d+)<\/td>\s*$/.exec(r)?.[1])).toEqual(["0", "3"]);
  });
});
