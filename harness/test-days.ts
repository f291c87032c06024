/**
 * The Bangkok days each test file books on, by construction. The tutor's calendar is one
 * per site (docs/decisions/004-one-tutor-and-the-per-day-lock.md): two files booking the same day
 * see each other's bookings in the picker and its offered times, so each day belongs to one
 * owner, and `testDays(import.meta.url)` hands a file only its own (asking another's throws).
 * The table is checked when this module loads: a day listed twice fails every file at once.
 *
 * Days count from the run's first day (TEST_CLOCK_START, which scripts/test.ts hands to every
 * process), not from each file's today: a run that crosses Bangkok midnight moves no day
 * under a test. The seeded window (28 days) lets the engine book +1 … +27 (+1 from 13:00 keeps
 * the 12 h notice through a run started at 23:59); days past it suit tests that write documents
 * directly, or a booking refused as too far. A browser test's owner is its name with `.spec`.
 */
import { addDays, bangkokInstant, dayKeyOf, now, parseOffsetIso } from "../app/kernel/clock.ts";

const OWNERS = {
  /** harness/seed-tutoring.ts: the demo bookings (10:00 and 14:00); html-valid reads its free evening. */
  seed: [3, 4],
  "tutoring-booking": [5, 9, 10, 11, 35],
  payments: [2],
  profile: [7],
  "tutoring-mail": [22],
  /** 25: a held booking moved to another day (the reschedule test). */
  "payments-hold": [12, 25],
  /** 14 and 15: written directly, inside the agenda's fortnight (today + 14) or not. */
  "tutoring-admin": [13, 14, 15],
  "progress-cache": [6],
  "tutoring-confirm": [1, 40],
  "tutoring.spec": [16, 17],
  "payments.spec": [18],
  "payments-hold.spec": [19],
  "a11y.spec": [20],
  /** Inside the tutor's agenda (today + 14), where it looks for the student's name. */
  "profile.spec": [8],
  /** Past the booking window: booked through the store with its own clock (`book`'s `now`); 30 and 31 until issue 44 (+31 is series.spec's now). */
  "tutoring-hold-mail": [91, 92],
  /** A booking post's order of reads and writes (the limit, the name, the seat), through the store with its own clock, past the booking window. */
  "booking-post": [96],
  /** tests/e2e/forms.spec.ts: a booking to refuse a post on, past the booking window; written directly. */
  "forms.spec": [60],
  /** Sessions written directly (hours used, a held session paid by hand), past the booking window. */
  "payments-mine": [61],
  /** Issue 44, a weekly series raced on two processes: the first week inside the window, the second past it. */
  "series-race": [26, 33],
  /** A 4-week series booked in the browser: the first week inside the window, the others past it (+31 was tutoring-hold-mail's). */
  "series.spec": [24, 31, 38, 45],
  /** The tutor's side of a series (written directly, past the booking window): the agenda's label, ending a series, the day-off question. */
  "series-admin": [-9, 80, 87, 94],
  /** harness/seed-tutoring.ts: the demo weekly series' past weeks at 17:00 (its last week is on the seed's +3). */
  "seed-series": [-32, -25, -18, -11, -4],
  /**
   * Weekly series (issue 44): one chain 7 days apart from inside the window, each test its own
   * time of day; 29 and 36: a series whose weeks move, booked through the store with its own clock.
   */
  series: [27, 34, 41, 48, 55, 62, 69, 76, 29, 36],
  /** The queue of a full group time: each test its own hour of 21; the browser test's on 23. */
  queue: [21],
  "queue.spec": [23],
} as const satisfies Record<string, readonly number[]>;

type Owner = keyof typeof OWNERS;

/** The day listed for two owners, or null. */
export function sharedDay(owners: Record<string, readonly number[]>): string | null {
  const seen = new Map<number, string>();
  for (const [owner, days] of Object.entries(owners)) {
    for (const d of days) {
      const other = seen.get(d);
      if (other !== undefined) return `day +${d}: ${other} and ${owner}`;
      seen.set(d, owner);
    }
  }
  return null;
}

const clash = sharedDay(OWNERS);
if (clash) throw new Error(`harness/test-days.ts: a day has two owners (${clash})`);

/** The run's first Bangkok day: of TEST_CLOCK_START when the harness set it, else of now. */
export function runFirstDay(env: Record<string, string | undefined> = process.env): string {
  const start = env.TEST_CLOCK_START ? parseOffsetIso(env.TEST_CLOCK_START) : null;
  return dayKeyOf(start ?? now());
}

export interface TestDays {
  /** The day key of one of the owner's days (+n from the run's first day). */
  day(n: number): string;
  /** The instant of hh:mm Bangkok on that day. */
  at(n: number, hhmm: string): Date;
}

/** The owner of a test file: its name without `.test.ts`/`.spec.ts` (or "seed"). */
function ownerOf(fileOrOwner: string): Owner {
  const name = fileOrOwner.split("/").pop()!.replace(/\.test\.tsx?$/, "").replace(/\.spec\.tsx?$/, ".spec");
  if (!(name in OWNERS)) throw new Error(`harness/test-days.ts: ${name} owns no days; give it some in OWNERS`);
  return name as Owner;
}

/** The days of `fileOrOwner` (a test file's `import.meta.url`, or "seed"). */
export function testDays(fileOrOwner: string, first = runFirstDay()): TestDays {
  const owner = ownerOf(fileOrOwner);
  const own: readonly number[] = OWNERS[owner];
  const day = (n: number) => {
    if (!own.includes(n)) throw new Error(`harness/test-days.ts: day +${n} is not ${owner}'s (its days: ${own.join(", ")})`);
    return addDays(first, n);
  };
  return {
    day,
    at(n, hhmm) {
      const [h, m] = hhmm.split(":").map(Number) as [number, number];
      return bangkokInstant(day(n), h * 60 + m);
    },
  };
}

/** The seed's two booked days, as offsets from its today. */
export const SEED_DAYS = OWNERS.seed;
/** The demo weekly series' past weeks, as offsets from the seed's today (issue 44). */
export const SEED_SERIES_DAYS = OWNERS["seed-series"];
