/**
 * Page views and /admin/stats against the real server and emulators.
 *
 * - The buffered counter (page-views.store.server.ts) in this process: views add up
 *   in memory, one flush writes them as increments, a stop flushes the rest.
 * - The server: seeded views (written to past days) and generated views
 *   (browser-like requests, plus requests that must not count), a new student
 *   who enrols and finishes a course; then the tables of /admin/stats must show
 *   exactly the numbers this test produced, and agree with a count made here
 *   from Firestore and Auth; the SVG charts are there with the same numbers.
 */
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_ARTICLES, DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";
import { adminAuth } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { ENROLMENTS, enrol, enrolmentId, setLessonDone } from "~/learning/enrolment.store.server";
import {
  PAGE_VIEWS,
  PAGE_VIEW_FLUSH_MS,
  flushPageViews,
  lastDays,
  pendingPageViews,
  readPageViews,
  recordPageView,
  startPageViewFlusher,
  stopPageViewFlusher,
} from "~/services/stats/page-views.store.server";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";

const base = env.baseUrl;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

describe("the page-view counter", () => {
  const day = "2001-02-03";
  const at = new Date("2001-02-03T05:00:00Z");

  afterAll(async () => {
    await db().collection(PAGE_VIEWS).doc(day).delete();
  });

  it("adds views up in memory and writes them in one flush, as increments", async () => {
    await db().collection(PAGE_VIEWS).doc(day).delete();
    for (let i = 0; i < 5; i++) recordPageView("/blog/a", at);
    recordPageView("/blog/%E0%B8%81%E0%B8%B2%E0%B8%A3%E0%B8%AD%E0%B9%88%E0%B8%B2%E0%B8%99", at);
    recordPageView("/blog/rss.xml/", at);
    expect(pendingPageViews()).toBe(7);
    expect((await readPageViews([day]))[0]!.total).toBe(0); // nothing written per view

    expect(await flushPageViews()).toBe(7);
    expect(pendingPageViews()).toBe(0);
    recordPageView("/blog/a", at);
    expect(await flushPageViews()).toBe(1);
    expect(await flushPageViews()).toBe(0);

    const [stored] = await readPageViews([day]);
    expect(stored).toEqual({ day, total: 8, paths: { "/blog/a": 6, "/blog/การอ่าน": 1, "/blog/rss.xml": 1 } });
  });

  it("flushes what is left when it stops", async () => {
    startPageViewFlusher(60_000);
    recordPageView("/", at);
    recordPageView("/", at);
    await stopPageViewFlusher();
    expect(pendingPageViews()).toBe(0);
    expect((await readPageViews([day]))[0]!.paths["/"]).toBe(2);
  });
});

// ---------------------------------------------------------------- /admin/stats

interface Table {
  summary: Record<string, number>;
  views: Record<string, number>;
  top: Record<string, number>;
  courses: Record<string, Record<string, number>>;
  viewBars: Record<string, number>;
}

function section(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  if (start < 0) return "";
  return html.slice(start, html.indexOf("</table>", start));
}

function parseStats(html: string): Table {
  const summary: Record<string, number> = {};
  for (const m of html.matchAll(/data-stat="(\w+)"><dt[^>]*>[^<]*<\/dt><dd class="stat__value" data-value="(\d+)"/g)) summary[m[1]!] = Number(m[2]);
  const rows = (id: string) => {
    const out: Record<string, string> = {};
    for (const m of section(html, id).matchAll(/<tr data-key="([^"]+)">([\s\S]*?)<\/tr>/g)) out[m[1]!] = m[2]!;
    return out;
  };
  const single = (id: string) =>
    Object.fromEntries(Object.entries(rows(id)).map(([k, row]) => [k, Number(/data-value="(\d+)"/.exec(row)![1])]));
  const courses = Object.fromEntries(
    Object.entries(rows("courses-table")).map(([k, row]) => [
      k,
      Object.fromEntries([...row.matchAll(/data-col="(\w+)" data-value="(\d+)"/g)].map((m) => [m[1]!, Number(m[2])])),
    ])
  );
  const chart = html.slice(html.indexOf('data-testid="views-chart"'));
  const viewBars = Object.fromEntries(
    [...chart.slice(0, chart.indexOf("</svg>")).matchAll(/<rect class="chart__bar"[^>]*data-key="([^"]+)" data-value="(\d+)"/g)].map((m) => [
      m[1]!,
      Number(m[2]),
    ])
  );
  return { summary, views: single("views-table"), top: single("top-table"), courses, viewBars };
}

