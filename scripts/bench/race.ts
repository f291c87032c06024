/**
 * What the booking race and the series race share (./booking-race.ts, ./series-race.ts):
 * the time picker's days and times of a type as a student's page shows them, the signed-in
 * students, and a round of posts sent at once with its latencies, answers, server CPU and
 * Firestore reads.
 */
import { signedInSession } from "../../harness/auth.ts";
import { round } from "./load.ts";

export interface RaceSite {
  url: string;
  origin: string;
  authHost: string;
}

/** An open time: the form's `start`, and the confirmation's address (the time's link, where its form posts). */
export interface OpenTime {
  start: string;
  confirmation: string;
}

type Student = Awaited<ReturnType<typeof signedInSession>>;

async function page(url: string, cookie: string): Promise<string> {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

const unescapeHtml = (s: string) => s.replace(/&amp;/g, "&").replace(/&#x2B;|&#43;/g, "+");

/** The days the picker of `type` lists (`/tutoring?type=…`), in order. */
export async function pickerDays(url: string, cookie: string, type: string): Promise<string[]> {
  return [...new Set([...(await page(`${url}/tutoring?type=${type}`, cookie)).matchAll(/[?&;]day=(\d{4}-\d{2}-\d{2})/g)].map((m) => m[1]!))].sort();
}

/** One day's open times of `type`, in time order (each time's link and its `<time dateTime>`). */
export async function dayTimes(url: string, cookie: string, type: string, day: string): Promise<OpenTime[]> {
  const html = await page(`${url}/tutoring?type=${type}&day=${day}`, cookie);
  return [...html.matchAll(/<a [^>]*href="([^"]*time=[^"]*)"[^>]*><time dateTime="([^"]+)"/g)].map((m) => ({
    start: unescapeHtml(m[2]!),
    confirmation: unescapeHtml(m[1]!).replace(/#.*$/, ""),
  }));
}

/** `n` new signed-in students (Auth emulator accounts), e-mails `bench-<prefix>-<i>-<stamp>`. */
export function raceStudents(site: RaceSite, n: number, prefix: string): Promise<Student[]> {
  const stamp = Date.now();
  return Promise.all(Array.from({ length: n }, (_, i) => signedInSession({ email: `bench-${prefix}-${i}-${stamp}@example.com` }, { baseUrl: site.origin, authHost: site.authHost })));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Rounds of posts, each sent by every student at once; `summary()` is what both races report of them. */
export function race(opts: { cpuMs?: () => number; reads?: (() => Promise<number>) | null }) {
  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  let cpu = 0;
  let reads = 0;
  return {
    /** Every student POSTs `body` (a form) to `url` at once, as the form does without JavaScript: the answers' statuses. */
    async round(url: string, students: Student[], body: string): Promise<number[]> {
      const reads0 = (await opts.reads?.()) ?? 0;
      const cpu0 = opts.cpuMs?.() ?? 0;
      const answers = await Promise.all(
        students.map(async (student) => {
          const t0 = performance.now();
          const res = await fetch(url, {
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
      return answers;
    },
    summary() {
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        posts: latencies.length,
        p50_ms: round(percentile(sorted, 50)),
        p99_ms: round(percentile(sorted, 99)),
        max_ms: round(sorted[sorted.length - 1] ?? 0),
        server_cpu_ms_per_post: opts.cpuMs && latencies.length > 0 ? round(cpu / latencies.length, 2) : null,
        firestore_reads_per_post: opts.reads && latencies.length > 0 ? round(reads / latencies.length, 2) : null,
        by_status: byStatus,
      };
    },
  };
}
