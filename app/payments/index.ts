/** The payments feature's browser-safe entry (docs/payments.md). */
export { HourPackages } from "./HourPackages";
export { bahtNumber, formatBaht, parseBaht } from "./baht";
export { hoursText } from "./messages";
