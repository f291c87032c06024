import { describe, expect, it } from "vitest";
import { parseEnv } from "~/platform/env.server";
import { backoffMs, mailInputSchema, outboxId } from "~/services/messaging/outbox.store.server";
import { wantsMail } from "~/services/messaging/user-settings.store.server";
import { mailFrom, redact, secretsOf } from "~/services/messaging/outbox-sender.server";

describe("outbox backoff", () => {
  it("doubles from the base and stops at the cap", () => {
    const b = { baseMs: 30_000, maxMs: 3_600_000 };
    expect([1, 2, 3, 4, 7, 8, 9, 20, 1000].map((n) => backoffMs(n, b))).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe("outbox ids and input", () => {
  it("derives the same document id from the same dedupe key, never a path", () => {
    expect(outboxId("answer:q1")).toBe(outboxId("answer:q1"));
    expect(outboxId("answer:q1")).not.toBe(outboxId("answer:q2"));
    expect(outboxId("a/b/c")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses a bad address, a two-line subject, and a preference without its user", () => {
    const ok = { to: "n@example.com", subject: "พี่ตอบแล้ว", text: "x", dedupeKey: "k" };
    expect(mailInputSchema.safeParse(ok).success).toBe(true);
    expect(mailInputSchema.safeParse({ ...ok, to: "not an address" }).success).toBe(false);
    expect(mailInputSchema.safeParse({ ...ok, subject: "a\r\nBcc: x@example.com" }).success).toBe(false);
    expect(mailInputSchema.safeParse({ ...ok, preference: "emailOnAnswer" }).success).toBe(false);
    expect(mailInputSchema.safeParse({ ...ok, preference: "emailOnAnswer", recipientUid: "u1" }).success).toBe(true);
  });
});

describe("wantsMail", () => {
  it("is on unless the user set it to false", () => {
    expect(wantsMail(undefined, "emailOnAnswer")).toBe(true);
    expect(wantsMail({}, "emailOnAnswer")).toBe(true);
    expect(wantsMail({ emailOnAnswer: true }, "emailOnAnswer")).toBe(true);
    expect(wantsMail({ emailOnAnswer: "no" }, "emailOnAnswer")).toBe(true);
    expect(wantsMail({ emailOnAnswer: false }, "emailOnAnswer")).toBe(false);
  });
});

describe("SMTP credentials", () => {
  const url = "smtps://mailer%40example.com:p%2Fss%3Aword@smtp.example.com:465";

  it("are redacted in any text, encoded or not", () => {
    const secrets = secretsOf(url);
    const line = redact(`connect to ${url} as mailer@example.com with p/ss:word (p%2Fss%3Aword) failed`, secrets);
    expect(line).toBe("connect to smtps://***@smtp.example.com:465 as *** with *** (***) failed");
    expect(redact("see smtp://someone:else@host:25", [])).toBe("see smtp://***@host:25");
  });

  it("SMTP_URL must be smtp:// or smtps://, and a bad one is named without repeating it", () => {
    expect(parseEnv({ SMTP_URL: url }).SMTP_URL).toBe(url);
    expect(parseEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(() => parseEnv({ SMTP_URL: "https://user:hunter2@smtp.example.com" })).toThrow(/^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    try {
      parseEnv({ SMTP_URL: "smtp//user:hunter2@nowhere" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).not.toContain("hunter2");
    }
  });

  it("MAIL_FROM defaults to no-reply at the public origin's host", () => {
    expect(mailFrom({ ORIGIN: "https://tutor.example.com" })).toBe('"ติวกับพี่" <no-reply@tutor.example.com>');
    expect(mailFrom({ MAIL_FROM: "Tutor <t@example.com>", ORIGIN: undefined })).toBe("Tutor <t@example.com>");
    expect(() => parseEnv({ MAIL_FROM: "nobody" })).toThrow(/MAIL_FROM/);
  });
});
