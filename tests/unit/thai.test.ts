import { describe, expect, it } from "vitest";
import { markWordBreaks, countWords, formatDuration, normalizeText, queryChunks, readingMinutes, readingTimeLabel, scriptRuns, segmentWords } from "~/platform/thai";
import { formatThaiDate, isoDate } from "~/kernel/clock";

describe("Thai word segmentation", () => {
  it("splits Thai text without spaces into words", () => {
    expect(segmentWords("พี่ชอบอ่านหนังสือตอนเช้า")).toEqual(["พี่", "ชอบ", "อ่าน", "หนังสือ", "ตอน", "เช้า"]);
  });

  it("handles Thai mixed with English and numbers, lower-casing English", () => {
    const words = segmentWords("เทคนิค Pomodoro ใช้ได้ 25 นาที");
    expect(words).toEqual(expect.arrayContaining(["เทคนิค", "pomodoro", "25", "นาที"]));
    expect(words).not.toContain(" ");
  });

  it("drops punctuation and invisible zero-width spaces", () => {
    expect(normalizeText("สมา\u200bธิ  ดี!")).toBe("สมาธิ ดี!");
    expect(segmentWords("สมา\u200bธิ, ดี!")).toEqual(["สมาธิ", "ดี"]);
  });

  it("keeps SARA AM whole (NFKC would split it) and repairs แ typed as เเ", () => {
    expect(normalizeText("ทำ บทนำ")).toBe("ทำ บทนำ");
    expect(normalizeText("\u0e17\u0e4d\u0e32")).toBe("ทำ");
    expect(normalizeText("เเผนที่")).toBe("แผนที่");
    expect(segmentWords("ทำแผนที่")).toEqual(segmentWords("ทําเเผนที่"));
  });

  it("cuts runs of one script, so Thai glued to English is separated", () => {
    expect(scriptRuns("สรุปบทเรียนด้วยmind map")).toEqual(["สรุปบทเรียนด้วย", "mind", "map"]);
  });

  it("counts Thai words by segmentation, not by spaces", () => {
    expect(countWords("พี่ชอบอ่านหนังสือ")).toBe(4);
    expect(countWords("hello world")).toBe(2);
  });
});

describe("search tokens and query chunks", () => {
  it("keeps a query made only of stop words", () => {
    expect(queryChunks("และ")).toEqual([{ text: "และ", words: ["และ"] }]);
  });

  it("splits a mixed query into chunks of one script with their words", () => {
    expect(queryChunks("เทคนิคPomodoro")).toEqual([
      { text: "เทคนิค", words: ["เทคนิค"] },
      { text: "pomodoro", words: ["pomodoro"] },
    ]);
  });

  it("answers no chunks for a blank or punctuation-only query", () => {
    expect(queryChunks("   ")).toEqual([]);
    expect(queryChunks("?!…")).toEqual([]);
  });
});

describe("Buddhist-era dates", () => {
  it("formats in the Thai Buddhist calendar (Gregorian + 543)", () => {
    expect(formatThaiDate(new Date("2025-03-05T02:00:00Z"))).toBe("5 มีนาคม 2568");
    expect(formatThaiDate("2025-03-05T02:00:00Z", "short")).toBe("5 มี.ค. 2568");
    expect(formatThaiDate(new Date("2025-03-05T02:00:00Z"), "full")).toBe("วันพุธที่ 5 มีนาคม พ.ศ. 2568");
  });

  it("uses Bangkok time whatever the server's time zone", () => {
    // 18:00 UTC on 31 December is already 1 January in Bangkok (UTC+7).
    const newYear = new Date("2024-12-31T18:00:00Z");
    expect(formatThaiDate(newYear)).toBe("1 มกราคม 2568");
    expect(isoDate(newYear)).toBe("2025-01-01");
  });

  it("refuses an invalid date", () => {
    expect(() => formatThaiDate("not a date")).toThrow(RangeError);
  });
});

describe("reading time and durations", () => {
  it("is at least one minute and grows with the number of words", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("อ่าน ".repeat(200))).toBe(1);
    expect(readingMinutes("อ่านหนังสือ".repeat(150))).toBe(2); // 300 words
    expect(readingMinutes("คำ".repeat(1000))).toBe(5);
  });

  it("formats minutes in Thai, keeping each number with its unit", () => {
    expect(formatDuration(45)).toBe("45\u00a0นาที");
    expect(formatDuration(60)).toBe("1\u00a0ชั่วโมง");
    expect(formatDuration(137)).toBe("2\u00a0ชั่วโมง 17\u00a0นาที");
    expect(readingTimeLabel(4)).toBe("อ่าน 4\u00a0นาที");
  });
});

describe("markWordBreaks", () => {
  it("puts a zero-width space between Thai words only", () => {
    const marked = markWordBreaks("คอมพลีเมนต์ของเซต Logic 101");
    expect(marked.replace(/\u200b/g, "")).toBe("คอมพลีเมนต์ของเซต Logic 101");
    expect(marked.split("\u200b")).toContain("ของ");
    expect(marked).not.toMatch(/\u200b\s|\s\u200b/);
  });
});
