/** The payments feature's server entry (docs/payments.md). */
export { packageOffers } from "./payments.server";
