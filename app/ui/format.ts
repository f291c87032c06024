/** Dates of the admin pages in the Thai Buddhist calendar, Bangkok time (same text on server and browser). */
import { THAI_TIME_ZONE } from "~/platform/thai";

const LOCALE = "th-TH-u-ca-buddhist";

const DATE_TIME = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: THAI_TIME_ZONE,
});
const DAY_SHORT = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "short", timeZone: "UTC" });
const DAY_LONG = new Intl.DateTimeFormat(LOCALE, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const NUMBER = new Intl.NumberFormat("th-TH");

/** "22 พ.ย. 2569 18:40" */
export function formatDateTime(value: Date | string): string {
  return DATE_TIME.format(new Date(value));
}

/** A "yyyy-mm-dd" day as "22 พ.ย." (axis labels). */
export function formatDayShort(day: string): string {
  return DAY_SHORT.format(new Date(`${day}T00:00:00Z`));
}

/** A "yyyy-mm-dd" day as "อา. 22 พ.ย. 2569" (tables). */
export function formatDayLong(day: string): string {
  return DAY_LONG.format(new Date(`${day}T00:00:00Z`));
}

/** 1,234 */
export function formatNumber(n: number): string {
  return NUMBER.format(n);
}
