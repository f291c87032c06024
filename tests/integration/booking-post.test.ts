/**
 * What a booking post reads and writes, and in which order (app/tutoring/booking.store.server.ts
 * `book`, app/tutoring/records.store.server.ts `bookingWindow`):
 * - the post's rate limit is counted beside its type's read, and the seats are neither read
 *   nor claimed before it allows the post (`allowed`): a post over the limit leaves no claim;
 * - the student's name is read only once a seat is claimed: a post refused "full" reads none;
 * - a refused booking's page may show this process's last window read, when that read began
 *   after its post arrived (`since`); every other page reads the window again, and a booking
 *   write of the process forgets the kept read.
 *
 * Its day lies past the booking window, so it books through the store with a clock of its own
 * (`book`'s `now`, two days before). Whether a read is newer than a post compares the machine
 * clock's times the test takes itself: nothing waits.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { book } from "~/tutoring/booking.store.server";
import { bookingWindow, forgetWindowRead } from "~/tutoring/records.store.server";
import { seatId, sessionId, TUTORING_COLLECTIONS as C } from "~/tutoring/model";
import { readCount } from "~/platform/firestore-reads.server";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { DAY_MS, machineNow, now as clockNow, nowDate } from "~/kernel/clock";
import { testDays } from "../../harness/test-days";
import { testDb } from "../support/firestore";
import { writeType } from "../support/tutoring";

const db = testDb();
const run = clockNow().toString(36);
const TYPE = `booking-post-${run}`;
const days = testDays(import.meta.url);
let student = 0;
const someone = () => {
  student += 1;
  return { uid: `booking-post-${run}-${student}`, email: `booking-post-${run}-${student}@example.com` };
};

beforeAll(async () => {
  await writeType(TYPE);
});

afterAll(async () => {
  await closeFirebase();
});

describe("a booking post", () => {
  it("claims no seat before its rate limit allows it", async () => {
    const start = days.at(96, "09:00");
    const limited = new Error("over the limit");
    const allowed = Promise.reject(limited);
    allowed.catch(() => undefined);
    await expect(book({ ...someone(), name: "น้องเกินโควตา", typeSlug: TYPE, start, now: new Date(start.getTime() - 2 * DAY_MS), allowed })).rejects.toBe(limited);
    const seat = await db.collection(C.seats).doc(seatId(sessionId(TYPE, start), 1)).get();
    expect(seat.exists).toBe(false);
  });

  it("reads the student's name only once a seat is claimed", async () => {
    const start = days.at(96, "13:00");
    const now = new Date(start.getTime() - 2 * DAY_MS);
    const asked: string[] = [];
    const nameOf = (name: string) => () => {
      asked.push(name);
      return Promise.resolve(name);
    };
    const first = await book({ ...someone(), name: nameOf("น้องคนแรก"), typeSlug: TYPE, start, now, allowed: Promise.resolve() });
    expect(first.ok && first.booking.name).toBe("น้องคนแรก");
    const second = await book({ ...someone(), name: nameOf("น้องคนที่สอง"), typeSlug: TYPE, start, now, allowed: Promise.resolve() });
    expect(second).toEqual({ ok: false, reason: "full" });
    expect(asked).toEqual(["น้องคนแรก"]);
  });
});

describe("the booking window a refused booking's page shows", () => {
  it("is a read begun since its post arrived; any older read, any other page, or a booking write reads again", async () => {
    const at = nowDate();

    // A post arrives, then a read of the window begins (another page's, or an earlier refusal's).
    const arrived = machineNow();
    let reads = readCount();
    const first = await bookingWindow(at);
    expect(readCount()).toBeGreaterThan(reads);
    expect(first.types.some((t) => t.slug === TYPE)).toBe(true);

    // That post's refused page shows the same read: nothing read again.
    reads = readCount();
    const refused = await bookingWindow(at, { since: arrived });
    expect(readCount()).toBe(reads);
    expect(refused.settings).toBe(first.settings);

    // Any other page reads the window again.
    reads = readCount();
    const other = await bookingWindow(at);
    expect(readCount()).toBeGreaterThan(reads);
    expect(other.settings).not.toBe(first.settings);

    // A post that arrived after the last read began: its refused page reads again.
    reads = readCount();
    await bookingWindow(at, { since: machineNow() + 1 });
    expect(readCount()).toBeGreaterThan(reads);

    // A booking write of this process forgets the kept read.
    const arrivedBefore = machineNow();
    await bookingWindow(at);
    forgetWindowRead();
    reads = readCount();
    await bookingWindow(at, { since: arrivedBefore });
    expect(readCount()).toBeGreaterThan(reads);
  });
});
