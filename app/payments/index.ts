/** The payments feature's browser-safe entry (docs/payments.md). */
export { HourPackages } from "./HourPackages";
