/**
 * The bench's cold mix: signed-in lesson views that no per-student
 * copy can serve. `students` new accounts, each enrolled in a course and each
 * on a different lesson, load at once (one autocannon process and connection
 * each). Every request carries a `progress_at` cookie a little ahead of now,
 * as the answer to a student's own write sets it: the server must then read
 * that student's data again (platform/student-cache.server.ts), so each view
 * pays its Firestore reads and its render, as the first view after a mark or
 * an enrolment does. The result is set beside the single-lesson figure of the
 * same run (one student, one lesson, warm copies).
 */
import { DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content.ts";
import { signedInSession } from "../../harness/auth.ts";
import { enrol } from "./exercise.ts";
import { BROWSER_HEADERS, round, runLoadsTogether, type LoadResult } from "./load.ts";

/** How far ahead the `progress_at` cookie is put (the server accepts up to a minute ahead). */
const AHEAD_MS = 55_000;

export interface ColdMixResult extends LoadResult {
  name: "cold_mix";
  students: number;
  lessons: string[];
  firestore_reads_per_view: number | null;
  server_cpu_ms_per_view: number | null;
}

/** Published, non-free lessons of published courses: what only an enrolled student sees. */
function enrolledLessons() {
  const courses = new Map(DEMO_COURSES.filter((c) => c.status === "published").map((c) => [c.id, c]));
  return DEMO_LESSONS.filter((l) => l.status === "published" && !l.freePreview && courses.has(l.courseId)).map((l) => ({ id: l.id, course: courses.get(l.courseId)! }));
}

export async function prepareColdMix(site: { url: string; origin: string; authHost: string }, students: number) {
  const lessons = enrolledLessons().slice(0, students);
  if (lessons.length < 2) throw new Error("the cold mix needs at least two enrolled-only demo lessons");
  const stamp = Date.now();
  const viewers = [];
  for (const [i, lesson] of lessons.entries()) {
    const student = await signedInSession({ email: `bench-cold-${i}-${stamp}@example.com` }, { baseUrl: site.origin, authHost: site.authHost });
    await enrol(site, student.cookie, lesson.course);
    const path = `/lesson/${lesson.id}`;
    const page = await fetch(`${site.url}${path}`, { headers: { cookie: student.cookie } });
    if (page.status !== 200) throw new Error(`${path} answered ${page.status} to its enrolled student`);
    viewers.push({ path, cookie: student.cookie });
  }
  return viewers;
}

export async function benchColdMix(opts: {
  site: { url: string };
  viewers: Array<{ path: string; cookie: string }>;
  duration: number;
  warmup: number;
  reads: (() => Promise<number>) | null;
  cpuMs: () => number;
}): Promise<ColdMixResult> {
  const { site, viewers } = opts;
  if (opts.duration * 1000 > AHEAD_MS - 5_000) throw new Error(`the cold mix runs at most ${(AHEAD_MS - 5_000) / 1000} s (its progress_at cookie)`);
  const load = (duration: number) => {
    const ahead = `progress_at=${Date.now() + AHEAD_MS}`;
    return runLoadsTogether(viewers.map((v) => ({ url: `${site.url}${v.path}`, headers: { ...BROWSER_HEADERS, cookie: `${v.cookie}; ${ahead}` }, duration, connections: 1 })));
  };
  console.log(`▶ cold mix: ${viewers.length} students, each on a different lesson, every view reading the student's data again, ${opts.duration} s`);
  if (opts.warmup > 0) await load(opts.warmup);
  const r0 = opts.reads ? await opts.reads() : 0;
  const cpu0 = opts.cpuMs();
  const r = await load(opts.duration);
  const cpu = r.responses > 0 ? round((opts.cpuMs() - cpu0) / r.responses, 2) : null;
  const reads = opts.reads && r.responses > 0 ? round(((await opts.reads()) - r0) / r.responses, 3) : null;
  console.log(`  ${r.rps} req/s, p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, non-2xx ${r.non2xx}, reads/view ${reads ?? "?"}, server CPU ms/view ${cpu ?? "?"}`);
  return { name: "cold_mix", ...r, students: viewers.length, lessons: viewers.map((v) => v.path), firestore_reads_per_view: reads, server_cpu_ms_per_view: cpu };
}
