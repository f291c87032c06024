/**
 * Questions to the tutor over HTTP against the real server and the
 * seeded emulators: asking (who may, validation, the rate limit, the typed text
 * kept), privacy (another student, a visitor, the route's data requests, the
 * HTML cache), the admin inbox and every admin intent (guards, audit log),
 * the answer and its outbox entry written together (one per answer version),
 * the FAQ copy without the student, the dashboard badge and the e-mail setting.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { outboxId } from "~/services/messaging/outbox.store.server";
import { QUESTION_TEXT } from "~/questions/messages";
import { QUESTION_LIMITS } from "~/questions/schema";
import { DEMO_COURSES } from "../../harness/seed-content";
import { sessionForUid, signedInSession } from "../../harness/auth";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { env } from "../../harness/ports";
import { DEMO_ADMIN_EMAILS } from "~/platform/demo-accounts";

const base = env.baseUrl;
const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const PREVIEW = "math-01"; // a free preview
const LOCKED = "math-02"; // needs the enrolment
const LESSON_DATA = "routes%2Flesson.%24lessonId";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
const marker = (what = "คำถามลับ") => `${what}-${randomUUID().slice(0, 8)}`;

function get(path: string, cookie?: string) {
  return fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

async function text(path: string, cookie?: string): Promise<string> {
  return (await get(path, cookie)).text();
}

async function enrolledStudent() {
  const session = await signedInSession({ name: "น้องทดสอบ" });
  const res = await postForm(base, `/course/${math.slug}`, { intent: "enrol" }, session.cookie);
  expect(res.status).toBe(302);
  return session;
}

const ask = (lessonId: string, body: string, cookie?: string) => postForm(base, `/lesson/${lessonId}`, { intent: "question-ask", body }, cookie);

async function questionsOf(uid: string) {
  const snap = await testDb().collection("questions").where("uid", "==", uid).get();
  return snap.docs.map((d) => ({ ...(d.data() as Record<string, unknown>), id: d.id }) as Record<string, unknown> & { id: string });
}

async function askOne(lessonId: string, cookie: string, uid: string, body = marker()) {
  const res = await ask(lessonId, body, cookie);
  expect(res.status).toBe(303);
  const q = (await questionsOf(uid)).find((d) => d.body === body);
  expect(q).toBeDefined();
  return { id: q!.id, body };
}

let adminCookie: Promise<string> | null = null;
const admin = () => (adminCookie ??= sessionForUid("demo-admin-1").then((t) => `session=${t}`));
const adminPost = async (id: string, fields: Record<string, string>) => postForm(base, `/admin/questions/${id}`, fields, await admin());

describe("asking on a lesson", () => {
  it("an enrolled student asks, sees the question as waiting, edits and withdraws it", async () => {
    const s = await enrolledStudent();
    const body = `${marker()} สูตร $x^2$`;
    const res = await ask(LOCKED, body, s.cookie);
    expect(res.status).toBe(303);
    const html = await text(`/lesson/${LOCKED}`, s.cookie);
    expect(html).toContain(body.split(" ")[0]);
    expect(html).toContain(QUESTION_TEXT.status.open);
    expect(html).toContain("katex"); // maths typeset on the server
    const [q] = await questionsOf(s.uid);
    expect(q).toMatchObject({ state: "open", lessonId: LOCKED, courseId: math.id, studentEmail: s.email, answerVersion: 0 });
    // The page lands on the question just sent (its item is focusable: the browser focuses a fragment's target).
    expect(res.headers.get("location")).toBe(`/lesson/${LOCKED}#q-${q!.id}`);
    expect(html).toMatch(new RegExp(`<li class="question card" id="q-${q!.id}" tabindex="-1">`));

    const edited = marker("แก้แล้ว");
    const edit = await postForm(base, `/lesson/${LOCKED}`, { intent: "question-edit", questionId: q!.id, body: edited }, s.cookie);
    expect(edit.status).toBe(303);
    expect(edit.headers.get("location")).toBe(`/lesson/${LOCKED}#q-${q!.id}`);
    expect((await questionsOf(s.uid))[0]!.body).toBe(edited);
    const withdraw = await postForm(base, `/lesson/${LOCKED}`, { intent: "question-withdraw", questionId: q!.id }, s.cookie);
    expect(withdraw.status).toBe(303);
    expect(withdraw.headers.get("location")).toBe(`/lesson/${LOCKED}#questions`);
    expect(await questionsOf(s.uid)).toEqual([]);
  });

  it("the question box's hint is in plain Thai: how to type a formula, no word like Markdown", async () => {
    const s = await signedInSession();
    const html = await text(`/lesson/${PREVIEW}`, s.cookie);
    const at = html.indexOf('id="question-new-hint"');
    expect(at).toBeGreaterThan(-1);
    const hint = html.slice(at, html.indexOf("</p>", at));
    expect(hint).toContain("พิมพ์สูตรคณิตได้");
    expect(hint).toContain("จะแสดงเป็น x² + 1");
    expect(hint).not.toMatch(/markdown/i);
  });

  it("a signed-in student may ask on a free preview without enrolling; a visitor is sent to sign in", async () => {
    const s = await signedInSession();
    await askOne(PREVIEW, s.cookie, s.uid);
    const res = await ask(PREVIEW, marker());
    expect([302, 303]).toContain(res.status);
    expect(res.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    // The visitor's page offers sign-in instead of the form.
    const html = await text(`/lesson/${PREVIEW}`);
    expect(html).toContain(QUESTION_TEXT.signInToAsk);
    expect(html).not.toContain('value="question-ask"');
  });

  it("refuses a student who has not enrolled on a locked lesson (403), keeping the text", async () => {
    const s = await signedInSession();
    const body = marker();
    const res = await ask(LOCKED, body, s.cookie);
    expect(res.status).toBe(403);
    expect(await questionsOf(s.uid)).toEqual([]);
  });

  it("validates: empty, too long, a refused formula, a wrong id: Thai errors, the typed text kept, nothing stored", async () => {
    const s = await enrolledStudent();
    const empty = await ask(LOCKED, "   ", s.cookie);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(QUESTION_TEXT.errors.required);

    const long = `${marker()} ${"ก".repeat(QUESTION_LIMITS.body)}`;
    const tooLong = await ask(LOCKED, long, s.cookie);
    expect(tooLong.status).toBe(400);
    const page = await tooLong.text();
    expect(page).toContain(QUESTION_TEXT.errors.tooLong(QUESTION_LIMITS.body));
    expect(page).toContain(long); // back in the textarea

    const formula = await ask(LOCKED, `${marker()} $\\href{https://evil.example}{x}$`, s.cookie);
    expect(formula.status).toBe(400);
    expect(await formula.text()).toContain("สูตรคณิตศาสตร์ไม่ถูกต้อง");

    const typed = marker();
    const wrongId = await postForm(base, `/lesson/${LOCKED}`, { intent: "question-edit", questionId: "../x", body: typed }, s.cookie);
    expect(wrongId.status).toBe(400);
    expect(await wrongId.text()).toContain(typed);
    expect(await questionsOf(s.uid)).toEqual([]);
  });

  it(`rate-limits a student to ${QUESTION_LIMITS.rateLimit} asks and edits in ${QUESTION_LIMITS.rateWindowSeconds / 60} minutes (429, text kept)`, async () => {
    const s = await signedInSession();
    for (let i = 0; i < QUESTION_LIMITS.rateLimit; i++) expect((await ask(PREVIEW, marker(), s.cookie)).status).toBe(303);
    const typed = marker();
    const res = await ask(PREVIEW, typed, s.cookie);
    expect(res.status).toBe(429);
    const page = await res.text();
    expect(page).toContain(QUESTION_TEXT.errors.rateLimited);
    expect(page).toContain(typed);
    // Another student is not limited by this one.
    const other = await signedInSession();
    expect((await ask(PREVIEW, marker(), other.cookie)).status).toBe(303);
  });
});

describe("privacy", () => {
  it("another student, a visitor and the route's data requests never get a question or its answer; the HTML cache neither", async () => {
    const a = await signedInSession({ name: "น้องเจ้าของคำถาม" });
    const { id, body } = await askOne(PREVIEW, a.cookie, a.uid);
    const answer = marker("คำตอบลับ");
    expect((await adminPost(id, { intent: "answer", version: "0", answer })).status).toBe(303);

    // The asker sees both, in the page and in the data request; the page is private.
    const own = await get(`/lesson/${PREVIEW}`, a.cookie);
    expect(own.headers.get("cache-control")).toMatch(/private/);
    const ownHtml = await own.text();
    expect(ownHtml).toContain(body);
    expect(ownHtml).toContain(answer);
    expect(await text(`/lesson/${PREVIEW}.data?_routes=${LESSON_DATA}`, a.cookie)).toContain(answer);

    const b = await signedInSession();
    const paths = [`/lesson/${PREVIEW}`, `/lesson/${PREVIEW}.data`, `/lesson/${PREVIEW}.data?_routes=${LESSON_DATA}`, `/lesson/${PREVIEW}?_data=${LESSON_DATA}`, "/dashboard", "/dashboard.data"];
    for (const cookie of [b.cookie, undefined]) {
      for (const path of paths) {
        // Twice: the second anonymous view may come from the HTML cache.
        for (let i = 0; i < 2; i++) {
          const res = await fetch(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
          const seen = await res.text();
          for (const secret of [body, answer, a.email, "น้องเจ้าของคำถาม"]) {
            expect(seen, `${cookie ? "student B" : "visitor"} ${path}`).not.toContain(secret);
            expect(seen).not.toContain(escapeHtml(secret));
          }
        }
      }
    }
  });
});

describe("the tutor's inbox", () => {
  it("answers in one transaction with the outbox entry, once per answer version; the student gets the badge until they open it", async () => {
    const s = await enrolledStudent();
    const { id } = await askOne(LOCKED, s.cookie, s.uid);
    // The inbox lists it among the unanswered, first; the navigation counts them.
    const inbox = await text("/admin/questions?status=open", await admin());
    expect(inbox).toContain(`data-question="${id}"`);
    expect(await text("/admin/questions", await admin())).toMatch(/data-question="[^"]+"[\s\S]*/);
    expect(await text("/admin", await admin())).toContain('data-testid="unanswered-count"');
    expect(await text(`/admin/questions/${id}`, await admin())).toContain(s.email);

    const answer = `${marker("คำตอบ")} $\\frac{1}{2}$`;
    // A preview renders, stores nothing.
    const preview = await adminPost(id, { intent: "preview", version: "0", answer });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("katex");
    expect((await questionsOf(s.uid))[0]!.answerVersion).toBe(0);

    expect((await adminPost(id, { intent: "answer", version: "0", answer })).status).toBe(303);
    const q = (await questionsOf(s.uid))[0]!;
    expect(q).toMatchObject({ state: "answered", answerVersion: 1, unseen: true, answer });
    const mail = await testDb().collection("outbox").doc(outboxId(`answer:${id}:1`)).get();
    expect(mail.data()).toMatchObject({ to: s.email, status: "pending", recipientUid: s.uid, preference: "emailOnAnswer", dedupeKey: `answer:${id}:1` });
    // The mail shows the answer as a person reads it (tests/integration/questions-mail.test.ts has the whole letter).
    expect(String(mail.data()!.text)).toContain(`${answer.split(" ")[0]} 1/2`);

    // The same form sent again (version 0): a conflict, no second answer, no second mail.
    const again = await adminPost(id, { intent: "answer", version: "0", answer: `${answer} อีกครั้ง` });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(`${escapeHtml(answer)} อีกครั้ง`);
    expect((await testDb().collection("outbox").doc(outboxId(`answer:${id}:2`)).get()).exists).toBe(false);
    expect((await questionsOf(s.uid))[0]!.answerVersion).toBe(1);

    // The badge until the lesson is opened.
    const dash = await text("/dashboard", s.cookie);
    expect(dash).toContain(QUESTION_TEXT.dashboard.newAnswers(1));
    expect(dash).toContain(QUESTION_TEXT.status.answered);
    expect(await text(`/lesson/${LOCKED}`, s.cookie)).toContain(answer.split(" ")[0]);
    expect(await text("/dashboard", s.cookie)).not.toContain(QUESTION_TEXT.dashboard.newAnswers(1));

    // Answered: the student can no longer edit it.
    const locked = await postForm(base, `/lesson/${LOCKED}`, { intent: "question-edit", questionId: id, body: "แก้ทีหลัง" }, s.cookie);
    expect(locked.status).toBe(409);
    const lockedPage = await locked.text();
    expect(lockedPage).toContain(QUESTION_TEXT.errors.locked);
    expect(lockedPage).toContain("แก้ทีหลัง");

    // An edited answer is a new version: one more mail, and the badge again.
    expect((await adminPost(id, { intent: "answer", version: "1", answer: `${answer} (แก้)` })).status).toBe(303);
    expect((await testDb().collection("outbox").doc(outboxId(`answer:${id}:2`)).get()).exists).toBe(true);
    expect(await text("/dashboard", s.cookie)).toContain(QUESTION_TEXT.dashboard.newAnswers(1));
  });

  it("publishes to the lesson's FAQ without the student's name or e-mail, unpublishes, closes, deletes with confirmation; all audited", async () => {
    const name = `น้องชื่อลับ${randomUUID().slice(0, 4)}`;
    const s = await signedInSession({ name });
    const { id, body } = await askOne(PREVIEW, s.cookie, s.uid);
    expect((await adminPost(id, { intent: "publish" })).status).toBe(400); // no answer yet
    const answer = marker("คำตอบสาธารณะ");
    expect((await adminPost(id, { intent: "answer", version: "0", answer })).status).toBe(303);
    expect((await adminPost(id, { intent: "publish" })).status).toBe(303);

    const copy = (await testDb().collection("faq").doc(id).get()).data()!;
    expect(Object.keys(copy).sort()).toEqual(["answer", "courseId", "lessonId", "publishedAt", "question"]);
    const visitor = await text(`/lesson/${PREVIEW}`);
    expect(visitor).toContain(QUESTION_TEXT.faqTitle);
    expect(visitor).toContain(body);
    expect(visitor).toContain(answer);
    expect(visitor).not.toContain(s.email);
    expect(visitor).not.toContain(name);

    expect((await adminPost(id, { intent: "unpublish" })).status).toBe(303);
    expect((await testDb().collection("faq").doc(id).get()).exists).toBe(false);
    expect(await text(`/lesson/${PREVIEW}`)).not.toContain(answer);

    expect((await adminPost(id, { intent: "resolve" })).status).toBe(303);
    expect((await questionsOf(s.uid))[0]!.state).toBe("resolved");
    const noConfirm = await adminPost(id, { intent: "delete" });
    expect(noConfirm.status).toBe(400);
    expect(await noConfirm.text()).toContain(QUESTION_TEXT.errors.confirmDelete);
    expect((await adminPost(id, { intent: "delete", confirm: "yes" })).status).toBe(303);
    expect(await questionsOf(s.uid)).toEqual([]);

    const audit = await testDb().collection("auditLog").where("docId", "==", id).get();
    expect(audit.docs.map((d) => d.get("action")).sort()).toEqual(["answer", "delete", "publish", "resolve", "unpublish"]);
    expect(audit.docs.every((d) => d.get("docType") === "question" && d.get("actorEmail") === "admin@example.com")).toBe(true);
  });

  it("guards every admin intent: a visitor goes to sign in, a student gets 403, nothing changes", async () => {
    const s = await signedInSession();
    const { id } = await askOne(PREVIEW, s.cookie, s.uid);
    const intents: Record<string, string>[] = [
      { intent: "preview", answer: "x" },
      { intent: "answer", version: "0", answer: "แอบตอบ" },
      { intent: "resolve" },
      { intent: "reopen" },
      { intent: "publish" },
      { intent: "unpublish" },
      { intent: "delete", confirm: "yes" },
    ];
    for (const fields of intents) {
      const anonymous = await postForm(base, `/admin/questions/${id}`, fields);
      expect([302, 303]).toContain(anonymous.status);
      expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
      const student = await postForm(base, `/admin/questions/${id}`, fields, s.cookie);
      expect(student.status, fields.intent).toBe(403);
    }
    for (const path of ["/admin/questions", `/admin/questions/${id}`, `/admin/questions/${id}.data`]) {
      expect((await get(path, s.cookie)).status, path).toBe(403);
    }
    expect((await questionsOf(s.uid))[0]).toMatchObject({ state: "open", answerVersion: 0, faq: false });
  });
});

