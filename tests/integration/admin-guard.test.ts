/**
 * The admin guard over the BUILT route manifest: every route under /admin is
 * read from build/client/assets/manifest-*.js (so a route added tomorrow is
 * tested tomorrow) and sent a GET and a POST as
 *   - an anonymous visitor          → redirect to /login?redirectTo=<the page>
 *   - a signed-in student           → 403 (the Thai page)
 *   - a verified non-admin          → 403
 *   - an unverified account carrying an admin's address → 403
 *   - an admin                      → allowed (no login redirect, no 403, no 5xx)
 * A route without `requireAdmin` in its loader or its action (or without an
 * action at all: a POST would be answered 405 before any guard) fails here.
 * POSTs carry the site's Origin, so a 403 is the guard's, not the CSRF check's;
 * their empty bodies change nothing (every admin form refuses an empty post).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ARTICLES, DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";
import { DEMO_QUESTIONS } from "../../harness/seed-questions";
import { sessionCookieForUid, signedInSession, updateAccount } from "../../harness/auth";
import { lineage, readManifest, segmentsOf, type ManifestRoute } from "../support/manifest";
import { env } from "../../harness/ports";
import { trashSample } from "../support/records";
import { writeSession, writeType } from "../support/tutoring";
import { testDb } from "../support/firestore";
import { writeReportExam } from "../support/exam-reports";
import { Timestamp } from "firebase-admin/firestore";

const base = env.baseUrl;

const GUARD_SESSION_START = new Date(Date.UTC(2026, 0, 5, 3, 0));

/** An existing document for each dynamic segment, by the segment before it. */
const SAMPLE_IDS: Record<string, string> = {
  articles: DEMO_ARTICLES.find((a) => a.status === "published")!.id,
  courses: DEMO_COURSES.find((c) => c.status === "published")!.id,
  lessons: DEMO_LESSONS.find((l) => l.status === "published")!.id,
  questions: DEMO_QUESTIONS[0]!.id,
  students: "demo-student-1",
  exams: "admin-guard-exam", // written in beforeAll
  bank: "demo-m4-q01", // the demo bank (harness/seed-exams.ts)
  trash: "admin-guard-trash-sample", // written in beforeAll
  types: "admin-guard-type", // written in beforeAll
  sessions: `admin-guard-type_${GUARD_SESSION_START.getTime()}`, // written in beforeAll
  handins: "a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0", // written in beforeAll
  series: "admin-guard-series", // written in beforeAll (a weekly series, issue 44)
};

/** The URL of a route: its and its parents' paths, params filled, `?index` for an index route. */
function urlOf(routes: Record<string, ManifestRoute>, id: string): string {
  const { segments, index } = segmentsOf(routes, id);
  const filled = segments.map((seg, i) => {
    if (!seg.startsWith(":")) return seg;
    const sample = SAMPLE_IDS[segments[i - 1] ?? ""];
    if (!sample) throw new Error(`route ${id}: no sample id for "${seg}" after "${segments[i - 1]}" (add one to SAMPLE_IDS)`);
    return encodeURIComponent(sample);
  });
  return `/${filled.join("/")}${index ? "?index" : ""}`;
}

function isAdminRoute(routes: Record<string, ManifestRoute>, id: string): boolean {
  return lineage(routes, id).some((r) => r.id === "routes/admin");
}

const routes = readManifest();
const adminUrls = Object.keys(routes)
  .filter((id) => isAdminRoute(routes, id))
  .sort()
  .map((id) => ({ id, url: urlOf(routes, id) }));

type Kind = "GET page" | "POST page" | "GET data" | "POST data";
const KINDS: Kind[] = ["GET page", "POST page", "GET data", "POST data"];

/**
 * A page request (what a browser without JavaScript sends; Remix runs every
 * matched loader) or a single-fetch data request aimed at this route alone:
 * `<path>.data?_routes=<id>` runs only its loader, a POST to `<path>.data` only
 * its action. The data requests are what catch a route whose own loader or
 * action lacks the guard while its parent layout has one.
 */
