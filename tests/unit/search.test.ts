import { describe, expect, it } from "vitest";
import { buildSearchIndex, searchArticles, type SearchableArticle } from "~/content/article-search";

const ARTICLES: SearchableArticle[] = [
  {
    id: "focus",
    title: "อ่านหนังสือที่บ้านยังไงไม่ให้วอกแวก",
    excerpt: "โทรศัพท์ เตียง ขนม และเสียงทีวี",
    tags: ["เทคนิคการอ่าน"],
    text: "ไม่ใช่แค่คว่ำหน้าจอ แต่วางไว้อีกห้องเลย พี่ลองเองแล้วรู้สึกว่าการอ่านหนังสือให้มีสมาธินานขึ้นเกิดขึ้นจริง",
  },
  {
    id: "pomodoro",
    title: "เทคนิค Pomodoro: อ่าน 25 นาที พัก 5 นาที",
    excerpt: "แบ่งเวลาเป็นรอบ ๆ เพื่อให้เริ่มอ่านได้ง่ายขึ้น",
    tags: ["จัดการเวลา", "เทคนิคการอ่าน"],
    text: "Pomodoro คือการแบ่งเวลาเป็นรอบ ๆ ปอมโดโรช่วยเรื่องการเริ่ม",
  },
  {
    id: "mindmap",
    title: "สรุปบทเรียนด้วย Mind Map",
    excerpt: "แผนผังความคิดแบบง่าย ๆ",
    tags: ["เตรียมสอบ"],
    text: "เขียนหัวข้อหลักไว้ตรงกลาง แล้วแตกกิ่งออกไป ใช้ได้กับการทบทวนบทเรียนก่อนสอบ",
  },
  {
    id: "sleep",
    title: "นอนน้อยแล้วอ่านเยอะ ไม่ได้ช่วยให้จำได้มากขึ้น",
    excerpt: "การนอนสำคัญกับความจำ",
    tags: ["แรงบันดาลใจ"],
    text: "สมองจัดระเบียบความจำตอนนอน ถ้าอดนอน สิ่งที่อ่านมาก็เหมือนยังไม่ได้บันทึก ทำให้ไม่มีสมาธิในวันสอบ",
  },
];

const index = buildSearchIndex(ARTICLES);
const ids = (q: string) => searchArticles(index, q).map((h) => h.id);

describe("Thai search", () => {
  it("finds a Thai word that sits in the middle of a sentence (no spaces around it)", () => {
    expect(ids("สมาธิ")).toEqual(["focus", "sleep"]);
  });

  it("ranks a title match above body matches", () => {
    const hits = searchArticles(index, "บทเรียน");
    expect(hits[0]?.id).toBe("mindmap"); // title (and body) vs …
    expect(ids("อ่านหนังสือ")[0]).toBe("focus");
  });

  it("matches a multi-word Thai query only where all of its words occur (AND)", () => {
    expect(ids("ทบทวนบทเรียน")).toEqual(["mindmap"]);
    expect(ids("อดนอน วันสอบ")).toEqual(["sleep"]);
    expect(ids("อดนอน โทรศัพท์")).toEqual([]);
  });

  it("works for mixed Thai and English queries, with or without spaces, any letter case", () => {
    expect(ids("เทคนิค pomodoro")).toEqual(["pomodoro"]);
    expect(ids("เทคนิคPOMODORO")).toEqual(["pomodoro"]);
    expect(ids("mind map")).toEqual(["mindmap"]);
  });

  it("finds a word the dictionary does not know, as a substring", () => {
    expect(ids("ปอมโดโร")).toEqual(["pomodoro"]);
  });

  it("searches tags", () => {
    expect(ids("จัดการเวลา")).toEqual(["pomodoro"]);
  });

  it("ignores stop words mixed into a query", () => {
    expect(ids("การสมาธิ")).toEqual(ids("สมาธิ"));
  });

  it("answers nothing for an empty query and for a word no article has", () => {
    expect(ids("")).toEqual([]);
    expect(ids("   ")).toEqual([]);
    expect(ids("ไดโนเสาร์")).toEqual([]);
    expect(ids("xyzzy")).toEqual([]);
  });

  it("does not match short English fragments inside other words", () => {
    expect(ids("po")).toEqual([]);
  });

  it("keeps the articles' order (newest first) between equal scores", () => {
    const twins = buildSearchIndex([
      { id: "new", title: "ก", excerpt: "", tags: [], text: "ฟิสิกส์" },
      { id: "old", title: "ข", excerpt: "", tags: [], text: "ฟิสิกส์" },
    ]);
    expect(searchArticles(twins, "ฟิสิกส์").map((h) => h.id)).toEqual(["new", "old"]);
  });
});
