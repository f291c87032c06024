/** The one id rule (app/platform/doc-id.ts): what Firestore would refuse never passes. */
import { describe, expect, it } from "vitest";
import { DOC_ID_MAX_BYTES, docIdSchema, firestoreIdSchema, uidSchema } from "~/platform/doc-id";

const REFUSED = ["", ".", "..", "a/b", "/", "__x__", "__proto__", "____", "__.*__", "x".repeat(1501), "ก".repeat(501)];

describe("firestoreIdSchema", () => {
  it.each(REFUSED)("refuses %j", (id) => {
    expect(firestoreIdSchema.safeParse(id).success).toBe(false);
  });

  it.each(["a", "math-04", "_x", "x__", "__x", "...", "constructor", "x".repeat(DOC_ID_MAX_BYTES), "ก".repeat(500), "bk-a_b", "__", "___"])("takes %j", (id) => {
    expect(firestoreIdSchema.safeParse(id).success).toBe(true);
  });

  it("counts UTF-8 bytes, not characters", () => {
    expect(firestoreIdSchema.safeParse("ก".repeat(500)).success).toBe(true); // 1 500 bytes
    expect(firestoreIdSchema.safeParse(`${"ก".repeat(500)}a`).success).toBe(false); // 1 501 bytes
  });
});

describe("the schemas built on it", () => {
  it.each(REFUSED)("docIdSchema and uidSchema refuse %j", (id) => {
    expect(docIdSchema.safeParse(id).success).toBe(false);
    expect(uidSchema.safeParse(id).success).toBe(false);
  });

  it("keep their own narrower patterns", () => {
    expect(docIdSchema.safeParse("course-math-m4").success).toBe(true);
    expect(docIdSchema.safeParse("x".repeat(65)).success).toBe(false);
    expect(uidSchema.safeParse("demo-student-1").success).toBe(true);
    expect(uidSchema.safeParse("a b").success).toBe(false);
  });
});