function send(kind: Kind, route: { id: string; url: string }, cookie?: string) {
  const [method, target] = kind.split(" ") as ["GET" | "POST", "page" | "data"];
  let url = route.url;
  if (target === "data") {
    const [pathname, query] = route.url.split("?");
    const params = new URLSearchParams(query ?? "");
    if (method === "GET") params.set("_routes", route.id);
    const search = params.toString();
    url = `${pathname === "/" ? "/_root" : pathname}.data${search ? `?${search.replace(/^index=(&|$)/, "index$1")}` : ""}`;
  }
  return fetch(`${base}${url}`, {
    method,
    redirect: "manual",
    headers: {
      Origin: base,
      ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: method === "POST" ? "" : undefined,
  });
}


const UNVERIFIED_ADMIN = "demo-admin-2";
const cookies: Record<"student" | "nonAdmin" | "unverifiedAdmin" | "admin", string> = {
  student: "",
  nonAdmin: "",
  unverifiedAdmin: "",
  admin: "",
};

beforeAll(async () => {
  await trashSample(SAMPLE_IDS.trash!);
  await writeType(SAMPLE_IDS.types!);
  await writeSession(SAMPLE_IDS.types!, GUARD_SESSION_START, []);
  // A hand-in (app/handins/handins.store.server.ts), without files.
  await testDb().collection("handins").doc(SAMPLE_IDS.handins!).set({
    key: "lesson-math-02", uid: "admin-guard-student", email: "guard@example.com", studentName: "น้องตัวอย่าง", title: "ตัวอย่าง", owner: "handin:admin-guard-student:guard",
    files: [], note: "", version: 1, status: "submitted", mark: null, feedback: "", submittedAt: Timestamp.now(), markedAt: null,
  });
  // A weekly series (app/tutoring/model.ts) without weeks: its page and its "end" post.
  await testDb().collection("tutoringSeries").doc(SAMPLE_IDS.series!).set({
    uid: "admin-guard-student", email: "guard@example.com", name: "น้องตัวอย่าง", typeId: SAMPLE_IDS.types!, weekday: 1, clock: "10:00", weeks: 2,
    bookingIds: [], starts: [], status: "active", endedBy: null, endReason: null, payment: null, createdAt: Timestamp.now(), updatedAt: Timestamp.now(),
  });
  // A mock exam (app/exams/model.ts) without attempts.
  await writeReportExam(SAMPLE_IDS.exams!, "ข้อสอบตัวอย่าง", GUARD_SESSION_START.getTime());
  cookies.student = await sessionCookieForUid("demo-student-1");
  cookies.nonAdmin = (await signedInSession({ emailVerified: true })).cookie;
  cookies.admin = await sessionCookieForUid("demo-admin-1");
  // An admin's address, unverified: not an admin. Restored in afterAll.
  await updateAccount(UNVERIFIED_ADMIN, { emailVerified: false });
  try {
    cookies.unverifiedAdmin = await sessionCookieForUid(UNVERIFIED_ADMIN);
  } finally {
    await updateAccount(UNVERIFIED_ADMIN, { emailVerified: true });
  }
});

afterAll(async () => {
  await updateAccount(UNVERIFIED_ADMIN, { emailVerified: true });
});

describe("the admin routes of the build", () => {
  it("are found in the manifest (the layout, the overview, stats and the editors)", () => {
    const ids = adminUrls.map((r) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining(["routes/admin", "routes/admin._index", "routes/admin.stats", "routes/admin.articles.new", "routes/admin.preview"])
    );
    expect(adminUrls.length).toBeGreaterThanOrEqual(10);
  });
});

describe.each(adminUrls)("$id ($url)", (route) => {
  const pathOnly = route.url.replace(/\?index$/, "");
  const loginUrl = `/login?redirectTo=${encodeURIComponent(pathOnly)}`;

  it.each(KINDS)("%s anonymous: to the sign-in page, and back here afterwards", async (kind) => {
    const res = await send(kind, route);
    if (kind.endsWith("page")) {
      expect([301, 302, 303]).toContain(res.status);
      const location = new URL(res.headers.get("location") ?? "", base);
      expect(location.pathname).toBe("/login");
      expect(location.searchParams.get("redirectTo")).toBe(pathOnly);
    } else {
      // Single fetch answers a redirect as 202 with the target in its payload.
      expect(res.status).toBe(202);
      expect(await res.text()).toContain(`"redirect","${loginUrl}"`);
    }
  });

  for (const who of ["student", "nonAdmin", "unverifiedAdmin"] as const) {
    it.each(KINDS)(`%s as ${who}: 403`, async (kind) => {
      const res = await send(kind, route, cookies[who]);
      expect(res.status).toBe(403);
      const body = await res.text();
      if ((res.headers.get("content-type") ?? "").includes("json")) expect(JSON.parse(body)).toEqual({ error: "forbidden" });
      else expect(body).toMatch(/ไม่มีสิทธิ์เข้าถึงหน้านี้|"forbidden"/);
    });
  }

  it.each(KINDS)("%s as an admin: allowed", async (kind) => {
    const res = await send(kind, route, cookies.admin);
    const body = await res.text();
    expect(res.status, body.slice(0, 300)).not.toBe(403);
    expect(res.headers.get("location") ?? "").not.toMatch(/\/login/);
    expect(body).not.toContain('"redirect","/login');
    // GET: the page (or 405 for the action-only preview); POST: an empty form is refused (400) or not taken (405).
    expect(kind.startsWith("GET") ? [200, 405] : [200, 400, 405]).toContain(res.status);
  });
});
