/**
 * The per-process copies of a student's own data (student-cache.server.ts:
 * enrolments, questions, the mail setting, the dashboard's tutoring card) with
 * two server instances on the same Firestore: what the student just did shows
 * on the next page whichever instance serves it, and a warm signed-in page
 * reads nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";
import { demoExercises, rightAnswer, wrongAnswer } from "../../harness/seed-exercises";
import { EXERCISE_TEXT } from "~/exercises/messages";
import { toOffsetIso, now as clockNow } from "~/kernel/clock";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { sessionForUid, signedInSession } from "../../harness/auth";
import { testDb } from "../support/firestore";
import { env, testPort } from "../../harness/ports";
import { postForm } from "../support/forms";
import { testDays } from "../../harness/test-days";

const course = DEMO_COURSES.find((c) => c.id === "course-math-m4" && c.status === "published")!;
const [first, second] = DEMO_LESSONS.filter((l) => l.courseId === course.id && l.status === "published").sort((a, b) => a.order - b.order);

let a: AppServer;
let b: AppServer;
beforeAll(async () => {
  const common = {
    FIREBASE_PROJECT_ID: env.projectId,
    FIRESTORE_EMULATOR_HOST: env.firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
    ADMIN_EMAILS: "admin@example.com",
    // The data layer's own count of Firestore reads at /__bench/reads.
    BENCH_READS: "1",
  };
  [a, b] = await Promise.all([startAppServer({ port: testPort(3173), env: common }), startAppServer({ port: testPort(3178), env: common })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

/** The `progress_at` cookie a write answered with ("progress_at=<ms>"). */
function progressCookie(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith("progress_at="));
  expect(header, "the write answers with the progress_at cookie").toBeDefined();
  expect(header).toMatch(/^progress_at=\d{13}; Max-Age=31; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  return header!.split(";")[0]!;
}

const post = (server: AppServer, path: string, cookie: string, fields: Record<string, string>) => postForm(server.url, path, fields, cookie);
const page = async (server: AppServer, path: string, cookie: string) => {
  const res = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return res.text();
};
const markedDone = (html: string) => html.includes('name="intent" value="undone"');

describe("a student's progress on two instances", () => {
  it("shows a lesson done on one instance as done on the other at once (the progress_at cookie), though the other had read it before", async () => {
    const { cookie: session } = await signedInSession({ name: "น้องสองเครื่อง" }, { baseUrl: a.url });
    const enrolled = await post(a, `/course/${encodeURIComponent(course.slug)}`, session, { intent: "enrol" });
    expect(enrolled.status).toBe(302);
    let cookie = `${session}; ${progressCookie(enrolled)}`;

    // Instance B reads (and keeps) the enrolment: nothing done yet.
    expect(markedDone(await page(b, `/lesson/${first!.id}`, cookie))).toBe(false);
    expect(await page(b, "/dashboard", cookie)).toContain(`href="/lesson/${first!.id}"`); // "continue" points at lesson 1

    // Done on instance A...
    const done = await post(a, `/lesson/${first!.id}`, cookie, { intent: "done" });
    expect(done.status).toBe(302);
    cookie = `${session}; ${progressCookie(done)}`;

    // ...shows on instance B with the cookie the write answered with.
    expect(markedDone(await page(b, `/lesson/${first!.id}`, cookie))).toBe(true);
    const dashboard = await page(b, "/dashboard", cookie);
    expect(dashboard).toContain(`href="/lesson/${second!.id}"`); // "continue" moved on to lesson 2

    // And back: not done on B, then A (which had read it) shows that at once too.
    expect(markedDone(await page(a, `/lesson/${first!.id}`, cookie))).toBe(true);
    const undone = await post(b, `/lesson/${first!.id}`, cookie, { intent: "undone" });
    cookie = `${session}; ${progressCookie(undone)}`;
    expect(markedDone(await page(a, `/lesson/${first!.id}`, cookie))).toBe(false);
  });

  it("ignores a progress_at cookie that this site cannot have written", async () => {
    const { cookie: session } = await signedInSession({ name: "น้องคุกกี้แปลก" }, { baseUrl: a.url });
    for (const value of ["abc", "1", "99999999999999999", String(clockNow() + 3_600_000), "%00"]) {
      const res = await fetch(`${a.url}/dashboard`, { headers: { Cookie: `${session}; progress_at=${value}` } });
      expect(res.status).toBe(200);
    }
  });
});

