/**
 * The e-mail outbox against the Firestore emulator and a real SMTP server
 * (harness/mail-catcher.ts, smtp-server in this process on a free port):
 * delivery with the right content, exactly once; a mail server that is down
 * and comes back; two senders racing; a sender that died holding a lease;
 * duplicate enqueues; a recipient who turned the e-mails off; and no SMTP
 * credentials in anything logged or stored; and the built server sending with
 * SMTP_URL (server.ts starts and stops the sender). Backoffs are shortened to
 * milliseconds; nothing asserts how long anything took.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import {
  backoffMs,
  claimMail,
  enqueueMail,
  outboxId,
  type MailInput,
  type OutboxEntry,
} from "~/services/messaging/outbox.store.server";
import { getMailPreferences, setMailPreference } from "~/services/messaging/user-settings.store.server";
import { startMailCatcher, type MailCatcher } from "../../harness/mail-catcher.ts";
import { startAppServer } from "../../harness/app-server.ts";
import { getOutboxEntry } from "../support/outbox.ts";
import { testPort } from "../../harness/ports.ts";
import { OutboxSender, type OutboxSenderOptions } from "~/services/messaging/outbox-sender.server";

// Credentials that must never appear in a log line or a stored error ("@" and "/" encoded in the URL).
const SMTP_USER = `outbox-user-${randomUUID().slice(0, 6)}@example.com`;
const SMTP_PASSWORD = `pw/${randomUUID().slice(0, 8)}:Secret`;
const FROM = '"ติวกับพี่" <no-reply@tutor.test>';
const logs: string[] = [];
const senders: OutboxSender[] = [];
let catcher: MailCatcher;

const tag = () => randomUUID().slice(0, 8);
const smtpUrl = (port: number) => `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`;

function sender(opts: Partial<OutboxSenderOptions> = {}): OutboxSender {
  const s = new OutboxSender({
    smtpUrl: smtpUrl(catcher.port),
    from: FROM,
    pollMs: 50,
    backoffBaseMs: 100,
    backoffMaxMs: 400,
    maxAttempts: 10,
    log: (line) => logs.push(line),
    ...opts,
  });
  senders.push(s);
  return s;
}

function mail(key: string, extra: Partial<MailInput> = {}): MailInput {
  return {
    to: `student-${key}@example.com`,
    subject: `พี่ตอบคำถามของน้องแล้ว ${key}`,
    text: `สวัสดีครับ คำตอบ: 2 + 2 = 4 (${key})`,
    html: `<p>สวัสดีครับ <strong>คำตอบ</strong> (${key})</p>`,
    dedupeKey: `test-answer:${key}`,
    ...extra,
  };
}

/** Enqueues in a transaction together with the caller's own write (`outboxTestEvents/<key>`). */
async function enqueue(input: MailInput, note = "answered"): Promise<{ id: string; created: boolean }> {
  return db().runTransaction(async (tx) => {
    const queued = await enqueueMail(tx, input); // reads first
    tx.set(db().collection("outboxTestEvents").doc(outboxId(input.dedupeKey)), { note, at: new Date() }, { merge: true });
    return queued;
  });
}

async function entry(id: string): Promise<OutboxEntry> {
  const e = await getOutboxEntry(id);
  if (!e) throw new Error(`no outbox entry ${id}`);
  return e;
}

