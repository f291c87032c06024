/**
 * Export and import of the whole school, against the real emulators
 * and built servers: the test stack's seeded project plus some activity →
 * `npm run export` → `npm run import` into a second demo- project on the same
 * emulators → a second production server on it. Every sitemap page, a
 * student's dashboard, course and lesson, and the admin's lists answer the same
 * HTML on both (apart from nonces); document counts are equal per collection,
 * and an export of the copy holds the same documents line for line. Also: the
 * refusals (newer format, truncated, damaged, not empty, admin accounts not
 * confirmed, a checksummed archive with what Firestore refuses: the project is
 * left exactly as it was even with --replace), no clear feed token in the
 * archive, an interrupted import
 * completed by a re-run, and the admin download (403 for a student). A picture
 * and a worksheet PDF of several chunks come across byte for byte.
 */
import { execFile, spawn } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type CollectionReference, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { PDFDocument } from "pdf-lib";
import { DEMO_COURSES } from "../../harness/seed-content";
import { demoExercises, rightAnswer } from "../../harness/seed-exercises";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { idTokenForUid, sessionLogin, signedInSession, withClaims } from "../../harness/auth";
import { env, testPort } from "../../harness/ports";
import { postForm } from "../support/forms";
import { postSlip, slipImage } from "../support/payments";
import { DEMO_HOUR_PACKAGE } from "../../harness/seed-payments.ts";
import { PAYMENT_COLLECTIONS } from "~/payments/model";

const root = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "backup-roundtrip-"));
const COPY = "demo-thai-tutor-restored";
const REFUSED = "demo-thai-tutor-refused";
const RESUMED = "demo-thai-tutor-resumed";
const ADMIN_UID = "demo-admin-1";
/** A feed token in clear, as an older version stored it beside its hash: never in an archive. */
const LEGACY_FEED_TOKEN = "LegacyClearFeedToken0123456789abcdefghijklm";

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const scriptEnv = (projectId: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "development",
  FIREBASE_PROJECT_ID: projectId,
  FIRESTORE_EMULATOR_HOST: env.firestoreHost,
  FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
});

