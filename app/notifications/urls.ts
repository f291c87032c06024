/** The notification pages' URLs (browser-safe). */
import { sitePath } from "~/kernel/urls";

export const notificationsUrl = () => sitePath(["notifications"]);
/** Opening one: marks it read, then redirects to where it leads. */
export const notificationOpenUrl = (id: string) => sitePath(["notifications", id, "open"]);
/** The list's one post: `intent=mark-all-read`. */
export const MARK_ALL_INTENT = "mark-all-read";
