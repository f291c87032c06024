/**
 * Every refusal in the first screen (issue 42): each route of the built app that has an
 * action is in FORMS (the first test fails when a new one is not), and each form of a page
 * gets a refused post on a 375 × 800 phone, with JavaScript on and off. The post is sent
 * from the bottom of the page, as a person taps a button far down: the answer's page must
 * show the reason inside the first screen, focused (screen readers start there).
 *
 * Most refusals are a post the page did not send (a changed or cut form: `fields` are
 * posted by a form added at the bottom of the page's main column), because that is the
 * one refusal every form has; a few use the page's own form as a person would (the
 * profile without a name). Routes that are not a page's form (JSON, files, webhooks), or
 * whose refusals another test checks, say why they are left out here. The tutor's pages
 * (`admin`) are checked at the tutor's 1 280 px too, signed in as the demo tutor.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { ORDER, PAY, TOO_MANY_OPEN_ORDERS } from "~/payments/messages";
import { MAX_OPEN_ORDERS } from "~/payments/model";
import { PROFILE_TEXT } from "~/auth/messages";
import { LEARNING_TEXT, LEAVE_TEXT } from "~/learning/messages";
import { NOTIFY } from "~/notifications/messages";
import { QUESTION_TEXT } from "~/questions/messages";
import { REFUSALS, TUTORING_TEXT } from "~/tutoring/messages";
import { PARENT_PAGES } from "~/parents/messages";
import { ADMIN as PAY_ADMIN } from "~/payments/messages";
import { INBOX_TEXT } from "~/handins/messages";
import { handinId } from "~/handins/handins.store.server";
import { homeworkUrl, seriesUrl } from "~/kernel/urls";
import { signedInSession } from "../../harness/auth";
import { DEMO_HOMEWORK } from "../../harness/seed-handins";
import { postForm } from "../support/forms";
import { DEMO_HOUR_PACKAGE } from "../../harness/seed-payments";
import { DEMO_COURSES } from "../../harness/seed-content";
import { testDays } from "../../harness/test-days";
import { expect, expectFits, signInAs, test } from "../support/e2e";
import { readManifest } from "../support/manifest";
import { writeSession, writeType } from "../support/tutoring";
import { writeFixedExam } from "../support/exams";
import { testDb } from "../support/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { TUTORING_COLLECTIONS } from "~/tutoring/model";
import { now as clockNow } from "~/kernel/clock";
import { EXAM_TEXT } from "~/exams/messages";

const days = testDays(import.meta.url);
const free = DEMO_COURSES.find((c) => c.status === "published" && !c.price)!;

interface Signed {
  uid: string;
  email: string;
}

/** A form of a page and how to refuse it. */
interface Refusal {
  /** The page with the form, for the signed-in student `me` (made fresh for each test); `origin` is the site's. */
  at: (me: Signed, page: Page, origin: string) => Promise<string> | string;
  /** The fields a changed form posts (to `at`'s address); or `refuse`, the page's own form used as a person would. */
  fields?: Record<string, string>;
  refuse?: (page: Page) => Promise<void>;
  /** The reason the answer must show. */
  reason: string;
  /** Anonymous visitor (a parent's link). */
  anonymous?: boolean;
  /** The tutor's page: signed in as the demo tutor, checked at 1 280 px as well. */
  admin?: boolean;
}

type Entry = Refusal | { not: string };

