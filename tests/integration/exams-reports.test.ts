/**
 * The tutor's reports on mock exams (app/exams/reports.server.ts, docs/exams.md "The tutor's
 * reports"), over the built server: an exam and its attempts written straight into Firestore
 * with results from the exam's own grading (`gradeAttempt`), then
 * - /admin/exams/:id/results: each student's best attempt, named, with score, percent, time and
 *   each topic; results.csv the same figures (UTF-8 with BOM);
 * - /admin/exams/:id/items: each question's share right, each choice's picks, the flag, prompts
 *   rendered (no raw TeX);
 * - a student gets 403 on each, a visitor the sign-in page;
 * - the tutor's student page lists the student's mock results;
 * - the parent's weekly note (built in this process, as the sweep does) names the exam, its score
 *   and the weak topics, without Markdown or TeX.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAM_REPORT_TEXT } from "~/exams/messages";
import { ADMIN_EXAM_URLS } from "~/exams/urls";
import { weeklyNote } from "~/parents/note.server";
import { lastWeek } from "~/parents/week";
import { PARENT_MAIL } from "~/parents/messages";
import { stopContentCache } from "~/content/cache.server";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { DAY_MS, now } from "~/kernel/clock";
import { ADMIN_URLS } from "~/kernel/urls";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { testDb } from "../support/firestore";
import { decodeHtml } from "../support/html";
import { reportAttemptId, writeReportAttempt, writeReportExam } from "../support/exam-reports";

const base = env.baseUrl;
// The note is built in this process: its links name the test server, as the server's own would.
process.env.ORIGIN = base;
const run = randomUUID().slice(0, 8);
const EXAM_ID = `reports-${run}`;
const TITLE = `ข้อสอบจำลองทดสอบรายงาน ${run}`;

let admin = "";
let students: { uid: string; email: string; cookie: string; name: string }[] = [];
/** The week of the parent's note (the last whole week before now), and a moment in it. */
const week = lastWeek(new Date(now()));
const inWeek = week.start.getTime() + DAY_MS + 3_600_000;

const get = (path: string, cookie = "") => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const page = async (path: string, cookie = admin) => {
  const res = await get(path, cookie);
  expect(res.status, path).toBe(200);
  return decodeHtml(await res.text());
};

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  const names = [`น้องเอ ${run}`, `น้องบี ${run}`, `น้องซี ${run}`];
  students = await Promise.all(names.map(async (name) => ({ ...(await signedInSession({ name })), name })));
  await writeReportExam(EXAM_ID, TITLE, inWeek);
  const [a, b, c] = students.map((s) => s.uid) as [string, string, string];
  // A: 1/3 first (union right), then 3/3: the best is the second. B: 1/3 at the deadline. C: 0/3 with a blank.
  await writeReportAttempt(EXAM_ID, a, 1, { "q-union": ["a"], "q-trap": ["b"], "q-count": ["7"] }, inWeek);
  await writeReportAttempt(EXAM_ID, a, 2, { "q-union": ["a"], "q-trap": ["a"], "q-count": ["8"] }, inWeek + 3_600_000, "submitted", 12 * 60_000 + 30_000);
  await writeReportAttempt(EXAM_ID, b, 1, { "q-union": ["c"], "q-trap": ["b"], "q-count": ["8"] }, inWeek, "expired");
  await writeReportAttempt(EXAM_ID, c, 1, { "q-union": ["b"], "q-trap": ["b"] }, inWeek);
  // An open attempt counts nowhere.
  await writeReportAttempt(EXAM_ID, c, 2, { "q-union": ["a"] }, inWeek + 7_200_000, "open");
});

afterAll(async () => {
  stopContentCache();
  await closeFirebase();
});

/** The text of the table row of `uid` (its cells joined by " | "). */
function rowOf(html: string, uid: string): string {
  const row = new RegExp(`<tr[^>]*data-uid="${uid}"[^>]*>([\\s\\S]*?)</tr>`).exec(html);
  expect(row, `a row of ${uid}`).not.toBeNull();
  return row![1]!.split(/<\/t[hd]>/).map((cell) => cell.replace(/<[^>]+>/g, "").trim()).filter(Boolean).join(" | ");
}

