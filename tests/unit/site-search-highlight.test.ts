import { describe, expect, it } from "vitest";
import { queryChunks } from "~/platform/thai";
import { highlight, highlightTerms, matchRanges } from "~/search/highlight";

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

  it("gives the ranges of the matches in the original text (what inlinePreview marks)", () => {
    const text = "ก Mind\u200bMap ข mind";
    const ranges = matchRanges(text, terms("mind"));
    expect(ranges.map(([s, e]) => text.slice(s, e))).toEqual(["Mind", "mind"]);
  });

  it("leaves text without a match whole", () => {
    expect(highlight("ไม่มีคำนี้", terms("xyz"))).toEqual([{ text: "ไม่มีคำนี้", hit: false }]);
  });
});
