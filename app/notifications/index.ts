/** The notifications feature's browser-safe entry: the kinds table (kinds.ts). */
export { NOTIFICATION_KINDS, kindOf, type NotificationKind } from "./kinds";