const reply = (lessonId: string, questionId: string, body: string, cookie?: string) =>
  postForm(base, `/lesson/${lessonId}`, { intent: "question-reply", questionId, body }, cookie);

/** The oldest unanswered question but `except`, as the tutor's "ตอบข้อถัดไป" should find it. */
async function oldestOpen(except: string): Promise<string | null> {
  const snap = await testDb().collection("questions").where("state", "==", "open").orderBy("createdAt", "asc").limit(2).get();
  return snap.docs.find((d) => d.id !== except)?.id ?? null;
}

describe("a question's thread", () => {
  it("the student replies after the answer: the question is open again for the tutor (mailed), the thread shows everyone in order", async () => {
    const s = await enrolledStudent();
    const { id, body } = await askOne(LOCKED, s.cookie, s.uid);
    // Sent: a notice that says where the answer will come.
    const asked = await ask(LOCKED, marker(), s.cookie);
    expect(asked.headers.get("set-cookie")).toContain(encodeURIComponent(QUESTION_TEXT.sent));

    const answer = marker("คำตอบแรก");
    const answered = await adminPost(id, { intent: "answer", version: "0", answer });
    expect(answered.status).toBe(303);
    // Answering an unanswered question lands on the oldest one still waiting (or the inbox when none is).
    expect(answered.headers.get("location")).toMatch(/^\/admin\/questions(\/[\w-]+\?done=answeredNext|\?done=answeredAll)$/);

    const typed = `${marker("ถามต่อ")} $x^2$`;
    const res = await reply(LOCKED, id, typed, s.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/lesson/${LOCKED}#q-${id}`);
    expect(res.headers.get("set-cookie")).toContain(encodeURIComponent(QUESTION_TEXT.replySent));
    const q = (await questionsOf(s.uid)).find((d) => d.id === id)!;
    expect(q).toMatchObject({ state: "open", rank: 0, answer, answerVersion: 1 });
    expect(q.replies).toMatchObject([{ from: "student", name: "น้องทดสอบ", body: typed }]);
    // The tutors are mailed, as for an answer: in the same transaction, one entry per admin.
    for (const to of DEMO_ADMIN_EMAILS) {
      const mail = await testDb().collection("outbox").doc(outboxId(`reply:${id}:1:${to.toLowerCase()}`)).get();
      expect(mail.data(), to).toMatchObject({ to: to.toLowerCase(), status: "pending" });
      // The mail shows the maths as text (the one template, docs/email.md), never the TeX.
      expect(String(mail.data()!.text)).toContain(typed.replace("$x^2$", "x²"));
      expect(String(mail.data()!.text)).not.toContain("$");
      expect(String(mail.data()!.text)).toContain(`/admin/questions/${id}`);
    }
    expect(await text("/admin/questions?status=open", await admin())).toContain(`data-question="${id}"`);

    // The tutor answers the reply: it joins the thread, the first answer stays, the student is mailed.
    const adminHtml = await text(`/admin/questions/${id}`, await admin());
    expect(adminHtml).toContain(QUESTION_TEXT.admin.threadAnswerLabel);
    const second = marker("คำตอบที่สอง");
    expect((await adminPost(id, { intent: "answer", version: "1", answer: second })).status).toBe(303);
    const after = (await questionsOf(s.uid)).find((d) => d.id === id)!;
    expect(after).toMatchObject({ state: "answered", answer, answerVersion: 2 });
    expect((after.replies as unknown[]).length).toBe(2);
    expect(String((await testDb().collection("outbox").doc(outboxId(`answer:${id}:2`)).get()).data()!.text)).toContain(second);

    const page = await text(`/lesson/${LOCKED}`, s.cookie);
    const order = [body, answer, typed.split(" ")[0]!, second].map((t) => page.indexOf(t));
    expect(order.every((at) => at > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).toContain("น้องทดสอบ");
  });

  it("another student cannot reply to someone else's question (404); before an answer a reply is refused (409); the text is kept", async () => {
    const a = await enrolledStudent();
    const { id } = await askOne(LOCKED, a.cookie, a.uid);
    const early = marker("ก่อนตอบ");
    const notYet = await reply(LOCKED, id, early, a.cookie);
    expect(notYet.status).toBe(409);
    const notYetPage = await notYet.text();
    expect(notYetPage).toContain(QUESTION_TEXT.errors.notAnswered);
    expect(notYetPage).toContain(early);

    expect((await adminPost(id, { intent: "answer", version: "0", answer: marker("คำตอบ") })).status).toBe(303);
    const b = await enrolledStudent();
    const typed = marker("แอบตอบ");
    const other = await reply(LOCKED, id, typed, b.cookie);
    expect(other.status).toBe(404);
    expect(await other.text()).toContain(typed);
    expect((await questionsOf(a.uid))[0]).toMatchObject({ state: "answered", replies: [] });

    // Validation: too long, with the text kept.
    const long = `${marker()} ${"ข".repeat(QUESTION_LIMITS.body)}`;
    const tooLong = await reply(LOCKED, id, long, a.cookie);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain(long);
  });

  it(`caps a thread at ${QUESTION_LIMITS.replies} replies (409, text kept), and the tutor's page offers the oldest unanswered question next`, async () => {
    const s = await enrolledStudent();
    const { id } = await askOne(LOCKED, s.cookie, s.uid);
    expect((await adminPost(id, { intent: "answer", version: "0", answer: marker("คำตอบ") })).status).toBe(303);
    const filler = Array.from({ length: QUESTION_LIMITS.replies - 1 }, (_, i) => ({ from: i % 2 ? "tutor" : "student", name: "x", body: `ข้อความ ${i}`, at: new Date() }));
    await testDb().collection("questions").doc(id).update({ replies: filler });
    expect((await reply(LOCKED, id, marker("ข้อสุดท้าย"), s.cookie)).status).toBe(303);
    const typed = marker("เกิน");
    const full = await reply(LOCKED, id, typed, s.cookie);
    expect(full.status).toBe(409);
    const page = await full.text();
    expect(page).toContain(QUESTION_TEXT.errors.threadFull(QUESTION_LIMITS.replies));
    expect(page).toContain(typed);
    expect(((await questionsOf(s.uid))[0]!.replies as unknown[]).length).toBe(QUESTION_LIMITS.replies);

    // ตอบข้อถัดไป: the oldest question still waiting, not this one.
    const next = await oldestOpen(id);
    const adminHtml = await text(`/admin/questions/${id}`, await admin());
    if (next) expect(adminHtml).toMatch(new RegExp(`<a [^>]*href="/admin/questions/${next}"[^>]*>${QUESTION_TEXT.admin.answerNext}`));
    else expect(adminHtml).toContain(QUESTION_TEXT.admin.noneWaiting);
  });

  it(`a reply counts in the ${QUESTION_LIMITS.rateLimit} posts of the rate limit (429, text kept)`, async () => {
    const s = await signedInSession();
    const { id } = await askOne(PREVIEW, s.cookie, s.uid);
    expect((await adminPost(id, { intent: "answer", version: "0", answer: marker("คำตอบ") })).status).toBe(303);
    for (let i = 1; i < QUESTION_LIMITS.rateLimit; i++) expect((await reply(PREVIEW, id, marker(), s.cookie)).status).toBe(303);
    const typed = marker("รอก่อน");
    const res = await reply(PREVIEW, id, typed, s.cookie);
    expect(res.status).toBe(429);
    const page = await res.text();
    expect(page).toContain(QUESTION_TEXT.errors.rateLimited);
    expect(page).toContain(typed);
  });
});

describe("the dashboard", () => {
  it("lets the student turn the answer e-mails off and on (a plain form)", async () => {
    const s = await signedInSession();
    expect(await text("/dashboard", s.cookie)).toContain(QUESTION_TEXT.dashboard.emailOn);
    const off = await postForm(base, "/dashboard", { intent: "email-on-answer", value: "off" }, s.cookie);
    expect(off.status).toBe(303);
    expect((await testDb().collection("users").doc(s.uid).get()).get("emailOnAnswer")).toBe(false);
    expect(await text("/dashboard", s.cookie)).toContain(QUESTION_TEXT.dashboard.emailOff);
    expect((await postForm(base, "/dashboard", { intent: "email-on-answer", value: "maybe" }, s.cookie)).status).toBe(400);
    expect((await postForm(base, "/dashboard", { intent: "email-on-answer", value: "on" }, s.cookie)).status).toBe(303);
    expect((await testDb().collection("users").doc(s.uid).get()).get("emailOnAnswer")).toBe(true);
    const anonymous = await postForm(base, "/dashboard", { intent: "email-on-answer", value: "off" });
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
  });
});
