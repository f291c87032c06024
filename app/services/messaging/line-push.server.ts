/**
 * The LINE push client (docs/line.md): the outbox sender (outbox-sender.server.ts) sends a LINE
 * entry through it, as a push of one text message through `@line/bot-sdk`. Each push carries a
 * retry key made from the entry's id, so LINE delivers it once even if an attempt's answer was
 * lost (a 409 then means "already sent"). LINE's refusals are `LineRefusal`s; the sender decides
 * which are worth another attempt.
 */
import { createHash } from "node:crypto";
import { HTTPFetchError, messagingApi } from "@line/bot-sdk";

/** The LINE channel's access token, and LINE's API (a stand-in in tests). */
export interface LinePushOptions {
  accessToken: string;
  apiBase?: string;
}

/** LINE's refusal: its status and the start of its answer (which never holds the token). */
export class LineRefusal extends Error {
  constructor(readonly status: number, body: string) {
    super(`LINE answered ${status}: ${body.replace(/\s+/g, " ").slice(0, 200)}`);
  }
}

export class LinePush {
  private readonly client: messagingApi.MessagingApiClient;

  constructor(options: LinePushOptions) {
    this.client = new messagingApi.MessagingApiClient({ channelAccessToken: options.accessToken, ...(options.apiBase ? { baseURL: options.apiBase } : {}) });
  }

  /** Pushes `text` to the LINE user `to`, once for the outbox entry `id` (however often it is tried). */
  async push(to: string, text: string, id: string): Promise<void> {
    try {
      await this.client.pushMessage({ to, messages: [{ type: "text", text }] }, retryKey(id));
    } catch (error) {
      // The retry key was accepted before (an answer lost on the way): it is delivered.
      if (error instanceof HTTPFetchError && error.status === 409) return;
      if (error instanceof HTTPFetchError) throw new LineRefusal(error.status, error.body);
      throw error;
    }
  }
}

/** LINE's X-Line-Retry-Key for an entry: a UUID made from its id, the same on every attempt. */
function retryKey(id: string): string {
  const h = createHash("sha256").update(id).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
