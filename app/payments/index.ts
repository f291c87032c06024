/** The payments feature's browser-safe entry (docs/payments.md). */
export { HourPackages, type PackageOffer } from "./HourPackages";
