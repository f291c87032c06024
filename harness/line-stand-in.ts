/**
 * A local stand-in for LINE's Messaging API (what harness/mail-catcher.ts is
 * for SMTP): the app's LINE_API_BASE, or a test's OutboxSender, points at it.
 * It records every push and reply it accepts, keeps LINE's retry-key rule (a
 * key it accepted before answers 409), checks the bearer token, and answers
 * the statuses a test queues with `failNext` (429, 500, 400…) before accepting
 * again. Listens on 127.0.0.1 only.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

interface LineCall {
  to: string | null;
  replyToken: string | null;
  texts: string[];
  retryKey: string | null;
}

export interface LineStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Pushes accepted, in order. */
  pushes: LineCall[];
  /** Replies accepted, in order. */
  replies: LineCall[];
  /** Every push request, accepted or not (its status). */
  attempts: Array<{ to: string | null; status: number }>;
  /** The next `times` pushes answer `status` (queued after any already queued). */
  failNext(status: number, times?: number): void;
  stop(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function texts(payload: Record<string, unknown>): string[] {
  const messages = Array.isArray(payload.messages) ? (payload.messages as Array<{ text?: unknown }>) : [];
  return messages.map((m) => String(m.text ?? ""));
}

export async function startLineStandIn(opts: { accessToken: string; port?: number }): Promise<LineStandIn> {
  const pushes: LineCall[] = [];
  const replies: LineCall[] = [];
  const attempts: LineStandIn["attempts"] = [];
  const failures: number[] = [];
  const acceptedKeys = new Set<string>();
  const server = createServer((req, res) => {
    void (async () => {
      const payload = await body(req);
      const answer = (status: number, json: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
      if (req.headers.authorization !== `Bearer ${opts.accessToken}`) return answer(401, { message: "Authentication failed" });
      if (req.method === "POST" && req.url === "/v2/bot/message/reply") {
        replies.push({ to: null, replyToken: String(payload.replyToken ?? ""), texts: texts(payload), retryKey: null });
        return answer(200, { sentMessages: [] });
      }
      if (req.method !== "POST" || req.url !== "/v2/bot/message/push") return answer(404, { message: "Not found" });
      const to = typeof payload.to === "string" ? payload.to : null;
      const key = typeof req.headers["x-line-retry-key"] === "string" ? req.headers["x-line-retry-key"] : null;
      const status = failures.shift() ?? (key && acceptedKeys.has(key) ? 409 : 200);
      attempts.push({ to, status });
      if (status !== 200) return answer(status, { message: status === 400 ? "The request body has 1 error(s)" : "stand-in refusal" });
      if (key) acceptedKeys.add(key);
      pushes.push({ to, replyToken: null, texts: texts(payload), retryKey: key });
      return answer(200, { sentMessages: [{ id: String(pushes.length) }] });
    })();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pushes,
    replies,
    attempts,
    failNext(status, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
