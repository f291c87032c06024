import { describe, expect, it } from "vitest";
import { boundedMemo } from "~/platform/memo";

describe("boundedMemo (the exercise's rendered texts)", () => {
  it("computes a text once, then answers it from memory", () => {
    const calls: string[] = [];
    const memo = boundedMemo((k) => {
      calls.push(k);
      return `<p>${k}</p>`;
    }, 1_000);
    expect(memo("$x^2$")).toBe("<p>$x^2$</p>");
    expect(memo("$x^2$")).toBe("<p>$x^2$</p>");
    expect(memo("ข้อ 2")).toBe("<p>ข้อ 2</p>");
    expect(calls).toEqual(["$x^2$", "ข้อ 2"]);
  });

  it("keeps at most maxChars of keys and values, the least recently used going first", () => {
    const calls: string[] = [];
    const memo = boundedMemo((k) => {
      calls.push(k);
      return k.repeat(4);
    }, 20); // each entry costs 5 × its key's length: four of "a".."d" fit
    for (const k of ["a", "b", "c", "d"]) memo(k);
    memo("a"); // used again: "b" is now the oldest
    memo("e"); // over the bound: "b" goes
    expect(memo.size()).toBe(4);
    memo("a");
    memo("b");
    expect(calls).toEqual(["a", "b", "c", "d", "e", "b"]);
  });

  it("does not keep a result larger than the whole bound", () => {
    const memo = boundedMemo((k) => k.repeat(100), 50);
    memo("big");
    expect(memo.size()).toBe(0);
  });
});
