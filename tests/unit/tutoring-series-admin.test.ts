/** The tutor's side of a weekly series (issue 44): the type form's `weeklyMaxWeeks` and the agenda's label of a series' week. */
import { describe, expect, it } from "vitest";
import { parseTypeForm } from "~/tutoring/admin-inputs";
import { bookingLine } from "~/tutoring/agenda-view";
import type { TutoringBooking } from "~/tutoring/model";

const form = (extra: Record<string, string>) => ({ title: "ติว", slug: "tiw-1", description: "", durationMinutes: "60", kind: "one", seats: "1", courseId: "", enrolledOnly: "", payment: "free", price: "", published: "", meetingUrl: "", ...extra });

describe("the type form's weekly series field", () => {
  it("reads 0–12, and an empty field as the kind's default (12 for 1:1, none for a group)", () => {
    const weeks = (extra: Record<string, string>) => {
      const r = parseTypeForm(form(extra), []);
      return r.ok ? r.value.weeklyMaxWeeks : r.errors;
    };
    expect(weeks({ weeklyMaxWeeks: "8" })).toBe(8);
    expect(weeks({ weeklyMaxWeeks: " 0 " })).toBe(0);
    expect(weeks({ weeklyMaxWeeks: "12" })).toBe(12);
    expect(weeks({ weeklyMaxWeeks: "" })).toBe(12);
    expect(weeks({ kind: "group", seats: "6", weeklyMaxWeeks: "" })).toBe(0);
    for (const bad of ["13", "-1", "2.5", "สาม", "99999"]) expect(weeks({ weeklyMaxWeeks: bad }), bad).toEqual({ weeklyMaxWeeks: "กรุณาใส่จำนวนเต็มตั้งแต่ 0 ถึง 12" });
  });
});

describe("a series' week in the agenda", () => {
  const booking = (series: TutoringBooking["series"]): TutoringBooking => ({
    id: "b1",
    uid: "u1",
    email: "u1@example.com",
    name: "น้องประจำ",
    typeId: "private-60",
    sessionId: "private-60_1",
    start: new Date("2030-01-05T03:00:00Z"),
    end: new Date("2030-01-05T04:00:00Z"),
    status: "confirmed",
    sequence: 0,
    calendarUid: "b1@example.com",
    cancelledBy: null,
    cancelReason: null,
    note: null,
    attendance: null,
    series,
    createdAt: new Date("2029-12-01T00:00:00Z"),
    updatedAt: new Date("2029-12-01T00:00:00Z"),
  });
  const now = new Date("2029-12-20T00:00:00Z");

  it("labels it 'ประจำ · ครั้งที่ 3/8' with the series' id; a single booking has no label", () => {
    expect(bookingLine(booking({ id: "s1", index: 3, count: 8 }), now, "free").series).toEqual({ id: "s1", label: "ประจำ · ครั้งที่ 3/8" });
    expect(bookingLine(booking(null), now, "free").series).toBeNull();
    expect(bookingLine(booking(undefined), now, "free").series).toBeNull();
  });
});
