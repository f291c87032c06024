/**
 * The parent's weekly note (app/parents/): a student saves a parent e-mail on
 * /profile; the parent gets a confirmation mail (parsed from the .eml the mail
 * catcher writes), whose link opens a page (a GET changes nothing) with one
 * button that confirms. The weekly sweep, run twice at once, writes one note,
 * which the real outbox sender sends: its sections, the student's display
 * name, never the student's e-mail, only absolute links, the List-Unsubscribe
 * headers. The note's unsubscribe link stops the notes; a changed parent
 * e-mail needs a new confirmation (the old links answer 404), at most five new
 * addresses a day, and one address mailed at most three times a day whoever asks; a bad token is the Thai 404, an expired one the Thai 410,
 * never a 500.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { simpleParser, type ParsedMail } from "mailparser";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { OutboxSender } from "~/services/messaging/outbox-sender.server";
import { outboxId } from "~/services/messaging/outbox.store.server";
import { stopContentCache } from "~/content/cache.server";
import { sweepParentNotes } from "~/parents/sweep.server";
import { lastWeek } from "~/parents/week";
import { ENROLMENTS, enrolmentId } from "~/learning/enrolment.store.server";
import { PARENT_LIMIT, PARENT_MAIL, PARENT_PAGES, PARENT_STATUS } from "~/parents/messages";
import { DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";
import { signedInSession } from "../../harness/auth";
import { startMailCatcher, type MailCatcher } from "../../harness/mail-catcher.ts";
import { env } from "../../harness/ports";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { HOUR, writeSession, writeType } from "../support/tutoring";
import { now as clockNow } from "~/kernel/clock";

const base = env.baseUrl;
// The sweep runs in this process: its links name the test server, as the server's own would.
process.env.ORIGIN = base;
const run = randomUUID().slice(0, 6);
const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const LESSON = DEMO_LESSONS.find((l) => l.id === "math-02")!;
const NAME = `น้องพลอย ${run}`;
const dir = mkdtempSync(path.join(tmpdir(), "parent-mail-"));
let catcher: MailCatcher;
let sender: OutboxSender;
let student: { uid: string; cookie: string; email: string };
const parent = `parent-${run}@test.example.com`;

const get = (url: string, cookie = "") => fetch(url.startsWith("http") ? url : `${base}${url}`, { redirect: "manual", headers: { Cookie: cookie } });
const post = (url: string, fields: Record<string, string> = {}) => postForm(base, new URL(url, base).pathname, fields);
const link = async () => (await testDb().collection("parentLinks").doc(student.uid).get()).data();
const saveProfile = (parentEmail: string) =>
  postForm(base, "/profile", { displayName: NAME, grade: "ม.4", school: "", parentEmail, redirectTo: "/dashboard" }, student.cookie);

/** The next mail to `to` whose subject has `words`, parsed from its .eml (sending the outbox until it comes); `raw` is the .eml. */
async function mailTo(to: string, words: string): Promise<ParsedMail & { raw: string }> {
  const match = (m: MailCatcher["messages"][number]) => m.to.includes(to) && m.subject.includes(words);
  for (let i = 0; i < 60 && !catcher.messages.some(match); i++) await sender.runOnce();
  const caught = catcher.messages.find(match);
  expect(caught?.file, `a mail to ${to}: ${words}`).toBeTruthy();
  catcher.messages.splice(catcher.messages.indexOf(caught!), 1);
  const raw = readFileSync(caught!.file!, "utf8");
  return Object.assign(await simpleParser(raw), { raw });
}

/** The one link of a kind (confirm or stop) in the text part: absolute. */
function linkIn(mail: ParsedMail, kind: "confirm" | "stop"): string {
  const found = new RegExp(`https?://[^\\s)]+/parent/${kind}/[A-Za-z0-9_-]{43}`).exec(mail.text ?? "");
  expect(found, `a ${kind} link in the text part`).not.toBeNull();
  expect(mail.html).toContain(found![0]);
  return found![0];
}

beforeAll(async () => {
  catcher = await startMailCatcher({ dir });
  sender = new OutboxSender({ smtpUrl: catcher.url, from: '"ติวกับพี่" <no-reply@tutor.test>', pollMs: 50, log: () => undefined });
  student = await signedInSession({ name: "IdP name", email: `student-${run}@test.example.com` });
});

