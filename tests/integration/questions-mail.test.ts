/**
 * The tutor's answer e-mail as a mail app gets it: a student asks on a lesson
 * and the tutor answers over HTTP on the shared test server with maths,
 * Markdown and a relative link; the real outbox sender sends it to the mail
 * catcher, which writes the .eml; the .eml is parsed with mailparser.
 * Both parts: no `$…$`, no `**`, only absolute links; an HTML part without
 * script or stylesheet; the student and the tutor named.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { OutboxSender } from "~/services/messaging/outbox-sender.server";
import { TUTOR_NAME } from "~/platform/site";
import { DEMO_COURSES } from "../../harness/seed-content";
import { sessionForUid, signedInSession } from "../../harness/auth";
import { startMailCatcher, type MailCatcher } from "../../harness/mail-catcher.ts";
import { env } from "../../harness/ports";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";

const base = env.baseUrl;
const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const LESSON = "math-02";
const dir = mkdtempSync(path.join(tmpdir(), "answer-mail-"));
let catcher: MailCatcher;
let sender: OutboxSender;

beforeAll(async () => {
  catcher = await startMailCatcher({ dir });
  sender = new OutboxSender({ smtpUrl: catcher.url, from: '"ติวกับพี่" <no-reply@tutor.test>', pollMs: 50, log: () => undefined });
});

afterAll(async () => {
  await sender.stop();
  await catcher.stop();
  await closeFirebase();
  rmSync(dir, { recursive: true, force: true });
});

/** Every URL the HTML part links to or loads (href, src). */
function linksOfHtml(html: string): string[] {
  return [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
}

describe("the answer e-mail", () => {
  it("has a text and an HTML part, Markdown rendered, maths readable, only absolute links, naming the student and the tutor", async () => {
    const student = await signedInSession({ name: "น้องอีเมลสวย" });
    expect((await postForm(base, `/course/${math.slug}`, { intent: "enrol" }, student.cookie)).status).toBe(302);
    const body = `ช่วยอธิบาย $A \\cap B$ หน่อยครับ ${Date.now()}`;
    expect((await postForm(base, `/lesson/${LESSON}`, { intent: "question-ask", body }, student.cookie)).status).toBe(303);
    const snap = await testDb().collection("questions").where("uid", "==", student.uid).get();
    const id = snap.docs[0]!.id;
    const admin = `session=${await sessionForUid("demo-admin-1")}`;
    const answer = "ใช้ $A \\cup B$ กับ **สูตร** นี้ ทบทวนใน [บทที่ 1](/lesson/math-01)";
    expect((await postForm(base, `/admin/questions/${id}`, { intent: "answer", version: "0", answer }, admin)).status).toBe(303);

    for (let i = 0; i < 50 && !catcher.messages.some((m) => m.to.includes(student.email)); i++) await sender.runOnce();
    const caught = catcher.messages.find((m) => m.to.includes(student.email));
    expect(caught?.file).toBeTruthy();
    const mail = await simpleParser(readFileSync(caught!.file!));

    expect(mail.text).toBeTruthy();
    expect(mail.html).toBeTruthy();
    const text = mail.text!;
    const html = mail.html as string;
    for (const part of [text, html]) {
      expect(part).not.toContain("$");
      expect(part).not.toContain("**");
      expect(part).toContain("A ∪ B");
      expect(part).toContain("A ∩ B");
      expect(part).toContain("น้องอีเมลสวย");
      expect(part).toContain(TUTOR_NAME);
      expect(part).toMatch(/https?:\/\/[^\s"/]+\/lesson\/math-01(?!#)/);
      expect(part).toMatch(new RegExp(`https?://[^\\s"/]+/lesson/${LESSON}#q-${id}`));
      expect(part).not.toMatch(/\(\/|="\//); // no "(/lesson…" in the text, no href="/…" in the HTML
    }
    expect(html).toContain("<strong>สูตร</strong>");
    expect(text).toContain("บทที่ 1 (http");
    const links = linksOfHtml(html);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toMatch(/^https?:\/\//);
    expect(html).not.toMatch(/<script|<link\b|<style|katex/i);
  });
});
