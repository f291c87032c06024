/**
 * POST /line/webhook: what LINE's platform tells the site (docs/line.md).
 * - The signature (`x-line-signature`) is checked with the channel secret over
 *   the RAW body by `@line/bot-sdk`'s validateSignature: missing or wrong → 401
 *   JSON, nothing read further. LINE off → 404 JSON.
 * - Each event is refused when stale (its `timestamp` more than 5 minutes old,
 *   or ahead of the clock) or replayed (its `webhookEventId` handled before:
 *   line.store.server.ts keeps them a week); a refused event changes nothing.
 * - A text message holding a one-time code links the sender's LINE user to the
 *   code's student (the account replies whether it worked); past 10 codes an hour
 *   from one LINE user (RATE_RULES.lineCode) they are ignored ("limited"); `unfollow` (the
 *   user blocked the account) unlinks them; `follow` is greeted with how to link.
 * The answer is 200 JSON with each event's outcome (LINE only reads the status).
 */
import { messagingApi, validateSignature } from "@line/bot-sdk";
import { z } from "zod";
import { lineChannel, type LineChannel } from "~/platform/env.server";
import { hit, RATE_RULES } from "~/platform/rate-limit.store.server";
import { json, jsonError } from "~/kernel/http.server";
import { codeInText } from "./link-code";
import { firstSight, forgetSight, unlinkLineUser, redeemLinkCode } from "./line.store.server";
import { LINE } from "./messages";
import { now as clockNow } from "~/kernel/clock";

/** How old an event may be, and how far ahead of this server's clock. */
const STALE_MS = 5 * 60_000;
const AHEAD_MS = 60_000;

const eventSchema = z.object({
  type: z.string().max(50),
  webhookEventId: z.string().min(1).max(100),
  timestamp: z.number().int(),
  replyToken: z.string().max(200).optional(),
  source: z.object({ type: z.string().max(20), userId: z.string().regex(/^U[0-9a-f]{32}$/).optional() }).optional(),
  message: z.object({ type: z.string().max(20), text: z.string().max(5000).optional() }).optional(),
});
const bodySchema = z.object({ destination: z.string().max(100).optional(), events: z.array(z.unknown()).max(100) });

type Outcome = "linked" | "bad-code" | "limited" | "unlinked" | "greeted" | "ignored" | "stale" | "replayed" | "invalid";

export async function lineWebhook(request: Request, now = clockNow()): Promise<Response> {
  const channel = lineChannel();
  if (!channel) return jsonError(404, "LINE is not set on this site");
  const raw = await request.text();
  const signature = request.headers.get("x-line-signature") ?? "";
  if (!signature || !validateSignature(raw, channel.secret, signature)) return jsonError(401, "bad signature");
  let parsed: z.infer<typeof bodySchema>;
  try {
    parsed = bodySchema.parse(JSON.parse(raw));
  } catch {
    return jsonError(400, "not a webhook body");
  }
  const results: Array<{ webhookEventId: string | null; outcome: Outcome }> = [];
  for (const item of parsed.events) {
    const event = eventSchema.safeParse(item);
    if (!event.success) {
      results.push({ webhookEventId: null, outcome: "invalid" });
      continue;
    }
    const e = event.data;
    const outcome = await handle(e, channel, now);
    if (outcome === "error") return jsonError(503, "could not handle the event now");
    results.push({ webhookEventId: e.webhookEventId, outcome });
  }
  return json({ results });
}

async function handle(e: z.infer<typeof eventSchema>, channel: LineChannel, now: number): Promise<Outcome | "error"> {
  if (e.timestamp < now - STALE_MS || e.timestamp > now + AHEAD_MS) return "stale";
  if (!(await firstSight(e.webhookEventId, now))) return "replayed";
  const userId = e.source?.type === "user" ? e.source.userId : undefined;
  try {
    if (!userId) return "ignored";
    if (e.type === "unfollow") {
      await unlinkLineUser(userId);
      return "unlinked";
    }
    if (e.type === "follow") {
      await reply(channel, e.replyToken, LINE.reply.welcome);
      return "greeted";
    }
    const code = e.type === "message" && e.message?.type === "text" ? codeInText(e.message.text ?? "") : null;
    if (!code) return "ignored";
    // Codes tried from one LINE user, counted per hour: past the limit, ignored without an answer.
    if (!(await hit(RATE_RULES.lineCode(), `line:${userId}`, now)).allowed) return "limited";
    const uid = await redeemLinkCode(code, userId, now);
    await reply(channel, e.replyToken, uid ? LINE.reply.linked : LINE.reply.badCode);
    return uid ? "linked" : "bad-code";
  } catch (error) {
    console.error(`line webhook: event not handled (${error instanceof Error ? error.message : String(error)})`);
    await forgetSight(e.webhookEventId).catch(() => undefined);
    return "error";
  }
}

/** Answers in the chat; a failed reply is logged (without the token) and changes nothing else. */
async function reply(channel: LineChannel, replyToken: string | undefined, text: string): Promise<void> {
  if (!replyToken) return;
  const client = new messagingApi.MessagingApiClient({ channelAccessToken: channel.accessToken, ...(channel.apiBase ? { baseURL: channel.apiBase } : {}) });
  try {
    await client.replyMessage({ replyToken, messages: [{ type: "text", text }] });
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    console.error(`line webhook: the reply was not sent (${typeof status === "number" ? `LINE answered ${status}` : "no answer"})`);
  }
}
