/**
 * Hours and months as the tutor types them in the package form (browser-safe, pure): "10",
 * "10 ชม.", "10 ชั่วโมง", Thai digits ("๑๐"), a decimal point or comma ("1.5", "1,5"), and
 * "6 เดือน" or "6 ด.". A package's hours become whole minutes (hours × 60), so only quarters,
 * thirds and the like that make whole minutes are taken ("1.5" is 90 minutes; "1.33" is not).
 */
const THAI_DIGITS = "๐๑๒๓๔๕๖๗๘๙";

/** The words a unit may follow the number with, longest first. */
const HOUR_UNITS = ["ชั่วโมง", "ชม.", "ชม", "hours", "hour", "hrs", "hr", "h"];
const MONTH_UNITS = ["เดือน", "ด.", "months", "month", "m"];

/** The number typed, its unit (when one of `units`) taken off; null for anything else. */
function typedNumber(text: string, units: readonly string[]): number | null {
  let t = text
    .normalize("NFKC")
    .replace(/[๐-๙]/g, (d) => String(THAI_DIGITS.indexOf(d)))
    .trim()
    .toLowerCase();
  const unit = units.find((u) => t.endsWith(u));
  if (unit) t = t.slice(0, -unit.length).trim();
  const m = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(t);
  return m ? Number(`${m[1]}.${m[2] ?? "0"}`) : null;
}

/** Hours of a package in [min, max] that make whole minutes, or null. */
export function parseHours(text: string, min: number, max: number): number | null {
  const hours = typedNumber(text, HOUR_UNITS);
  if (hours === null || hours < min || hours > max) return null;
  return Number.isInteger(Math.round(hours * 60 * 1e6) / 1e6) ? hours : null;
}

/** Whole months in [min, max], or null ("1.5" months has no end day a person can read). */
export function parseMonths(text: string, min: number, max: number): number | null {
  const months = typedNumber(text, MONTH_UNITS);
  return months !== null && Number.isInteger(months) && months >= min && months <= max ? months : null;
}
