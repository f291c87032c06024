import { describe, expect, it } from "vitest";
import { splitCancelled, type SessionCard, type StudentLine } from "~/tutoring/agenda-view";

const student = (id: string, state: StudentLine["state"], label: string = state): StudentLine => ({ id, name: `น้อง ${id}`, email: `${id}@example.com`, state, label, note: null, pay: null, series: null });
const card = (id: string, start: string, state: SessionCard["state"], students: StudentLine[], label: string = state): SessionCard => ({
  id,
  start,
  end: start,
  title: "ติว",
  state,
  label,
  canMark: false,
  today: false,
  students,
});

describe("the agenda's cancelled list", () => {
  it("takes cancelled students and sessions out of the cards into their own list, the latest class first", () => {
    const { live, cancelled } = splitCancelled([
      card("group", "2026-12-01T03:00:00.000Z", "booked", [student("a", "booked"), student("b", "cancelled", "ยกเลิกโดยนักเรียน: ติดสอบ")]),
      card("alone", "2026-12-02T03:00:00.000Z", "free", [student("c", "cancelled", "ยกเลิกโดยนักเรียน")]),
      card("tutor", "2026-12-03T03:00:00.000Z", "cancelled", [student("d", "cancelled", "ยกเลิกโดยพี่: ป่วย")]),
      card("empty", "2026-12-04T03:00:00.000Z", "cancelled", [], "ยกเลิกแล้ว"),
      card("moved", "2026-12-05T03:00:00.000Z", "free", [student("e", "moved")]),
    ]);
    // A group keeps its other students; a session only moved from stays a card.
    expect(live.map((c) => [c.id, c.students.map((s) => s.id)])).toEqual([
      ["group", ["a"]],
      ["moved", ["e"]],
    ]);
    expect(cancelled.map((l) => [l.id, l.sessionId, l.name, l.label])).toEqual([
      ["empty", "empty", null, "ยกเลิกแล้ว"],
      ["d", "tutor", "น้อง d", "ยกเลิกโดยพี่: ป่วย"],
      ["c", "alone", "น้อง c", "ยกเลิกโดยนักเรียน"],
      ["b", "group", "น้อง b", "ยกเลิกโดยนักเรียน: ติดสอบ"],
    ]);
  });
});
