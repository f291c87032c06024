import { describe, expect, it } from "vitest";
import { renderLetter } from "~/services/messaging/mail-letter.server";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { BRAND, TUTOR_NAME } from "~/platform/site";
import { readableTex } from "~/services/markdown/tex-text";

describe("readableTex: a formula a person reads without KaTeX", () => {
  it.each([
    ["A \\cup B", "A ∪ B"],
    ["x^{2}+y^2", "x²+y²"],
    ["\\frac{1}{2}", "1/2"],
    ["\\sqrt{x+1}", "√(x+1)"],
    ["\\sin x \\le 1", "sin x ≤ 1"],
    ["x_{10}", "x₁₀"],
    ["\\text{พื้นที่} = \\pi r^2", "พื้นที่ = π r²"],
    ["a \\in \\{1, 2\\}", "a ∈ {1, 2}"],
  ])("%s → %s", (tex, text) => expect(readableTex(tex)).toBe(text));

  it("the Markdown renderer's text mode puts it in place of KaTeX", () => {
    const html = renderMarkdown("ใช้ $A \\cup B$", { math: "text" }).html;
    expect(html).toContain("A ∪ B");
    expect(html).not.toContain("katex");
    expect(html).not.toContain("$");
  });
});

describe("renderLetter: the one e-mail template", () => {
  const letter = renderLetter(
    {
      subject: "พี่ตอบ\r\nแล้ว",
      parts: ["สวัสดี น้องมานี", { title: "คำตอบ", markdown: "ใช้ $A \\cup B$ กับ **สูตร** ดู [บทที่ 1](/lesson/math-01) <script>alert(1)</script>" }],
      link: { line: "อ่านต่อที่", url: "/lesson/math-01#q-1" },
    },
    "http://localhost:3000",
  );

  it("a one-line subject; both parts with the Markdown rendered, maths readable, links absolute, signed by the tutor", () => {
    expect(letter.subject).toBe("พี่ตอบ แล้ว");
    for (const part of [letter.text, letter.html]) {
      expect(part).toContain("A ∪ B");
      expect(part).not.toMatch(/\$|\*\*/);
      expect(part).toContain("http://localhost:3000/lesson/math-01");
      expect(part).toContain(`${TUTOR_NAME} · ${BRAND}`);
    }
    expect(letter.text).toContain("บทที่ 1 (http://localhost:3000/lesson/math-01)");
    expect(letter.html).toContain("<strong>สูตร</strong>");
    expect([...letter.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      "http://localhost:3000/lesson/math-01",
      "http://localhost:3000/lesson/math-01#q-1",
    ]);
  });

  it("HTML without script, stylesheet link or relative URL", () => {
    expect(letter.html).not.toMatch(/<script|<link|<style|src="\//i);
    expect(letter.html).toContain("&lt;script&gt;");
  });
});

describe("renderLetter: a closing link as a button", () => {
  const url = "/parent/confirm/0123456789abcdefghijABCDEFGHIJ0123456789abcdefghijABCDEFGHIJ0123456789";
  const letter = renderLetter({ subject: "ยืนยันอีเมล", parts: ["สวัสดีค่ะ"], link: { line: "กดปุ่มเพื่อยืนยัน", url, button: "ยืนยันอีเมลนี้" } }, "https://tutor.example");

  it("the HTML part shows the button's words, not the address; the text part keeps the address after the words", () => {
    const anchors = [...letter.html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)];
    expect(anchors.map((m) => [m[1], m[2]])).toEqual([[`https://tutor.example${url}`, "ยืนยันอีเมลนี้"]]);
    expect(letter.html).not.toMatch(new RegExp(`>[^<]*${url}`));
    expect(letter.text).toContain(`กดปุ่มเพื่อยืนยัน\n\nยืนยันอีเมลนี้ (https://tutor.example${url})`);
  });
});