const FORMS: Record<string, Entry> = {
  "routes/profile": {
    at: () => "/profile",
    refuse: async (page) => {
      await page.getByLabel(PROFILE_TEXT.displayName).fill("");
      await tapFromBelow(page, page.getByRole("button", { name: PROFILE_TEXT.save }));
    },
    reason: PROFILE_TEXT.invalid,
  },
  "routes/dashboard": { at: () => "/dashboard", fields: { intent: "nope" }, reason: QUESTION_TEXT.errors.unknownIntent },
  "routes/tutoring": { at: () => "/tutoring", fields: { type: "forms-none", start: "พรุ่งนี้" }, reason: REFUSALS["invalid-start"] },
  "routes/sessions._index": { at: () => "/sessions", fields: { intent: "nope" }, reason: TUTORING_TEXT.badForm },
  "routes/sessions.$id": {
    at: async (me) => {
      const type = `forms-type-${me.uid.slice(0, 8)}`;
      await writeType(type);
      const { bookingIds } = await writeSession(type, days.at(60, "10:00"), [{ uid: me.uid, email: me.email, name: "ฟอร์ม" }]);
      return `/sessions/${bookingIds[0]}`;
    },
    fields: { intent: "reschedule", start: "พรุ่งนี้" },
    reason: REFUSALS["invalid-start"],
  },
  "routes/sessions.series.$id": {
    // The student's weekly series of one week (written directly, past the booking window).
    at: async (me) => {
      const type = `forms-series-${me.uid.slice(0, 8)}`;
      await writeType(type);
      const start = days.at(60, "15:00");
      const { bookingIds } = await writeSession(type, start, [{ uid: me.uid, email: me.email, name: "ฟอร์ม" }]);
      const id = `forms-series-${me.uid.slice(0, 12)}`;
      const at = Timestamp.fromMillis(clockNow());
      await testDb().collection(TUTORING_COLLECTIONS.series).doc(id).set({
        uid: me.uid, email: me.email, name: "ฟอร์ม", typeId: type, weekday: 0, clock: "15:00", weeks: 1, bookingIds, starts: [start.getTime()],
        status: "active", endedBy: null, endReason: null, payment: null, createdAt: at, updatedAt: at,
      });
      return seriesUrl(id);
    },
    fields: { intent: "nope" },
    reason: TUTORING_TEXT.badForm,
  },
  "routes/course.$slug": { at: () => `/course/${free.slug}`, fields: { intent: "nope" }, reason: LEARNING_TEXT.course.enrolRefused },
  "routes/course.$slug_.leave": { at: () => `/course/${free.slug}/leave`, fields: { intent: "nope" }, reason: LEAVE_TEXT.refused },
  "routes/notifications._index": { at: () => "/notifications", fields: { intent: "nope" }, reason: NOTIFY.refused },
  "routes/orders.new": {
    // The student has MAX_OPEN_ORDERS orders waiting: the next one is refused.
    at: async (_me, page, origin) => {
      for (let i = 0; i < MAX_OPEN_ORDERS; i++) {
        const answer = await page.request.post("/orders/new", { form: { package: DEMO_HOUR_PACKAGE.id }, headers: { Origin: origin }, maxRedirects: 0 });
        expect(answer.status(), "an order made").toBe(302);
      }
      return `/orders/new?package=${DEMO_HOUR_PACKAGE.id}`;
    },
    refuse: (page) => tapFromBelow(page, page.getByRole("button", { name: ORDER.confirm })),
    reason: TOO_MANY_OPEN_ORDERS(MAX_OPEN_ORDERS),
  },
  "routes/parent.$kind.$token": {
    // A link that is not (or no longer) valid: the page says so at its top.
    at: () => "/parent/confirm/a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0",
    fields: {},
    reason: PARENT_PAGES.unknown.title,
    anonymous: true,
  },
  "routes/lesson.$lessonId": { not: "the lesson's posts (exercise, question, done) land on their answer: tests/e2e/learning-post-landing.spec.ts" },
  "routes/lesson.$lessonId_.attempts_.$attemptId_.wrong": { not: "the practice of missed questions lands on its errors and its result as the lesson does: tests/e2e/learning-post-landing.spec.ts" },
  "routes/exams.$id_.attempts.$attemptId_.practice": { not: "a mock exam's weak-topic practice: a refused post lands on the form's error summary, in view (tests/e2e/exams-result.spec.ts)" },
  "routes/orders.$id": {
    // An order waiting for its slip; the name to make the receipt out to has no letter.
    at: async (_me, page, origin) => {
      const made = await page.request.post("/orders/new", { form: { package: DEMO_HOUR_PACKAGE.id }, headers: { Origin: origin }, maxRedirects: 0 });
      expect(made.status(), "an order made").toBe(302);
      return new URL(made.headers().location!, origin).pathname;
    },
    refuse: async (page) => {
      await page.getByLabel(PAY.payerName).fill("!!!");
      const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ffffff" } }).png().toBuffer();
      await page.getByLabel(ORDER.slipFile).setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: picture });
      await tapFromBelow(page, page.getByRole("button", { name: ORDER.sendSlip }));
    },
    reason: PAY.payerEmpty,
  },
  // Mock exams (sitting): a closed exam's start; an attempt's page and its review with a changed form.
  "routes/exams.$id": { at: async () => `/exams/${(await writeFixedExam({ opensAt: 0, closesAt: 1 })).exam.id}`, fields: {}, reason: EXAM_TEXT.refused.closed },
  "routes/exams.$id_.attempts.$attemptId": { at: (_me, page, origin) => startedAttempt(page, origin, ""), fields: { token: "!" }, reason: EXAM_TEXT.expiredForm },
  "routes/exams.$id_.attempts.$attemptId_.review": { at: (_me, page, origin) => startedAttempt(page, origin, "/review"), fields: { intent: "nope" }, reason: EXAM_TEXT.expiredForm },
  "routes/receipts.$id": { not: "the tutor's forms on a receipt (admins only): FormAnswer at the top, payments-mine.test.ts" },
  "routes/homework.$key": { not: "the hand-in's refusals land on FormAnswer, in view and focused: tests/e2e/handins.spec.ts and handins-phone.spec.ts" },
  "routes/$": { not: "an unknown address: every post is the Thai 404 page" },
  "routes/logout": { not: "signing out refuses nothing (an expired session is signed out too)" },
  "routes/api.auth.sessionLogin": { not: "JSON for the sign-in island, which shows its own error beside the buttons" },
  "routes/api.auth.sessionLogout": { not: "JSON for the logout island" },
  "routes/line.webhook": { not: "LINE's webhook, not a person's form" },
  "routes/lesson.$lessonId_.check": { not: "JSON for the exercise's check island" },
  "routes/admin.export": { not: "the backup's download (a file)" },
  "routes/admin.courses.$id_.students[.]csv": { not: "a CSV download" },
  "routes/admin.payments.income[.]csv": { not: "a CSV download" },
  "routes/admin.exams.$id_.results[.]csv": { not: "a CSV download" },
  "routes/admin.exams.$id_.results": { not: "the exam's results: its action only guards" },
  "routes/admin.exams.$id_.items": { not: "the exam's item analysis: its action only guards" },
  // The tutor's pages: the editors answer with their ErrorSummary at the top (tests/e2e/admin-safety.spec.ts, admin-refusal.test.ts).
  "routes/admin": { not: "the admin's layout: its action only guards" },
  "routes/admin._index": { not: "the tutor's morning (วันนี้): counts and links; its action only guards (the backup posts to admin.export)" },
  "routes/admin.articles.$id": { not: "an editor: ErrorSummary at the top (admin-refusal.test.ts)" },
  "routes/admin.articles.$id_.delete": { not: "a delete step: a refused post is its ErrorSummary at the top" },
  "routes/admin.articles.new": { not: "an editor: ErrorSummary at the top (admin-refusal.test.ts)" },
  "routes/admin.courses.$id": { not: "an editor: ErrorSummary at the top (admin-refusal.test.ts)" },
  "routes/admin.courses.$id_.delete": { not: "a delete step: a refused post is its ErrorSummary at the top" },
  "routes/admin.courses.$id_.lessons.new": { not: "an editor: ErrorSummary at the top (admin-refusal.test.ts)" },
  "routes/admin.courses.new": { not: "an editor: ErrorSummary at the top (admin-refusal.test.ts)" },
  "routes/admin.lessons.$id": { not: "an editor: ErrorSummary at the top (admin-refusal.test.ts)" },
  "routes/admin.lessons.$id_.delete": { not: "a delete step: a refused post is its ErrorSummary at the top" },
  "routes/admin.lessons.$id_.exercise": { not: "the exercise editor: each part answers in place (exercise-admin.spec.ts)" },
  "routes/admin.lessons.$id_.files": { not: "the worksheets' editor: files-editor.spec.ts" },
  "routes/admin.lessons.$id_.homework": { not: "an editor: ErrorSummary at the top" },
  "routes/admin.handins._index": { not: "the hand-ins' list: its action only guards" },
  "routes/admin.handins.$id": {
    // A fresh student's hand-in; the tutor saves without picking a mark. The form is under the work.
    at: async (_me, _page, origin) => `/admin/handins/${await handedIn(origin)}`,
    refuse: (page) => tapFromBelow(page, page.getByRole("button", { name: INBOX_TEXT.save })),
    reason: INBOX_TEXT.pickMark,
    admin: true,
  },
  "routes/admin.payments": {
    // A package whose hours are no number: the form is far down, under the slips, orders and receipts.
    at: () => "/admin/payments",
    refuse: async (page) => {
      await page.locator("#field-hours").fill("สิบ");
      await page.locator("#field-price").fill("3500");
      await tapFromBelow(page, page.getByRole("button", { name: PAY_ADMIN.addPackage }));
    },
    reason: PAY_ADMIN.hoursBad,
    admin: true,
  },
  "routes/admin.preview": { not: "the editors' preview (an answer for their island)" },
  "routes/admin.questions.$id": { not: "the tutor's answer form: questions.spec.ts" },
  "routes/admin.questions._index": { not: "the questions' list: its action only guards" },
  "routes/admin.stats": { not: "the stats page: its action only guards" },
  "routes/admin.stats_.exercises": { not: "the stats page: its action only guards" },
  "routes/admin.students.$uid": {
    // The name form is under the student's account (payments, bookings): the tutor empties the name.
    at: async () => `/admin/students/${(await signedInSession({ name: "น้องฟอร์มแอดมิน" })).uid}`,
    refuse: async (page) => {
      await page.getByLabel(PROFILE_TEXT.displayName).fill("");
      await tapFromBelow(page, page.getByRole("button", { name: PROFILE_TEXT.save }));
    },
    reason: PROFILE_TEXT.invalid,
    admin: true,
  },
  "routes/admin.students._index": { not: "the students' list: its action only guards" },
  "routes/admin.trash.$id": { not: "the trash: FormError at the top (admin-records.spec.ts)" },
  "routes/admin.trash._index": { not: "the trash: FormError at the top (admin-records.spec.ts)" },
  "routes/admin.tutoring._index": { not: "the tutor's calendar: tutoring-admin.spec.ts" },
  "routes/admin.tutoring.hours": { not: "the tutor's hours: tutoring-admin.spec.ts" },
  "routes/admin.tutoring.sessions.$id": { not: "the tutor's session page: tutoring-admin.spec.ts" },
  "routes/admin.tutoring.series.$id": { not: "ending a series: asked first, a refusal in the alert under the title (series-admin.test.ts, series.spec.ts)" },
  "routes/admin.tutoring.types.$id": { not: "an editor: ErrorSummary at the top (tutoring-admin.spec.ts)" },
  "routes/admin.tutoring.types._index": { not: "the types' list: tutoring-admin.spec.ts" },
  "routes/admin.tutoring.types.new": { not: "an editor: ErrorSummary at the top (tutoring-admin.spec.ts)" },
  // Issue 43, part B: the tutor's question bank and exams (exams-bank.test.ts).
  "routes/admin.exams._index": { not: "the exams' list: its action only guards" },
  "routes/admin.exams.new": { not: "the exam composer: the first error in a FormError at the top, each beside its field (exams-bank.test.ts)" },
  "routes/admin.exams.$id": { not: "the exam composer: the first error in a FormError at the top, each beside its field (exams-bank.test.ts)" },
  "routes/admin.exams.bank._index": { not: "the bank's list: its action only guards" },
  "routes/admin.exams.bank.new": { not: "a bank question's form: FormError at the top, each error beside its field (exams-bank.test.ts)" },
  "routes/admin.exams.bank.$qid": { not: "a bank question's form: FormError at the top, each error beside its field (exams-bank.test.ts)" },
  "routes/admin.exams.bank.import": { not: "the import: the refusal and every line's error in an alert at the top (exams-bank.test.ts)" },
  "routes/admin.exams.bank.copy": { not: "copy from a lesson: FormError at the top, errors beside the ticks (exams-bank.test.ts)" },
  "routes/admin.exams.topics": { not: "the topic list: one field, its error above it at the top of the form (exams-bank.test.ts)" },
};

