/** The notifications feature's browser-safe entry: the kinds table (kinds.ts). */
export { CHANNEL_SETTINGS, kindOf, type ChannelKind } from "./kinds";
