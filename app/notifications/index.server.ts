/** What other features use of notifications on the server: the one way to make one, and the titles it words. */
export { notify, notifyDue } from "./notify.server";
export { NOTIFY_TITLES } from "./messages";
