/**
 * Hostile requests over the BUILT route table (issue 31): every route with a loader or an
 * action in build/client/assets/manifest-*.js, as an anonymous visitor, a student and an
 * admin, against the production server, is sent
 *   - to an action: forms with the field names and values `__proto__`, `constructor`,
 *     `toString`, `hasOwnProperty`, `prototype` (in names, ids and the lesson's answers) and
 *     repeated fields; bodies that are not forms: JSON, text/plain, XML, multipart without a
 *     boundary, an empty body without a type, a body just over the server's limit; a
 *     multipart body with a file, 415 on every path that takes no file (app/platform/upload-limit.ts);
 *     to an admin route as a visitor or a student, whose guard answers first, only the bodies
 *     that are not forms, the multipart and the repeated fields;
 *   - to a loader and an action: `__x__`, `..`, a 1 600-byte id (ASCII and Thai) and a
 *     percent-encoded slash in each path parameter.
 * No answer is a 5xx: each is a 4xx with a Thai page or JSON (or, for a visitor, the guard's
 * redirect to /login), and no Firestore document was written (the documents' update times,
 * read before and after). An action that reads its body with `request.formData()` instead of
 * the one form reader (app/kernel/form.server.ts) answers a non-form body with 500 here.
 */
import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ARTICLES, DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";
import { DEMO_QUESTIONS } from "../../harness/seed-questions";
import { sessionCookieForUid } from "../../harness/auth";
import { testDb } from "../support/firestore";
import { readManifest, segmentsOf } from "../support/manifest";
import { env } from "../../harness/ports";
import { trashSample } from "../support/records";
import { writeSession, writeType } from "../support/tutoring";
import { uploadRule } from "~/platform/upload-limit";

const base = env.baseUrl;
const START = new Date(Date.UTC(2026, 0, 6, 3, 0));
const TYPE = "hostile-type";
const STUDENT = { uid: "demo-student-1", email: "student1@example.com", name: "นักเรียน" };

/** An existing document (or a well-formed id) for each path parameter, by the segment before it. */
const SAMPLES: Record<string, string> = {
  lesson: "math-04", // a free preview with an exercise
  course: DEMO_COURSES.find((c) => c.status === "published")!.slug,
  blog: DEMO_ARTICLES.find((a) => a.status === "published")!.slug,
  og: "course",
  ":kind": DEMO_COURSES.find((c) => c.status === "published")!.slug, // og/:kind/:slug
  calendar: "A".repeat(43),
  articles: DEMO_ARTICLES.find((a) => a.status === "published")!.id,
  courses: DEMO_COURSES.find((c) => c.status === "published")!.id,
  lessons: DEMO_LESSONS.find((l) => l.status === "published")!.id,
  questions: DEMO_QUESTIONS[0]!.id,
  students: STUDENT.uid,
  trash: "hostile-trash-sample", // written in beforeAll
  attempts: "hostile-attempt-sample-0001", // no such attempt (exercises' attempt id rule)
  files: "0".repeat(64) + ".jpg", // no such file
  types: TYPE, // written in beforeAll
  handins: "0".repeat(40), // no such hand-in (the hand-in id rule)
  homework: "lesson-math-02", // the demo homework
  orders: "no-such-order",
  receipts: "2569-9999", // no such receipt
  exams: "no-such-exam", // /exams/:id and /admin/exams/:id (then attempts: the sample above)
  bank: "no-such-question", // /admin/exams/bank/:qid
  parent: "confirm", // parent/:kind/:token (the token: the sample after ":kind")
  series: "no-such-series", // a weekly series: /sessions/series/:id and /admin/tutoring/series/:id (issue 44)
  "": "no-such-page", // the splat route
};
/** The session written in beforeAll: the admin's page and the student's booking page. */
const SESSION_ID = `${TYPE}_${START.getTime()}`;

const NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "prototype"] as const;
const ATTEMPT = "C".repeat(20);

