/**
 * No client holds the server (docs/operations.md, "Slow clients and connections"):
 * headers and whole requests have a time bound (node's own `headersTimeout` and
 * `requestTimeout`, checked every CHECK_EVERY_MS), a request body must keep a minimum
 * average rate once a grace has passed, a non-upload request's body has the shorter
 * bound, and a process keeps at most `maxConnections` open. What is cut is counted
 * (`onCut`, the app's metrics through the server build).
 */
import type { ServerOptions, IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { ErrorRequestHandler, Request, RequestHandler } from "express";

export interface SlowClientLimits {
  headersTimeoutMs: number;
  /** A request that is not an upload: headers and body within this. */
  requestTimeoutMs: number;
  /** An upload path's request (`isUpload`): headers and body within this (node's `requestTimeout`). */
  uploadRequestTimeoutMs: number;
  /** 0: no rate check. */
  minBytesPerSecond: number;
  graceMs: number;
  /** 0: no bound. */
  maxConnections: number;
}

export type CutReason = "timeout" | "slow-body" | "connection-limit";

/** How often node checks its timeouts (its default, 30 s, would let a 20 s bound run to 50 s), and how often the body rate is looked at. */
const CHECK_EVERY_MS = 500;

/** The options of `http.createServer`: node's own bounds (the longer, an upload's, for the request). */
export function serverOptions(limits: SlowClientLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.uploadRequestTimeoutMs,
    connectionsCheckingInterval: CHECK_EVERY_MS,
  };
}

const NODE_ANSWERS: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
};

/**
 * The connection bound, and node's own refusals counted: a connection over the
 * bound is closed at once (`drop`); a request whose headers (or whole request)
 * came too late gets node's 408, as without this listener (node's default
 * `clientError` behaviour, which a listener replaces).
 */
export function boundConnections(server: Server, limits: SlowClientLimits, onCut: (reason: CutReason) => void): void {
  if (limits.maxConnections > 0) {
    server.maxConnections = limits.maxConnections;
    server.on("drop", () => onCut("connection-limit"));
  }
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") onCut("timeout");
    if (error.code !== "ECONNRESET" && socket.writable && (socket as Socket).bytesWritten === 0) {
      socket.write(`HTTP/1.1 ${NODE_ANSWERS[error.code ?? ""] ?? "400 Bad Request"}\r\nConnection: close\r\n\r\n`);
    }
    socket.destroy();
  });
}

interface Watched {
  req: IncomingMessage;
  res: ServerResponse;
  started: number;
  bytesAtStart: number;
  /** Time spent waiting for the client: not while the body waited for the app to read it. */
  clientMs: number;
  lastLook: number;
  timeoutMs: number;
}

const CUT = Symbol("cut by slow-clients");

/** Answers 408 and closes the connection (or only closes it, when an answer has begun). */
function cut(req: IncomingMessage, res: ServerResponse): void {
  (res as ServerResponse & { [CUT]?: true })[CUT] = true;
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  // Closed a moment after the answer, so that the client reads it before the close.
  res.once("finish", () => setTimeout(() => req.socket.destroy(), 200).unref());
  res.writeHead(408, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" });
  res.end("ส่งข้อมูลช้าเกินไป กรุณาลองใหม่อีกครั้ง (408)");
}

const hasBody = (req: Request) => Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;

/**
 * Watches every request body until it has all arrived: cut off (408) when the whole
 * request took longer than its bound (`requestTimeoutMs`, or `uploadRequestTimeoutMs`
 * where `isUpload`), or when, past `graceMs` of waiting for the client, the body has
 * come slower than `minBytesPerSecond` on average. Time while the body waits for the
 * app (its buffer full, the socket paused) is not the client's and does not count
 * against its rate. Keeps watching after an early answer (a refusal that did not read
 * the body), while node reads and drops the rest.
 */
export function bodyDeadlines(limits: SlowClientLimits, isUpload: (req: Request) => boolean, onCut: (reason: CutReason) => void): RequestHandler {
  const watched = new Set<Watched>();
  let timer: NodeJS.Timeout | null = null;

  const look = () => {
    const now = Date.now();
    for (const w of watched) {
      if (w.req.complete || w.req.socket.destroyed) {
        watched.delete(w);
        continue;
      }
      if (w.req.readableLength < w.req.readableHighWaterMark) w.clientMs += now - w.lastLook;
      w.lastLook = now;
      const received = w.req.socket.bytesRead - w.bytesAtStart;
      const slow = limits.minBytesPerSecond > 0 && w.clientMs > limits.graceMs && received * 1000 < limits.minBytesPerSecond * w.clientMs;
      const reason = now - w.started > w.timeoutMs ? "timeout" : slow ? "slow-body" : null;
      if (reason) {
        watched.delete(w);
        cut(w.req, w.res);
        onCut(reason);
      }
    }
    if (watched.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };

  return (req, res, next) => {
    if (!req.complete && hasBody(req)) {
      const now = Date.now();
      watched.add({
        req,
        res,
        started: now,
        bytesAtStart: req.socket.bytesRead,
        clientMs: 0,
        lastLook: now,
        timeoutMs: isUpload(req) ? limits.uploadRequestTimeoutMs : limits.requestTimeoutMs,
      });
      if (!timer) {
        timer = setInterval(look, CHECK_EVERY_MS);
        timer.unref();
      }
    }
    next();
  };
}

/** Last in the chain: a request cut off above fails in the app when its body stops; that is no error to log. */
export const quietAfterCut: ErrorRequestHandler = (error, req, res, next) => {
  if ((res as ServerResponse & { [CUT]?: true })[CUT]) {
    req.socket.destroy();
    return;
  }
  next(error);
};
