/** The parent's two pages, each opened by a token from an e-mail (browser-safe). */
import { sitePath } from "~/kernel/urls";

export const parentConfirmUrl = (token: string) => sitePath(["parent", "confirm", token]);
export const parentStopUrl = (token: string) => sitePath(["parent", "stop", token]);
