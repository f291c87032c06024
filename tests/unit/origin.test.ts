import { afterAll, beforeAll, describe, expect, it } from "vitest";

const KEYS = ["ORIGIN", "HOST", "PORT"] as const;
const before = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

// `npm run dev`'s settings: no ORIGIN, the server on this machine only (getEnv reads them once).
beforeAll(() => {
  delete process.env.ORIGIN;
  process.env.HOST = "127.0.0.1";
  process.env.PORT = "3000";
});

afterAll(() => {
  for (const k of KEYS) {
    if (before[k] === undefined) delete process.env[k];
    else process.env[k] = before[k];
  }
});

describe("serverOrigin: the site's address in e-mails and calendar files", () => {
  it("under npm run dev is http://localhost:3000 (where the session cookie is sent), not 127.0.0.1", async () => {
    const { serverOrigin } = await import("~/platform/origin.server");
    expect(serverOrigin()).toBe("http://localhost:3000");
    const { siteOrigin } = await import("~/tutoring/ics.server");
    expect(siteOrigin()).toBe("http://localhost:3000");
  });
});