function script(name: "export" | "import", args: string[], projectId: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(path.join(root, "node_modules/.bin/tsx"), [`scripts/${name}.ts`, ...args], { cwd: root, env: scriptEnv(projectId), encoding: "utf8" }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

function dbOf(projectId: string): Firestore {
  const app = getApps().find((a) => a.name === projectId) ?? initializeApp({ projectId }, projectId);
  return getFirestore(app);
}

/** Documents per root collection, subcollections counted in their root (as the archive counts them). */
async function counts(projectId: string): Promise<Record<string, number>> {
  const db = dbOf(projectId);
  const out: Record<string, number> = {};
  const walk = async (col: CollectionReference): Promise<number> => {
    const refs = await col.listDocuments();
    let n = 0;
    for (let i = 0; i < refs.length; i += 300) n += (await db.getAll(...refs.slice(i, i + 300))).filter((s) => s.exists).length;
    for (const ref of refs) for (const sub of await ref.listCollections()) n += await walk(sub);
    return n;
  };
  for (const col of await db.listCollections()) if (col.id !== "rateLimits" && col.id !== "sweepLeases") out[col.id] = await walk(col);
  return out;
}

async function clearProject(projectId: string) {
  const fs = await fetch(`http://${env.firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: "DELETE" });
  expect(fs.ok).toBe(true);
  const auth = await fetch(`http://${env.authHost}/emulator/v1/projects/${projectId}/accounts`, { method: "DELETE" });
  expect(auth.ok).toBe(true);
}

/** An archive unpacked with the system's tar (readable without the app). */
function unpack(file: string): Promise<string> {
  const dir = mkdtempSync(path.join(work, "x-"));
  return new Promise<string>((resolve, reject) => execFile("tar", ["-xzf", file, "-C", dir], (error) => (error ? reject(error) : resolve(dir))));
}
const repack = (dir: string, file: string) =>
  new Promise<void>((resolve, reject) => execFile("tar", ["-czf", file, "-C", dir, "."], (error) => (error ? reject(error) : resolve())));

/**
 * A session on a server from an ID token of the test project, re-addressed to
 * the server's project and re-dated to now (the emulator signs nothing, and an
 * imported account accepts only tokens issued after its import).
 */
async function sessionWith(server: AppServer, idToken: string, projectId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token =
    projectId === env.projectId
      ? idToken
      : withClaims(idToken, { aud: projectId, iss: `https://securetoken.google.com/${projectId}`, iat: now, auth_time: now, exp: now + 3600 });
  const res = await sessionLogin(token, { baseUrl: server.url });
  if (!res.ok) throw new Error(`sessionLogin on ${projectId} failed: ${res.status} ${await res.text()}`);
  return `session=${((await res.json()) as { sessionToken: string }).sessionToken}`;
}

/**
 * The HTML with what differs between two servers by nature: nonces, the
 * server's own origin, and the id a lesson page gives each new exercise attempt.
 * That id also draws the order of the exercise's choices, so an exercise form
 * and the page's data are compared as sorted parts (the same texts, ids and
 * values, in any order).
 */
function normalise(html: string, origin: string): string {
  const out = html
    .replaceAll(origin, "ORIGIN")
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/"nonce":"[^"]*"/g, '"nonce":""')
    .replace(/name="attemptId" value="[^"]*"/g, 'name="attemptId" value=""')
    .replace(/\\"attemptId\\",\\"[^"\\]*\\"/g, '\\"attemptId\\",\\"\\"');
  if (!out.includes('class="exercise__form"')) return out;
  return out
    .replace(/<form method="post" action="[^"]*" class="exercise__form"[\s\S]*?<\/form>/g, (form) => form.split(/(?=<)/).sort().join("\n"))
    .replace(/streamController\.enqueue\("([\s\S]*?)"\);<\/script>/g, (_, data: string) => {
      // Turbo-stream data: strings and values by first appearance, so drop the indexes and sort the rest.
      const parts = data.split(/[,[\]{}:]/).filter((t) => t !== "" && !/^-?\d+$/.test(t) && !/^\\"_\d+\\"$/.test(t));
      return `streamController.enqueue(${JSON.stringify(parts.sort())});</script>`;
    });
}

const physics = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;
const OLD_PHYSICS_SLUG = "physics-old-address";
const lessonId = "phy-05";
const exercise = demoExercises().find((e) => e.lessonId === lessonId)!.exercise;

let original: AppServer;
let copy: AppServer;
let archive: string;
let student: { uid: string; cookie: string };
/** ID tokens taken before the export: a sign-in after it would move the original's "last seen" (Auth metadata) only. */
let tokens: { student: string; admin: string };
let adminOnOriginal: string;
/** The student's question on the lesson, answered and replied to: its thread must survive the round trip. */
let thread: { id: string; reply: string };
/** A picture and a worksheet on the lesson (files/{sha} + chunks + fileUses travel like any document). */
let lessonFiles: Array<{ url: string; bytes: Buffer }> = [];
/** The student's hour package, paid by slip and confirmed, then partly refunded: its order, and its slip's address and bytes. */
let payment: { orderId: string; slipUrl: string; slip: Buffer };

beforeAll(async () => {
  original = { url: env.baseUrl } as AppServer;
  // Activity: a new student enrols, answers the lesson's exercise and marks it done.
  const s = await signedInSession({ name: "น้องสำรองข้อมูล" });
  student = { uid: s.uid, cookie: s.cookie };
  expect((await postForm(env.baseUrl, `/course/${encodeURIComponent(physics.slug)}`, { intent: "enrol" }, s.cookie)).status).toBe(302);
  const lesson = await (await fetch(`${env.baseUrl}/lesson/${lessonId}`, { headers: { Cookie: s.cookie } })).text();
  const attemptId = /name="attemptId" value="([^"]+)"/.exec(lesson)![1]!;
  const fields = new URLSearchParams([["intent", "exercise"], ["attemptId", attemptId], ...exercise.questions.flatMap((q) => rightAnswer(q).map((v): [string, string] => [`answer.${q.id}`, v]))]);
  const answered = await fetch(`${env.baseUrl}/lesson/${lessonId}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: env.baseUrl, Cookie: s.cookie },
    body: fields.toString(),
  });
  expect(answered.status).toBe(200);

  tokens = { student: await idTokenForUid(s.uid), admin: await idTokenForUid(ADMIN_UID) };
  adminOnOriginal = await sessionWith(original, tokens.admin, env.projectId);

  // A question with its thread: asked, answered, replied to.
  expect((await postForm(env.baseUrl, `/lesson/${lessonId}`, { intent: "question-ask", body: "ทำไมความเร่งเป็นลบ" }, s.cookie)).status).toBe(303);
  const qid = (await dbOf(env.projectId).collection("questions").where("uid", "==", s.uid).get()).docs[0]!.id;
  expect((await postForm(env.baseUrl, `/admin/questions/${qid}`, { intent: "answer", version: "0", answer: "เพราะความเร็วลดลง" }, adminOnOriginal)).status).toBe(303);
  thread = { id: qid, reply: `ถามต่อ ${randomUUID().slice(0, 8)} $v = u + at$` };
  expect((await postForm(env.baseUrl, `/lesson/${lessonId}`, { intent: "question-reply", questionId: qid, body: thread.reply }, s.cookie)).status).toBe(303);

  await dbOf(env.projectId).doc("tutoringStudents/backup-legacy-feed").set({ upcoming: {}, feedToken: LEGACY_FEED_TOKEN, feedHash: "a".repeat(64) });
  // An old address of the physics course (as a slug edit leaves one): it must lead there in the copy too.
  await dbOf(env.projectId).doc(`slugRedirects/course:${OLD_PHYSICS_SLUG}`).set({ kind: "course", slug: OLD_PHYSICS_SLUG, docId: physics.id, at: new Date() });

  lessonFiles = await uploadLessonFiles(adminOnOriginal);
  payment = await payForHours(s.cookie, adminOnOriginal);

  archive = path.join(work, "school.tar.gz");
  const exported = await script("export", ["--out", archive], env.projectId);
  expect(exported.stderr).toBe("");
  expect(exported.code).toBe(0);
  expect(exported.stdout).toMatch(/^exported \d+ documents in \d+ collections and \d+ accounts from demo-thai-tutor-test to /);

  await clearProject(COPY);
  const imported = await script("import", [archive, "--yes"], COPY);
  expect(imported.stderr).toBe("");
  expect(imported.code).toBe(0);
  copy = await startAppServer({
    port: testPort(3170),
    env: { ...scriptEnv(COPY), NODE_ENV: "production", ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? "admin@example.com" },
  });
}, 240_000);

afterAll(async () => {
  for (const { url } of lessonFiles) await removeLessonFile(url, adminOnOriginal);
  await copy?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("the archive", () => {
  it("holds a manifest, one JSON-lines file per collection with Firestore types encoded, and the Markdown as files (read with the system's tar)", async () => {
    const dir = await unpack(archive);
    const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as {
      format: string;
      version: number;
      projectId: string;
      collections: Record<string, number>;
      files: Record<string, { sha256: string }>;
    };
    expect(manifest).toMatchObject({ format: "thai-tutor-export", version: 1, projectId: env.projectId });
    expect(Object.keys(manifest.collections).sort()).toEqual(Object.keys(await counts(env.projectId)).sort());
    for (const name of ["articles", "courses", "lessons", "exercises", "attempts", "enrolments", "questions", "meta"]) {
      expect(manifest.collections[name], name).toBeGreaterThan(0);
    }
    expect(manifest.collections.rateLimits).toBeUndefined();
    expect(Object.keys(manifest.files)).toContain("collections/articles.jsonl");

    const articles = readFileSync(path.join(dir, "collections/articles.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { path: string; data: Record<string, unknown> });
    expect(articles).toHaveLength(manifest.collections.articles!);
    const first = articles[0]!;
    expect(first.path).toMatch(/^articles\/[^/]+$/);
    expect(first.data.updatedAt).toEqual({ $timestamp: { seconds: expect.any(Number), nanoseconds: expect.any(Number) } });
    expect(readFileSync(path.join(dir, `markdown/${first.path}.body.md`), "utf8")).toBe(first.data.body);

    // The student's activity is in it, a question's replies too (also as Markdown files).
    expect(readFileSync(path.join(dir, `markdown/questions/${thread.id}.replies.0.body.md`), "utf8")).toBe(thread.reply);
    const enrolments = readFileSync(path.join(dir, "collections/enrolments.jsonl"), "utf8");
    expect(enrolments).toContain(student.uid);
    expect(readFileSync(path.join(dir, "auth/users.jsonl"), "utf8")).toContain(student.uid);

    // No live secret: a feed token stored in clear by an older version is left out, its hash kept.
    const students = readFileSync(path.join(dir, "collections/tutoringStudents.jsonl"), "utf8");
    expect(students).toContain("backup-legacy-feed");
    expect(students).toContain("a".repeat(64));
    for (const f of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (f.isFile()) expect(readFileSync(path.join(f.parentPath, f.name), "utf8"), f.name).not.toContain(LEGACY_FEED_TOKEN);
    }
  });
});

/** A phone photo (re-encoded on upload) and a worksheet PDF of several chunks, uploaded through the tutor's files page. */
async function uploadLessonFiles(cookie: string): Promise<Array<{ url: string; bytes: Buffer }>> {
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#557799" } }).jpeg().toBuffer();
  // Noise does not compress: a PDF of about 2.7 MB, three chunks of at most 900 KB.
  const noise = await sharp(randomBytes(900 * 1000 * 3), { raw: { width: 1000, height: 900, channels: 3 } }).png().toBuffer();
  const sheet = await PDFDocument.create();
  sheet.addPage().drawImage(await sheet.embedPng(noise), { x: 0, y: 0, width: 500, height: 450 });
  const uploads: Array<[string, Uint8Array, string]> = [["ภาพประกอบสำรองข้อมูล", photo, "photo.jpg"], ["ใบงานสำรองข้อมูล", await sheet.save(), "sheet.pdf"]];
  for (const [name, bytes, filename] of uploads) {
    const form = new FormData();
    form.set("name", name);
    form.set("file", new Blob([new Uint8Array(bytes)]), filename);
    const res = await fetch(`${env.baseUrl}/admin/lessons/${lessonId}/files`, { method: "POST", body: form, redirect: "manual", headers: { Origin: env.baseUrl, Cookie: cookie } });
    expect(res.status).toBe(302);
  }
  const page = await (await fetch(`${env.baseUrl}/admin/lessons/${lessonId}/files`, { headers: { Cookie: cookie } })).text();
  const urls = [...page.matchAll(/<a href="(\/files\/[0-9a-f]{64}\.(?:jpg|pdf))">(?:ภาพประกอบ|ใบงาน)สำรองข้อมูล<\/a>/g)].map((m) => m[1]!);
  expect(urls).toHaveLength(2);
  return Promise.all(urls.map(async (url) => ({ url, bytes: Buffer.from(await (await fetch(`${env.baseUrl}${url}`, { headers: { Cookie: cookie } })).arrayBuffer()) })));
}

async function removeLessonFile(url: string, cookie: string): Promise<void> {
  const form = new FormData();
  form.set("intent", "remove");
  form.set("sha256", /[0-9a-f]{64}/.exec(url)![0]);
  await fetch(`${env.baseUrl}/admin/lessons/${lessonId}/files`, { method: "POST", body: form, redirect: "manual", headers: { Origin: env.baseUrl, Cookie: cookie } });
}

describe("the round trip into a second project", () => {
  it("carries the lesson's files: the copy serves the same bytes, whose hash is their address", async () => {
    const adminOnCopy = await sessionWith(copy, tokens.admin, COPY);
    const pdf = lessonFiles.find((f) => f.url.endsWith(".pdf"))!;
    expect(pdf.bytes.length).toBeGreaterThan(2 * 900 * 1024);
    expect((await dbOf(COPY).collection(`files/${/[0-9a-f]{64}/.exec(pdf.url)![0]}/chunks`).get()).size).toBe(3);
    for (const { url, bytes } of lessonFiles) {
      const res = await fetch(`${copy.url}${url}`, { headers: { Cookie: adminOnCopy } });
      expect(res.status, url).toBe(200);
      const served = Buffer.from(await res.arrayBuffer());
      expect(served.equals(bytes), url).toBe(true);
      expect(`${createHash("sha256").update(served).digest("hex")}`).toBe(/[0-9a-f]{64}/.exec(url)![0]);
    }
    // The copy's lesson lists them under the same names.
    const listed = await (await fetch(`${copy.url}/admin/lessons/${lessonId}/files`, { headers: { Cookie: adminOnCopy } })).text();
    for (const { url } of lessonFiles) expect(listed).toContain(`href="${url}"`);
  });


  it("has the same number of documents per collection, and exports again to the same documents", async () => {
    const [a, b] = await Promise.all([counts(env.projectId), counts(COPY)]);
    // The original keeps changing only through page views and rate limits (not exported) while this runs.
    delete a.pageViews;
    delete b.pageViews;
    expect(b).toEqual(a);
    const replies = await Promise.all([env.projectId, COPY].map(async (p) => (await dbOf(p).doc(`questions/${thread.id}`).get()).get("replies") as Array<{ body: string }>));
    expect(replies[0]!.map((r) => r.body)).toEqual([thread.reply]);
    expect(replies[1]).toEqual(replies[0]);
    // The tutor's answer left the student a notification (users/{uid}/notifications), the payment two (paid, refunded): they come back, unread, with the count.
    const notes = await Promise.all(
      [env.projectId, COPY].map(async (p) => {
        const docs = (await dbOf(p).collection(`users/${student.uid}/notifications`).get()).docs;
        return { list: docs.map((d) => [d.id, d.get("kind"), d.get("title"), d.get("read"), d.get("createdAt")?.toMillis()]), unread: (await dbOf(p).doc(`users/${student.uid}`).get()).get("unreadNotifications") };
      }),
    );
    expect(notes[0]!.list.map((n) => n[1]).sort()).toEqual(["answer", "payment", "payment"]);
    expect(notes[0]!.unread).toBe(3);
    expect(notes[1]).toEqual(notes[0]);

    const again = path.join(work, "copy.tar.gz");
    expect((await script("export", ["--out", again], COPY)).code).toBe(0);
    const [one, two] = await Promise.all([unpack(archive), unpack(again)]);
    const files = readdirSync(path.join(one, "collections")).filter((f) => f !== "meta.jsonl" && f !== "pageViews.jsonl");
    expect(readdirSync(path.join(two, "collections")).sort()).toEqual(readdirSync(path.join(one, "collections")).sort());
    for (const f of files) expect(readFileSync(path.join(two, "collections", f), "utf8"), f).toBe(readFileSync(path.join(one, "collections", f), "utf8"));
    expect(readFileSync(path.join(two, "auth/users.jsonl"), "utf8")).toBe(readFileSync(path.join(one, "auth/users.jsonl"), "utf8"));
  }, 120_000);

  it("carries the payments: the order, its slip's claims and picture, the receipt, the ledger and the balance", async () => {
    const { orders, claims, receipts, ledger, balances, counters } = PAYMENT_COLLECTIONS;
    const read = async (p: string) => {
      const db = dbOf(p);
      const all = async (col: string, field: string, value: string) => (await db.collection(col).where(field, "==", value).get()).docs.map((d) => [d.id, d.data()]).sort();
      return {
        order: (await db.doc(`${orders}/${payment.orderId}`).get()).data(),
        claims: await all(claims, "orderId", payment.orderId),
        receipts: await all(receipts, "orderId", payment.orderId),
        ledger: await all(ledger, "uid", student.uid),
        balance: (await db.doc(`${balances}/${student.uid}`).get()).data(),
        counters: (await db.collection(counters).get()).docs.map((d) => [d.id, d.data()]),
      };
    };
    const [a, b] = await Promise.all([read(env.projectId), read(COPY)]);
    expect(a.order).toMatchObject({ status: "paid", refund: { satang: 100_000 } });
    expect(a.claims).toHaveLength(2);
    expect(a.receipts).toHaveLength(1);
    expect(a.ledger.map(([id]) => id)).toEqual([`grant-${payment.orderId}`, `revoke-${payment.orderId}`]);
    expect(a.balance).toEqual({ minutes: 0 });
    expect(b).toEqual(a);
    // The slip's picture: the copy serves the same bytes to the tutor.
    const res = await fetch(`${copy.url}${payment.slipUrl}`, { headers: { Cookie: await sessionWith(copy, tokens.admin, COPY) } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(payment.slip)).toBe(true);
  });

  it("keeps the old addresses: a 301 to the course's current one", async () => {
    const res = await fetch(`${copy.url}/course/${OLD_PHYSICS_SLUG}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/course/${encodeURIComponent(physics.slug)}`);
  });

  it("serves the same HTML for every sitemap page, the student's pages and the admin's lists", async () => {
    const sitemap = await (await fetch(`${original.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(5);
    expect(normalise(await (await fetch(`${copy.url}/sitemap.xml`)).text(), copy.url)).toBe(normalise(sitemap, original.url));

    const [studentA, studentB, adminA, adminB] = [student.cookie, await sessionWith(copy, tokens.student, COPY), adminOnOriginal, await sessionWith(copy, tokens.admin, COPY)];
    // The admin's lists first: they show when the student was last seen, which the student's own visits below move.
    const pages: Array<{ path: string; a?: string; b?: string }> = [
      ...["/admin", "/admin/students", "/admin/questions", "/admin/trash"].map((p) => ({ path: p, a: adminA, b: adminB })),
      ...paths.map((p) => ({ path: p })),
      ...["/dashboard", `/course/${encodeURIComponent(physics.slug)}`, `/lesson/${lessonId}`, "/notifications"].map((p) => ({ path: p, a: studentA, b: studentB })),
    ];
    const differing: string[] = [];
    for (const page of pages) {
      const [ra, rb] = await Promise.all([
        fetch(`${original.url}${page.path}`, { headers: page.a ? { Cookie: page.a } : {} }),
        fetch(`${copy.url}${page.path}`, { headers: page.b ? { Cookie: page.b } : {} }),
      ]);
      expect(ra.status, page.path).toBe(200);
      expect(rb.status, page.path).toBe(ra.status);
      const [ha, hb] = [normalise(await ra.text(), original.url), normalise(await rb.text(), copy.url)];
      if (ha !== hb) {
        differing.push(page.path);
        mkdirSync(path.join(root, ".stack/test/backup-diff"), { recursive: true });
        const name = page.path.replace(/[^a-z0-9]+/gi, "_");
        writeFileSync(path.join(root, ".stack/test/backup-diff", `${name}.a.html`), ha);
        writeFileSync(path.join(root, ".stack/test/backup-diff", `${name}.b.html`), hb);
      }
    }
    expect(differing).toEqual([]);
  }, 180_000);
});

