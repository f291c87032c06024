import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLOCK_SKEW_MS, createStudentCache, STUDENT_DATA_TTL_MS } from "~/platform/student-cache.server";

/** A loader that counts its calls and answers with the call number. */
function counter() {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
}

describe("createStudentCache", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("reads once per student and part within the time to live, then again", async () => {
    const cache = createStudentCache();
    const a = counter();
    expect(await cache.get("u1", "p", null, a.load)).toBe(1);
    vi.advanceTimersByTime(STUDENT_DATA_TTL_MS - 1);
    expect(await cache.get("u1", "p", null, a.load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get("u1", "p", null, a.load)).toBe(2);
    expect(a.calls()).toBe(2);
  });

  it("keeps what a write left (forgetAllBut): used like a fresh read, every other part read again", async () => {
    const cache = createStudentCache();
    const a = counter();
    expect(await cache.get("u1", "list", null, a.load)).toBe(1);
    expect(cache.peek("u1", "list", null)).toBe(1);
    cache.forgetAllBut("u1", "one", 42);
    expect(cache.peek("u1", "one", null)).toBe(42);
    expect(cache.peek("u1", "list", null)).toBeUndefined();
    expect(await cache.get("u1", "list", null, a.load)).toBe(2);
    // A progress_at cookie newer than the write (another process wrote since): not used.
    expect(cache.peek("u1", "one", Date.now() - CLOCK_SKEW_MS + 1)).toBeUndefined();
    expect(cache.peek("u1", "one", Date.now() - CLOCK_SKEW_MS - 1)).toBe(42);
    vi.advanceTimersByTime(STUDENT_DATA_TTL_MS);
    expect(cache.peek("u1", "one", null)).toBeUndefined();
  });

  it("keeps students and parts apart", async () => {
    const cache = createStudentCache();
    const a = counter();
    await cache.get("u1", "p", null, a.load);
    await cache.get("u2", "p", null, a.load);
    await cache.get("u1", "q", null, a.load);
    expect(a.calls()).toBe(3);
    expect(await cache.get("u2", "p", null, a.load)).toBe(2);
  });

  it("reads again when the student wrote after the copy was read (the progress_at time), but not for an older write", async () => {
    const cache = createStudentCache();
    const a = counter();
    const readAt = Date.now();
    await cache.get("u1", "p", null, a.load);
    vi.advanceTimersByTime(5_000);
    // A write older than the copy (beyond the clock skew): the copy holds.
    expect(await cache.get("u1", "p", readAt - CLOCK_SKEW_MS - 1, a.load)).toBe(1);
    // A write within the clock skew of the read, or after it: read again.
    expect(await cache.get("u1", "p", readAt - CLOCK_SKEW_MS + 1, a.load)).toBe(2);
    expect(await cache.get("u1", "p", Date.now(), a.load)).toBe(3);
  });

  it("forgets every part of one student after a write on this process, and no one else's", async () => {
    const cache = createStudentCache();
    const a = counter();
    await cache.get("u1", "p", null, a.load);
    await cache.get("u1", "q", null, a.load);
    await cache.get("u2", "p", null, a.load);
    cache.forget("u1");
    expect(await cache.get("u1", "p", null, a.load)).toBe(4);
    expect(await cache.get("u1", "q", null, a.load)).toBe(5);
    expect(await cache.get("u2", "p", null, a.load)).toBe(3);
  });

  it("is bounded: students least recently used first, then a student's oldest part", async () => {
    const cache = createStudentCache({ maxStudents: 2, maxParts: 2 });
    const a = counter();
    await cache.get("u1", "p", null, a.load); // 1
    await cache.get("u2", "p", null, a.load); // 2
    await cache.get("u3", "p", null, a.load); // 3: u1 out
    expect(await cache.get("u1", "p", null, a.load)).toBe(4);
    await cache.get("u1", "q", null, a.load); // 5
    await cache.get("u1", "r", null, a.load); // 6: u1's "p" out
    expect(await cache.get("u1", "q", null, a.load)).toBe(5);
    expect(await cache.get("u1", "p", null, a.load)).toBe(7);
  });

  it("keeps nothing when the read fails", async () => {
    const cache = createStudentCache();
    await expect(cache.get("u1", "p", null, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("u1", "p", null, async () => "up")).toBe("up");
  });
});
