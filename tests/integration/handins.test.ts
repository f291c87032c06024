/**
 * Hand-ins over HTTP against the built server (docs/files.md#hand-ins): a
 * student hands in photos or a PDF for the demo homework on math-02 (plain
 * multipart, no JavaScript), adds to them before the mark, takes one out after
 * being asked first (its file released, the quota given back), and who may
 * fetch them; after "แก้ไขแล้วส่งใหม่" a hand-in replaces the marked one; the 50 MB quota refused in Thai with the note kept,
 * and ten hand-ins a minute (429, the note kept);
 * the tutor's inbox, the hand-in's page with the homework asked and its due
 * day, the mark and its e-mail in the outbox; two admins marking
 * at once (the second gets the conflict, typed feedback kept); a live
 * session's homework with "ต้องส่งงาน"; the dashboard's outstanding list; and
 * the same student's two hand-ins at once on two server processes (both kept).
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { gpsPhoto, onePagePdf } from "../support/upload-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { env, testPort } from "../../harness/ports";
import { DEMO_HOMEWORK } from "../../harness/seed-handins";
import { DEMO_LESSONS } from "../../harness/seed-content";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { getOutboxEntry } from "../support/outbox";
import { HOUR, writeSession, writeType } from "../support/tutoring";
import { FILE_ERRORS, MAX_STUDENT_BYTES } from "~/files/index";
import { handinId } from "~/handins/handins.store.server";
import { HANDIN_TEXT, INBOX_TEXT, MARK_TEXT, MARKED_MAIL } from "~/handins/messages";
import { outboxId } from "~/services/messaging/outbox.store.server";
import { RATE_LIMIT_MESSAGE } from "~/platform/rate-limit.store.server";
import { now as clockNow } from "~/kernel/clock";

const base = env.baseUrl;
const PAGE = `/homework/${DEMO_HOMEWORK.key}`;
const COURSE = "/course/math-m4-sets-and-logic";
let admin = "";
let admin2 = "";

type Student = Awaited<ReturnType<typeof signedInSession>>;

const photo = (colour: string) => gpsPhoto({ width: 1200, height: 900, colour });
const pdf = onePagePdf;

type Part = { bytes: Uint8Array; filename: string; type: string };

function handIn(cookie: string, files: Part[], note = "", path = PAGE, at = base) {
  const form = new FormData();
  form.set("note", note);
  for (const f of files) form.append("files", new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.filename);
  return fetch(`${at}${path}`, { method: "POST", body: form, redirect: "manual", headers: { Origin: at, ...(cookie ? { Cookie: cookie } : {}) } });
}

const get = (path: string, cookie?: string, at = base) => fetch(`${at}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const html = async (path: string, cookie?: string) => decodeHtml(await (await get(path, cookie)).text());
const jpeg = async (colour: string): Promise<Part> => ({ bytes: await photo(colour), filename: "IMG_1234.JPG", type: "image/jpeg" });

/** The hand-in's files the page links to, in order. */
const workLinks = (page: string) => [...page.matchAll(/href="(\/files\/([0-9a-f]{64})\.(?:jpg|png|pdf))"/g)].map((m) => ({ url: m[1]!, sha: m[2]! }));

async function enrolledStudent(): Promise<Student> {
  const s = await signedInSession();
  expect((await postForm(base, COURSE, { intent: "enrol" }, s.cookie)).status).toBe(302);
  return s;
}

const handinDoc = async (uid: string, key = DEMO_HOMEWORK.key) => (await testDb().collection("handins").doc(handinId(key, uid)).get()).data();
const fileStored = async (sha: string) => (await testDb().collection("files").doc(sha).get()).exists;
const quotaOf = async (uid: string) => Number((await testDb().collection("handinQuota").doc(uid).get()).get("bytes") ?? 0);

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  admin2 = await sessionCookieForUid("demo-admin-2");
});

