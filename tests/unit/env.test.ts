import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, publicFirebaseConfig } from "~/platform/env.server";
import { DEMO_ADMIN_EMAILS } from "~/platform/demo-accounts";

describe("parseEnv", () => {
  it("gives development the demo project and the demo admins", () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe("development");
    expect(env.PORT).toBe(3000);
    expect(env.FIREBASE_PROJECT_ID).toBe("demo-thai-tutor");
    expect(env.ADMIN_EMAILS).toEqual(DEMO_ADMIN_EMAILS.map((e) => e.toLowerCase()));
    expect(env.SESSION_MAX_AGE_DAYS).toBe(5);
  });

  it("normalises ADMIN_EMAILS: trimmed, lower-case, empty items dropped", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Tutor@Example.com , ,helper@example.com" }).ADMIN_EMAILS).toEqual(["tutor@example.com", "helper@example.com"]);
  });

  it("requires ORIGIN, ADMIN_EMAILS and the project in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", FIREBASE_PROJECT_ID: "tutor-prod", ADMIN_EMAILS: "a@b.co" })).toThrow(/ORIGIN is required in production/);
    expect(() => parseEnv({ NODE_ENV: "production", ORIGIN: "https://x.example", FIREBASE_PROJECT_ID: "tutor-prod" })).toThrow(
      "Invalid configuration: ADMIN_EMAILS is required but not set.",
    );
    expect(() => parseEnv({ NODE_ENV: "production", ORIGIN: "https://x.example", ADMIN_EMAILS: "a@b.co" })).toThrow(EnvError);
  });

  it("takes the test clock only on the emulators of a demo- project: never in a real deployment", () => {
    const clock = { TEST_CLOCK_START: "2026-12-01T16:59:00Z" };
    expect(parseEnv({ ...clock, FIRESTORE_EMULATOR_HOST: "127.0.0.1:8180" }).TEST_CLOCK_START).toBe(clock.TEST_CLOCK_START);
    expect(() => parseEnv({ ...clock })).toThrow(/^Invalid configuration: TEST_CLOCK_START is for tests only/);
    const production = { NODE_ENV: "production", ORIGIN: "https://x.example", FIREBASE_PROJECT_ID: "tutor-prod", ADMIN_EMAILS: "a@b.co" };
    expect(() => parseEnv({ ...production, ...clock })).toThrow(/TEST_CLOCK_START is for tests only/);
    expect(() => parseEnv({ ...production, ...clock, FIRESTORE_EMULATOR_HOST: "127.0.0.1:8180" })).toThrow(/TEST_CLOCK_START is for tests only/);
    expect(() => parseEnv({ TEST_CLOCK_START: "2026-12-01 23:59", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8180" })).toThrow(/^Invalid configuration: TEST_CLOCK_START must be an ISO instant/);
  });

  it("bounds slow clients by default, and refuses bounds out of order", () => {
    expect(parseEnv({})).toMatchObject({
      HEADERS_TIMEOUT_MS: 20_000,
      REQUEST_TIMEOUT_MS: 30_000,
      UPLOAD_REQUEST_TIMEOUT_MS: 180_000,
      MIN_BODY_BYTES_PER_SECOND: 8_192,
      BODY_RATE_GRACE_MS: 5_000,
      MAX_CONNECTIONS: 1_000,
    });
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: "40000" })).toThrow(/^Invalid configuration: HEADERS_TIMEOUT_MS ≤ REQUEST_TIMEOUT_MS/);
    expect(() => parseEnv({ REQUEST_TIMEOUT_MS: "200000" })).toThrow(EnvError);
    expect(() => parseEnv({ MAX_CONNECTIONS: "-1" })).toThrow(/^Invalid configuration: MAX_CONNECTIONS /);
  });

  it("takes METRICS_TOKEN of 16 printable characters or more, and never repeats it", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "a-long-enough-token" }).METRICS_TOKEN).toBe("a-long-enough-token");
    for (const bad of ["short-token", "a token with spaces"]) {
      expect(() => parseEnv({ METRICS_TOKEN: bad })).toThrow(/^Invalid configuration: METRICS_TOKEN /);
      try {
        parseEnv({ METRICS_TOKEN: bad });
      } catch (error) {
        expect((error as Error).message).not.toContain(bad);
      }
    }
  });

  it.each([
    ["http://localhost:3000/", "http://localhost:3000"],
    ["https://Tutor.Example.com", "https://tutor.example.com"],
    ["https://tutor.example.com:443/", "https://tutor.example.com"],
    ["http://127.0.0.1:8080", "http://127.0.0.1:8080"],
  ])("normalises ORIGIN %s to %s", (raw, normalised) => {
    expect(parseEnv({ ORIGIN: raw }).ORIGIN).toBe(normalised);
  });

  it.each(["https://tutor.example.com/app", "https://tutor.example.com/?x=1", "https://tutor.example.com/#top", "https://user@tutor.example.com", "ftp://tutor.example.com", "tutor.example.com"])(
    "refuses ORIGIN %s with one clear line",
    (raw) => {
      expect(() => parseEnv({ ORIGIN: raw })).toThrow(/^Invalid configuration: ORIGIN must be an/);
    },
  );

  it("binds development to the loopback interface by default, production to all", () => {
    expect(parseEnv({}).HOST).toBe("127.0.0.1");
    expect(parseEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(parseEnv({ NODE_ENV: "production", ORIGIN: "https://x.example", FIREBASE_PROJECT_ID: "tutor-prod", ADMIN_EMAILS: "a@b.co" }).HOST).toBe("0.0.0.0");
  });

  it("bounds the heap's growth by 60 % unless told otherwise, and refuses what V8 would not take", () => {
    expect(parseEnv({}).HEAP_GROWING_PERCENT).toBe(60);
    expect(parseEnv({ HEAP_GROWING_PERCENT: "0" }).HEAP_GROWING_PERCENT).toBe(0);
    for (const bad of ["-1", "301", "1.5", "lots"]) expect(() => parseEnv({ HEAP_GROWING_PERCENT: bad }), bad).toThrow(/HEAP_GROWING_PERCENT/);
  });

  it("refuses a real project id with the emulators outside production", () => {
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: "tutor-prod", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toThrow(/must start with demo-/);
  });

  it("hands the browser only public values", () => {
    const config = publicFirebaseConfig(parseEnv({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }));
    expect(Object.keys(config).sort()).toEqual(["apiKey", "appId", "authDomain", "authEmulatorUrl", "projectId"]);
    expect(config.authEmulatorUrl).toBe("http://127.0.0.1:9099");
  });
});
