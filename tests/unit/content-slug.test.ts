/** The slug rule (app/content/slug.ts): English titles give readable slugs, Thai ones a short id; new slugs are short ASCII and not reserved. */
import { describe, expect, it } from "vitest";
import { NEW_SLUG_MAX_LENGTH, isSlug, newSlugError, shortSlug, slugFor, suggestSlug } from "~/content/slug";

describe("suggestSlug", () => {
  it("makes a slug from a title in English letters", () => {
    expect(suggestSlug("Reading Tips: 101!")).toBe("reading-tips-101");
    expect(suggestSlug("  Sets & Logic (M.4)  ")).toBe("sets-logic-m-4");
  });

  it("gives nothing for a title with Thai letters, so no percent-encoded address is made", () => {
    expect(suggestSlug("คณิตศาสตร์ ม.4 เรื่องเซตและตรรกศาสตร์")).toBe("");
    expect(suggestSlug("Physics ฟิสิกส์")).toBe("");
    expect(suggestSlug("!!!")).toBe("");
  });

  it("cuts a long title at a word, within the new slug's length", () => {
    const slug = suggestSlug("a very long english title ".repeat(10));
    expect(slug.length).toBeLessThanOrEqual(NEW_SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe("short ids", () => {
  it("are the kind's initial and four characters that do not read alike", () => {
    const ids = new Set(Array.from({ length: 50 }, () => shortSlug("course")));
    for (const id of ids) expect(id).toMatch(/^c-[2-9a-hjkmnp-z]{4}$/);
    expect(ids.size).toBeGreaterThan(45);
    expect(shortSlug("lesson")).toMatch(/^l-/);
  });

  it("stand in for a Thai title, and the address stays short", () => {
    const slug = slugFor("course", "คณิตศาสตร์ ม.4 เรื่องเซตและตรรกศาสตร์");
    expect(slug).toMatch(/^c-[2-9a-z]{4}$/);
    expect(encodeURIComponent(slug)).toBe(slug);
    expect(slugFor("article", "Study Habits")).toBe("study-habits");
  });
});

describe("newSlugError", () => {
  it("takes short ASCII slugs", () => {
    expect(newSlugError("reading-tips-101", null)).toBeNull();
    expect(newSlugError("c-7k2m", "old")).toBeNull();
  });

  it("refuses Thai, capitals, spaces, double dashes and over-long slugs", () => {
    for (const slug of ["เทคนิคการอ่าน", "Reading", "a b", "a--b", "-a", "a".repeat(NEW_SLUG_MAX_LENGTH + 1)]) {
      expect(newSlugError(slug, null), slug).toBe("ascii");
    }
  });

  it("refuses reserved words", () => {
    expect(newSlugError("new", null)).toBe("reserved");
    expect(newSlugError("admin", "c-7k2m")).toBe("reserved");
  });

  it("keeps an unchanged slug saved before the rule", () => {
    expect(newSlugError("เทคนิคการอ่าน-101", "เทคนิคการอ่าน-101")).toBeNull();
    expect(isSlug("เทคนิคการอ่าน-101")).toBe(true);
  });
});