describe("a student hands in", () => {
  it("only a student the homework is given to sees its page; the dashboard lists it until it is handed in", async () => {
    expect((await get(PAGE)).status).toBe(302);
    const stranger = await signedInSession();
    expect((await get(PAGE, stranger.cookie)).status).toBe(404);
    expect((await get("/homework/lesson-no-such-lesson", stranger.cookie)).status).toBe(404);

    const s = await enrolledStudent();
    const page = await html(PAGE, s.cookie);
    expect(page).toContain(DEMO_HOMEWORK.instructions);
    expect(page).toContain(HANDIN_TEXT.used(0));
    expect(page).toMatch(/กำหนดส่ง [ก-๙.]+ \d{1,2} [ก-๙.]+ 25\d\d/); // a Thai day, Buddhist year
    expect(page).toContain('accept="image/*,application/pdf"');
    const dashboard = await html("/dashboard", s.cookie);
    expect(dashboard).toContain(HANDIN_TEXT.outstandingTitle);
    expect(dashboard).toContain(`href="${PAGE}"`);

    expect((await handIn(s.cookie, [await jpeg("#336699")], "ข้อ 5 ไม่แน่ใจค่ะ")).status).toBe(303);
    expect(await html("/dashboard", s.cookie)).not.toContain(`href="${PAGE}"`);
  });

  it("accepts photos, shows them to their student and admins only (404 to anyone else); a second hand-in adds to the first; one file taken out after asking first", async () => {
    const s = await enrolledStudent();
    const res = await handIn(s.cookie, [await jpeg("#aa3322"), await jpeg("#22aa33")], "ทำครบแล้วครับ");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(PAGE);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("notice="))).toBe(true);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("progress_at="))).toBe(true);
    const page = await html(PAGE, s.cookie);
    expect(page).toContain(HANDIN_TEXT.waiting);
    expect(page).toContain("ทำครบแล้วครับ");
    expect(page).toContain(HANDIN_TEXT.handInMore);
    const first = workLinks(page);
    expect(first).toHaveLength(2);

    const other = await enrolledStudent();
    for (const { url } of first) {
      expect((await get(url)).status).toBe(404);
      expect((await get(url, other.cookie)).status).toBe(404);
      for (const cookie of [s.cookie, admin]) {
        const r = await get(url, cookie);
        expect(r.status).toBe(200);
        expect(r.headers.get("cache-control")).toBe("private, no-store");
      }
    }
    // Stored re-encoded, without the GPS position.
    const bytes = Buffer.from(await (await get(first[0]!.url, s.cookie)).arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    // Before the mark a second hand-in adds to the first (the same photo again is kept once), the note kept when left empty.
    expect((await handIn(s.cookie, [{ bytes: await pdf(`working ${randomUUID()}`), filename: "work.pdf", type: "application/pdf" }, await jpeg("#aa3322")])).status).toBe(303);
    const second = workLinks(await html(PAGE, s.cookie));
    expect(second).toHaveLength(3);
    expect(second.slice(0, 2)).toEqual(first);
    expect(second[2]!.url).toMatch(/\.pdf$/);
    let doc = await handinDoc(s.uid);
    expect(doc?.files).toHaveLength(3);
    expect(doc?.note).toBe("ทำครบแล้วครับ");
    const sizes = (doc!.files as { size: number }[]).map((f) => f.size);
    expect(await quotaOf(s.uid)).toBe(sizes[0]! + sizes[1]! + sizes[2]!);
    for (const { sha } of second) expect(await fileStored(sha)).toBe(true);

    // Taken out: the link asks first (nothing removed by a GET), the button removes it; its file released, the quota given back.
    const gone = first[1]!;
    const asking = await html(`${PAGE}?remove=${gone.sha}`, s.cookie);
    expect(asking).toContain(HANDIN_TEXT.removeQuestion(HANDIN_TEXT.photoName(2)));
    expect(asking).toContain(`name="file" value="${gone.sha}"`);
    expect((await handinDoc(s.uid))?.files).toHaveLength(3);
    expect((await postForm(base, PAGE, { intent: "remove", file: gone.sha }, other.cookie)).status).toBe(409);
    const removed = await postForm(base, PAGE, { intent: "remove", file: gone.sha }, s.cookie);
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe(PAGE);
    expect(workLinks(await html(PAGE, s.cookie)).map((l) => l.sha)).toEqual([first[0]!.sha, second[2]!.sha]);
    expect(await fileStored(gone.sha)).toBe(false);
    doc = await handinDoc(s.uid);
    expect(doc?.files).toHaveLength(2);
    expect(await quotaOf(s.uid)).toBe(sizes[0]! + sizes[2]!);
    const again = await postForm(base, PAGE, { intent: "remove", file: gone.sha }, s.cookie);
    expect(again.status).toBe(409);
    expect(decodeHtml(await again.text())).toContain(HANDIN_TEXT.fileGone);
  });

  it("refuses a hand-in over the 50 MB quota, or of another kind, in Thai, keeping the note; nothing is stored", async () => {
    const s = await enrolledStudent();
    await testDb().collection("handinQuota").doc(s.uid).set({ bytes: MAX_STUDENT_BYTES - 1000 });
    const res = await handIn(s.cookie, [await jpeg("#774411")], "โน้ตที่พิมพ์ไว้");
    expect(res.status).toBe(400);
    const page = decodeHtml(await res.text());
    expect(page).toContain(FILE_ERRORS.quota);
    expect(page).toContain(">โน้ตที่พิมพ์ไว้</textarea>");
    expect(await handinDoc(s.uid)).toBeUndefined();
    expect(await quotaOf(s.uid)).toBe(MAX_STUDENT_BYTES - 1000);

    const text = await handIn(s.cookie, [{ bytes: new TextEncoder().encode("not a picture"), filename: "a.jpg", type: "image/jpeg" }], "อีกโน้ต");
    expect(text.status).toBe(400);
    const refused = decodeHtml(await text.text());
    expect(refused).toContain(FILE_ERRORS.kind);
    expect(refused).toContain(">อีกโน้ต</textarea>");
    const none = await handIn(s.cookie, [], "ไม่มีไฟล์");
    expect(none.status).toBe(400);
    expect(decodeHtml(await none.text())).toContain(FILE_ERRORS.empty);
  });

  it("takes ten hand-ins a minute from one student, then answers 429 in Thai, keeping the note", async () => {
    const s = await enrolledStudent();
    const notPicture = { bytes: new TextEncoder().encode("not a picture"), filename: "a.jpg", type: "image/jpeg" };
    for (let i = 0; i < 10; i++) expect((await handIn(s.cookie, [notPicture], `ครั้งที่ ${i}`)).status).toBe(400);
    const refused = await handIn(s.cookie, [await jpeg("#117744")], "โน้ตครั้งที่สิบเอ็ด");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const page = decodeHtml(await refused.text());
    expect(page).toContain(RATE_LIMIT_MESSAGE);
    expect(page).toContain(">โน้ตครั้งที่สิบเอ็ด</textarea>");
    expect(await handinDoc(s.uid)).toBeUndefined();
  });
});