/** A new student's hand-in of the demo homework (enrolled, one photo): its id. */
async function handedIn(base: string): Promise<string> {
  const s = await signedInSession();
  expect((await postForm(base, "/course/math-m4-sets-and-logic", { intent: "enrol" }, s.cookie)).status, "enrolled").toBe(302);
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#f4f1ea" } }).jpeg().toBuffer();
  const form = new FormData();
  form.set("note", "");
  form.append("files", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.JPG");
  const sent = await fetch(`${base}${homeworkUrl(DEMO_HOMEWORK.key)}`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base, Cookie: s.cookie } });
  expect(sent.status, "handed in").toBeLessThan(400);
  return handinId(DEMO_HOMEWORK.key, s.uid);
}

/** A new attempt of a new open exam, started by the signed-in student; its page's address plus `tail`. */
async function startedAttempt(page: Page, origin: string, tail: string): Promise<string> {
  const { exam } = await writeFixedExam();
  const made = await page.request.post(`/exams/${exam.id}`, { form: {}, headers: { Origin: origin }, maxRedirects: 0 });
  expect(made.status(), "an attempt started").toBe(303);
  return `${new URL(made.headers().location!, origin).pathname}${tail}`;
}

/** Taps a button the way a phone user reaches it: scrolled to, far down the page. */
async function tapFromBelow(page: Page, button: ReturnType<Page["locator"]>) {
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

/** A form the page did not send, added at the bottom of its main column and tapped there. */
async function postChanged(page: Page, fields: Record<string, string>) {
  await page.evaluate((fields) => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = location.pathname + location.search;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.append(input);
    }
    const button = document.createElement("button");
    button.type = "submit";
    button.id = "changed-post";
    button.textContent = "ส่ง";
    form.append(button);
    document.querySelector("main")!.append(form);
  }, fields);
  await tapFromBelow(page, page.locator("#changed-post"));
}

