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
import { addDays } from "../../app/kernel/clock.ts";
import { dayTimes, pickerDays, race, raceStudents, type OpenTime, type RaceSite } from "./race.ts";

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

/** The open times of `private-60` on the picker's `FIRST_DAY`-th day. */
async function openTimesOfDay(url: string, cookie: string): Promise<OpenTime[]> {
  const days = await pickerDays(url, cookie, TYPE);
  const want = addDays(days[0]!, FIRST_DAY);
  return dayTimes(url, cookie, TYPE, days.find((d) => d >= want) ?? days[days.length - 1]!);
}

export async function benchSeriesRace(opts: {
  site: RaceSite;
  students: number;
  weeks: number;
  rounds: number;
  cpuMs?: () => number;
  reads?: (() => Promise<number>) | null;
}): Promise<SeriesRaceResult> {
  const { site, rounds, weeks } = opts;
  const students = await raceStudents(site, opts.students, "series");
  // Each round two hours after the last (a 60-minute class and its buffer apart).
  const times = await openTimesOfDay(site.url, students[0]!.cookie);
  const posts = race(opts);
  const won: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const time = times[r * 4];
    if (!time) throw new Error(`no open ${TYPE} time left for round ${r + 1} of the series race`);
    const body = new URLSearchParams({ type: TYPE, start: time.start, note: "", weeks: String(weeks) }).toString();
    const answers = await posts.round(`${site.url}${time.confirmation}`, students, body);
    won.push(answers.filter((s) => s === 303).length);
  }
  return {
    name: "series_race",
    students: opts.students,
    weeks,
    rounds,
    ...posts.summary(),
    won_per_round: won,
    exactly_one_each: won.every((n) => n === 1),
  };
}