describe("import refuses before writing anything", () => {
  beforeAll(() => clearProject(REFUSED));

  it("an archive of a newer format version", async () => {
    const dir = await unpack(archive);
    const manifestFile = path.join(dir, "manifest.json");
    writeFileSync(manifestFile, readFileSync(manifestFile, "utf8").replace('"version": 1', '"version": 2'));
    const newer = path.join(work, "newer.tar.gz");
    await repack(dir, newer);
    const run = await script("import", [newer], REFUSED);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe("import refused: archive format version 2 is newer than this app reads (1): update the app first; nothing was written");
    expect(await counts(REFUSED)).toEqual({});
  });

  it("a truncated archive", async () => {
    const bytes = readFileSync(archive);
    const truncated = path.join(work, "truncated.tar.gz");
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const run = await script("import", [truncated], REFUSED);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/^import refused: damaged or truncated archive \(.+\); nothing was written$/m);
    expect(await counts(REFUSED)).toEqual({});
  });

  it("a damaged archive (a file changed after the export)", async () => {
    const dir = await unpack(archive);
    const file = path.join(dir, "collections/articles.jsonl");
    writeFileSync(file, readFileSync(file, "utf8").replace("articles/", "articlez/"));
    const damaged = path.join(work, "damaged.tar.gz");
    await repack(dir, damaged);
    const run = await script("import", [damaged], REFUSED);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe("import refused: damaged archive: collections/articles.jsonl does not match its checksum; nothing was written");
    expect(await counts(REFUSED)).toEqual({});
  });

  it("a project that is not empty, unless --replace", async () => {
    const before = await counts(COPY);
    await dbOf(COPY).doc("articles/only-in-the-copy").set({ title: "ไม่อยู่ในไฟล์สำรอง" });
    const run = await script("import", [archive], COPY);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`import refused: project ${COPY} is not empty: refusing to import (add --replace to delete everything in it first); nothing was written`);

    const replaced = await script("import", [archive, "--replace", "--yes"], COPY);
    expect(replaced.stderr).toBe("");
    expect(replaced.code).toBe(0);
    expect((await dbOf(COPY).doc("articles/only-in-the-copy").get()).exists).toBe(false);
    const after = await counts(COPY);
    delete before.pageViews;
    delete after.pageViews;
    expect(after).toEqual(before);
  }, 120_000);
});