/** The Firestore reads this instance has made so far (its data layer's own count). */
async function readsOf(server: AppServer): Promise<number> {
  const res = await fetch(`${server.url}/__bench/reads`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { reads: number }).reads;
}

describe("a student's questions and setting on two instances", () => {
  it("reads nothing for a warm signed-in dashboard or lesson view", async () => {
    const { cookie: session } = await signedInSession({ name: "น้องอ่านศูนย์" }, { baseUrl: a.url });
    const enrolled = await post(a, `/course/${encodeURIComponent(course.slug)}`, session, { intent: "enrol" });
    const cookie = `${session}; ${progressCookie(enrolled)}`;
    await page(a, "/dashboard", cookie);
    await page(a, `/lesson/${first!.id}`, cookie);
    // The progress_at cookie asks for fresh copies until the write is older than the clock skew.
    await new Promise((r) => setTimeout(r, 1_100));
    await page(a, "/dashboard", cookie);
    await page(a, `/lesson/${first!.id}`, cookie);
    const before = await readsOf(a);
    for (let i = 0; i < 3; i++) {
      expect(await page(a, "/dashboard", cookie)).toContain("น้องอ่านศูนย์");
      await page(a, `/lesson/${first!.id}`, cookie);
    }
    expect(await readsOf(a)).toBe(before);
  });

  it("reads the enrolment once for an exercise submit: the result page takes it as the save left it", async () => {
    // phy-05: not a free preview, a "required" exercise (its first pass marks the lesson done).
    const physics = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;
    const { lessonId, exercise } = demoExercises().find((e) => e.lessonId === "phy-05")!;
    const { cookie: session } = await signedInSession({ name: "น้องส่งครั้งเดียว" }, { baseUrl: a.url });
    const enrolled = await post(a, `/course/${encodeURIComponent(physics.slug)}`, session, { intent: "enrol" });
    const cookie = `${session}; ${progressCookie(enrolled)}`;
    await page(a, `/lesson/${lessonId}`, cookie);
    // Once the enrolment is older than the clock skew, the view keeps its copies (the exercise's too).
    await new Promise((r) => setTimeout(r, 1_100));
    const submit = async (pick: typeof rightAnswer) => {
      const form = await page(a, `/lesson/${lessonId}`, cookie);
      const attemptId = /name="attemptId" value="([^"]+)"/.exec(form)?.[1];
      expect(attemptId, "the form's attempt id").toBeDefined();
      const fields = new URLSearchParams([["intent", "exercise"], ["attemptId", attemptId!]]);
      for (const q of exercise.questions) for (const v of pick(q)) fields.append(`answer.${q.id}`, v);
      const before = await readsOf(a);
      const res = await fetch(`${a.url}/lesson/${lessonId}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: a.url, Cookie: cookie },
        body: fields.toString(),
      });
      return { res, reads: () => readsOf(a).then((n) => n - before) };
    };
    // A first attempt (the process's first of this lesson also reads the lesson's statistics once).
    const first = await submit(wrongAnswer);
    expect(first.res.status).toBe(200);
    await first.res.text();

    const { res, reads } = await submit(rightAnswer);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(await reads(), "the save's one read of the enrolment, nothing more").toBe(1);
    expect(html).toContain(EXERCISE_TEXT.resultTitle);
    // The page shows the enrolment as the save left it: the first pass marked the lesson done.
    expect(markedDone(html)).toBe(true);
  });

  it("shows a question asked on one instance on the other at once, and the mail setting changed there", async () => {
    const { cookie: session } = await signedInSession({ name: "น้องถามสองเครื่อง" }, { baseUrl: a.url });
    const enrolled = await post(a, `/course/${encodeURIComponent(course.slug)}`, session, { intent: "enrol" });
    let cookie = `${session}; ${progressCookie(enrolled)}`;
    const body = `คำถามสองเครื่อง ${clockNow()}`;

    // Instance B reads (and keeps) the student's questions: none yet.
    expect(await page(b, `/lesson/${first!.id}`, cookie)).not.toContain(body);
    expect(await page(b, "/dashboard", cookie)).not.toContain(body);

    const asked = await post(a, `/lesson/${first!.id}`, cookie, { intent: "question-ask", body });
    expect(asked.status).toBe(303);
    cookie = `${session}; ${progressCookie(asked)}`;
    expect(await page(b, `/lesson/${first!.id}`, cookie)).toContain(body);
    expect(await page(b, "/dashboard", cookie)).toContain(body);

    // The e-mail setting: off on A, shown off on B at once.
    const on = await page(b, "/dashboard", cookie);
    expect(on).toContain('name="value" value="off"');
    const off = await post(a, "/dashboard", cookie, { intent: "email-on-answer", value: "off" });
    expect(off.status).toBe(303);
    cookie = `${session}; ${progressCookie(off)}`;
    expect(await page(b, "/dashboard", cookie)).toContain('name="value" value="on"');
  });
});

describe("the dashboard's tutoring card on two instances", () => {
  const NO_SESSION = "ยังไม่มีนัดเรียน";
  /** A start on the file's own Bangkok day (harness/test-days.ts). */
  const startAt = (hhmm: string) => toOffsetIso(testDays(import.meta.url).at(6, hhmm));
  const bookingLink = (id: string) => `href="/sessions/${id}"`;
  /** The id of the booking a POST /tutoring made (its 303 goes to the booking's page). */
  const bookedId = (res: Response) => {
    expect(res.status).toBe(303);
    const id = /\/sessions\/([A-Za-z0-9_-]+)$/.exec(res.headers.get("Location") ?? "")?.[1];
    expect(id, "the booking's page").toBeDefined();
    return id!;
  };

  it("reads the store once for two views, shows a booking made on the other instance at once and drops it at once after a cancel", async () => {
    const { cookie: session } = await signedInSession({ name: "น้องนัดสองเครื่อง" }, { baseUrl: a.url });
    // Instance B reads (and keeps) the card: no session yet.
    expect(await page(b, "/dashboard", session)).toContain(NO_SESSION);

    const booked = await post(a, "/tutoring", session, { type: "private-60", start: startAt("16:00") });
    const id = bookedId(booked);
    let cookie = `${session}; ${progressCookie(booked)}`;
    // B shows it at once (the progress_at cookie), though it kept the empty card.
    expect(await page(b, "/dashboard", cookie)).toContain(bookingLink(id));

    // Once the write is older than the clock skew, B's next view reads and keeps the card: the views after it read nothing.
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await page(b, "/dashboard", cookie)).toContain(bookingLink(id));
    const before = await readsOf(b);
    for (let i = 0; i < 2; i++) expect(await page(b, "/dashboard", cookie)).toContain(bookingLink(id));
    expect(await readsOf(b)).toBe(before);

    const cancelled = await post(a, `/sessions/${id}`, cookie, { intent: "cancel" });
    expect(cancelled.status).toBe(303);
    cookie = `${session}; ${progressCookie(cancelled)}`;
    const after = await page(b, "/dashboard", cookie);
    expect(after).not.toContain(bookingLink(id));
    expect(after).toContain(NO_SESSION);
  });

  it("forgets the card on the instance where the tutor cancels the session", async () => {
    const { cookie: session, uid } = await signedInSession({ name: "น้องครูยกเลิก" }, { baseUrl: a.url });
    const id = bookedId(await post(a, "/tutoring", session, { type: "private-60", start: startAt("18:00") }));
    // A keeps the card (the session cookie alone: no progress_at asks it to read again).
    expect(await page(a, "/dashboard", session)).toContain(bookingLink(id));

    const booking = (await testDb().collection("tutoringBookings").doc(id).get()).data();
    expect(booking?.uid).toBe(uid);
    const admin = `session=${await sessionForUid("demo-admin-1", a.url)}`;
    const cancel = await post(a, `/admin/tutoring/sessions/${String(booking!.sessionId)}`, admin, { intent: "cancel", reason: "ครูไม่สบาย" });
    expect(cancel.status).toBe(303);
    const after = await page(a, "/dashboard", session);
    expect(after).not.toContain(bookingLink(id));
    expect(after).toContain(NO_SESSION);
  });
});
