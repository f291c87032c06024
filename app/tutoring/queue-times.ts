/**
 * The full times of a group type (browser-safe, pure): the occurrences whose seats are all
 * taken but that would be open with one seat free (the picker lists them as "เต็ม" with
 * "เข้าคิวรอ", ./queue.server.ts). A 1:1 type has no queue.
 */
import { openTimes, type BusySession } from "./open-times";
import type { TutoringSettings, TutoringType } from "./model";

export function fullTimes(input: { settings: TutoringSettings; type: TutoringType; busy: readonly BusySession[]; now: Date }): Array<{ start: Date; seatsLeft: number }> {
  const { type, busy } = input;
  if (type.kind !== "group") return [];
  const out: Array<{ start: Date; seatsLeft: number }> = [];
  for (const b of busy) {
    if (b.typeId !== type.id || b.taken < b.seatsTotal) continue;
    // Open if one seat were free: the same rule as a booking, the time's other checks included.
    const withSeat = busy.map((o) => (o.id === b.id ? { ...o, taken: o.seatsTotal - 1 } : o));
    if (openTimes({ ...input, busy: withSeat }).checkStart(new Date(b.start)).ok) out.push({ start: new Date(b.start), seatsLeft: 0 });
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The picker's list: the open times and the full ones (seatsLeft 0: "เต็ม · เข้าคิวรอ"), in time order. */
export function withFull<T extends { start: Date; seatsLeft: number }>(open: readonly T[], full: ReadonlyArray<{ start: Date; seatsLeft: number }>): Array<{ start: Date; seatsLeft: number }> {
  return [...open, ...full].sort((a, b) => a.start.getTime() - b.start.getTime());
}