/** Every document of a project, by path, with its data (page views left out: the copy's server counts views). */
async function documentsOf(projectId: string): Promise<Map<string, string>> {
  const db = dbOf(projectId);
  const out = new Map<string, string>();
  const walk = async (col: CollectionReference) => {
    const refs = await col.listDocuments();
    for (let i = 0; i < refs.length; i += 300) for (const snap of await db.getAll(...refs.slice(i, i + 300))) if (snap.exists) out.set(snap.ref.path, JSON.stringify(snap.data()));
    for (const ref of refs) for (const sub of await ref.listCollections()) await walk(sub);
  };
  for (const col of await db.listCollections()) if (col.id !== "rateLimits" && col.id !== "sweepLeases" && col.id !== "pageViews") await walk(col);
  return out;
}

/** The archive with one line added to a collection's file (kept sorted) and the manifest made to match: valid checksums. */
async function withLine(name: string, line: { path: string; data: Record<string, unknown> }): Promise<string> {
  const dir = await unpack(archive);
  const file = `collections/${name}.jsonl`;
  const lines = readFileSync(path.join(dir, file), "utf8").trim().split("\n");
  lines.push(JSON.stringify(line));
  const sorted = lines.sort((a, b) => {
    const [pa, pb] = [(JSON.parse(a) as { path: string }).path, (JSON.parse(b) as { path: string }).path];
    return pa < pb ? -1 : pa > pb ? 1 : 0;
  });
  const text = `${sorted.join("\n")}\n`;
  writeFileSync(path.join(dir, file), text);
  const manifestFile = path.join(dir, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { collections: Record<string, number>; files: Record<string, { sha256: string; bytes: number }> };
  manifest.collections[name] = sorted.length;
  manifest.files[file] = { sha256: createHash("sha256").update(text).digest("hex"), bytes: Buffer.byteLength(text) };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  const out = path.join(work, `with-line-${randomUUID().slice(0, 8)}.tar.gz`);
  await repack(dir, out);
  return out;
}

describe("import checks everything before it deletes or writes", () => {
  it("lists the accounts with admin e-mails, and without a terminal and without --yes refuses, nothing written", async () => {
    await clearProject(REFUSED);
    const run = await script("import", [archive], REFUSED);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/account\(s\) with an admin e-mail/);
    expect(run.stdout).toContain(`(uid ${ADMIN_UID}`);
    expect(run.stderr.trim()).toBe("import refused: the accounts with admin e-mails were not confirmed (answer yes on a terminal, or add --yes); nothing was written");
    expect(await counts(REFUSED)).toEqual({});
    const accounts = await fetch(`http://${env.authHost}/identitytoolkit.googleapis.com/v1/projects/${REFUSED}/accounts:query`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
      body: JSON.stringify({ returnUserInfo: false }),
    });
    expect(((await accounts.json()) as { recordsCount?: string }).recordsCount ?? "0").toBe("0");
  });

  it("a damaged archive with valid checksums leaves the project exactly as it was, even with --replace", async () => {
    const before = await documentsOf(COPY);
    expect(before.size).toBeGreaterThan(50);
    const cases: Array<[string, { path: string; data: Record<string, unknown> }, RegExp]> = [
      ["articles", { path: "articles/__bad__", data: { title: "x" } }, /collections\/articles\.jsonl line \d+: "articles\/__bad__" has the reserved id "__bad__"/],
      ["articles", { path: `articles/${"ก".repeat(534)}`, data: { title: "x" } }, /an id of 1602 bytes \(at most 1500\)/],
      ["articles", { path: "articles/..", data: {} }, /has the id "\.\."/],
      ["courses", { path: "courses/zzz-ok", data: { nested: { __x__: 1 } } }, /the reserved field name "__x__"/],
      ["courses", { path: "courses/zzz-big", data: { body: "x".repeat(1_100_000) } }, /a document of \d+ bytes \(Firestore takes at most 1048576\)/],
    ];
    for (const [name, line, reason] of cases) {
      const run = await script("import", [await withLine(name, line), "--replace", "--yes"], COPY);
      expect(run.code, line.path.slice(0, 40)).toBe(1);
      expect(run.stderr).toMatch(/^import refused: damaged archive: /);
      expect(run.stderr).toMatch(reason);
      expect(run.stderr).toMatch(/; nothing was written\n$/);
      expect(run.stdout).not.toContain("deleting");
    }
    const after = await documentsOf(COPY);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [p, data] of before) expect(after.get(p), p).toBe(data);
  }, 180_000);
});

