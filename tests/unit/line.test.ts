import { describe, expect, it } from "vitest";
import { codeInText, newLinkCode, shownLinkCode } from "~/line/link-code";
import { lineText } from "~/services/messaging/send-to-student.server";
import { lineChannel, parseEnv } from "~/platform/env.server";

const LINE_ENV = { LINE_CHANNEL_ACCESS_TOKEN: "t".repeat(40), LINE_CHANNEL_SECRET: "0123456789abcdef0123456789abcdef", LINE_BOT_BASIC_ID: "@123abcde" };

describe("the LINE channel in the environment", () => {
  it("is off unset, on with all three, refused with some", () => {
    expect(lineChannel(parseEnv({}))).toBeNull();
    expect(lineChannel(parseEnv({ ...LINE_ENV, LINE_API_BASE: "http://127.0.0.1:1" }))).toEqual({
      accessToken: LINE_ENV.LINE_CHANNEL_ACCESS_TOKEN, secret: LINE_ENV.LINE_CHANNEL_SECRET, basicId: "@123abcde", apiBase: "http://127.0.0.1:1",
    });
    expect(() => parseEnv({ LINE_CHANNEL_ACCESS_TOKEN: LINE_ENV.LINE_CHANNEL_ACCESS_TOKEN })).toThrow(/set together or not at all/);
    expect(() => parseEnv({ ...LINE_ENV, LINE_CHANNEL_SECRET: "not-hex" })).toThrow(/LINE_CHANNEL_SECRET must be the channel secret/);
    // A wrong value is named, never repeated.
    expect(() => parseEnv({ ...LINE_ENV, LINE_CHANNEL_SECRET: "secret with spaces" })).not.toThrow(/secret with spaces/);
  });
});

describe("the one-time code", () => {
  it("is 8 characters without look-alikes, shown with a dash", () => {
    const codes = Array.from({ length: 200 }, () => newLinkCode());
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(codes).size).toBe(200);
    expect(shownLinkCode("ABCDEFGH")).toBe("ABCD-EFGH");
  });

  it("is found in a message whatever its case, dash or words around it", () => {
    expect(codeInText("ABCD-EFGH")).toBe("ABCDEFGH");
    expect(codeInText("รหัส abcd efgh ครับ")).toBe("ABCDEFGH");
    expect(codeInText("abcdefgh")).toBe("ABCDEFGH");
    expect(codeInText("ＡＢＣＤ－ＥＦＧＨ")).toBe("ABCDEFGH");
    expect(codeInText("สวัสดีครับ")).toBeNull();
    expect(codeInText("ABCD-EFGHJ")).toBeNull();
    expect(codeInText("ABCD-EF0H")).toBeNull();
  });
});

describe("the LINE text of a letter", () => {
  it("is the subject and the text part; a long one is cut to 5000 characters with the link kept", () => {
    const letter = { subject: "หัวเรื่อง", text: "สวัสดี\n\nhttps://tutor.example/lesson/a", html: "" };
    expect(lineText(letter, "https://tutor.example/lesson/a")).toBe("หัวเรื่อง\n\nสวัสดี\n\nhttps://tutor.example/lesson/a");
    const long = lineText({ ...letter, text: "ก".repeat(6000) }, "https://tutor.example/lesson/a");
    expect(Array.from(long)).toHaveLength(5000);
    expect(long.endsWith("…\n\nhttps://tutor.example/lesson/a")).toBe(true);
  });
});