let adminCookie = "";
async function statsPage(): Promise<{ html: string; table: Table }> {
  if (!adminCookie) {
    adminCookie = await sessionCookieForUid("demo-admin-1");
  }
  const res = await fetch(`${base}/admin/stats`, { headers: { Cookie: adminCookie } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, table: parseStats(html) };
}

/** The numbers counted here, independently of the app's stats module. */
/**
 * Students whose accounts were made in [from, to] (machine ms), but `own`: faults.test.ts, in
 * the own-stack lane, signs students in on the shared Auth emulator while this file runs.
 */
async function othersMade(from: number, to: number, own: string): Promise<number> {
  const admins = new Set((process.env.ADMIN_EMAILS ?? "admin@example.com,admin2@example.com").split(",").map((e) => e.trim().toLowerCase()));
  let count = 0;
  let token: string | undefined;
  do {
    const page = await adminAuth().listUsers(1000, token);
    count += page.users.filter((u) => {
      const made = Date.parse(u.metadata.creationTime);
      return u.uid !== own && u.email && !admins.has(u.email.toLowerCase()) && made >= from && made <= to;
    }).length;
    token = page.pageToken;
  } while (token);
  return count;
}

async function countedHere() {
  const admins = new Set((process.env.ADMIN_EMAILS ?? "admin@example.com,admin2@example.com").split(",").map((e) => e.trim().toLowerCase()));
  let students = 0;
  let token: string | undefined;
  do {
    const page = await adminAuth().listUsers(1000, token);
    students += page.users.filter((u) => u.email && !admins.has(u.email.toLowerCase())).length;
    token = page.pageToken;
  } while (token);
  const enrolments = (await db().collection(ENROLMENTS).get()).docs.map((d) => ({
    courseId: d.get("courseId") as string,
    done: Object.keys((d.get("done") as object | undefined) ?? {}),
  }));
  const lessons = (await db().collection("lessons").where("status", "==", "published").get()).docs.map((d) => ({
    id: d.id,
    courseId: d.get("courseId") as string,
  }));
  const perCourse = (courseId: string) => {
    const ids = lessons.filter((l) => l.courseId === courseId).map((l) => l.id);
    const rows = enrolments.filter((e) => e.courseId === courseId);
    const completed = ids.length ? rows.filter((r) => ids.every((id) => r.done.includes(id))).length : 0;
    return {
      lessons: ids.length,
      enrolments: rows.length,
      completed,
      rate: rows.length ? Math.round((completed / rows.length) * 100) : 0,
      done: rows.reduce((n, r) => n + r.done.length, 0),
    };
  };
  return { students, enrolments: enrolments.length, lessonsDone: enrolments.reduce((n, e) => n + e.done.length, 0), perCourse };
}

describe("/admin/stats", () => {
  const [articleA, articleB] = DEMO_ARTICLES.filter((a) => a.status === "published");
  const course = DEMO_COURSES.find((c) => c.id === "course-study-skills")!;
  const courseLessons = DEMO_LESSONS.filter((l) => l.courseId === course.id && l.status === "published").map((l) => l.id);
  const days = lastDays(30);
  const today = days.at(-1)!;
  const [seedDay1, seedDay2] = [days.at(-4)!, days.at(-11)!];
  const cleanup: (() => Promise<unknown>)[] = [];

  afterAll(async () => {
    for (const undo of cleanup) await undo();
  });

  it("shows exactly the students, enrolments, lessons done and views this test produced", async () => {
    const from = Date.now() - 1000;
    const before = (await statsPage()).table;

    // Seeded views: two past days, written as the counter would write them.
    const seeded = { [`/blog/${articleA!.slug}`]: 500, "/": 40 };
    for (const day of [seedDay1, seedDay2]) {
      await db()
        .collection(PAGE_VIEWS)
        .doc(day)
        .set({ day, total: FieldValue.increment(540), paths: Object.fromEntries(Object.entries(seeded).map(([p, n]) => [p, FieldValue.increment(n)])) }, { merge: true });
      cleanup.push(() =>
        db()
          .collection(PAGE_VIEWS)
          .doc(day)
          .set({ total: FieldValue.increment(-540), paths: Object.fromEntries(Object.entries(seeded).map(([p, n]) => [p, FieldValue.increment(-n)])) }, { merge: true })
      );
    }

    // Generated views: counted (a browser's GET of a public page that answered 200) …
    const counted = [`/blog/${articleA!.slug}`, `/blog/${articleA!.slug}`, `/blog/${articleA!.slug}`, `/blog/${articleB!.slug}`, `/blog/${articleB!.slug}`, "/"];
    for (const path of counted) expect((await fetch(`${base}${path}`, { headers: { "User-Agent": BROWSER } })).status).toBe(200);
    // … and not counted: a bot, a 404, a data request, a prefetch, HEAD, the admin pages.
    await fetch(`${base}/blog/${articleA!.slug}`, { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    await fetch(`${base}/blog/no-such-article-here`, { headers: { "User-Agent": BROWSER } });
    await fetch(`${base}/blog/${articleA!.slug}.data`, { headers: { "User-Agent": BROWSER } });
    await fetch(`${base}/blog/${articleA!.slug}`, { headers: { "User-Agent": BROWSER, "Sec-Purpose": "prefetch" } });
    await fetch(`${base}/blog/${articleA!.slug}`, { method: "HEAD", headers: { "User-Agent": BROWSER } });
    await fetch(`${base}/admin/stats`, { headers: { "User-Agent": BROWSER, Cookie: adminCookie } });

    // A new student who enrols and finishes every lesson of a course.
    const student = await signedInSession();
    cleanup.push(() => adminAuth().deleteUser(student.uid));
    await enrol(student.uid, course.id);
    cleanup.push(() => db().collection(ENROLMENTS).doc(enrolmentId(student.uid, course.id)).delete());
    for (const id of courseLessons) await setLessonDone(student.uid, { id, courseId: course.id }, true);

    // The server writes its counts every PAGE_VIEW_FLUSH_MS: wait for that.
    const want = (before.views[today] ?? 0) + counted.length;
    const deadline = Date.now() + PAGE_VIEW_FLUSH_MS * 3;
    let after = (await statsPage()).table;
    while ((after.views[today] ?? 0) < want && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      after = (await statsPage()).table;
    }
    const to = Date.now();

    // Views: today, the seeded days, the total and the top articles.
    expect(after.views[today]).toBe(want);
    expect(after.views[seedDay1]).toBe((before.views[seedDay1] ?? 0) + 540);
    expect(after.views[seedDay2]).toBe((before.views[seedDay2] ?? 0) + 540);
    expect(after.summary.views).toBe(before.summary.views! + counted.length + 1080);
    expect(after.top[articleA!.slug]).toBe((before.top[articleA!.slug] ?? 0) + 1000 + 3);
    expect(after.top[articleB!.slug]).toBe((before.top[articleB!.slug] ?? 0) + 2);
    expect(Object.keys(after.top)[0]).toBe(articleA!.slug);

    // People and progress (and the students another lane made meanwhile).
    const others = await othersMade(from, to, student.uid);
    expect(after.summary.students).toBe(before.summary.students! + 1 + others);
    expect(after.summary.enrolments).toBe(before.summary.enrolments! + 1);
    expect(after.summary.lessonsDone).toBe(before.summary.lessonsDone! + courseLessons.length);
    const row = after.courses[course.id]!;
    expect(row.enrolments).toBe(before.courses[course.id]!.enrolments! + 1);
    expect(row.completed).toBe(before.courses[course.id]!.completed! + 1);
    expect(row.done).toBe(before.courses[course.id]!.done! + courseLessons.length);

    // … and every number agrees with a count made here.
    const here = await countedHere();
    expect(after.summary.students).toBe(here.students);
    expect(after.summary.enrolments).toBe(here.enrolments);
    expect(after.summary.lessonsDone).toBe(here.lessonsDone);
    for (const [courseId, cells] of Object.entries(after.courses)) expect(cells, courseId).toEqual(here.perCourse(courseId));
    const stored = await readPageViews(days);
    for (const d of stored) expect(after.views[d.day], d.day).toBe(d.total);
  });

  it("draws the charts as server-rendered SVG with the same numbers, and Thai dates", async () => {
    const { html, table } = await statsPage();
    expect(Object.keys(table.viewBars)).toEqual(days);
    for (const day of days) expect(table.viewBars[day], day).toBe(table.views[day]);
    expect(html).toMatch(/<svg class="chart__svg" viewBox="0 0 300 100"/);
    for (const id of ["enrolment-chart", "completion-chart", "top-chart"]) expect(html).toContain(`data-testid="${id}"`);
    const enrolmentBars = html.slice(html.indexOf('data-testid="enrolment-chart"'), html.indexOf('data-testid="completion-chart"'));
    expect([...enrolmentBars.matchAll(/class="hbar__bar"/g)]).toHaveLength(Object.keys(table.courses).length);
    // Buddhist-era years in the table (e.g. 2569 for 2026).
    expect(html).toContain(`${Number(today.slice(0, 4)) + 543}</time>`);
    expect(html).not.toMatch(/<script[^>]*src="[^"]*chart/i);
  });
});
