import { describe, expect, it } from "vitest";
import { isAdminEmail } from "~/auth/roles";
import { safeRedirect } from "~/auth/redirect";
import { cleanName, shownName } from "~/auth/user";
import { checkProfile, displayNameSchema } from "~/auth/profile";
import { PROFILE_TEXT } from "~/auth/messages";

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

describe("cleanName and the profile's rule", () => {
  it.each([
    ["Mal<img src=x onerror=alert(1)>", "Mal"],
    ["<b>มะลิ</b>", "มะลิ"],
    ["a < b", "a < b"],
    ["มะลิ<script", "มะลิ"],
    ["\u0000\u202e", ""],
  ])("cleanName(%j) → %j", (raw, expected) => {
    expect(cleanName(raw)).toBe(expected);
  });

  it("a display name is 1–40 characters after cleaning", () => {
    const name = (displayName: string) => checkProfile({ displayName });
    expect(name("ก".repeat(40))).toEqual({ ok: true, profile: { displayName: "ก".repeat(40), grade: null, school: null, parentEmail: null } });
    expect(name("ก".repeat(41)).ok).toBe(false);
    expect(name("").ok).toBe(false);
    expect(name("\u0000\u2028 <i></i>").ok).toBe(false);
    expect(name(`  ${"ก".repeat(40)}\u0000 `)).toMatchObject({ ok: true });
  });

  it.each([
    ["three zero-width spaces", "\u200b\u200b\u200b", ""],
    ["a Hangul filler", "\u3164", ""],
    ["the half-width Hangul filler and the choseong and jungseong fillers", "\uffa0\u115f\u1160", ""],
    ["a word joiner, a BOM and a zero-width joiner", "\u2060\ufeff\u200d\u200c", ""],
    ["an Arabic letter mark between letters", "A\u061cB", "AB"],
    ["a zero-width space inside a Thai name", "มะ\u200bลิ", "มะลิ"],
    ["a soft hyphen and a variation selector", "ma\u00adli\ufe0f", "mali"],
  ])("cleanName drops characters that draw nothing: %s", (_what, raw, expected) => {
    expect(cleanName(raw)).toBe(expected);
  });

  it.each([
    ["three zero-width spaces", "\u200b\u200b\u200b"],
    ["a Hangul filler", "\u3164"],
    ["a braille blank (draws nothing, but no letter)", "\u2800"],
    ["only punctuation", "..."],
  ])("a display name that is %s is refused as empty", (_what, raw) => {
    expect(checkProfile({ displayName: raw })).toEqual({ ok: false, errors: { displayName: PROFILE_TEXT.errors.nameEmpty } });
  });

  it.each([
    ["the tutor's own", "พี่ต้น (ติวเตอร์)"],
    ["the tutor's name spaced out", "พี่ ต้น"],
    ["a word with a zero-width space inside", "ติว\u200bเตอร์ใหม่"],
    ["admin in capitals", "ADMIN Mali"],
    ["admin in full-width letters", "\uff41\uff44\uff4d\uff49\uff4e"],
    ["admin with dots", "a.d.m.i.n"],
    ["แอดมิน", "แอดมินเพจ"],
    ["ครู", "ครูมะลิ"],
  ])("a student's own display name may not hold a staff name: %s", (_what, raw) => {
    expect(checkProfile({ displayName: raw })).toEqual({ ok: false, errors: { displayName: PROFILE_TEXT.errors.nameReserved } });
    // The tutor's correction of a student's name may use them.
    expect(displayNameSchema.safeParse(raw).success).toBe(true);
  });

  it("an admin's own profile may take a staff name; an ordinary name passes for both", () => {
    expect(checkProfile({ displayName: "พี่ต้น (ติวเตอร์)" }, { staff: true })).toMatchObject({ ok: true, profile: { displayName: "พี่ต้น (ติวเตอร์)" } });
    expect(checkProfile({ displayName: "ต้น" })).toMatchObject({ ok: true, profile: { displayName: "ต้น" } });
    expect(checkProfile({ displayName: "พี่มะลิ" })).toMatchObject({ ok: true });
    expect(checkProfile({ displayName: "Mali Admiral" })).toMatchObject({ ok: true });
  });

  it("grade from the list, school bounded, parent e-mail checked", () => {
    expect(checkProfile({ displayName: "มะลิ", grade: "ม.7" })).toMatchObject({ ok: false, errors: { grade: expect.any(String) } });
    expect(checkProfile({ displayName: "มะลิ", school: "ร".repeat(101) })).toMatchObject({ ok: false, errors: { school: expect.any(String) } });
    expect(checkProfile({ displayName: "มะลิ", parentEmail: "not-mail" })).toMatchObject({ ok: false, errors: { parentEmail: expect.any(String) } });
    expect(checkProfile({ displayName: "มะลิ", grade: "อื่น ๆ", school: " โรงเรียน ", parentEmail: " Mom@Example.com " })).toEqual({
      ok: true,
      profile: { displayName: "มะลิ", grade: "อื่น ๆ", school: "โรงเรียน", parentEmail: "mom@example.com" },
    });
  });
});
