/**
 * The bench's booking race: `connections` signed-in students (one
 * per connection, new Auth emulator accounts) POST the same open 1:1 time of
 * `private-60` at once, to the confirmation's own address (its form posts there, so a
 * refusal answers the picker of that day, as a student sees it), as the form does
 * without JavaScript; then the
 * next open time, for `rounds` rounds. Reports the latency of every post
 * (p50/p99), the answers by status, how many bookings each time got,
 * which must be exactly one (the rest are the Thai "just taken" 409), and the
 * server processes' CPU per post (a figure a busy machine moves less than the
 * latency).
 *
 * A burst, not a steady load: a time can be won once, so autocannon's
 * repeated requests would measure only refusals after the first.
 */
import { signedInSession } from "../../harness/auth.ts";
import { round } from "./load.ts";

const TYPE = "private-60";

export interface BookingRaceResult {
  name: "booking_race";
  connections: number;
  rounds: number;
  posts: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  /** The server processes' CPU time (user + system) during the posts, per post. */
  server_cpu_ms_per_post: number | null;
  /** Firestore reads the server counted during the posts (the 409's page included), per post. */
  firestore_reads_per_post: number | null;
  by_status: Record<string, number>;
  /** Bookings won per time (each must be 1). */
  booked_per_time: number[];
  exactly_one_each: boolean;
}

async function page(url: string, cookie: string): Promise<string> {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** An open time: the form's `start`, and the confirmation's address (the time's link, where its form posts). */
interface OpenTime {
  start: string;
  confirmation: string;
}

const unescapeHtml = (s: string) => s.replace(/&amp;/g, "&").replace(/&#x2B;|&#43;/g, "+");

/**
 * The open times of `private-60`, in time order, as the time picker shows them: the days on
 * `/tutoring?type=…`, then each day's times (each time's link and its `<time dateTime>`).
 */
async function openTimes(url: string, cookie: string): Promise<OpenTime[]> {
  const days = [...new Set([...(await page(`${url}/tutoring?type=${TYPE}`, cookie)).matchAll(/[?&;]day=(\d{4}-\d{2}-\d{2})/g)].map((m) => m[1]!))];
  const times: OpenTime[] = [];
  for (const day of days) {
    const html = await page(`${url}/tutoring?type=${TYPE}&day=${day}`, cookie);
    for (const m of html.matchAll(/<a [^>]*href="([^"]*time=[^"]*)"[^>]*><time dateTime="([^"]+)"/g)) {
      times.push({ start: unescapeHtml(m[2]!), confirmation: unescapeHtml(m[1]!).replace(/#.*$/, "") });
    }
  }
  return times;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function benchBookingRace(opts: {
  site: { url: string; origin: string; authHost: string };
  connections: number;
  rounds: number;
  cpuMs?: () => number;
  reads?: (() => Promise<number>) | null;
}): Promise<BookingRaceResult> {
  const { site, connections, rounds } = opts;
  let cpu = 0;
  let reads = 0;
  const stamp = Date.now();
  const students = await Promise.all(
    Array.from({ length: connections }, (_, i) =>
      signedInSession({ email: `bench-booking-${i}-${stamp}@example.com` }, { baseUrl: site.origin, authHost: site.authHost }),
    ),
  );
  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  const bookedPerTime: number[] = [];
  const used = new Set<string>();
  for (let r = 0; r < rounds; r++) {
    // The latest open times (the last round's booking closed its neighbours), from the back of the window,
    // so the demo bookings and the students' own earlier wins are out of the way.
    const time = (await openTimes(site.url, students[0]!.cookie)).reverse().find((t) => !used.has(t.start));
    if (!time) throw new Error("no open private-60 time left on /tutoring");
    used.add(time.start);
    const body = new URLSearchParams({ type: TYPE, start: time.start, note: "" }).toString();
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
    bookedPerTime.push(answers.filter((s) => s === 303).length);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name: "booking_race",
    connections,
    rounds,
    posts: latencies.length,
    p50_ms: round(percentile(sorted, 50)),
    p99_ms: round(percentile(sorted, 99)),
    max_ms: round(sorted[sorted.length - 1] ?? 0),
    server_cpu_ms_per_post: opts.cpuMs && latencies.length > 0 ? round(cpu / latencies.length, 2) : null,
    firestore_reads_per_post: opts.reads && latencies.length > 0 ? round(reads / latencies.length, 2) : null,
    by_status: byStatus,
    booked_per_time: bookedPerTime,
    exactly_one_each: bookedPerTime.every((n) => n === 1),
  };
}