describe("the tutor marks", () => {
  it("lists new hand-ins first, marks one with feedback, e-mails the student; the student reads it and can no longer replace", async () => {
    const s = await enrolledStudent();
    expect((await handIn(s.cookie, [await jpeg("#113355")])).status).toBe(303);
    const id = handinId(DEMO_HOMEWORK.key, s.uid);
    const inbox = await html("/admin/handins", admin);
    expect(inbox).toContain(`/admin/handins/${id}`);
    expect(inbox.indexOf(INBOX_TEXT.isNew)).toBeGreaterThan(-1);

    const student = await signedInSession();
    expect((await get(`/admin/handins/${id}`, student.cookie)).status).toBe(403);
    expect((await postForm(base, `/admin/handins/${id}`, { intent: "mark", markKind: "pass", version: "1" }, student.cookie)).status).toBe(403);

    const page = await html(`/admin/handins/${id}`, admin);
    expect(page).toMatch(/<img src="\/files\/[0-9a-f]{64}\.jpg" alt="รูปงานที่ 1" width="1200" height="900"/);
    // What the homework asks and by when, beside the work.
    const asked = /data-testid="homework-asked">([\s\S]*?)<\/section>/.exec(page)![1]!;
    expect(asked).toContain(INBOX_TEXT.asked);
    expect(asked).toMatch(/กำหนดส่ง .+ 25\d\d/);
    expect(asked).toContain(`href="/admin/lessons/${DEMO_HOMEWORK.lessonId}/homework"`);
    expect(asked).toContain(DEMO_HOMEWORK.instructions.slice(0, 30));
    const version = /name="version" value="(\d+)"/.exec(page)![1]!;
    const bad = await postForm(base, `/admin/handins/${id}`, { intent: "mark", markKind: "score", score: "12", outOf: "10", feedback: "เกือบ", version }, admin);
    expect(bad.status).toBe(400);
    expect(decodeHtml(await bad.text())).toContain(INBOX_TEXT.badScore);

    const ok = await postForm(base, `/admin/handins/${id}`, { intent: "mark", markKind: "score", score: "8", outOf: "10", feedback: "**ดีมาก** ข้อ 3 ลืมหน่วย $A \\cup B$", version }, admin);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/admin/handins");

    const mail = await getOutboxEntry(outboxId(`handin-marked:${id}:${Number(version) + 1}`));
    expect(mail?.to).toBe(s.email);
    expect(mail?.subject).toBe(MARKED_MAIL.subject(DEMO_LESSONS.find((l) => l.id === DEMO_HOMEWORK.lessonId)!.title));
    expect(mail?.text).toContain(MARK_TEXT.score(8, 10));
    expect(mail?.text).toContain(`/homework/${DEMO_HOMEWORK.key}`);
    // And on the site: the student's notification leads to the hand-in.
    const told = await testDb().collection("users").doc(s.uid).collection("notifications").where("kind", "==", "handin-marked").get();
    expect(told.docs.map((d) => d.get("link"))).toEqual([`/homework/${DEMO_HOMEWORK.key}`]);

    const mine = await html(PAGE, s.cookie);
    expect(mine).toContain(MARK_TEXT.score(8, 10));
    expect(mine).toContain("<strong>ดีมาก</strong>");
    // The feedback's maths shown once: KaTeX's stylesheet hides its MathML copy (a page without maths goes without it).
    expect(mine).toContain('class="katex"');
    expect(mine).toMatch(/<link rel="stylesheet" href="[^"]*katex[^"]*\.css"/);
    expect(await html(PAGE, (await enrolledStudent()).cookie)).not.toMatch(/<link rel="stylesheet" href="[^"]*katex/);
    expect(mine).not.toContain(HANDIN_TEXT.handInAgain);
    expect(mine).not.toContain(HANDIN_TEXT.handInMore);
    // Marked: no file can be taken out any more.
    const sha = workLinks(mine)[0]!.sha;
    expect(await html(`${PAGE}?remove=${sha}`, s.cookie)).not.toContain(HANDIN_TEXT.confirmRemove);
    expect((await postForm(base, PAGE, { intent: "remove", file: sha }, s.cookie)).status).toBe(409);
    expect(await fileStored(sha)).toBe(true);
    const late = await handIn(s.cookie, [await jpeg("#998877")], "ส่งใหม่");
    expect(late.status).toBe(400);
    expect(decodeHtml(await late.text())).toContain(HANDIN_TEXT.alreadyMarked);
  });

  it("two admins marking at once: the second gets the Thai conflict with the feedback typed, not a silent overwrite", async () => {
    const s = await enrolledStudent();
    expect((await handIn(s.cookie, [await jpeg("#552211")])).status).toBe(303);
    const id = handinId(DEMO_HOMEWORK.key, s.uid);
    const version = /name="version" value="(\d+)"/.exec(await html(`/admin/handins/${id}`, admin))![1]!;
    expect(/name="version" value="(\d+)"/.exec(await html(`/admin/handins/${id}`, admin2))![1]).toBe(version);
    const first = await postForm(base, `/admin/handins/${id}`, { intent: "mark", markKind: "resubmit", feedback: "ข้อ 2 แก้ใหม่นะ", version }, admin);
    expect(first.status).toBe(303);
    const second = await postForm(base, `/admin/handins/${id}`, { intent: "mark", markKind: "pass", feedback: "ผ่านเลย เก่งมาก", version }, admin2);
    expect(second.status).toBe(409);
    const page = decodeHtml(await second.text());
    expect(page).toContain(INBOX_TEXT.conflict);
    expect(page).toContain(">ผ่านเลย เก่งมาก</textarea>");
    expect((await handinDoc(s.uid))?.mark).toEqual({ kind: "resubmit" });
    // Asked to redo: the student hands in again, and the homework is outstanding until then.
    expect(await html("/dashboard", s.cookie)).toContain(`href="${PAGE}"`);
    expect(await html(PAGE, s.cookie)).toContain(HANDIN_TEXT.resubmitAsked);
    const marked = (await handinDoc(s.uid))!.files[0].sha256 as string;
    expect((await handIn(s.cookie, [await jpeg("#225511")])).status).toBe(303);
    // The redone work replaces the marked one (released); what is handed in next is added to it.
    expect((await handinDoc(s.uid))?.status).toBe("submitted");
    expect((await handinDoc(s.uid))?.files).toHaveLength(1);
    expect(await fileStored(marked)).toBe(false);
    expect((await handIn(s.cookie, [await jpeg("#5511aa")])).status).toBe(303);
    expect((await handinDoc(s.uid))?.files).toHaveLength(2);
  });
});

