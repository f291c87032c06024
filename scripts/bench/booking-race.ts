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
 * Each round's winner is replaced by a new student before the next round, so
 * no racer reaches the demo's limit of upcoming bookings.
 *
 * A burst, not a steady load: a time can be won once, so autocannon's
 * repeated requests would measure only refusals after the first.
 */
import { dayTimes, pickerDays, race, raceStudents, type OpenTime, type RaceSite } from "./race.ts";

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
  /** The slowest post of the unrecorded first round (the server's first booking posts: cold code, sessions not yet verified). */
  warmup_max_ms: number;
  /** Bookings won per time (each must be 1; the first round's too). */
  booked_per_time: number[];
  exactly_one_each: boolean;
}

/** The latest open time of `private-60` not in `used`, as the time picker shows them: its days from the last, then that day's times. */
async function latestOpenTime(url: string, cookie: string, used: Set<string>): Promise<OpenTime | undefined> {
  for (const day of (await pickerDays(url, cookie, TYPE)).reverse()) {
    const time = (await dayTimes(url, cookie, TYPE, day)).reverse().find((t) => !used.has(t.start));
    if (time) return time;
  }
  return undefined;
}

export async function benchBookingRace(opts: {
  site: RaceSite;
  connections: number;
  rounds: number;
  cpuMs?: () => number;
  reads?: (() => Promise<number>) | null;
}): Promise<BookingRaceResult> {
  const { site, connections, rounds } = opts;
  const students = await raceStudents(site, connections, "booking");
  const posts = race(opts);
  const warmup = race({});
  let warmupBooked = 0;
  const bookedPerTime: number[] = [];
  const used = new Set<string>();
  for (let r = -1; r < rounds; r++) {
    // The latest open times (the last round's booking closed its neighbours), from the back of the window,
    // so the demo bookings and the students' own earlier wins are out of the way.
    const time = await latestOpenTime(site.url, students[0]!.cookie, used);
    if (!time) throw new Error("no open private-60 time left on /tutoring");
    used.add(time.start);
    const body = new URLSearchParams({ type: TYPE, start: time.start, note: "" }).toString();
    // Round -1 warms the server up, unrecorded, as every page's load does (`--warmup`): the first posts of a
    // process run its booking path's code for the first time, and verify each student's session once.
    const answers = await (r < 0 ? warmup : posts).round(`${site.url}${time.confirmation}`, students, body);
    if (r >= 0) bookedPerTime.push(answers.filter((s) => s === 303).length);
    else warmupBooked = answers.filter((s) => s === 303).length;
    // A winner makes way for a new student: a student may hold only `perStudentLimit` upcoming bookings
    // (3 in the demo), and a claim won by a student over it is refused after the others were told "full".
    for (const [i, status] of answers.entries()) if (status === 303) students[i] = (await raceStudents(site, 1, `booking-${r}-${i}`))[0]!;
  }
  return {
    name: "booking_race",
    connections,
    rounds,
    ...posts.summary(),
    warmup_max_ms: warmup.summary().max_ms,
    booked_per_time: bookedPerTime,
    exactly_one_each: bookedPerTime.every((n) => n === 1) && warmupBooked === 1,
  };
}
