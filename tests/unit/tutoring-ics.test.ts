import { describe, expect, it } from "vitest";
import { cleanName, shownName } from "~/auth/user";
import { bookingIcs } from "~/tutoring/ics.server";
import type { TutoringBooking, TutoringType } from "~/tutoring/model";

const start = new Date("2026-12-04T07:00:00Z");
const booking = (name: string): TutoringBooking => ({
  id: "b1",
  uid: "u1",
  email: "nong@example.com",
  name,
  typeId: "t1",
  sessionId: "t1_1",
  start,
  end: new Date(start.getTime() + 3_600_000),
  status: "confirmed",
  sequence: 0,
  calendarUid: "b1@tutor.example.com",
  cancelledBy: null,
  cancelReason: null,
  attendance: null,
  note: null,
  createdAt: start,
  updatedAt: start,
});
const type = { id: "t1", title: "ติวตัวต่อตัว" } as TutoringType;

/** The ATTENDEE line of an invitation, unfolded (RFC 5545 folds at 75 octets with CRLF + space). */
function attendeeLine(ics: string): string {
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n").find((l) => l.startsWith("ATTENDEE"))!;
}

describe("the calendar's CN is cleaned as a shown name is", () => {
  // "มานี" then a right-to-left override that would show the address after it reversed.
  const name = "มานี\u202Egro.live@\u202C ใจดี\u2066x\u2069";

  it("cleanName drops bidi overrides and isolates, as shownName does", () => {
    expect(cleanName(name)).toBe("มานี gro.live@ ใจดี x");
    expect(shownName({ name, email: "nong@example.com" })).toBe(cleanName(name));
  });

  it("an invitation's ATTENDEE CN has no bidi character", () => {
    const line = attendeeLine(bookingIcs({ method: "REQUEST", booking: booking(name), type, origin: "https://tutor.example.com" }));
    expect(line).toContain('CN="มานี gro.live@ ใจดี x"');
    expect(line).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u);
  });

  it("keeps its own escaping: quotes, colons and semicolons go", () => {
    const line = attendeeLine(bookingIcs({ method: "REQUEST", booking: booking('x":MAILTO:evil@x.io;\u202Ey'), type, origin: "https://tutor.example.com" }));
    expect(line).toContain('CN="x MAILTO evil@x.io y"');
  });
});
