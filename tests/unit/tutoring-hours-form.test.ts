/**
 * The hours form's rows (app/tutoring/hours-form.ts): parsed into the stored
 * ranges and exceptions, and shown back from them; rows added and removed.
 */
import { describe, expect, it } from "vitest";
import { editRows, hoursRows, parseHoursRows } from "~/tutoring/hours-form";

const TODAY = "2026-11-26";

describe("the hours rows", () => {
  it("an end of 00:00 is midnight; extra rows of one date join, sorted; a stored week shows back as rows", () => {
    const r = parseHoursRows(
      {
        "day5-0-start": "18:00",
        "day5-0-end": "00:00",
        "extra-0-date": "2026-12-02",
        "extra-0-start": "13:00",
        "extra-0-end": "14:00",
        "extra-0-note": "ติว",
        "extra-1-date": "2026-12-02",
        "extra-1-start": "09:00:00",
        "extra-1-end": "10:00",
        "extra-1-note": "",
      },
      TODAY
    );
    expect(r.errors).toEqual({});
    expect(r.weekly[5]).toEqual([{ start: "18:00", end: "24:00" }]);
    expect(r.exceptions).toEqual([
      { date: "2026-12-02", kind: "extra", ranges: [{ start: "09:00", end: "10:00" }, { start: "13:00", end: "14:00" }], note: "ติว" },
    ]);
    const shown = hoursRows({ weekly: r.weekly, exceptions: [...r.exceptions, { date: "2026-01-01", kind: "off", ranges: [] }] }, TODAY);
    expect(shown["day5-0-end"]).toBe("00:00");
    expect(shown["extra-1-start"]).toBe("13:00");
    expect(Object.values(shown)).not.toContain("2026-01-01");
  });

  it("refuses in Thai beside the field: one time missing, extra hours on a day off, a bad date", () => {
    const r = parseHoursRows(
      { "day1-0-start": "09:00", "day1-0-end": "", "off-0-date": "2026-12-05", "extra-0-date": "2026-12-05", "extra-0-start": "09:00", "extra-0-end": "10:00", "off-1-date": "2026-02-30" },
      TODAY
    );
    expect(r.errors["day1-0-end"]).toBe("กรุณาใส่ทั้งเวลาเริ่มและเวลาจบ");
    expect(r.errors["extra-0-date"]).toContain("วันหยุดอยู่แล้ว");
    expect(r.errors["off-1-date"]).toBe("วันที่ไม่ถูกต้อง");
  });

  it("adds an empty row and removes one, renumbering the rest; any other intent is not a row edit", () => {
    const v = { "day2-0-start": "08:00", "day2-0-end": "09:00", "day2-1-start": "10:00", "day2-1-end": "11:00", bufferMinutes: "15" };
    expect(editRows(v, "add:day2")).toMatchObject({ "day2-2-start": "", "day2-2-end": "", bufferMinutes: "15" });
    const removed = editRows(v, "remove:day2:0")!;
    expect(removed).toMatchObject({ "day2-0-start": "10:00", "day2-0-end": "11:00" });
    expect(removed["day2-1-start"]).toBeUndefined();
    expect(editRows(v, "save")).toBeNull();
    expect(editRows(v, "add:day9")).toBeNull();
  });
});
