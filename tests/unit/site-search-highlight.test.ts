import { describe, expect, it } from "vitest";
import { queryChunks } from "~/platform/thai";
import { excerpt, highlight, highlightTerms } from "~/search/highlight";

const terms = (q: string) => highlightTerms(queryChunks(q));
const marked = (parts: { text: string; hit: boolean }[]) => parts.filter((p) => p.hit).map((p) => p.text);

describe("search highlighting", () => {
  it("marks a Thai word in the middle of a sentence, as typed in the content", () => {
    expect(marked(highlight("การเขียนเซตแบบแจกแจงสมาชิก", terms("เซต")))).toEqual(["เซต"]);
  });

  it("maps through normalisation: zero-width characters and case", () => {
    const text = "เรียน Mind\u200bMap กับ MIND MAP";
    expect(marked(highlight(text, terms("mind")))).toEqual(["Mind", "MIND"]);
    expect(marked(highlight("สม\u200bการ", terms("สมการ")))).toEqual(["สม\u200bการ"]);
  });

  it("marks short Latin words only as whole words", () => {
    expect(marked(highlight("js and json", terms("js")))).toEqual(["js"]);
  });

  it("cuts long text around the first match with ellipses", () => {
    const text = `${"ก".repeat(300)} คำสำคัญ ${"ข".repeat(300)}`;
    const parts = excerpt(text, terms("คำสำคัญ"), 120);
    expect(parts[0]!.text).toBe("…");
    expect(parts[parts.length - 1]!.text).toBe("…");
    expect(marked(parts)).toContain("คำสำคัญ");
    expect(parts.map((p) => p.text).join("").length).toBeLessThan(130);
  });

  it("leaves text without a match whole", () => {
    expect(highlight("ไม่มีคำนี้", terms("xyz"))).toEqual([{ text: "ไม่มีคำนี้", hit: false }]);
  });
});
