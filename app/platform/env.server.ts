import { z } from "zod";
import { DEMO_ADMIN_EMAILS } from "./demo-accounts";

/**
 * The server's configuration, read from the environment once and validated.
 * `getEnv()` (and `parseEnv()`) throw an EnvError whose message is one line naming
 * the variable; `server.ts` prints that line and exits instead of showing a stack trace.
 */

const hostPort = z
  .string()
  .regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, "must look like host:port, e.g. 127.0.0.1:9099");

const emailList = z
  .string()
  .transform((raw) =>
    raw
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email("must be a comma-separated list of e-mail addresses")).min(1, "needs at least one address"));

const port = z.coerce.number().int().min(1).max(65535);

/** An unset variable may also be set to "" (e.g. `SMTP_URL= npm start`). */
const emptyAsUnset = (v: unknown) => (v === "" ? undefined : v);
/**
 * A public origin, normalised once to `scheme://host[:port]` (lower-case host,
 * no default port, no trailing slash): the CSRF check compares it with the
 * browser's `Origin` header character for character. A path, query, fragment
 * or user name is refused: an origin has none.
 */
const origin = z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://tutor.example.com" }).transform((raw, ctx) => {
  const url = new URL(raw);
  if (url.pathname !== "/" || url.search || url.hash || raw.includes("?") || raw.includes("#") || url.username || url.password) {
    ctx.addIssue({ code: "custom", message: `must be an origin only (scheme://host[:port]), without a path, query or fragment, e.g. ${url.origin}` });
    return z.NEVER;
  }
  return url.origin;
});

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  /** Interface to listen on: all in production (behind a proxy or in a container), loopback in development. */
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Public origin of the site, e.g. https://tutor.example.com (required in production). */
  ORIGIN: origin.optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{3,29}$/, "must be a Firebase project id (lower-case letters, digits, dashes)"),
  FIREBASE_AUTH_EMULATOR_HOST: hostPort.optional(),
  FIRESTORE_EMULATOR_HOST: hostPort.optional(),
  ADMIN_EMAILS: emailList,
  /** Lifetime of the session cookie in days: Firebase allows 5 minutes to 2 weeks. */
  SESSION_MAX_AGE_DAYS: z.coerce.number().min(0.01).max(14).default(5),
  /** Public web config for the sign-in island (these values are not secrets). */
  FIREBASE_API_KEY: z.string().min(1).optional(),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  FIREBASE_APP_ID: z.string().min(1).optional(),
  /** How many reverse proxies to trust for the client address (Express "trust proxy"). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Per-client limits, shared by all instances through Firestore. */
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_ADMIN_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_ADMIN_PREVIEWS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Tutoring booking posts (book, cancel, reschedule) per signed-in user. */
  RATE_LIMIT_BOOKINGS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Exercise questions checked one by one (POST /lesson/<id>/check), per address and per signed-in student. */
  RATE_LIMIT_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Server processes in production, one per CPU core being the usual choice
   * (node:cluster: they share the port, each with its own caches). 1 = no cluster.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Production: how far V8 lets a server process's heap grow past what the last
   * full collection kept, in percent (V8's --heap-growing-percent; 0 = V8's own
   * choice, up to 4x). Under load V8 otherwise grows the heap to several times
   * the live data; 60 keeps a worker's peak memory about a fifth lower at about
   * the same throughput (measured: docs/performance.md, bench).
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(60),
  /**
   * The mail server for the e-mail outbox (nodemailer's URL form), e.g.
   * smtps://user:password@smtp.example.com:465. Unset: mails wait in the outbox.
   * Its messages never repeat the value (it holds a password).
   */
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465" }).optional(),
  ),
  /** The From of outgoing e-mail; default "ติวกับพี่" <no-reply@ the ORIGIN's host>. */
  MAIL_FROM: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .max(200)
      .regex(/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address or "Name <address>"')
      .optional(),
  ),
  /**
   * The LINE Messaging API channel (docs/line.md): its long-lived access token, its
   * secret (checks the webhook's signature) and the official account's basic id
   * (`@` and letters: the add-friend link). All three or none: unset, LINE is off.
   * Messages never repeat the token or the secret.
   */
  LINE_CHANNEL_ACCESS_TOKEN: z.preprocess(emptyAsUnset, z.string().min(20).max(1000).regex(/^\S+$/, "must be the channel access token (no spaces)").optional()),
  LINE_CHANNEL_SECRET: z.preprocess(emptyAsUnset, z.string().regex(/^[0-9a-f]{32}$/, "must be the channel secret (32 hex digits)").optional()),
  LINE_BOT_BASIC_ID: z.preprocess(emptyAsUnset, z.string().regex(/^@[0-9a-z._-]{3,30}$/, "must be the account's basic id, e.g. @123abcde").optional()),
  /** Where LINE's API is (default https://api.line.me); tests point it at a stand-in. */
  LINE_API_BASE: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
  /**
   * Slow clients (docs/operations.md, "Slow clients and connections"): a request's
   * headers must arrive within HEADERS_TIMEOUT_MS, and the whole request (headers and
   * body) within REQUEST_TIMEOUT_MS, or UPLOAD_REQUEST_TIMEOUT_MS on an upload path
   * (app/platform/upload-limit.ts); else 408 and the connection closed.
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  UPLOAD_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(180_000),
  /**
   * A request body that arrives slower than this on average, once BODY_RATE_GRACE_MS
   * of waiting for the client have passed, is cut off (408). 0: no such check.
   */
  MIN_BODY_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(8_192),
  BODY_RATE_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** Open connections one server process keeps at most (node's server.maxConnections); more are closed at once. 0: no bound. */
  MAX_CONNECTIONS: z.coerce.number().int().min(0).default(1_000),
  /**
   * The bearer token of GET /metrics (docs/operations.md, "Metrics"). Unset: /metrics
   * answers 404. Never printed.
   */
  METRICS_TOKEN: z.preprocess(emptyAsUnset, z.string().min(16, "must be at least 16 characters").max(500).regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces").optional()),
  /**
   * The test clock (docs/testing.md): the site's time starts at this ISO instant (with an
   * offset) and runs on; `TEST_CLOCK_SET_AT` (ms since the epoch) is the machine's moment it
   * was that. Only on the emulators of a demo- project (app/kernel/clock.ts `now`).
   */
  TEST_CLOCK_START: z.preprocess(emptyAsUnset, z.iso.datetime({ offset: true, error: "must be an ISO instant with an offset, e.g. 2026-12-01T16:59:00Z" }).optional()),
  TEST_CLOCK_SET_AT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).optional()),
  /** Set to "0" to silence the per-request access log. */
  ACCESS_LOG: z.enum(["0", "1"]).default("1"),
});

