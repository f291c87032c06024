/** The LINE channel's server entry (docs/line.md): LINE's webhook. News to a student by every channel: services/messaging (sendToStudent). */
export { lineWebhook } from "./webhook.server";
