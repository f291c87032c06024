/**
 * The bench's series race (issue 44): ten signed-in students (new Auth emulator accounts)
 * POST the same weekly series of `private-60`, eight weeks of one open time, at once, to
 * the confirmation's own address as its form posts without JavaScript; then another time,
 * for `rounds` rounds. A series is booked all or none: each round must leave exactly one
 * winner (303 to the series page) and the rest refused (409 naming the clash, or the Thai
 * "busy" 503). Reports the latency of every post (p50/p99), the answers by status, the
 * winners per round, and the server processes' CPU and Firestore reads per post, as
 * ./booking-race.ts does for a single time.
 *
 * The times: one day about a week ahead (its weeks run to about two months ahead, past the
 * window, as a series may), each round a later hour of that day, so no round's weeks meet
 * another's, the demo bookings or the booking race's (the back of the window).
 */
import { signedInSession } from "../../harness/auth.ts";
import { round } from "./load.ts";
import { addDays } from "../../app/kernel/clock.ts";

const TYPE = "private-60";
/** The first week's day, from today: its weeks (+9, +16 … +58) miss the seed's days and the booking race's. */
const FIRST_DAY = 9;

export interface SeriesRaceResult {
  name: "series_race";
  students: number;
  weeks: number;
  rounds: number;
  posts: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  server_cpu_ms_per_post: number | null;
  firestore_reads_per_post: number | null;
  by_status: Record<string, number>;
  /** Series won per round (each must be 1). */
  won_per_round: number[];
  exactly_one_each: boolean;
}

async function page(url: string, cookie: string): Promise<string> {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

const unescapeHtml = (s: string) => s.replace(/&amp;/g, "&").replace(/&#x2B;|&#43;/g, "+");

/** The open times of `private-60` on the picker's `FIRST_DAY`-th day (each time's link and its `<time dateTime>`). */
async function openTimesOfDay(url: string, cookie: string): Promise<Array<{ start: string; confirmation: string }>> {
  const days = [...new Set([...(await page(`${url}/tutoring?type=${TYPE}`, cookie)).matchAll(/[?&;]day=(\d{4}-\d{2}-\d{2})/g)].map((m) => m[1]!))].sort();
  const today = days[0]!;
  const want = addDays(today, FIRST_DAY);
  const day = days.find((d) => d >= want) ?? days[days.length - 1]!;
  const html = await page(`${url}/tutoring?type=${TYPE}&day=${day}`, cookie);
  return [...html.matchAll(/<a [^>]*href="([^"]*time=[^"]*)"[^>]*><time dateTime="([^"]+)"/g)].map((m) => ({
    start: unescapeHtml(m[2]!),
    confirmation: unescapeHtml(m[1]!).replace(/#.*$/, ""),
  }));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function benchSeriesRace(opts: {
  site: { url: string; origin: string; authHost: string };
  students: number;
  weeks: number;
  rounds: number;
  cpuMs?: () => number;
  reads?: (() => Promise<number>) | null;
}): Promise<SeriesRaceResult> {
  const { site, rounds, weeks } = opts;
  const stamp = Date.now();
  const students = await Promise.all(
    Array.from({ length: opts.students }, (_, i) => signedInSession({ email: `bench-series-${i}-${stamp}@example.com` }, { baseUrl: site.origin, authHost: site.authHost })),
  );
  // Each round two hours after the last (a 60-minute class and its buffer apart).
  const times = await openTimesOfDay(site.url, students[0]!.cookie);
  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  const won: number[] = [];
  let cpu = 0;
  let reads = 0;
  for (let r = 0; r < rounds; r++) {
    const time = times[r * 4];
    if (!time) throw new Error(`no open ${TYPE} time left for round ${r + 1} of the series race`);
    const body = new URLSearchParams({ type: TYPE, start: time.start, note: "", weeks: String(weeks) }).toString();
    const reads0 = (await opts.reads?.()) ?? 0;
    const cpu0 = opts.cpuMs?.() ?? 0;
    const answers = await Promise.all(
      students.map(async (student) => {
        const t0 = performance.now();
        const res = await fetch(`${site.url}${time.confirmation}`, {
          method: "POST",
          redirect: "manual",
          headers: { cookie: student.cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body,
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        return res.status;
      }),
    );
    cpu += (opts.cpuMs?.() ?? 0) - cpu0;
    reads += ((await opts.reads?.()) ?? 0) - reads0;
    for (const status of answers) byStatus[status] = (byStatus[status] ?? 0) + 1;
    won.push(answers.filter((s) => s === 303).length);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name: "series_race",
    students: opts.students,
    weeks,
    rounds,
    posts: latencies.length,
    p50_ms: round(percentile(sorted, 50)),
    p99_ms: round(percentile(sorted, 99)),
    max_ms: round(sorted[sorted.length - 1] ?? 0),
    server_cpu_ms_per_post: opts.cpuMs && latencies.length > 0 ? round(cpu / latencies.length, 2) : null,
    firestore_reads_per_post: opts.reads && latencies.length > 0 ? round(reads / latencies.length, 2) : null,
    by_status: byStatus,
    won_per_round: won,
    exactly_one_each: won.every((n) => n === 1),
  };
}
