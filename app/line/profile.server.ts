/**
 * The profile's LINE part and message settings (/profile, app/routes/profile.tsx):
 * what the page shows, and its three posts (`intent`): `line-code` (a new
 * one-time code, shown in the answer: it is stored hashed only), `line-unlink`,
 * and `channels` (the settings form: one checkbox per kind and channel).
 */
import QRCode from "qrcode";
import { CHANNEL_SETTINGS } from "~/services/messaging/kinds";
import { lineChannel } from "~/platform/env.server";
import { or503 } from "~/kernel/http.server";
import { setPreferences } from "~/services/messaging/user-settings.store.server";
import { newLinkCode, shownLinkCode } from "./link-code";
import { channelSettingsOf, saveLinkCode, unlinkLine } from "./line.store.server";
import { LINE } from "./messages";

const FIELDS = CHANNEL_SETTINGS.flatMap((k) => [k.email, k.line]);
type Field = (typeof FIELDS)[number];

export interface ChannelSettingsView {
  /** LINE set on this site: its add-friend link and QR code, and whether this student linked theirs. */
  line: { addFriendUrl: string; basicId: string; qrSvg: string; linked: boolean } | null;
  on: Record<Field, boolean>;
}

/** The official account's add-friend link (docs/line.md). */
const addFriendUrl = (basicId: string) => `https://line.me/R/ti/p/${basicId}`;

/** The add-friend link as a QR code: an SVG made on the server once per link, labelled for screen readers. */
let made: { basicId: string; svg: Promise<string> } | null = null;
function qrSvg(basicId: string): Promise<string> {
  if (made?.basicId !== basicId) {
    const svg = QRCode.toString(addFriendUrl(basicId), { type: "svg", margin: 2, errorCorrectionLevel: "M" });
    made = { basicId, svg: svg.then((s) => s.trim().replace("<svg ", `<svg role="img" aria-label="${LINE.qrLabel(basicId)}" class="line-qr" `)) };
  }
  return made.svg;
}

export async function channelSettingsView(uid: string): Promise<ChannelSettingsView> {
  const channel = lineChannel();
  const settings = await or503(channelSettingsOf(uid, FIELDS));
  if (!channel) return { line: null, on: settings.on };
  return {
    line: { addFriendUrl: addFriendUrl(channel.basicId), basicId: channel.basicId, qrSvg: await qrSvg(channel.basicId), linked: settings.linked },
    on: settings.on,
  };
}

/** A new one-time code for the student (LINE must be set): the code as shown and until when it works. */
export async function newCodeFor(uid: string): Promise<{ code: string; expiresAt: string } | null> {
  if (!lineChannel()) return null;
  const code = newLinkCode();
  const expiresAt = await or503(saveLinkCode(uid, code));
  return { code: shownLinkCode(code), expiresAt: expiresAt.toISOString() };
}

export async function unlinkFor(uid: string): Promise<void> {
  await or503(unlinkLine(uid));
}

/** Saves the settings form: a field is on when its checkbox was posted (a LINE field kept as it was when LINE is off). */
export async function saveChannelSettings(uid: string, form: FormData): Promise<void> {
  const posted = new Set(form.getAll("on").filter((v): v is string => typeof v === "string"));
  const fields = lineChannel() ? FIELDS : CHANNEL_SETTINGS.map((k) => k.email);
  await or503(setPreferences(uid, Object.fromEntries(fields.map((f) => [f, posted.has(f)]))));
}