describe("an interrupted import", () => {
  it("is completed by running it again, without duplicates", async () => {
    await clearProject(RESUMED);
    // Killed (SIGKILL) right after its first batch of 20 documents.
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/import.ts", archive, "--yes", "--batch-size", "20"], { cwd: root, env: scriptEnv(RESUMED), detached: true });
    let out = "";
    await new Promise<void>((resolve) => {
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        if (/^documents: 20\//m.test(out)) {
          try {
            process.kill(-child.pid!, "SIGKILL");
          } catch {
            // already gone
          }
        }
      });
      child.on("exit", () => resolve());
    });
    expect(out).toMatch(/^documents: 20\//m);
    expect(out).not.toMatch(/^done:/m);
    const partial = Object.values(await counts(RESUMED)).reduce((a, b) => a + b, 0);
    const manifestCounts = JSON.parse(readFileSync(path.join(await unpack(archive), "manifest.json"), "utf8")).collections as Record<string, number>;
    const total = Object.values(manifestCounts).reduce((a, b) => a + b, 0);
    expect(partial).toBeLessThan(total);

    const rerun = await script("import", [archive, "--yes"], RESUMED);
    expect(rerun.stderr).toBe("");
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toContain("resuming an unfinished import of this archive");
    expect(await counts(RESUMED)).toEqual(manifestCounts);
  }, 120_000);
});