test("every route with an action is in the list of forms", () => {
  const withAction = Object.values(readManifest())
    .filter((r) => r.hasAction)
    .map((r) => r.id)
    .sort();
  expect(withAction, "a route with an action is missing from FORMS in tests/e2e/forms.spec.ts (or listed there without an action)").toEqual(Object.keys(FORMS).sort());
});

for (const width of [375, 1280]) {
  for (const javaScriptEnabled of [false, true]) {
    // The students' pages at the phone's width; the tutor's at the phone's and the desk's.
    test.describe(`a refused post at ${width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: 800 } });

      for (const [route, entry] of Object.entries(FORMS)) {
        if (!("reason" in entry) || (width !== 375 && !entry.admin)) continue;
        test(`${route}: the reason in the first screen`, async ({ page, signIn, baseURL, context }, testInfo) => {
          const me = entry.anonymous ? { uid: "anonymous", email: "" } : entry.admin ? (await signInAs(context, "demo-admin-1", baseURL!), { uid: "demo-admin-1", email: "" }) : await signIn();
          await page.goto(await entry.at(me, page, new URL(baseURL!).origin));
          if (entry.refuse) await entry.refuse(page);
          else await postChanged(page, entry.fields ?? {});
          const answer = entry.anonymous ? page.getByRole("heading", { level: 1, name: entry.reason }) : page.locator("#form-answer");
          await expect(answer).toContainText(entry.reason, { timeout: 15_000 });
          await expect(answer).toBeInViewport();
          if (!entry.anonymous) {
            await expect(answer).toHaveAttribute("role", "alert");
            await expect(answer).toBeFocused();
          }
          await expectFits(page);
          // The first screen as the student sees it, kept beside the test's results to look at.
          await page.screenshot({ path: testInfo.outputPath("first-screen.png") });
        });
      }
    });
  }
}