export type Env = z.infer<typeof schema>;

export class EnvError extends Error {
  override name = "EnvError";
}

type Source = Record<string, string | undefined>;

function defaultsFor(source: Source): Source {
  if (source.NODE_ENV === "production") return source;
  // Development and tests run against the emulators with the demo accounts.
  // The dev server (and Vite with it, which serves the project's source) stays on this machine.
  return {
    HOST: "127.0.0.1",
    FIREBASE_PROJECT_ID: "demo-thai-tutor",
    ADMIN_EMAILS: DEMO_ADMIN_EMAILS.join(","),
    ...source,
  };
}

export function parseEnv(source: Source): Env {
  const input = defaultsFor(source);
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const missing = input[name] === undefined || input[name] === "";
    throw new EnvError(
      `Invalid configuration: ${name} ${missing ? "is required but not set" : issue.message}.`,
    );
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && !env.ORIGIN) {
    throw new EnvError("Invalid configuration: ORIGIN is required in production (e.g. https://tutor.example.com).");
  }
  const line = [env.LINE_CHANNEL_ACCESS_TOKEN, env.LINE_CHANNEL_SECRET, env.LINE_BOT_BASIC_ID].filter(Boolean).length;
  if (line !== 0 && line !== 3) {
    throw new EnvError("Invalid configuration: LINE_CHANNEL_ACCESS_TOKEN, LINE_CHANNEL_SECRET and LINE_BOT_BASIC_ID are set together or not at all.");
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS || env.REQUEST_TIMEOUT_MS > env.UPLOAD_REQUEST_TIMEOUT_MS) {
    throw new EnvError("Invalid configuration: HEADERS_TIMEOUT_MS ≤ REQUEST_TIMEOUT_MS ≤ UPLOAD_REQUEST_TIMEOUT_MS must hold.");
  }
  const usesEmulator = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST || env.FIRESTORE_EMULATOR_HOST);
  if (usesEmulator && !env.FIREBASE_PROJECT_ID.startsWith("demo-") && env.NODE_ENV !== "production") {
    // A demo- project id guarantees the emulators never reach a real project.
    throw new EnvError("Invalid configuration: FIREBASE_PROJECT_ID must start with demo- when using the emulators.");
  }
  if (env.TEST_CLOCK_START && !(env.FIRESTORE_EMULATOR_HOST && env.FIREBASE_PROJECT_ID.startsWith("demo-"))) {
    // The same condition as kernel/clock.ts testClockAllowed: a real deployment never runs a moved clock.
    throw new EnvError("Invalid configuration: TEST_CLOCK_START is for tests only: it needs the Firestore emulator and a demo- project.");
  }
  return env;
}

let cached: Env | undefined;

/** The validated environment, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export interface LineChannel {
  accessToken: string;
  secret: string;
  basicId: string;
  apiBase: string | undefined;
}

/** The LINE channel, or null when LINE is off (docs/line.md). */
export function lineChannel(env: Pick<Env, "LINE_CHANNEL_ACCESS_TOKEN" | "LINE_CHANNEL_SECRET" | "LINE_BOT_BASIC_ID" | "LINE_API_BASE"> = getEnv()): LineChannel | null {
  if (!env.LINE_CHANNEL_ACCESS_TOKEN || !env.LINE_CHANNEL_SECRET || !env.LINE_BOT_BASIC_ID) return null;
  return { accessToken: env.LINE_CHANNEL_ACCESS_TOKEN, secret: env.LINE_CHANNEL_SECRET, basicId: env.LINE_BOT_BASIC_ID, apiBase: env.LINE_API_BASE };
}

/** Values that may reach the browser (the sign-in island's Firebase web config). */
export function publicFirebaseConfig(env: Env = getEnv()) {
  return {
    apiKey: env.FIREBASE_API_KEY ?? "demo-api-key",
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    projectId: env.FIREBASE_PROJECT_ID,
    appId: env.FIREBASE_APP_ID,
    authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : undefined,
  };
}