describe("results by student", () => {
  it("shows each student's best attempt: score, percent, time, each topic, attempts", async () => {
    const html = await page(ADMIN_EXAM_URLS.results(EXAM_ID));
    const [a, b, c] = students;
    expect(html).toContain(TITLE);
    expect(html).toContain(EXAM_REPORT_TEXT.resultsLead(3, 4));
    expect(html).toMatch(/<th scope="col">เซต<\/th>\s*<th scope="col">ตรรกศาสตร์<\/th>/);
    expect(rowOf(html, a!.uid)).toContain(`${a!.name} | 3/3 | 100% | 12\u00a0นาที 30\u00a0วินาที | 2/2 (100%) | 1/1 (100%) | 2 | `);
    expect(rowOf(html, b!.uid)).toContain(`${b!.name} | 1/3 | 33% | 20\u00a0นาที${EXAM_REPORT_TEXT.gradedAtDeadline} | 1/2 (50%) | 0/1 (0%) | 1`);
    expect(rowOf(html, c!.uid)).toContain(`${c!.name} | 0/3 | 0% | 5\u00a0นาที 30\u00a0วินาที | 0/2 (0%) | 0/1 (0%) | 1`);
    // Highest percent first.
    expect(html.indexOf(a!.uid)).toBeLessThan(html.indexOf(b!.uid));
    expect(html.indexOf(b!.uid)).toBeLessThan(html.indexOf(c!.uid));
    // Links: the student's page and the attempt's result.
    expect(html).toContain(`href="${ADMIN_URLS.student(a!.uid)}"`);
    expect(html).toContain(`/exams/${EXAM_ID}/attempts/${reportAttemptId(EXAM_ID, a!.uid, 2)}/result`);
  });

  it("gives the same figures as a CSV for Excel (UTF-8 with BOM)", async () => {
    const res = await get(ADMIN_EXAM_URLS.resultsCsv(EXAM_ID), admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(`exam-results-${EXAM_ID}.csv`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      [...EXAM_REPORT_TEXT.csvHeader, "หัวข้อ: เซต", "หัวข้อ: เซต (เปอร์เซ็นต์)", "หัวข้อ: ตรรกศาสตร์", "หัวข้อ: ตรรกศาสตร์ (เปอร์เซ็นต์)"].map((h) => `"${h}"`).join(","),
    );
    expect(lines).toHaveLength(4);
    const [a, b] = students;
    const cells = (line: string) => line.slice(1, -1).split('","');
    const rowA = cells(lines[1]!);
    expect(rowA[0]).toBe(a!.name);
    expect(rowA[1]).toBe(a!.email);
    expect(rowA.slice(2, 7)).toEqual(["3", "3", "100", "750", "2"]);
    expect(rowA.slice(8)).toEqual([EXAM_REPORT_TEXT.csvSubmitted, "2", "100", "1", "100"]);
    const rowB = cells(lines[2]!);
    expect([rowB[0], ...rowB.slice(2, 7), rowB[8]]).toEqual([b!.name, "1", "3", "33", "1200", "1", EXAM_REPORT_TEXT.csvExpired]);
  });
});

describe("item analysis", () => {
  it("shows each question's share right, its choices' picks and the flag", async () => {
    const html = await page(ADMIN_EXAM_URLS.items(EXAM_ID));
    const item = (id: string) => {
      const found = new RegExp(`<li[^>]*data-question="${id}"[^>]*>([\\s\\S]*?)</li>\\s*(?=<li[^>]*data-question|</ol>)`).exec(html);
      expect(found, id).not.toBeNull();
      return found![1]!;
    };
    expect(html).toContain(EXAM_REPORT_TEXT.itemsLead(4));
    expect(html).toContain(EXAM_REPORT_TEXT.flaggedCount(1));
    // Four finished attempts: union right 2 (a, a), picked a 2, b 1, c 1.
    const u = item("q-union");
    expect(u).toContain(`${EXAM_REPORT_TEXT.answered(4)} · ${EXAM_REPORT_TEXT.right(2, 50)} · ${EXAM_REPORT_TEXT.blank(0, 0)}`);
    expect(u).toMatch(/data-choice="a"[\s\S]*?<td>2<\/td>[\s\S]*?50%/);
    expect(u).toMatch(/data-choice="b"[\s\S]*?<td>1<\/td>[\s\S]*?25%/);
    expect(u).not.toContain(EXAM_REPORT_TEXT.flagBadge);
    // Trap: right once, the wrong "b" three times: flagged.
    const t = item("q-trap");
    expect(t).toContain(EXAM_REPORT_TEXT.right(1, 25));
    expect(t).toMatch(/data-choice="b"[\s\S]*?<td>3<\/td>[\s\S]*?75%/);
    expect(t).toContain(EXAM_REPORT_TEXT.flagBadge);
    expect(t).toContain(EXAM_REPORT_TEXT.flags.wrongChoicePreferred);
    // A number: right twice, one blank, the key shown.
    const n = item("q-count");
    expect(n).toContain(`${EXAM_REPORT_TEXT.right(2, 50)} · ${EXAM_REPORT_TEXT.blank(1, 25)}`);
    expect(n).toContain(`${EXAM_REPORT_TEXT.typedAnswer}: <span>8</span>`);
    // …and the wrong answer given: "7" once of four.
    expect(n).toContain(EXAM_REPORT_TEXT.wrongAnswers);
    expect(n).toMatch(new RegExp(`<span class="exam-item__typed">7</span> ${EXAM_REPORT_TEXT.wrongAnswer(1, 25).replace(/[()]/g, "\\$&")}`));
    // Maths typeset on the server, never as TeX.
    expect(html).toContain('class="katex"');
    for (const tex of ["$A = ", "$\\{1, 2, 3\\}$", "$p \\land"]) expect(html).not.toContain(tex);
  });
});

describe("who may see them", () => {
  const urls = () => [ADMIN_EXAM_URLS.results(EXAM_ID), ADMIN_EXAM_URLS.items(EXAM_ID), ADMIN_EXAM_URLS.resultsCsv(EXAM_ID)];

  it("answers a student 403 and sends a visitor to sign in", async () => {
    for (const url of urls()) {
      const asStudent = await get(url, students[0]!.cookie);
      expect(asStudent.status, url).toBe(403);
      expect(await asStudent.text()).not.toContain(students[1]!.name);
      const asVisitor = await get(url);
      expect(asVisitor.status, url).toBe(302);
      expect(asVisitor.headers.get("location"), url).toContain("/login");
    }
  });

  it("answers the tutor 404 for an exam that is not there", async () => {
    for (const url of [ADMIN_EXAM_URLS.results(`missing-${run}`), ADMIN_EXAM_URLS.items(`missing-${run}`), ADMIN_EXAM_URLS.resultsCsv(`missing-${run}`)]) {
      expect((await get(url, admin)).status, url).toBe(404);
    }
  });
});

describe("the tutor's student page", () => {
  it("lists the student's mock results over time, with links to them", async () => {
    const a = students[0]!;
    const html = await page(ADMIN_URLS.student(a.uid));
    const table = /data-testid="student-mock-results"[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    expect(table).toContain(TITLE);
    expect(table.indexOf(reportAttemptId(EXAM_ID, a.uid, 1))).toBeLessThan(table.indexOf(`${reportAttemptId(EXAM_ID, a.uid, 2)}`));
    expect(table).toContain(">1/3<");
    expect(table).toContain(">3/3<");
    expect(table).toContain("100%");
    expect(table).toContain(`/exams/${EXAM_ID}/attempts/${reportAttemptId(EXAM_ID, a.uid, 2)}/result`);
    // Another student's page has none of A's.
    const other = await page(ADMIN_URLS.student(students[2]!.uid));
    expect(other).not.toContain(`${EXAM_ID}-${a.uid.slice(0, 6)}`);
    expect(other).not.toContain(reportAttemptId(EXAM_ID, students[2]!.uid, 2)); // the open attempt
  });
});

describe("the parent's weekly note", () => {
  it("says the mock exams sat that week and the topics to work on, in plain words", async () => {
    const c = students[2]!;
    const email = `parent-${run}@test.example.com`;
    await testDb().collection("users").doc(c.uid).set({ profile: { displayName: c.name, grade: null, school: null, parentEmail: email } }, { merge: true });
    const note = await weeklyNote({ uid: c.uid, email, state: "confirmed", confirmedAt: new Date(inWeek - 7 * DAY_MS), confirmExpiresAt: null }, week, new Date(now()));
    expect(note).not.toBeNull();
    const letter = note!("a".repeat(43));
    expect(letter.text).toContain(PARENT_MAIL.note.mockExams);
    expect(letter.text).toContain(`${TITLE}: 0/3 คะแนน (0%)`);
    expect(letter.text).toContain(PARENT_MAIL.note.weakTopics(60));
    expect(letter.text).toContain("เซต (0%)");
    expect(letter.text).toContain("ตรรกศาสตร์ (0%)");
    expect(letter.html).toContain(TITLE);
    expect(letter.text).not.toMatch(/[$\\]/);

    // A's week: 1/3 and 3/3; sets 3 of 4 (75%) and logic 1 of 2 (50%): only logic to work on.
    const a = students[0]!;
    await testDb().collection("users").doc(a.uid).set({ profile: { displayName: a.name, grade: null, school: null, parentEmail: email } }, { merge: true });
    const noteA = (await weeklyNote({ uid: a.uid, email, state: "confirmed", confirmedAt: null, confirmExpiresAt: null }, week, new Date(now())))!("a".repeat(43));
    expect(noteA.text).toContain(`${TITLE}: 1/3 คะแนน (33%)`);
    expect(noteA.text).toContain(`${TITLE}: 3/3 คะแนน (100%)`);
    expect(noteA.text).toContain("ตรรกศาสตร์ (50%)");
    expect(noteA.text).not.toContain("เซต (75%)");
  });
});
