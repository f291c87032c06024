import { describe, expect, it } from "vitest";
import { isAdminEmail } from "~/auth/roles";
import { safeRedirect } from "~/auth/redirect";
import { shownName } from "~/auth/user";

describe("isAdminEmail", () => {
  const admins = ["tutor@example.com", "helper@example.com"];
  it.each([
    ["tutor@example.com", true, true],
    ["TUTOR@Example.com", true, true],
    [" helper@example.com ", true, true],
    ["tutor@example.com", false, false],
    ["student@example.com", true, false],
    ["tutor@example.com.evil", true, false],
    ["", true, false],
    [null, true, false],
  ])("%s (verified %s) → %s", (email, verified, expected) => {
    expect(isAdminEmail(email, verified, admins)).toBe(expected);
  });
});

describe("safeRedirect", () => {
  it.each(["/dashboard", "/course/คณิต-ม1?x=1", "/blog/a#top", "/"])("keeps the same-site path %s", (path) => {
    expect(safeRedirect(path, "/fallback")).toBe(new URL(path, "http://x").pathname + new URL(path, "http://x").search + new URL(path, "http://x").hash);
  });

  // Open-redirect tricks: each must land on the fallback.
  const tricks = [
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "/%5Cevil.example",
    "/%255Cevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    " //evil.example",
    "evil.example",
    "@evil.example",
    "/@evil.example/..//x".replace("/@", "//@"),
    "//user:pass@evil.example",
    "/\u2215\u2215evil.example",
    "/\uff0f\uff0fevil.example",
    "/\u3000/evil.example",
    "",
    "/%",
    "x".repeat(3000),
  ];
  it.each(tricks)("refuses %j", (trick) => {
    const result = safeRedirect(trick, "/fallback");
    // Either the fallback, or a path that every URL parser keeps on this site.
    const site = "https://tutor.example";
    const stays = result.startsWith("/") && !result.startsWith("//") && !/[\\\s]/.test(result) && new URL(result, site).origin === site;
    expect(result === "/fallback" || stays).toBe(true);
  });

  it("refuses non-strings", () => {
    expect(safeRedirect(undefined, "/f")).toBe("/f");
    expect(safeRedirect(["/a"], "/f")).toBe("/f");
  });
});

describe("shownName", () => {
  const email = "mali.k@example.com";
  it.each([
    ["น้องมะลิ", "น้องมะลิ"],
    ["  น้อง\n\tมะลิ  ", "น้อง มะลิ"],
    ["น้อง\u202eมะลิ\u2066", "น้อง มะลิ"],
    ["a\u0000b\u2028c", "a b c"],
    ["ก".repeat(80), "ก".repeat(60)],
    ["", "mali.k"],
    [" \u202e\n ", "mali.k"],
    [null, "mali.k"],
  ])("%j → %s", (name, expected) => {
    expect(shownName({ name, email })).toBe(expected);
  });
});