/** The same fields more than once: what a form reader, not the code past it, must survive. */
const REPEATED_FIELDS: [label: string, body: string] = ["repeated fields", "intent=__proto__&intent=done&id=constructor&id=x&answer.q=1&answer.q=2&answer.q=3"];

/** Urlencoded forms of hostile names and values. */
const FORMS: Array<[label: string, body: string]> = [
  ...NAMES.map((n): [string, string] => [
    `fields named ${n}`,
    new URLSearchParams([[n, n], ["intent", n], ["id", n], ["bookingId", n], ["questionId", n], ["type", n], ["start", n], ["value", n]]).toString(),
  ]),
  ...NAMES.map((n): [string, string] => [`an exercise answer named ${n}`, `intent=exercise&attemptId=${ATTEMPT}&answer.${encodeURIComponent(n)}=x`]),
  ...NAMES.map((n): [string, string] => [`an attendance for booking ${n}`, `intent=attendance&bookingId=${encodeURIComponent(n)}&attendance=attended`]),
  REPEATED_FIELDS,
  // A full group time's queue (app/tutoring/queue.server.ts): join and leave with hostile names.
  ...NAMES.map((n): [string, string] => [`a queue join for ${n}`, `intent=queue-join&type=${encodeURIComponent(n)}&start=${encodeURIComponent(n)}`]),
  ...NAMES.map((n): [string, string] => [`a queue leave of ${n}`, `intent=queue-leave&session=${encodeURIComponent(n)}`]),
];

const BIG = 1024 * 1024 + 1;
/** Bodies that are not forms: [label, content type or null, body]. */
const NOT_FORMS: Array<[string, string | null, string]> = [
  ["JSON", "application/json", '{"intent":"done","__proto__":{"x":1},"constructor":"x"}'],
  ["text/plain", "text/plain", "intent=done"],
  ["XML", "application/xml", "<form><intent>done</intent></form>"],
  ["multipart without a boundary", "multipart/form-data", "intent=done"],
  ["an empty body without a type", null, ""],
  ["a form just over the limit", "application/x-www-form-urlencoded", `intent=done&x=${"a".repeat(BIG)}`],
];

/** A multipart body with a file part under a name no form has: refused on every path (415 where no file is taken). */
const MULTIPART_FILE = "----hostile";
const MULTIPART_BODY = `--${MULTIPART_FILE}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ndone\r\n--${MULTIPART_FILE}\r\nContent-Disposition: form-data; name="__proto__"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\nx\r\n--${MULTIPART_FILE}--\r\n`;

/** Path parameter values (as sent, percent-encoded): `..` normalised by the URL rules reaches another route. */
const PARAMS: Array<[string, string]> = [
  ["__x__", "__x__"],
  ["..", "%2E%2E"],
  ["a 1 600-byte id", "x".repeat(1600)],
  ["a 1 602-byte Thai id", encodeURIComponent("ก".repeat(534))],
  ["a percent-encoded slash", "a%2Fb"],
  ["percent-encoded slashes around ..", "%2F..%2F"],
];

/** Actions that end the caller's session whatever the body (the logout form, the API's logout): sent without a cookie. */
const ENDS_SESSION = new Set(["routes/logout", "routes/api.auth.sessionLogout"]);

type Who = "anonymous" | "student" | "admin";

/**
 * An admin route refuses a visitor or a student in its guard, before it reads the body
 * (admin-guard.test.ts proves every one is guarded). Such a pair gets the bodies a reader
 * could choke on (the non-forms, the multipart, repeated fields) but not every hostile name,
 * which only the code past the guard reads (the file alone: 91 → 64 s).
 */
const refusedByGuard = (id: string, who: Who) => who !== "admin" && id.startsWith("routes/admin");
const cookies: Record<Who, string> = { anonymous: "", student: "", admin: "" };

interface Answer {
  status: number;
  type: string;
  location: string;
  body: string;
}