describe("a lesson's homework", () => {
  it("the tutor sets it on a lesson (instructions, a due day), refused in Thai when empty; the lesson page links to it; the tutor removes it", async () => {
    const path = "/admin/lessons/math-03/homework";
    expect((await get(path, (await signedInSession()).cookie)).status).toBe(403);
    const empty = await postForm(base, path, { intent: "save", instructions: " ", due: "2030-01-15" }, admin);
    expect(empty.status).toBe(400);
    const refused = decodeHtml(await empty.text());
    expect(refused).toContain(INBOX_TEXT.instructionsRequired);
    expect(refused).toContain('value="2030-01-15"');
    expect((await postForm(base, path, { intent: "save", instructions: "สรุปบทนี้ครึ่งหน้า", due: "2030-01-15" }, admin)).status).toBe(303);
    const s = await enrolledStudent();
    expect(await html("/lesson/math-02", s.cookie)).toContain(`href="${PAGE}"`);
    // The lesson page's list is kept a minute per process; the homework page reads it at once.
    const page = await html("/homework/lesson-math-03", s.cookie);
    expect(page).toContain("สรุปบทนี้ครึ่งหน้า");
    expect(page).toContain("15 ม.ค. 2573");
    expect((await postForm(base, path, { intent: "remove" }, admin)).status).toBe(303);
    expect((await get("/homework/lesson-math-03", s.cookie)).status).toBe(404);
  });
});

