/** The LINE channel's server entry (docs/line.md): news to a student by every channel, and LINE's webhook. */
export { sendToStudent } from "./send.server";
export { lineWebhook } from "./webhook.server";