/** One request with the path as given (node:http sends it unnormalised). */
function send(method: "GET" | "POST", path: string, cookie: string, type: string | null, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Origin: base };
    if (cookie) headers.Cookie = cookie;
    if (type) headers["Content-Type"] = type;
    if (method === "POST") headers["Content-Length"] = String(Buffer.byteLength(body ?? ""));
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers["content-type"] ?? ""),
          location: String(res.headers.location ?? ""),
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    // The server may answer 413 before it has read a large body and close the connection.
    req.on("error", (error) => (body && body.length > BIG ? resolve({ status: 413, type: "closed", location: "", body: "" }) : reject(error)));
    if (method === "POST") req.write(body ?? "");
    req.end();
  });
}

/** What is wrong with an answer, or null: a 4xx with a Thai page or JSON, or a visitor's way to /login. */
function problem(answer: Answer, who: Who, mayEndSession: boolean): string | null {
  const { status, type, body, location } = answer;
  if (answer.type === "closed") return null; // refused before the body was read (413)
  if (status >= 500) return `${status}: ${body.slice(0, 200).replace(/\s+/g, " ")}`;
  if (status >= 300 && status < 400) {
    if (who === "anonymous" && new URL(location, base).pathname === "/login") return null;
    if (mayEndSession) return null;
    return `${status} to ${location}`;
  }
  if (status < 400) return mayEndSession ? null : `${status} (not refused)`;
  if (/json/.test(type)) {
    try {
      JSON.parse(body);
      return null;
    } catch {
      return `${status}: JSON that does not parse`;
    }
  }
  return /[\u0E00-\u0E7F]/.test(body) ? null : `${status}: not Thai: ${body.slice(0, 120)}`;
}

/**
 * Every document's update time, but the rate limits' and the page views' counters (written by
 * design) and the sweeps' leases (running state: a sweep takes its lease a minute after the
 * server starts, e.g. the hours' expiry, whatever the requests).
 */
async function fingerprint(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const col of await testDb().listCollections()) {
    if (col.id === "rateLimits" || col.id === "pageViews" || col.id === "sweepLeases") continue;
    for (const doc of (await col.select().get()).docs) out.set(doc.ref.path, doc.updateTime.toDate().toISOString());
  }
  return out;
}

const routes = readManifest();
/** Each route with a loader or an action: a URL with sample params, and the param positions. */
const targets = Object.keys(routes)
  .filter((id) => routes[id]!.hasLoader || routes[id]!.hasAction)
  .sort()
  .map((id) => {
    const { segments, index } = segmentsOf(routes, id);
    const params = segments.flatMap((s, i) => (s.startsWith(":") || s === "*" ? [i] : []));
    const sample = (i: number) => {
      const before = segments[i - 1] ?? "";
      if (before === "sessions") return SESSION_ID;
      const value = SAMPLES[segments[i] === "*" ? "" : before];
      if (value === undefined) throw new Error(`route ${id}: no sample for "${segments[i]}" after "${before}" (add one to SAMPLES)`);
      return encodeURIComponent(value);
    };
    /** The URL with `value` at param position `at` (or samples everywhere); a param keeps its literal suffix (`:id.ics`). */
    const url = (at = -1, value = "") =>
      "/" +
      segments
        .map((s, i) => {
          if (!params.includes(i)) return s;
          const suffix = s === "*" ? "" : s.replace(/^:[\w-]+/, "");
          return `${i === at ? value : sample(i)}${suffix}`;
        })
        .join("/") +
      (index ? "?index" : "");
    return { id, route: routes[id]!, params, url };
  });

let before: Map<string, string>;

/** Requests in flight at once: one at a time, the server waited for each answer's Firestore reads (103 → 91 s alone). */
const AT_ONCE = 4;

/** Runs `jobs`, `limit` at a time. */
async function runAtOnce(jobs: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}

