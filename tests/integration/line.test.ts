/**
 * LINE as a second channel (docs/line.md), against the Firestore emulator, a
 * built server of its own with a LINE channel set, and the stand-in of LINE's
 * API (harness/line-stand-in.ts): the webhook refuses a bad signature and
 * stale or replayed events; a student links with the one-time code from the
 * profile and unlinks (from the profile, or by blocking the account); a tutor's
 * answer reaches a linked student's LINE once, through the outbox; a 429 or
 * 5xx is tried again, a 400 is not; the student's settings are obeyed.
 */
import { execFile } from "node:child_process";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInSession } from "../../harness/auth";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { startLineStandIn, type LineStandIn } from "../../harness/line-stand-in";
import { testPort } from "../../harness/ports";
import { postForm } from "../support/forms";
import { testDb } from "../support/firestore";
import { getOutboxEntry } from "../support/outbox";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { outboxId } from "~/services/messaging/outbox.store.server";
import { OutboxSender } from "~/services/messaging/outbox-sender.server";
import { answerQuestion, createQuestion } from "~/questions/questions.store.server";
import { newLinkCode } from "~/line/link-code";
import { now as clockNow } from "~/kernel/clock";

const TOKEN = `line-token-${randomUUID()}`;
const SECRET = randomBytes(16).toString("hex");
const BASIC_ID = "@tutortest";
const logs: string[] = [];
let standIn: LineStandIn;
let app: AppServer;
const senders: OutboxSender[] = [];

const lineUser = () => `U${randomBytes(16).toString("hex")}`;
const sign = (body: string, secret = SECRET) => createHmac("sha256", secret).update(body).digest("base64");

interface WebhookEvent {
  type: string;
  webhookEventId?: string;
  timestamp?: number;
  userId: string;
  text?: string;
}

function webhookBody(events: WebhookEvent[]): string {
  return JSON.stringify({
    destination: "Ubot",
    events: events.map((e) => ({
      type: e.type,
      mode: "active",
      webhookEventId: e.webhookEventId ?? randomUUID(),
      timestamp: e.timestamp ?? clockNow(),
      deliveryContext: { isRedelivery: false },
      source: { type: "user", userId: e.userId },
      replyToken: `reply-${randomUUID()}`,
      ...(e.text !== undefined ? { message: { type: "text", id: "1", text: e.text } } : {}),
    })),
  });
}