describe("a live session's homework", () => {
  it("the tutor ticks ต้องส่งงาน with a due day; the session's student hands in there; another student gets 404", async () => {
    const type = `hi-type-${randomUUID().slice(0, 6)}`;
    await writeType(type);
    const s = await signedInSession();
    const start = new Date(Math.floor((clockNow() - 5 * HOUR) / HOUR) * HOUR);
    const { sessionId } = await writeSession(type, start, [{ uid: s.uid, email: s.email, name: "น้องส่งงาน" }]);
    const path = `/homework/session-${sessionId}`;
    expect((await get(path, s.cookie)).status).toBe(404); // no hand-in asked yet
    const saved = await postForm(
      base,
      `/admin/tutoring/sessions/${sessionId}`,
      { intent: "record", notes: "", homework: "แบบฝึกหัดหน้า 12", meetingUrl: "", handinRequired: "on", homeworkDue: "2030-01-15" },
      admin
    );
    expect(saved.status).toBe(303);
    const page = await html(path, s.cookie);
    expect(page).toContain("แบบฝึกหัดหน้า 12");
    expect(page).toContain("15 ม.ค. 2573");
    expect(await html("/dashboard", s.cookie)).toContain(`href="${path}"`);
    expect((await get(path, (await signedInSession()).cookie)).status).toBe(404);
    expect((await handIn(s.cookie, [await jpeg("#123456")], "", path)).status).toBe(303);
    expect(await html("/dashboard", s.cookie)).not.toContain(`href="${path}"`);
    const bad = await postForm(base, `/admin/tutoring/sessions/${sessionId}`, { intent: "record", notes: "", homework: "x", meetingUrl: "", homeworkDue: "2030-02-31" }, admin);
    expect(bad.status).toBe(400);
  });
});

describe("two server processes", () => {
  let a: AppServer;
  let b: AppServer;
  beforeAll(async () => {
    const common = { FIREBASE_PROJECT_ID: env.projectId, FIRESTORE_EMULATOR_HOST: env.firestoreHost, FIREBASE_AUTH_EMULATOR_HOST: env.authHost, ADMIN_EMAILS: "admin@example.com" };
    [a, b] = await Promise.all([startAppServer({ port: testPort(3260), env: common }), startAppServer({ port: testPort(3261), env: common })]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it("the same student's two hand-ins at once: both kept (the later added to the earlier), each file under its own owner, the quota counts both", async () => {
    const s = await enrolledStudent();
    const [one, two] = [await jpeg("#0a0a0a"), await jpeg("#f0f0f0")];
    const results = await Promise.all([handIn(s.cookie, [one], "จาก A", PAGE, a.url), handIn(s.cookie, [two], "จาก B", PAGE, b.url)]);
    expect(results.map((r) => r.status)).toEqual([303, 303]);
    const doc = await handinDoc(s.uid);
    expect(doc?.files).toHaveLength(2);
    expect(doc?.version).toBe(2);
    const files = doc!.files as { sha256: string; size: number; owner: string }[];
    for (const f of files) expect(await fileStored(f.sha256)).toBe(true);
    expect(new Set(files.map((f) => f.owner)).size).toBe(2);
    expect(await quotaOf(s.uid)).toBe(files[0]!.size + files[1]!.size);
    // Every use of this student's hand-ins is one the hand-in names.
    const uses = await testDb().collection("fileUses").where("owner", ">=", `handin:${s.uid}:`).where("owner", "<", `handin:${s.uid};`).get();
    expect(uses.docs.map((d) => `${d.get("owner")} ${d.get("sha256")}`).sort()).toEqual(files.map((f) => `${f.owner} ${f.sha256}`).sort());
  });
});
