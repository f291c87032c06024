/**
 * Valid HTML: the Nu HTML Checker (npm `vnu-jar`, on the installed Java) over the
 * served HTML of every page type, for a visitor, a student and an admin, in one
 * JVM run. No errors are expected.
 *
 * The one exception is Remix's own: with single fetch it streams the loader data
 * as `<script>` elements after `</html>` (React's streamed render appends them
 * once the document is written), which the checker reports as "Stray start tag
 * script" and then stops validating ("Cannot recover after last error"). The
 * test therefore checks that this tail holds only scripts (and React's `<!--$-->`
 * markers) and validates the document up to `</html>`.
 */
import { now as clockNow } from "~/kernel/clock";
import { DEMO_HOUR_PACKAGE, DEMO_ORDER_ID } from "../../harness/seed-payments.ts";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ARTICLES, DEMO_COURSES, SEARCH_WORD } from "../../harness/seed-content";
import { DEMO_QUESTIONS } from "../../harness/seed-questions";
import { sessionForUid, signedInSession } from "../../harness/auth";
import { demoExercises, rightAnswer, wrongAnswer } from "../../harness/seed-exercises";
import { lessonAttemptUrl, lessonAttemptsUrl, lessonPracticeWrongUrl } from "~/kernel/urls";
import { postForm } from "../support/forms";
import { submitAttempt } from "../support/exercise-page";
import { env } from "../../harness/ports";
import { testDays } from "../../harness/test-days";
import { DEMO_SERIES_ID } from "../../harness/seed-tutoring";
import { trashSample } from "../support/records";
import { writeReportAttempt, writeReportExam } from "../support/exam-reports";
import { writeParentLink } from "../support/parents";
import { writeFixedExam } from "../support/exams";
import { notify } from "~/services/messaging/notify.server";
import { attemptResultUrl, practiceUrl } from "~/exams/urls";
import { testDb } from "../support/firestore";
import { TUTORING_COLLECTIONS } from "~/tutoring/model";
import { resultFixtures } from "../support/exam-results";

/** A mock exam with two finished attempts, so that the tutor's reports show their tables. */
const EXAM_SAMPLE = "html-valid-exam";
// A trash entry, so that the trash pages show their table and their confirmation.
const TRASH_SAMPLE = "html-valid-trash-sample";
/** A new student with one attempt at phy-05 (one question wrong), so that its review and its practice page have content. */
const attempter = { cookie: "", paths: [] as string[] };
beforeAll(async () => {
  await trashSample(TRASH_SAMPLE);
  await writeReportExam(EXAM_SAMPLE, "ข้อสอบตัวอย่าง", clockNow());
  await writeReportAttempt(EXAM_SAMPLE, "html-valid-exam-student-1", 1, { "q-union": ["a"], "q-trap": ["b"] }, clockNow());
  await writeReportAttempt(EXAM_SAMPLE, "html-valid-exam-student-2", 1, { "q-union": ["c"], "q-count": ["8"] }, clockNow(), "expired");
  const { cookie, uid } = await signedInSession();
  await postForm(env.baseUrl, `/course/${physics.slug}`, { intent: "enrol" }, cookie);
  // One unread notification: the top bar's badge and the list's items on their pages.
  await notify(uid, { kind: "answer", title: "พี่ตอบคำถามของคุณแล้ว", link: "/lesson/phy-05", key: `html-valid:${uid}` });
  const phy05 = demoExercises().find((e) => e.lessonId === "phy-05")!.exercise;
  const attemptId = await submitAttempt(env.baseUrl, "phy-05", phy05, cookie, (q) => (q.id === "p5-q1" ? wrongAnswer(q) : rightAnswer(q)));
  // A mock exam started (exams-sitting): its page, an attempt's page, its review and confirmation, the list.
  const { exam: sitExam } = await writeFixedExam();
  const started = (await postForm(env.baseUrl, `/exams/${sitExam.id}`, {}, cookie)).headers.get("location")!;
  const examPages = ["/exams", `/exams/${sitExam.id}`, started, `${started}?page=2`, `${started}/review`, `${started}/review?step=confirm`];
  Object.assign(attempter, { cookie, paths: [lessonAttemptsUrl("phy-05"), lessonAttemptUrl("phy-05", attemptId), lessonPracticeWrongUrl("phy-05", attemptId), "/notifications", ...examPages] });
  // A mock exam's result and its weak-topic practice (issue 43).
  const exam = resultFixtures(`html-valid-${clockNow()}`);
  await exam.writeBank();
  const examId = await exam.writeExam();
  const examAttempt = await exam.writeAttempt(examId, uid, { ...exam.rightAnswers, ...exam.wrongAnswers });
  attempter.paths.push(attemptResultUrl(examId, examAttempt), practiceUrl(examId, examAttempt));
  // The parent's pages (a confirmation asked, an unsubscribe asked) and their 404.
  const asked = await writeParentLink(`html-valid-parent-${clockNow()}`, "parent@test.example.com", "pending");
  const confirmed = await writeParentLink(`html-valid-parent2-${clockNow()}`, "parent2@test.example.com", "confirmed");
  PAGES.visitor!.push(asked.confirmUrl, confirmed.stopUrl, `/parent/stop/${"x".repeat(43)}`);
  // A weekly series' page (issue 44) and its "ยกเลิกครั้งที่เหลือทั้งหมด" step: demo-student-1's upcoming demo booking as its one week.
  const week = (await testDb().collection(TUTORING_COLLECTIONS.bookings).doc("demo-booking-1").get()).data()!;
  await testDb().collection(TUTORING_COLLECTIONS.series).doc(HTML_SERIES).set({
    uid: "demo-student-1", email: week.email, name: week.name ?? null, typeId: week.typeId, weekday: 6, clock: "10:00", weeks: 1,
    bookingIds: ["demo-booking-1"], starts: [week.start.toMillis()], status: "active", endedBy: null, endReason: null, payment: null, createdAt: week.createdAt, updatedAt: week.updatedAt,
  });
});
const HTML_SERIES = "html-valid-series";

