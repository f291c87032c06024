/**
 * The one id rule (app/kernel/ids.ts): every id the app makes passes `idSchema`, every id it
 * made before (in the emulator's and the demo's data) still does, and what Firestore would
 * refuse, or a path trick, never passes.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DOC_ID_MAX_BYTES, firestoreIdSchema, idSchema, ID_MAX_LENGTH, newId, newToken, uidSchema } from "~/kernel/ids";
import { newBookingId } from "~/tutoring/documents.store.server";
import { sessionId } from "~/tutoring/model";
import { handinId } from "~/handins/handins.store.server";

const ROOT = resolve(import.meta.dirname, "../..");
const takes = (id: string) => idSchema.safeParse(id).success;

const REFUSED = ["", ".", "..", "a/b", "/", "../x", "x/..", "__x__", "__proto__", "____", "__.*__", "x".repeat(1501), "ก".repeat(501)];

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

describe("idSchema: the one schema of the ids the app makes", () => {
  it.each([...REFUSED, "a b", "a\nb", "a%2Fb", "a\\b", "a.b", "x".repeat(ID_MAX_LENGTH + 1), "ก", "?", "#x", null, 7])("refuses %j", (id) => {
    expect(idSchema.safeParse(id).success).toBe(false);
  });

  it("takes every sample of newId, unique, 20 letters and digits", () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(ids.every(takes)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Every letter and digit comes up, none of them far more often than the others.
    const counts = new Map<string, number>();
    for (const c of ids.join("")) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
    const mean = (20 * ids.length) / 62;
    for (const n of counts.values()) expect(Math.abs(n - mean) / mean).toBeLessThan(0.15);
  });

  it("takes the ids the app makes from other ids: bookings, sessions, hand-ins", () => {
    for (let i = 0; i < 2_000; i++) {
      expect(takes(newBookingId())).toBe(true);
      expect(takes(sessionId(newId(), new Date(Date.UTC(2026, 0, 1) + i * 1_800_000)))).toBe(true);
      expect(takes(handinId(`hw-${i}`, `uid-${i}`))).toBe(true);
    }
  });

  it("takes every id the app made before kernel/ids (stored ids stay valid)", () => {
    for (let i = 0; i < 2_000; i++) {
      // payments' orders and packages, the sweeps' owners
      expect(takes(randomUUID())).toBe(true);
      // tutoring's bookings (may start with - or _) and the editor's drafts
      expect(takes(randomBytes(15).toString("base64url"))).toBe(true);
      expect(takes(randomBytes(16).toString("base64url"))).toBe(true);
      // files' generations
      expect(takes(randomBytes(6).toString("hex"))).toBe(true);
    }
    // Firestore's auto-ids (content, questions, tutoring types), tutoring ids starting with - or _.
    for (const id of ["0Hq3aXc9ZkLm2pQr4sTu", "-abcDEF0123456789xyz", "_abcDEF0123456789xyz", "course-math-m4", "study-05", "private-60_1767225600000"]) expect(takes(id), id).toBe(true);
    expect(takes(createHash("sha256").update("x").digest("hex").slice(0, 40))).toBe(true);
  });

  it("takes every id of the demo's content and seeds", () => {
    const ids: string[] = [];
    const content = join(ROOT, "harness/demo-content");
    for (const kind of readdirSync(content, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const file of readdirSync(join(content, kind.name))) {
        const id = /^id:\s*(\S+)\s*$/m.exec(readFileSync(join(content, kind.name, file), "utf8"))?.[1];
        if (id) ids.push(id);
      }
    }
    for (const seed of readdirSync(join(ROOT, "harness")).filter((f) => /^seed-.*\.ts$/.test(f))) {
      for (const m of readFileSync(join(ROOT, "harness", seed), "utf8").matchAll(/\bid: "([^"$]+)"/g)) ids.push(m[1]!);
    }
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(takes(id), id).toBe(true);
  });

  it("uidSchema takes Auth's uids and the demo's", () => {
    expect(uidSchema.safeParse("demo-student-1").success).toBe(true);
    expect(uidSchema.safeParse("Xy9aB3cD4eF5gH6iJ7kL8mN9oP0q").success).toBe(true);
    expect(uidSchema.safeParse("a b").success).toBe(false);
    expect(uidSchema.safeParse("x".repeat(129)).success).toBe(false);
  });
});

describe("newToken", () => {
  it("is 32 random bytes as base64url by default, unique", () => {
    const tokens = Array.from({ length: 2_000 }, () => newToken());
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(newToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
