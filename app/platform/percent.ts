/**
 * Percentages as people read them, one rule for the whole site: rounded half
 * up (4/6 → 67 %, 1/6 → 17 %, 1/8 → 13 %). Scores, pass marks, course
 * progress, the tutor's statistics and averages all go through here.
 * Browser-safe.
 */

/** Half up; a hair of slack so that a half reached through fractions (2/3 + 5/6 …) is not lost to floating point. */
function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}

/**
 * `part` of `whole` as a whole percent, rounded half up; 0 when there is no
 * whole. 100 only for the whole itself (199 of 200 is 99, not a "100 %" with a
 * lesson left or a mistake made).
 */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  const percent = roundHalfUp((part * 100) / whole);
  return percent >= 100 && part < whole ? 99 : percent;
}