describe("the admin download (POST /admin/export)", () => {
  const post = (cookie: string, fields: Record<string, string> = { intent: "export-all" }) => postForm(env.baseUrl, "/admin/export", fields, cookie);

  it("is refused to a student (403) and to an empty post (400)", async () => {
    expect((await post(student.cookie)).status).toBe(403);
    const empty = await post(adminOnOriginal, {});
    expect(empty.status).toBe(400);
  });

  it("streams the archive to the admin, and is in the audit log", async () => {
    const admin = adminOnOriginal;
    const res = await post(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="thai-tutor-demo-thai-tutor-test-\d{8}-\d{4}\.tar\.gz"$/);
    const file = path.join(work, "download.tar.gz");
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const dir = await unpack(file);
    expect(JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"))).toMatchObject({ format: "thai-tutor-export", version: 1 });
    const audit = await (await fetch(`${env.baseUrl}/admin`, { headers: { Cookie: admin } })).text();
    expect(audit).toContain('data-action="export"');
  });
});

/** The student buys the demo hour package, sends a slip, the tutor confirms, then refunds 1,000 baht (its hours all come back). */
async function payForHours(cookie: string, admin: string): Promise<{ orderId: string; slipUrl: string; slip: Buffer }> {
  const ordered = await postForm(env.baseUrl, "/orders/new", { package: DEMO_HOUR_PACKAGE.id }, cookie);
  expect(ordered.status).toBe(302);
  const orderPath = ordered.headers.get("location")!;
  const orderId = orderPath.split("/").pop()!;
  expect((await postSlip(env.baseUrl, orderPath, await slipImage(`backup-${randomUUID()}`), cookie)).status).toBe(302);
  expect((await postForm(env.baseUrl, "/admin/payments", { intent: "confirm", id: orderId }, admin)).status).toBe(302);
  expect((await postForm(env.baseUrl, "/admin/payments", { intent: "refund", id: orderId, amount: "1,000", reason: "ทดสอบสำรองข้อมูล" }, admin)).status).toBe(302);
  const slip = (await dbOf(env.projectId).doc(`${PAYMENT_COLLECTIONS.orders}/${orderId}`).get()).get("slip") as { sha256: string; ext: string };
  const slipUrl = `/files/${slip.sha256}.${slip.ext}`;
  const res = await fetch(`${env.baseUrl}${slipUrl}`, { headers: { Cookie: admin } });
  expect(res.status).toBe(200);
  return { orderId, slipUrl, slip: Buffer.from(await res.arrayBuffer()) };
}