beforeAll(async () => {
  await trashSample(SAMPLES.trash!);
  await writeType(TYPE);
  await writeSession(TYPE, START, [STUDENT]);
  cookies.student = await sessionCookieForUid(STUDENT.uid);
  cookies.admin = await sessionCookieForUid("demo-admin-1");
  before = await fingerprint();
});

describe("the route table of the build", () => {
  it("holds the pages, the actions and the API", () => {
    const ids = targets.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(["routes/lesson.$lessonId", "routes/lesson.$lessonId_.check", "routes/admin.tutoring.sessions.$id", "routes/api.auth.sessionLogin"]));
    expect(targets.filter((t) => t.route.hasAction).length).toBeGreaterThanOrEqual(30);
  });
});

describe.each(targets)("$id", ({ id, route, params, url }) => {
  const endsSession = ENDS_SESSION.has(id);

  it.each(["anonymous", "student", "admin"] as const)("as %s: no hostile request fails the server", async (who) => {
    const cookie = endsSession ? "" : cookies[who];
    const failures: string[] = [];
    const check = (label: string, answer: Answer, mayEndSession = endsSession) => {
      const wrong = problem(answer, who, mayEndSession);
      if (wrong) failures.push(`${label}: ${wrong}`);
    };
    /** Each request and its check; sent AT_ONCE at a time (none writes, so their order does not matter). */
    const jobs: Array<() => Promise<void>> = [];
    if (route.hasAction) {
      for (const [label, body] of refusedByGuard(id, who) ? [REPEATED_FIELDS] : FORMS) {
        jobs.push(async () => check(`POST ${url()} ${label}`, await send("POST", url(), cookie, "application/x-www-form-urlencoded", body)));
      }
      for (const [label, type, body] of NOT_FORMS) {
        // The API's logout reads no body (its contract): it may end a session whatever is sent.
        jobs.push(async () => check(`POST ${url()} ${label}`, await send("POST", url(), cookie, type, body), id === "routes/api.auth.sessionLogout"));
      }
      // Multipart: only the paths of the one table (app/platform/upload-limit.ts) read it; anywhere else 415, unread.
      jobs.push(async () => {
        const multipart = await send("POST", url(), cookie, `multipart/form-data; boundary=${MULTIPART_FILE}`, MULTIPART_BODY);
        check(`POST ${url()} multipart with a file`, multipart, false);
        if (!uploadRule(new URL(url(), base).pathname) && multipart.status !== 415) failures.push(`POST ${url()} multipart with a file: ${multipart.status}, not 415`);
      });
    }
    for (const at of params) {
      for (const [label, value] of PARAMS) {
        const target = url(at, value);
        // `%2E%2E` is `..` to the URL rules, resolved before routing: the answer is another route's.
        const resolves = value === "%2E%2E";
        if (route.hasLoader) {
          jobs.push(async () => {
            const answer = await send("GET", target, cookie, null);
            if (resolves) {
              if (answer.status >= 500) failures.push(`GET ${target} (${label}): ${answer.status}`);
            } else check(`GET ${target} (${label})`, answer, false);
          });
        }
        if (route.hasAction) {
          jobs.push(async () => {
            const answer = await send("POST", target, cookie, "application/x-www-form-urlencoded", "intent=__proto__");
            if (resolves) {
              if (answer.status >= 500) failures.push(`POST ${target} (${label}): ${answer.status}`);
            } else check(`POST ${target} (${label})`, answer);
          });
        }
      }
    }
    await runAtOnce(jobs, AT_ONCE);
    expect(failures, failures.join("\n")).toEqual([]);
  });
});

describe("afterwards", () => {
  it("no document was written or deleted", async () => {
    const after = await fingerprint();
    const changed = [...after].filter(([path, time]) => before.get(path) !== time).map(([path]) => path);
    const removed = [...before.keys()].filter((path) => !after.has(path));
    expect({ changed, removed }).toEqual({ changed: [], removed: [] });
  });
});
