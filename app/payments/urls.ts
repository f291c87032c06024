/** The payments pages' addresses (built on platform/urls.ts's sitePath). */
import { sitePath } from "~/platform/urls";

export const orderUrl = (id: string) => sitePath(["orders", id]);
/** The confirmation step before an order of an hour package is made. */
export const newOrderUrl = (packageId: string) => sitePath(["orders", "new"], { package: packageId });
export const receiptUrl = (label: string) => sitePath(["receipts", label.replace("/", "-")]);
