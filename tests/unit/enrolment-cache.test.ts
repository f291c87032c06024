import { describe, expect, it } from "vitest";
import { progressWrittenAt, progressWrittenCookie } from "~/platform/student-cache.server";

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const withCookie = (cookie: string) => new Request("http://localhost/dashboard", { headers: { Cookie: cookie } });

describe("progressWrittenAt", () => {
  it("reads the time of the student's latest write", () => {
    expect(progressWrittenAt(withCookie(`session=abc; progress_at=${now - 5_000}`), now)).toBe(now - 5_000);
  });

  it.each([
    ["no cookie header", null],
    ["another cookie only", "session=abc"],
    ["not a number", "progress_at=abc"],
    ["too short", "progress_at=12345"],
    ["too long", "progress_at=12345678901234"],
    ["an hour in the future", `progress_at=${now + 3_600_000}`],
    ["an hour old (every copy has expired since)", `progress_at=${now - 3_600_000}`],
    ["a decimal", `progress_at=${now - 5}.5`],
  ])("ignores %s", (_name, cookie) => {
    const request = cookie === null ? new Request("http://localhost/") : withCookie(cookie);
    expect(progressWrittenAt(request, now)).toBeNull();
  });
});

describe("progressWrittenCookie", () => {
  it("is HttpOnly, site-wide and outlives every copy read before the write", () => {
    expect(progressWrittenCookie(now)).toBe(`progress_at=${now}; Max-Age=31; Path=/; HttpOnly; SameSite=Lax`);
  });
});
