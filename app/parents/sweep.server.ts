/**
 * The weekly sweep of the parent's notes: every hour each server process
 * looks at the confirmed parent links and writes the note of the last whole
 * week (week.ts) of each student who has none yet. The note's marker document
 * is created with `create()` in the batch that queues its e-mail
 * (link.store.server.ts `writeWeeklyNote`), so several processes sweeping at
 * once write one note per student and week; the outbox sends it (leased, once).
 * A link confirmed after the week ended waits for the next week.
 */
import { periodic } from "~/platform/periodic.server";
import { confirmedLinks, noteWritten, writeWeeklyNote } from "./link.store.server";
import { weeklyNote } from "./note.server";
import { lastWeek } from "./week";
import { nowDate } from "~/kernel/clock";

const PAGE = 200;

export interface SweepCounts {
  written: number;
  /** Written by another sweep, already there, confirmed after the week, or the profile no longer names the address. */
  skipped: number;
  failed: number;
}

/** One sweep at `now`: the last whole week's notes, once each. */
export async function sweepParentNotes(now = nowDate()): Promise<SweepCounts> {
  const week = lastWeek(now);
  const counts: SweepCounts = { written: 0, skipped: 0, failed: 0 };
  for (let after: string | null = null; ; ) {
    const page = await confirmedLinks(after, PAGE);
    for (const link of page) {
      try {
        const due = link.confirmedAt !== null && link.confirmedAt < week.end && !(await noteWritten(link.uid, week.key));
        const note = due ? await weeklyNote(link, week, now) : null;
        if (note && (await writeWeeklyNote(link, week.key, note))) counts.written++;
        else counts.skipped++;
      } catch (error) {
        counts.failed++;
        console.error(`parents: the note of ${link.uid} for ${week.key} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (page.length < PAGE) return counts;
    after = page[page.length - 1]!.uid;
  }
}

const job = periodic(
  "parents: the sweep",
  async () => {
    const c = await sweepParentNotes();
    return c.written > 0 || c.failed > 0 ? `parents: ${c.written} weekly notes queued, ${c.failed} failed` : null;
  },
  // Every hour; the first a minute after a start (not at once: the server is still warming up).
  { every: 3_600_000, first: 60_000 },
);

export const startParentNotes = job.start;
export const stopParentNotes = job.stop;
