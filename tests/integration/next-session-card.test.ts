/**
 * The dashboard's tutoring card through the per-student copy
 * (app/tutoring/next-session.server.ts), in this process against the
 * emulator: a second view reads nothing, and whether the kept booking has
 * ended is decided on every view (then the next one is read). The bookings
 * are 40 days ahead, outside every booking window the other tests use.
 */
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { readCount } from "~/platform/firestore-reads.server";
import { writeBookingDirect } from "../../harness/seed-tutoring.ts";
import { forgetNextSession, nextSessionOf } from "~/tutoring/next-session.server";
import { getType } from "~/tutoring/records.store.server";
import { testDb } from "../support/firestore";
import { HOUR, writeType } from "../support/tutoring";
import { nowDate } from "~/kernel/clock";

afterAll(async () => {
  await closeFirebase();
});

describe("the dashboard card's copy", () => {
  it("reads once for two views, and moves on to the next booking once the kept one has ended", async () => {
    const typeId = `card-${randomUUID().slice(0, 8)}`;
    await writeType(typeId);
    const type = (await getType(typeId))!;
    const uid = `card-student-${randomUUID()}`;
    const now = nowDate();
    const day = 24 * HOUR;
    const at = (days: number, hours: number) => new Date(Math.floor((now.getTime() + days * day) / HOUR) * HOUR + hours * HOUR);
    const first = await writeBookingDirect(testDb(), { uid, email: "card@example.com", name: null, type, start: at(40, 0), now });
    const second = await writeBookingDirect(testDb(), { uid, email: "card@example.com", name: null, type, start: at(41, 0), now });

    expect((await nextSessionOf(uid, null, now))?.booking.id).toBe(first.id);
    const before = readCount();
    const again = await nextSessionOf(uid, null, now);
    expect(again?.booking.id).toBe(first.id);
    expect(again?.type?.title).toBe(type.title);
    expect(readCount(), "the second view reads nothing").toBe(before);

    // The kept booking is over at this view's time: the next one, though the copy is younger than 30 s.
    expect((await nextSessionOf(uid, null, new Date(first.end.getTime() + 60_000)))?.booking.id).toBe(second.id);
    expect(await nextSessionOf(uid, null, new Date(second.end.getTime() + 60_000))).toBeNull();

    // A write in this process forgets the copy.
    forgetNextSession(uid);
    const read = readCount();
    expect((await nextSessionOf(uid, null, now))?.booking.id).toBe(first.id);
    expect(readCount()).toBeGreaterThan(read);
  });
});
