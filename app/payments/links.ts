import type { LinksFunction } from "@remix-run/node";
import paymentsCss from "./payments.css?url";

/** The payments pages' stylesheet. */
export const paymentsLinks: LinksFunction = () => [{ rel: "stylesheet", href: paymentsCss }];