async function postWebhook(body: string, signature: string | null = sign(body)) {
  const res = await fetch(`${app.url}/line/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature === null ? {} : { "x-line-signature": signature }) },
    body,
  });
  return { status: res.status, type: res.headers.get("content-type"), json: (await res.json()) as { error?: string; results?: Array<{ outcome: string }> } };
}

const outcomes = (r: Awaited<ReturnType<typeof postWebhook>>) => r.json.results?.map((x) => x.outcome);
const linkOf = async (uid: string) => (await testDb().collection("users").doc(uid).get()).get("line.userId") as string | undefined;

/** A student signed in on the LINE server, with a code asked for from the profile. */
async function studentWithCode() {
  const s = await signedInSession({}, { baseUrl: app.url });
  // A returning student: the first sign-in's page asks only for the name (LINE comes after).
  expect((await postForm(app.url, "/profile", { displayName: "น้องไลน์" }, s.cookie)).status).toBe(302);
  const res = await postForm(app.url, "/profile", { intent: "line-code" }, s.cookie);
  expect(res.status).toBe(200);
  const html = await res.text();
  const code = /id="line-code">([A-Z2-9]{4}-[A-Z2-9]{4})</.exec(html)?.[1];
  expect(code).toBeTruthy();
  return { ...s, code: code!, html };
}

async function linkedStudent() {
  const s = await studentWithCode();
  const userId = lineUser();
  expect(outcomes(await postWebhook(webhookBody([{ type: "message", userId, text: `รหัส ${s.code.toLowerCase()}` }])))).toEqual(["linked"]);
  return { ...s, lineUserId: userId };
}

function sender() {
  const s = new OutboxSender({ line: { accessToken: TOKEN, apiBase: standIn.url }, from: "x@tutor.test", pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 100, maxAttempts: 5, log: (l) => logs.push(l) });
  senders.push(s);
  return s;
}

/** Runs the sender until the entry is done (sent, failed or skipped). */
async function drain(id: string) {
  const s = sender();
  for (let i = 0; i < 100; i++) {
    await s.runOnce();
    const entry = await getOutboxEntry(id);
    if (entry && ["sent", "failed", "skipped"].includes(entry.status)) return entry;
    await new Promise((r) => setTimeout(r, 60));
  }
  throw new Error(`entry ${id} not done`);
}

/** A question by the student, answered by the tutor with maths: the ids of its LINE and e-mail entries. */
async function answered(s: { uid: string; email: string }) {
  const id = await createQuestion({ uid: s.uid, studentName: "น้องไลน์", studentEmail: s.email, lessonId: "l1", courseId: "c1", lessonTitle: "เซต", courseTitle: "คณิต", body: "ช่วยอธิบาย" });
  const done = await answerQuestion(id, "ดูที่ $A \\cup B$ นะ", 0, `http://localhost:3000/lesson/l1#q-${id}`, "พี่ต้น", "น้องไลน์");
  expect(done.kind).toBe("ok");
  return { line: outboxId(`line:answer:${id}:1`), mail: outboxId(`answer:${id}:1`) };
}

beforeAll(async () => {
  standIn = await startLineStandIn({ accessToken: TOKEN });
  // This process's own modules (sendToStudent) see the channel too.
  Object.assign(process.env, { LINE_CHANNEL_ACCESS_TOKEN: TOKEN, LINE_CHANNEL_SECRET: SECRET, LINE_BOT_BASIC_ID: BASIC_ID, LINE_API_BASE: standIn.url });
  app = await startAppServer({
    port: testPort(3420),
    env: { LINE_CHANNEL_ACCESS_TOKEN: TOKEN, LINE_CHANNEL_SECRET: SECRET, LINE_BOT_BASIC_ID: BASIC_ID, LINE_API_BASE: standIn.url },
  });
}, 60_000);

afterAll(async () => {
  await Promise.all(senders.map((s) => s.stop()));
  await app?.stop();
  await standIn?.stop();
  await closeFirebase();
});

describe("the webhook", () => {
  it("refuses a missing or wrong signature with 401 JSON, and changes nothing", async () => {
    const s = await studentWithCode();
    const body = webhookBody([{ type: "message", userId: lineUser(), text: s.code }]);
    for (const signature of [null, sign(body, randomBytes(16).toString("hex")), sign(`${body} `)]) {
      const r = await postWebhook(body, signature);
      expect(r.status).toBe(401);
      expect(r.type).toContain("application/json");
      expect(r.json).toEqual({ error: "bad signature" });
    }
    expect(await linkOf(s.uid)).toBeUndefined();
  });

  it("refuses a stale event and a replayed one", async () => {
    const s = await studentWithCode();
    const userId = lineUser();
    const stale = await postWebhook(webhookBody([{ type: "message", userId, text: s.code, timestamp: clockNow() - 10 * 60_000 }]));
    expect(stale.status).toBe(200);
    expect(outcomes(stale)).toEqual(["stale"]);
    expect(await linkOf(s.uid)).toBeUndefined();

    // Linked, then blocked (event X); linked again; X replayed changes nothing.
    expect(outcomes(await postWebhook(webhookBody([{ type: "message", userId, text: s.code }])))).toEqual(["linked"]);
    const x = randomUUID();
    expect(outcomes(await postWebhook(webhookBody([{ type: "unfollow", userId, webhookEventId: x }])))).toEqual(["unlinked"]);
    expect(await linkOf(s.uid)).toBeUndefined();
    const again = await postForm(app.url, "/profile", { intent: "line-code" }, s.cookie);
    const code = /id="line-code">([A-Z2-9-]{9})</.exec(await again.text())![1]!;
    expect(outcomes(await postWebhook(webhookBody([{ type: "message", userId, text: code }])))).toEqual(["linked"]);
    expect(outcomes(await postWebhook(webhookBody([{ type: "unfollow", userId, webhookEventId: x }])))).toEqual(["replayed"]);
    expect(await linkOf(s.uid)).toBe(userId);
  });
});

describe("linking", () => {
  it("shows the add-friend link, its QR code and a code; the code links once, then the profile says linked", async () => {
    const s = await studentWithCode();
    expect(s.html).toContain(`href="https://line.me/R/ti/p/${BASIC_ID}"`);
    expect(s.html).toMatch(/<svg role="img" aria-label="[^"]+" class="line-qr"/);
    const userId = lineUser();
    const replies = standIn.replies.length;
    expect(outcomes(await postWebhook(webhookBody([{ type: "message", userId, text: s.code }])))).toEqual(["linked"]);
    expect(await linkOf(s.uid)).toBe(userId);
    expect(standIn.replies.length).toBe(replies + 1);
    // Single use: the same code from another LINE user links nothing.
    const other = lineUser();
    expect(outcomes(await postWebhook(webhookBody([{ type: "message", userId: other, text: s.code }])))).toEqual(["bad-code"]);
    expect(await linkOf(s.uid)).toBe(userId);
    const page = await (await fetch(`${app.url}/profile`, { headers: { Cookie: s.cookie } })).text();
    expect(page).toContain("เชื่อม LINE แล้ว");
    expect(page).not.toContain('id="line-code"');
  });

  it("unlinks from the profile (with a notice) and when the student blocks the account", async () => {
    const s = await linkedStudent();
    const res = await postForm(app.url, "/profile", { intent: "line-unlink" }, s.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/profile/);
    expect(res.headers.get("set-cookie")).toContain("notice=");
    expect(await linkOf(s.uid)).toBeUndefined();

    const t = await linkedStudent();
    expect(outcomes(await postWebhook(webhookBody([{ type: "unfollow", userId: t.lineUserId }])))).toEqual(["unlinked"]);
    expect(await linkOf(t.uid)).toBeUndefined();
  });

  it("an expired code links nothing", async () => {
    const s = await studentWithCode();
    const codes = await testDb().collection("lineLinkCodes").where("uid", "==", s.uid).get();
    expect(codes.size).toBe(1);
    // Stored hashed: the code itself is nowhere in the document.
    expect(JSON.stringify(codes.docs[0]!.data())).not.toContain(s.code.replace("-", ""));
    await codes.docs[0]!.ref.update({ expiresAt: new Date(clockNow() - 1000) });
    expect(outcomes(await postWebhook(webhookBody([{ type: "message", userId: lineUser(), text: s.code }])))).toEqual(["bad-code"]);
    expect(await linkOf(s.uid)).toBeUndefined();
  });

  it("ignores a LINE user's codes past ten an hour (no guessing), even a right one; another LINE user is not affected", async () => {
    const s = await studentWithCode();
    const guesser = lineUser();
    const guess = () => `${newLinkCode().slice(0, 4)}-${newLinkCode().slice(4)}`;
    // The counter is per hour of the clock: the burst must not straddle its end.
    const first = await postWebhook(webhookBody(Array.from({ length: 10 }, () => ({ type: "message", userId: guesser, text: guess() }))));
    expect(outcomes(first)).toEqual(Array.from({ length: 10 }, () => "bad-code"));
    const repliesBefore = standIn.replies.length;
    const next = await postWebhook(webhookBody([{ type: "message", userId: guesser, text: guess() }, { type: "message", userId: guesser, text: s.code }]));
    expect(next.status).toBe(200);
    expect(outcomes(next)).toEqual(["limited", "limited"]);
    // Ignored: no answer in the chat, and the code is still the student's.
    expect(standIn.replies.length).toBe(repliesBefore);
    expect(await linkOf(s.uid)).toBeUndefined();
    const other = lineUser();
    expect(outcomes(await postWebhook(webhookBody([{ type: "message", userId: other, text: s.code }])))).toEqual(["linked"]);
    expect(await linkOf(s.uid)).toBe(other);
  });
});

describe("the profile with LINE set", () => {
  it("is valid HTML with a code, and linked (Nu HTML Checker, as html-valid.test.ts)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vnu-line-"));
    try {
      const s = await studentWithCode();
      const linked = await linkedStudent();
      const pages = { code: s.html, linked: await (await fetch(`${app.url}/profile`, { headers: { Cookie: linked.cookie } })).text() };
      const files = Object.entries(pages).map(([name, html]) => {
        const file = path.join(dir, `${name}.html`);
        writeFileSync(file, html.slice(0, html.lastIndexOf("</html>") + "</html>".length));
        return file;
      });
      const vnu = path.resolve(import.meta.dirname, "../../node_modules/vnu-jar/build/dist/vnu.jar");
      const { stdout } = await promisify(execFile)("java", ["-jar", vnu, "--format", "json", "--stdout", "--exit-zero-always", ...files], { maxBuffer: 16 * 1024 * 1024 });
      const errors = (JSON.parse(stdout) as { messages: Array<{ type: string; url: string; message: string }> }).messages.filter((m) => m.type === "error");
      expect(errors.map((m) => `${path.basename(m.url)}: ${m.message}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("pushes through the outbox", () => {
  it("an answer reaches the linked student's LINE once: plain text, maths readable, the link absolute", async () => {
    const s = await linkedStudent();
    const id = await answered(s);
    const entry = await drain(id.line);
    expect(entry).toMatchObject({ channel: "line", status: "sent", attempts: 1 });
    await sender().runOnce();
    const mine = standIn.pushes.filter((p) => p.to === s.lineUserId);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.texts[0]).toContain("A ∪ B");
    expect(mine[0]!.texts[0]).not.toContain("$");
    expect(mine[0]!.texts[0]).toMatch(/http:\/\/localhost:3000\/lesson\/l1/);
    // The e-mail is queued as before, beside it (this sender has no SMTP: it waits).
    expect(await getOutboxEntry(id.mail)).toMatchObject({ channel: "email", to: s.email, status: "pending", preference: "emailOnAnswer" });
    expect(logs.join("\n")).not.toContain(TOKEN);
  });

  it("tries again after a 429 and a 500, and delivers once", async () => {
    const s = await linkedStudent();
    standIn.failNext(429);
    standIn.failNext(500);
    const entry = await drain((await answered(s)).line);
    expect(entry).toMatchObject({ status: "sent", attempts: 3 });
    expect(standIn.attempts.filter((a) => a.to === s.lineUserId).map((a) => a.status)).toEqual([429, 500, 200]);
    expect(standIn.pushes.filter((p) => p.to === s.lineUserId)).toHaveLength(1);
  });

  it("does not try again after a 400 (failed, the token not in the error)", async () => {
    const s = await linkedStudent();
    standIn.failNext(400);
    const entry = await drain((await answered(s)).line);
    expect(entry).toMatchObject({ status: "failed", attempts: 1 });
    expect(entry.lastError).toContain("400");
    expect(entry.lastError).not.toContain(TOKEN);
    expect(standIn.attempts.filter((a) => a.to === s.lineUserId)).toHaveLength(1);
  });

  it("obeys the settings: e-mail only sends no push; an unlinked student gets none", async () => {
    const s = await linkedStudent();
    const form: [string, string][] = [["intent", "channels"], ["on", "emailOnAnswer"]];
    const saved = await postForm(app.url, "/profile", form, s.cookie);
    expect(saved.status).toBe(302);
    const user = (await testDb().collection("users").doc(s.uid).get()).data()!;
    expect(user).toMatchObject({ emailOnAnswer: true, lineOnAnswer: false, emailOnReply: false });
    const entry = await drain((await answered(s)).line);
    expect(entry.status).toBe("skipped");
    expect(standIn.attempts.filter((a) => a.to === s.lineUserId)).toHaveLength(0);

    const t = await studentWithCode();
    expect((await drain((await answered(t)).line)).status).toBe("skipped");
  });
});
