/**
 * Where a student stands once a mock exam closes (app/exams/standing.ts): each student counted
 * once with their best finished attempt, ties share a place, open attempts and other exams'
 * students do not count; the topics under 60 % (app/exams/weak-topics.ts); and the result's figures as people read them (app/exams/messages.ts).
 */
import { describe, expect, it } from "vitest";
import { standingOf } from "~/exams/standing";
import { weakTopics } from "~/exams/weak-topics";
import { EXAM_RESULT_TEXT } from "~/exams/messages";
import type { Attempt } from "~/exams/model";

type A = Pick<Attempt, "uid" | "status" | "result">;
const done = (uid: string, score: number, max = 20, status: Attempt["status"] = "submitted"): A => ({
  uid,
  status,
  result: { score, max, percent: 0, byTopic: [], perQuestion: [] },
});

describe("standingOf", () => {
  const group: A[] = [
    done("ann", 10),
    done("ann", 18), // her best counts: 90 %
    done("ben", 14, 20, "expired"), // graded at the deadline: counts
    done("cat", 14), // equal to ben: they share a place
    done("dan", 5),
    { uid: "eve", status: "open", result: null }, // still sitting: not counted
  ];

  it("places each student by their best, equal bests sharing a place (1, 2, 2, 4)", () => {
    expect(standingOf(group, "ann")).toEqual({ place: 1, of: 4, averagePercent: 64 });
    expect(standingOf(group, "ben")?.place).toBe(2);
    expect(standingOf(group, "cat")?.place).toBe(2);
    expect(standingOf(group, "dan")?.place).toBe(4);
  });

  it("averages the bests as a whole percent, half up: (90 + 70 + 70 + 25) / 4 = 63.75 → 64", () => {
    expect(standingOf(group, "dan")?.averagePercent).toBe(64);
  });

  it("has none for a student without a finished attempt", () => {
    expect(standingOf(group, "eve")).toBeNull();
    expect(standingOf(group, "zoe")).toBeNull();
  });

  it("compares shares of the points, whatever each attempt's maximum", () => {
    expect(standingOf([done("a", 9, 10), done("b", 17, 20)], "b")).toEqual({ place: 2, of: 2, averagePercent: 88 });
  });
});

describe("the result's figures", () => {
  it("says the score with hundredths only where there are any", () => {
    expect(EXAM_RESULT_TEXT.score(14, 20, 70)).toBe("ได้ 14 จาก 20 คะแนน (70%)");
    expect(EXAM_RESULT_TEXT.score(14.5, 20, 73)).toBe("ได้ 14.5 จาก 20 คะแนน (73%)");
    expect(EXAM_RESULT_TEXT.score(2.67, 3, 89)).toBe("ได้ 2.67 จาก 3 คะแนน (89%)");
  });

  it("says the time taken in Thai", () => {
    const nb = "\u00a0";
    expect(EXAM_RESULT_TEXT.timeTaken(750_000)).toBe(`ใช้เวลา 12${nb}นาที 30${nb}วินาที`);
    expect(EXAM_RESULT_TEXT.timeTaken(20 * 60_000)).toBe(`ใช้เวลา 20${nb}นาที`);
    expect(EXAM_RESULT_TEXT.timeTaken(45_999)).toBe(`ใช้เวลา 45${nb}วินาที`);
    expect(EXAM_RESULT_TEXT.timeTaken(3_903_000)).toBe(`ใช้เวลา 1${nb}ชั่วโมง 5${nb}นาที 3${nb}วินาที`);
  });
});

describe("weakTopics", () => {
  it("names the topics under 60 %, in the result's order (59.5 % rounds to 60: not weak)", () => {
    const byTopic = [
      { topic: "เซต", score: 3, max: 5 },
      { topic: "ตรรกศาสตร์", score: 1, max: 4 },
      { topic: "แผนภาพเวนน์", score: 11.9, max: 20 },
      { topic: "จำนวนจริง", score: 2.9, max: 5 },
    ];
    expect(weakTopics({ byTopic })).toEqual(["ตรรกศาสตร์", "จำนวนจริง"]);
  });
});
