/**
 * Where a student stands in the group once the exam closes (pure, browser-safe): each
 * student counts once, with their best finished attempt (submitted or graded at the
 * deadline; the highest share of the points, whatever its number); the group's average is
 * the mean of those bests' shares as a whole percent (half up), and the student's place is
 * one more than the students whose best is strictly higher (equal bests share a place:
 * 1, 2, 2, 4). No other student's name or score leaves this function.
 */
import { percentOf } from "~/platform/percent";
import type { Attempt } from "./model";

export interface Standing {
  /** The group's average of each student's best, whole percent. */
  averagePercent: number;
  /** 1 for the best; students with equal bests share a place. */
  place: number;
  /** Students with at least one finished attempt. */
  of: number;
}

type Finished = Pick<Attempt, "uid" | "status" | "result">;

const shareOf = (a: Finished) => (a.result && a.result.max > 0 ? a.result.score / a.result.max : 0);

/** Each student's best share of the points over their finished attempts. */
function bests(attempts: readonly Finished[]): Map<string, number> {
  const best = new Map<string, number>();
  for (const a of attempts) {
    if (a.status === "open" || a.result === null) continue;
    const share = shareOf(a);
    best.set(a.uid, Math.max(best.get(a.uid) ?? -1, share));
  }
  return best;
}

/** The standing of `uid` among every finished attempt of one exam, or null when `uid` has none. */
export function standingOf(attempts: readonly Finished[], uid: string): Standing | null {
  const best = bests(attempts);
  const mine = best.get(uid);
  if (mine === undefined) return null;
  const shares = [...best.values()];
  const sum = shares.reduce((s, x) => s + x, 0);
  return {
    averagePercent: percentOf(sum, shares.length),
    place: 1 + shares.filter((s) => s > mine).length,
    of: shares.length,
  };
}