afterAll(async () => {
  await sender.stop();
  await catcher.stop();
  stopContentCache();
  await closeFirebase();
  rmSync(dir, { recursive: true, force: true });
});

describe("the parent's confirmation", () => {
  let confirmUrl = "";

  it("mails the parent a link when the student saves a parent e-mail, and /profile says it waits", async () => {
    const saved = await saveProfile(parent);
    expect(saved.status).toBe(302);
    expect((await link())?.state).toBe("pending");
    const mail = await mailTo(parent, NAME);
    confirmUrl = linkIn(mail, "confirm");
    // A button of a few words to tap, not the 90-character address.
    expect(mail.html).toContain(`>${PARENT_MAIL.confirm.button}</a>`);
    expect(mail.html).not.toContain(`>${confirmUrl}<`);
    expect(mail.text).not.toContain(student.email);
    const page = decodeHtml(await (await get("/profile", student.cookie)).text());
    expect(page).toContain(PARENT_STATUS.pending);
  });

  it("a GET shows the page with one button and confirms nothing; the POST confirms", async () => {
    const page = await get(confirmUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = decodeHtml(await page.text());
    expect(html).toContain(PARENT_PAGES.confirm.ask(NAME));
    expect(html).toMatch(/<form method="post"[^>]*>[\s\S]*ยืนยัน<\/button>/);
    expect(html).not.toContain(student.email);
    expect((await link())?.state).toBe("pending");

    const done = await post(confirmUrl);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(new URL(confirmUrl).pathname);
    expect((await link())?.state).toBe("confirmed");
    expect(decodeHtml(await (await get(confirmUrl)).text())).toContain(PARENT_PAGES.state.confirmed(NAME));
    expect(decodeHtml(await (await get("/profile", student.cookie)).text())).toContain(PARENT_STATUS.confirmed);
    // A second post (a double tap) changes nothing and is no error.
    expect((await post(confirmUrl)).status).toBe(303);
  });

  it("a bad token is the Thai 404, an expired one the Thai 410, never a 500", async () => {
    for (const url of ["/parent/confirm/short", `/parent/confirm/${"a".repeat(43)}`, `/parent/stop/${"b".repeat(43)}`, `/parent/other/${"c".repeat(43)}`]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(decodeHtml(await res.text())).toContain(PARENT_PAGES.unknown.title);
      expect((await post(url)).status, `POST ${url}`).toBe(404);
    }
  });
});

describe("the weekly note", () => {
  // The sweep's clock: a week after the student's moment, so the last whole week holds it. The
  // moment is taken when the test runs (not at load) and the done mark is stamped with it, so a run
  // that crosses Monday 00:00 Bangkok (the suite at 23:59 on a Sunday) keeps everything in one week.
  let moment = new Date(0);
  let later = new Date(0);
  let week = lastWeek(later);
  let stopLink = "";

  it("is written once when two sweeps run at once, and reads well", async () => {
    moment = new Date(clockNow());
    later = new Date(moment.getTime() + 7 * 24 * HOUR);
    week = lastWeek(later);
    // What the student did this week: a lesson done, an exercise attempt, a session attended with homework, a question waiting.
    expect((await postForm(base, `/course/${math.slug}`, { intent: "enrol" }, student.cookie)).status).toBe(302);
    expect((await postForm(base, `/lesson/${LESSON.id}`, { intent: "done" }, student.cookie)).status).toBe(302);
    await testDb().collection(ENROLMENTS).doc(enrolmentId(student.uid, math.id)).update({ [`done.${LESSON.id}`]: Timestamp.fromDate(moment) });
    await testDb().collection("attempts").doc(`${student.uid}-${run}`).set({
      uid: student.uid, courseId: math.id, lessonId: LESSON.id, attemptId: run, earned: 3, total: 4, percent: 75, passed: true,
      submittedAt: Timestamp.fromDate(moment), checks: 0, perQuestion: {},
    });
    const typeId = `parent-type-${run}`;
    await writeType(typeId, { title: `ติวสรุป ${run}` });
    const start = new Date(Math.max(week.start.getTime(), moment.getTime() - 3 * HOUR));
    const { bookingIds } = await writeSession(typeId, start, [{ uid: student.uid, email: student.email, name: NAME }], { homework: "ทำโจทย์ $x^2 = 4$ ข้อ **1–5**" });
    await testDb().collection("tutoringBookings").doc(bookingIds[0]!).update({ attendance: "attended", end: Timestamp.fromDate(new Date(start.getTime() + HOUR)) });
    expect((await postForm(base, `/lesson/${LESSON.id}`, { intent: "question-ask", body: `ข้อ 3 ทำยังไงครับ ${run}` }, student.cookie)).status).toBe(303);

    const [a, b] = await Promise.all([sweepParentNotes(later), sweepParentNotes(later)]);
    expect(a.failed + b.failed).toBe(0);
    expect(a.written + b.written).toBe(1);
    expect((await testDb().collection("parentNotes").doc(`${student.uid}_${week.key}`).get()).exists).toBe(true);
    expect((await sweepParentNotes(later)).written).toBe(0);
    expect((await testDb().collection("outbox").doc(outboxId(`parent-note:${student.uid}:${week.key}`)).get()).exists).toBe(true);

    const mail = await mailTo(parent, `สรุปการเรียนของ ${NAME} (`);
    expect(mail.subject).toContain(NAME);
    // Sent, the entry keeps no body: the stop link is in the parent's mailbox, not in Firestore (nor a backup).
    const entry = testDb().collection("outbox").doc(outboxId(`parent-note:${student.uid}:${week.key}`));
    await expect.poll(async () => (await entry.get()).get("status")).toBe("sent");
    const sent = (await entry.get()).data()!;
    expect([sent.text, sent.html, sent.unsubscribeUrl]).toEqual(["", null, null]);
    const text = mail.text!;
    const html = mail.html as string;
    const M = PARENT_MAIL.note;
    for (const part of [text, html]) {
      for (const title of [M.lessons, M.scores, M.sessions, M.homework, M.questions]) expect(part).toContain(title);
      expect(part).toContain(NAME);
      expect(part).toContain(LESSON.title);
      expect(part).toContain("3/4");
      expect(part).toContain("75%");
      expect(part).toContain(M.attended);
      expect(part).toContain(`ติวสรุป ${run}`);
      expect(part).toContain("x² = 4");
      expect(part).toMatch(/25\d\d/); // Thai dates with the Buddhist year
      expect(part).toContain(`${base}/parent/stop/`);
      expect(part).not.toContain(student.email);
      expect(part).not.toContain(`ข้อ 3 ทำยังไงครับ`); // a question's text stays the student's
      expect(part).not.toMatch(/\$|\*\*|(\(|=")\//);
    }
    for (const href of [...html.matchAll(/\bhref="([^"]*)"/g)].map((m) => m[1]!)) expect(href).toMatch(/^https?:\/\//);
    const stopUrl = linkIn(mail, "stop");
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail.raw.replace(/\r?\n[ \t]+/g, " ")).toContain(`List-Unsubscribe: <${stopUrl}>`);
    stopLink = stopUrl;
  });

  it("stops with one click: the page asks, the POST stops, later weeks write nothing", async () => {
    const page = await get(stopLink);
    expect(page.status).toBe(200);
    expect(decodeHtml(await page.text())).toContain(PARENT_PAGES.stop.ask(NAME));
    expect((await link())?.state).toBe("confirmed");
    // A mail app's one-click unsubscribe (RFC 8058): a POST without a browser's headers.
    const res = await fetch(stopLink.replace(/^https?:\/\/[^/]+/, base), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(303);
    expect((await link())?.state).toBe("stopped");
    expect(decodeHtml(await (await get(stopLink)).text())).toContain(PARENT_PAGES.state.stopped(NAME));
    expect(decodeHtml(await (await get("/profile", student.cookie)).text())).toContain(PARENT_STATUS.stopped);
    const next = await sweepParentNotes(new Date(later.getTime() + 7 * 24 * HOUR));
    expect(next.failed).toBe(0);
    expect((await testDb().collection("parentNotes").doc(`${student.uid}_${lastWeek(new Date(later.getTime() + 7 * 24 * HOUR)).key}`).get()).exists).toBe(false);
  });

  it("a changed parent e-mail needs a new confirmation: the old links answer 404", async () => {
    const other = `parent2-${run}@test.example.com`;
    expect((await saveProfile(other)).status).toBe(302);
    expect(await link()).toMatchObject({ email: other, state: "pending" });
    expect((await get(stopLink)).status).toBe(404);
    const confirmUrl = linkIn(await mailTo(other, NAME), "confirm");
    expect(decodeHtml(await (await get("/profile", student.cookie)).text())).toContain(PARENT_STATUS.pending);
    // Saving the same address again sends nothing new.
    expect((await saveProfile(other)).status).toBe(302);
    // Past its 7 days the confirmation link is the Thai 410, the page and the post.
    const tokens = await testDb().collection("parentTokens").where("uid", "==", student.uid).get();
    await Promise.all(tokens.docs.map((d) => d.ref.update({ expiresAt: Timestamp.fromMillis(clockNow() - 1000) })));
    const expired = await get(confirmUrl);
    expect(expired.status).toBe(410);
    expect(decodeHtml(await expired.text())).toContain(PARENT_PAGES.expired.title);
    expect((await post(confirmUrl)).status).toBe(410);
    expect((await link())?.state).toBe("pending");
    // The student sees it ran out; saving the same address again sends a new link.
    await testDb().collection("parentLinks").doc(student.uid).update({ confirmExpiresAt: Timestamp.fromMillis(clockNow() - 1000) });
    expect(decodeHtml(await (await get("/profile", student.cookie)).text())).toContain(PARENT_STATUS.lapsed);
    expect((await saveProfile(other)).status).toBe(302);
    const fresh = linkIn(await mailTo(other, NAME), "confirm");
    expect(fresh).not.toBe(confirmUrl);
    expect((await get(fresh)).status).toBe(200);
    expect((await get(confirmUrl)).status).toBe(404);
  });

  it("refuses a sixth new parent address in a day (each one mails a stranger), keeping what was typed", async () => {
    const statuses: number[] = [];
    for (const i of [3, 4, 5]) statuses.push((await saveProfile(`parent${i}-${run}@test.example.com`)).status);
    expect(statuses).toEqual([302, 302, 302]);
    const typed = `parent6-${run}@test.example.com`;
    const refused = await saveProfile(typed);
    expect(refused.status).toBe(429);
    const html = decodeHtml(await refused.text());
    expect(html).toContain(PARENT_LIMIT);
    expect(html).toContain(`value="${typed}"`);
    expect(await link()).toMatchObject({ email: `parent5-${run}@test.example.com`, state: "pending" });
    // The same address again is no new mail: still saved.
    expect((await saveProfile(`parent5-${run}@test.example.com`)).status).toBe(302);
  });

  it("mails one address at most three times a day, whichever new accounts ask (each student within their own five)", async () => {
    // Typed with capitals and spaces by one of them: the same address.
    const shared = `shared-parent-${run}@test.example.com`;
    const typedBy = [shared, shared.toUpperCase(), ` ${shared} `, shared];
    const students = await Promise.all(typedBy.map((_, i) => signedInSession({ email: `throwaway-${i}-${run}@test.example.com` })));
    const save = (i: number) =>
      postForm(base, "/profile", { displayName: `${NAME} ${i}`, grade: "", school: "", parentEmail: typedBy[i]!, redirectTo: "/dashboard" }, students[i]!.cookie);
    const statuses: number[] = [];
    for (const i of [0, 1, 2]) statuses.push((await save(i)).status);
    expect(statuses).toEqual([302, 302, 302]);
    const refused = await save(3);
    expect(refused.status).toBe(429);
    const html = decodeHtml(await refused.text());
    expect(html).toContain(PARENT_LIMIT);
    expect(html).toContain(`value="${shared}"`);
    expect((await testDb().collection("parentLinks").doc(students[3]!.uid).get()).exists).toBe(false);
    // Another address is still the fourth student's to give.
    expect((await postForm(base, "/profile", { displayName: `${NAME} 3`, grade: "", school: "", parentEmail: `own-parent-${run}@test.example.com`, redirectTo: "/dashboard" }, students[3]!.cookie)).status).toBe(302);
  });
});