const VNU = path.resolve(import.meta.dirname, "../../node_modules/vnu-jar/build/dist/vnu.jar");
/** Remix's streamed tail after `</html>`: scripts and React's Suspense markers only. */
const STREAMED_TAIL = /^(?:\s|<!--[^>]*-->|<script\b[^>]*>[\s\S]*?<\/script>)*$/;

/** A day of the booking window with free evening times (the tutoring steps' pages): the seed's, whose bookings are in the morning and afternoon. */
const DAY = testDays("seed").day(3);
/** The seed's full group-90 time (16:00) whose queue demo-student-1 is second in (harness/seed-tutoring.ts). */
const QUEUE_DAY = testDays("seed").day(4);
const article = DEMO_ARTICLES.find((a) => a.slug === "stay-focused-at-home")!;
const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const physics = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;
const paidCourse = DEMO_COURSES.find((c) => c.price != null)!;
const PAGES: Record<string, string[]> = {
  visitor: ["/", "/blog", `/blog?q=${encodeURIComponent(SEARCH_WORD)}`, `/search?q=${encodeURIComponent("เซต")}`, `/blog/${article.slug}`, `/course/${math.slug}`, "/lesson/math-01", "/dashboard", "/login", "/login?redirectTo=%2Flesson%2Fmath-02", "/no-such-page", "/tutoring", `/course/${paidCourse.slug}`],
  student: ["/dashboard", `/course/${math.slug}`, "/lesson/math-02", "/lesson/math-04", "/lesson/phy-03", `/course/${math.slug}/leave`, "/lesson/math-01",
    "/tutoring", "/sessions", "/sessions/demo-booking-1", "/sessions/demo-booking-past",
    `/sessions/series/${HTML_SERIES}`, `/sessions/series/${HTML_SERIES}?step=cancel-rest`,
    `/tutoring?type=private-60&day=${DAY}`, `/tutoring?type=private-60&day=${DAY}&time=19:00`, `/sessions/demo-booking-1?day=${DAY}&time=19:00`, "/sessions/demo-booking-1?step=cancel", `/tutoring?type=group-90&day=${QUEUE_DAY}&time=16:00`, "/profile", "/notifications", "/homework/lesson-math-02",
    `/orders/new?package=${DEMO_HOUR_PACKAGE.id}`, `/orders/${DEMO_ORDER_ID}`, `/orders/new?course=${paidCourse.slug}`, "/lesson/exam-02", "/payments"],
  admin: ["/admin", "/admin/articles/new", `/admin/articles/${article.id}`, `/admin/courses/${math.id}`, "/admin/lessons/math-01", "/lesson/math-03", "/admin/stats", "/lesson/phy-03", "/lesson/phy-06", "/admin/questions", `/admin/questions/${DEMO_QUESTIONS[0]!.id}`, `/admin/questions/${DEMO_QUESTIONS[1]!.id}`,
    "/admin/lessons/math-04/exercise", "/admin/lessons/math-04/exercise?new=number", "/admin/lessons/math-04/exercise?new=single", "/admin/stats/exercises",
    "/admin/trash", `/admin/trash/${TRASH_SAMPLE}`, "/admin/students", "/admin/students/demo-student-1",
    "/admin/tutoring", "/admin/tutoring/hours", `/admin/tutoring/series/${DEMO_SERIES_ID}`, "/admin/students/demo-student-4", "/admin/handins", "/admin/lessons/math-02/homework", "/admin/payments",
    `/admin/exams/${EXAM_SAMPLE}/results`, `/admin/exams/${EXAM_SAMPLE}/items`],
};
const ACCOUNTS: Record<string, string | null> = { visitor: null, student: "demo-student-1", admin: "demo-admin-1" };

const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface VnuMessage { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number }

describe("HTML validity (Nu HTML Checker)", () => {
  it("reports no errors on any page type", async () => {
    const files = new Map<string, string>();
    for (const [role, paths] of [...Object.entries(PAGES), ["attempter", attempter.paths] as const]) {
      const uid = ACCOUNTS[role];
      const cookie = role === "attempter" ? attempter.cookie : uid ? `session=${await sessionForUid(uid)}` : undefined;
      for (const p of paths) {
        const res = await fetch(`${env.baseUrl}${p}`, { headers: cookie ? { cookie } : {} });
        const file = path.join(dir, `${role}-${files.size}.html`);
        const html = await res.text();
        const end = html.lastIndexOf("</html>") + "</html>".length;
        expect(html.slice(end), `${role} ${p}: after </html>`).toMatch(STREAMED_TAIL);
        writeFileSync(file, html.slice(0, end));
        files.set(path.basename(file), `${role} ${p}`);
      }
    }
    const { stdout } = await promisify(execFile)("java", ["-jar", VNU, "--format", "json", "--stdout", "--exit-zero-always", ...[...files.keys()].map((f) => path.join(dir, f))], { maxBuffer: 16 * 1024 * 1024 });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${files.get(path.basename(new URL(m.url).pathname))}: ${m.message} (line ${m.lastLine}: ${m.extract?.trim()})`);
    expect(errors).toEqual([]);
  }, 180_000);
});