/** Runs the senders' passes (concurrently) until `done` holds. */
async function drain(list: OutboxSender[], done: () => Promise<boolean>, what: string, rounds = 300): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    if (await done()) return;
    await Promise.all(list.map((s) => s.runOnce()));
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${what}: not done after ${rounds} passes`);
}

const caught = (id: string) => catcher.messages.filter((m) => m.messageId === `<${id}@tutor.test>`);
const statusIs = (id: string, status: OutboxEntry["status"]) => async () => (await entry(id)).status === status;

beforeAll(async () => {
  catcher = await startMailCatcher();
});

afterAll(async () => {
  for (const s of senders) await s.stop();
  await catcher.stop();
  await closeFirebase();
});

describe("the e-mail outbox", () => {
  it("delivers an entry once, with the right content", async () => {
    const key = tag();
    const { id, created } = await enqueue(mail(key));
    expect(created).toBe(true);
    const pending = await entry(id);
    expect(pending).toMatchObject({ status: "pending", attempts: 0, lease: null, lastError: null, sentAt: null });
    expect(pending.nextAttemptAt).toBeInstanceOf(Date);

    const s = sender();
    await drain([s], statusIs(id, "sent"), "delivery");
    await s.runOnce(); // and again: nothing more is sent

    const sent = await entry(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lease: null, nextAttemptAt: null, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(logs).toContain(`mail ${id}: sent (attempt 1)`);
    const got = caught(id);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      to: [`student-${key}@example.com`],
      from: "no-reply@tutor.test",
      subject: `พี่ตอบคำถามของน้องแล้ว ${key}`,
      user: SMTP_USER,
    });
    expect(got[0]!.text.trim()).toBe(`สวัสดีครับ คำตอบ: 2 + 2 = 4 (${key})`);
    expect(got[0]!.html).toContain(`<strong>คำตอบ</strong> (${key})`);
    expect(got[0]!.raw).toMatch(/^From: =\?UTF-8\?/m); // the Thai display name, encoded
  });

  it("keeps the entry pending with attempts and a backoff while the SMTP server is down, then delivers it once", async () => {
    const port = catcher.port;
    await catcher.stop();
    try {
      const { id } = await enqueue(mail(tag()));
      const s = sender({ smtpUrl: smtpUrl(port) });
      await drain([s], async () => (await entry(id)).attempts >= 2, "two failed attempts");
      const waiting = await entry(id);
      expect(waiting).toMatchObject({ status: "pending", lease: null });
      expect(waiting.attempts).toBeGreaterThanOrEqual(2);
      expect(waiting.lastError).toMatch(/ECONNREFUSED/);
      // The next try is at least the backoff after the last one (100 ms × 2^(n−1), at most 400).
      const wait = waiting.nextAttemptAt!.getTime() - waiting.lastAttemptAt!.getTime();
      expect(wait).toBeGreaterThanOrEqual(backoffMs(waiting.attempts, { baseMs: 100, maxMs: 400 }));
      expect(logs.some((l) => l.includes(`mail ${id}: attempt 1/10 failed`))).toBe(true);
      expect(caught(id)).toHaveLength(0);

      catcher = await startMailCatcher({ port }); // the server is back
      await drain([s], statusIs(id, "sent"), "delivery after the outage");
      await s.runOnce();
      expect(caught(id)).toHaveLength(1);
      expect((await entry(id)).attempts).toBeGreaterThanOrEqual(3);
    } finally {
      if (catcher.port !== port) catcher = await startMailCatcher({ port });
    }
  });

  it("gives up after maxAttempts: the entry is failed, with its last error", async () => {
    const port = catcher.port;
    const refusing = await startMailCatcher({ refuseLogin: true });
    try {
      const { id } = await enqueue(mail(tag()));
      const s = sender({ smtpUrl: smtpUrl(refusing.port), maxAttempts: 2 });
      await drain([s], statusIs(id, "failed"), "giving up");
      const failed = await entry(id);
      expect(failed).toMatchObject({ status: "failed", attempts: 2, lease: null, nextAttemptAt: null });
      expect(failed.lastError).toMatch(/EAUTH.*Invalid login \*\*\*/);
      expect(refusing.messages).toHaveLength(0);
      expect(catcher.port).toBe(port);
    } finally {
      await refusing.stop();
    }
  });

  it("two senders racing on the same entries deliver each exactly once", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await enqueue(mail(`${tag()}-${i}`))).id);
    const a = sender({ owner: "instance-a" });
    const b = sender({ owner: "instance-b" });
    await drain([a, b], async () => (await Promise.all(ids.map(entry))).every((e) => e.status === "sent"), "racing senders");
    await Promise.all([a.runOnce(), b.runOnce()]);
    for (const id of ids) expect(caught(id), id).toHaveLength(1);
    for (const e of await Promise.all(ids.map(entry))) expect(e.attempts).toBe(1);
  });

  it("a sender that died holding the lease: another sends the mail once its lease has run out", async () => {
    const { id } = await enqueue(mail(tag()));
    const claim = await claimMail(id, { owner: "crashed-instance", leaseMs: 600_000, maxAttempts: 10 });
    expect(claim.kind).toBe("claimed");
    const held = await entry(id);
    expect(held).toMatchObject({ status: "sending", attempts: 1, lease: { owner: "crashed-instance" } });

    const s = sender({ owner: "survivor" });
    // While the lease holds, nobody else takes it.
    expect((await claimMail(id, { owner: "survivor", leaseMs: 300, maxAttempts: 10 })).kind).toBe("none");
    await s.runOnce();
    expect(await entry(id)).toMatchObject({ status: "sending", lease: { owner: "crashed-instance" } });
    // Ten minutes later (instead of waiting, the lease's end is moved to now): the lease has run out.
    const now = Timestamp.now();
    await db().collection("outbox").doc(id).update({ "lease.until": now, nextAttemptAt: now });
    await drain([s], statusIs(id, "sent"), "takeover");
    expect(caught(id)).toHaveLength(1);
    expect((await entry(id)).attempts).toBe(2);
  });

  it("the same dedupeKey makes one entry (transaction: the caller's write still lands; batch: refused whole)", async () => {
    const input = mail(tag());
    const first = await enqueue(input, "first");
    const second = await enqueue({ ...input, subject: "อีกครั้ง" }, "second");
    expect(second).toEqual({ id: first.id, created: false });
    expect((await db().collection("outboxTestEvents").doc(first.id).get()).data()?.note).toBe("second");
    const docs = await db().collection("outbox").where("dedupeKey", "==", input.dedupeKey).get();
    expect(docs.size).toBe(1);
    expect((await entry(first.id)).subject).toBe(input.subject);

    // A failed transaction leaves no entry behind.
    const lost = mail(tag());
    await expect(
      db().runTransaction(async (tx) => {
        await enqueueMail(tx, lost);
        throw new Error("the caller's write failed");
      }),
    ).rejects.toThrow("the caller's write failed");
    expect(await getOutboxEntry(outboxId(lost.dedupeKey))).toBeNull();

    // A batch cannot read: a duplicate fails the whole batch.
    const other = db().collection("outboxTestEvents").doc(`batch-${tag()}`);
    const batch = db().batch();
    await enqueueMail(batch, input);
    batch.set(other, { note: "batch" });
    const error: unknown = await batch.commit().then(() => null, (e: unknown) => e);
    expect((error as { code?: unknown }).code).toBe(6); // ALREADY_EXISTS
    expect((await other.get()).exists).toBe(false);

    // Sent once; enqueuing the same event again sends nothing more.
    const s = sender();
    await drain([s], statusIs(first.id, "sent"), "delivery");
    expect((await enqueue(input)).created).toBe(false);
    await s.runOnce();
    expect(caught(first.id)).toHaveLength(1);
  });

  it("skips the mail of a student who turned these e-mails off by the time it is sent", async () => {
    const uid = `outbox-student-${tag()}`;
    expect(await getMailPreferences(uid)).toEqual({ emailOnAnswer: true, emailTutoringReminders: true });
    const queued = await enqueue(mail(tag(), { recipientUid: uid, preference: "emailOnAnswer" }));
    await setMailPreference(uid, "emailOnAnswer", false); // after queuing, before sending
    expect(await getMailPreferences(uid)).toEqual({ emailOnAnswer: false, emailTutoringReminders: true });

    const s = sender();
    await drain([s], statusIs(queued.id, "skipped"), "skipping");
    expect(await entry(queued.id)).toMatchObject({ status: "skipped", attempts: 0, lease: null, nextAttemptAt: null });
    expect(caught(queued.id)).toHaveLength(0);

    await setMailPreference(uid, "emailOnAnswer", true);
    const next = await enqueue(mail(tag(), { recipientUid: uid, preference: "emailOnAnswer" }));
    await drain([s], statusIs(next.id, "sent"), "delivery after turning e-mails on");
    expect(caught(next.id)).toHaveLength(1);
  });

  it("the production server sends the outbox with SMTP_URL, and stops gracefully", async () => {
    const { id } = await enqueue(mail(tag())); // due before the server's first pass
    const server = await startAppServer({ port: testPort(3172), env: { SMTP_URL: smtpUrl(catcher.port), MAIL_FROM: FROM } });
    try {
      for (let i = 0; i < 300 && (await entry(id)).status !== "sent"; i++) await new Promise((r) => setTimeout(r, 100));
      expect((await entry(id)).status).toBe("sent");
      expect(caught(id)).toHaveLength(1);
      expect(caught(id)[0]!.user).toBe(SMTP_USER);
    } finally {
      await server.stop();
    }
    expect(server.exitCode()).toBe(0);
    expect(server.output()).toContain("Stopped");
    logs.push(server.output()); // scanned for credentials below
  });

  it("never prints or stores the SMTP user name or password", async () => {
    // Every sender above logged through `logs`; the refusing server repeated the login in its answers.
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.some((l) => l.includes("Invalid login ***"))).toBe(true);
    const stored = await db().collection("outbox").get();
    const text = [...logs, ...stored.docs.map((d) => JSON.stringify(d.data()))].join("\n");
    for (const secret of [SMTP_USER, SMTP_PASSWORD, encodeURIComponent(SMTP_USER), encodeURIComponent(SMTP_PASSWORD)]) {
      expect(text).not.toContain(secret);
    }
    // The running test server (no SMTP_URL) says once that mails wait in the outbox.
    if (process.env.SERVER_LOG) {
      const serverLog = readFileSync(process.env.SERVER_LOG, "utf8");
      expect(serverLog).toContain("mail: SMTP_URL is not set");
    }
  });
});
