/**
 * Open redirects through the real server, with a sample of the corpus in
 * tests/support/open-redirect-corpus.ts (the whole corpus runs in the unit
 * test), at the three places a visitor-chosen target is followed:
 * - GET /login?redirectTo=… when signed in (a server redirect),
 * - the target the sign-in island `location.assign`s after sign-in (the login
 *   route's loader data, as the browser receives it),
 * - the enrol form's `redirectTo` (the course page's action).
 * Each answer must be the fallback or a path that stays on this site however
 * a browser or a server resolves and decodes it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_COURSES } from "../../harness/seed-content";
import { signedInSession } from "../../harness/auth";
import { postForm } from "../support/forms";
import { openRedirectSample, unsafeRedirectReason } from "../support/open-redirect-corpus";
import { env } from "../../harness/ports";

const SAMPLE = openRedirectSample(250);
const course = DEMO_COURSES.find((c) => c.status === "published")!;

/** Runs `fn` over `items`, `width` at a time, and answers the results in order. */
async function mapLimit<T, R>(items: readonly T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

/**
 * One value of a route's loader data from a single-fetch `.data` answer
 * (turbo-stream: a flat JSON array in which objects map `_<key index>` to
 * `<value index>`).
 */
function loaderValue(stream: string, key: string): unknown {
  const flat = JSON.parse(stream.split("\n")[0]!) as unknown[];
  const keyIndex = flat.indexOf(key);
  if (keyIndex < 0) throw new Error(`no ${key} in ${stream.slice(0, 200)}`);
  for (const item of flat) {
    if (item && typeof item === "object" && !Array.isArray(item) && `_${keyIndex}` in item) {
      return flat[(item as Record<string, number>)[`_${keyIndex}`]!];
    }
  }
  throw new Error(`no value for ${key}`);
}

function failures(results: { payload: string; location: string | null; fallback: string }[]) {
  return results
    .map((r) => ({ ...r, reason: r.location === null ? "no target" : unsafeRedirectReason(r.location, r.fallback) }))
    .filter((r) => r.reason !== null);
}

describe("redirect targets chosen by the visitor, through the server", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signedInSession()).cookie;
  });

  it("uses a sample of hundreds of payloads, the issue's dot-segment tricks among them", () => {
    expect(SAMPLE.length).toBeGreaterThan(200);
    for (const p of ["/.//evil.example", "/..//evil.example", "/%2e%2e//evil.example", "/x/..//evil.example/p", "/.///evil.example"]) expect(SAMPLE).toContain(p);
  });

  it("follows a same-site path, encoded", async () => {
    const res = await fetch(`${env.baseUrl}/login?redirectTo=${encodeURIComponent("/course/x?y=1")}`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/course/x?y=1");
    const thai = await fetch(`${env.baseUrl}/login?redirectTo=${encodeURIComponent("/course/เทคนิค")}`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(thai.headers.get("location")).toBe(`/course/${encodeURIComponent("เทคนิค")}`);
  });

  it("keeps /login?redirectTo= on this site when signed in (server redirect)", async () => {
    const results = await mapLimit(SAMPLE, 6, async (payload) => {
      const res = await fetch(`${env.baseUrl}/login?redirectTo=${encodeURIComponent(payload)}`, { headers: { Cookie: cookie }, redirect: "manual" });
      return { payload, location: res.status === 302 ? res.headers.get("location") : null, fallback: "/dashboard" };
    });
    expect(failures(results)).toEqual([]);
    expect(results.filter((r) => r.location === "/dashboard").length).toBeGreaterThan(SAMPLE.length / 2);
  });

  it("hands the sign-in island only a target on this site (the login page's data)", async () => {
    const results = await mapLimit(SAMPLE, 6, async (payload) => {
      const res = await fetch(`${env.baseUrl}/login.data?redirectTo=${encodeURIComponent(payload)}`);
      const location = res.ok ? loaderValue(await res.text(), "redirectTo") : null;
      return { payload, location: typeof location === "string" ? location : null, fallback: "/dashboard" };
    });
    expect(failures(results)).toEqual([]);
  });

  it("keeps the enrol form's redirectTo on this site", async () => {
    const path = `/course/${encodeURIComponent(course.slug)}`;
    const results = await mapLimit(SAMPLE, 6, async (payload) => {
      const res = await postForm(env.baseUrl, path, { intent: "enrol", redirectTo: payload }, cookie);
      return { payload, location: res.status === 302 ? res.headers.get("location") : null, fallback: path };
    });
    expect(failures(results)).toEqual([]);
  });
});
