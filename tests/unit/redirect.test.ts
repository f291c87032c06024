/**
 * safeRedirect against the whole open-redirect corpus (tests/support): every
 * payload falls back or becomes a same-site path that stays one however it is
 * resolved or decoded.
 */
import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/auth/redirect";
import { CLASSIC_PAYLOADS, GOOD_TARGETS, openRedirectCorpus, unsafeRedirectReason } from "../support/open-redirect-corpus";

const FALLBACK = "/fallback";

describe("safeRedirect and the open-redirect corpus", () => {
  const corpus = openRedirectCorpus();

  it("has thousands of variants, the classic ones among them", () => {
    expect(corpus.length).toBeGreaterThan(3000);
    for (const p of CLASSIC_PAYLOADS) expect(corpus).toContain(p);
  });

  it("never answers a target that leaves the site or starts with // or /\\", () => {
    const bad = corpus
      .map((payload) => ({ payload, result: safeRedirect(payload, FALLBACK) }))
      .map((r) => ({ ...r, reason: unsafeRedirectReason(r.result, FALLBACK) }))
      .filter((r) => r.reason !== null);
    expect(bad).toEqual([]);
  });

  it("answers a path that is itself accepted unchanged (resolving twice changes nothing)", () => {
    for (const payload of corpus) {
      const result = safeRedirect(payload, FALLBACK);
      expect(safeRedirect(result, FALLBACK), JSON.stringify(payload)).toBe(result);
    }
  });

  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "/x/..//evil.example/p",
    "/.///evil.example",
    "/%2E%2E/%2E%2E//evil.example",
    "/%252e%252e//evil.example",
    "/x/..\\/evil.example",
    "/\uff0f\uff0fevil.example",
    "/%EF%BC%8F%EF%BC%8Fevil.example",
  ])("refuses %j, which resolves to //evil.example", (payload) => {
    expect(safeRedirect(payload, FALLBACK)).toBe(FALLBACK);
  });

  it.each(GOOD_TARGETS)("keeps %j as %j", (input, expected) => {
    expect(safeRedirect(input, FALLBACK)).toBe(expected);
  });
});
