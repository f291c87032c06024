/**
 * Percentages as people read them, one rule for the whole site: rounded half
 * up (4/6 → 67 %, 1/6 → 17 %, 1/8 → 13 %). Scores, pass marks, course
 * progress, the tutor's statistics and averages all go through here.
 * Browser-safe.
 */

/** Half up; a hair of slack so that a half reached through fractions (2/3 + 5/6 …) is not lost to floating point. */
export function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}

/** `part` of `whole` as a whole percent, rounded half up; 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? roundHalfUp((part * 100) / whole) : 0;
}
