import type { RequestHandler } from "express";

/**
 * One line per request: method, path (never the query string), status, duration.
 * Headers, cookies and bodies are never printed, and `redact` (the app's
 * `logPath`, from the server build: each route declares its secret path
 * parameters in its page policy) takes secrets out of the path, so no token
 * reaches the log.
 */
export function accessLog(
  redact: (path: string) => string,
  write: (line: string) => void = (l) => process.stdout.write(l + "\n"),
): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      write(`${req.method} ${safePath(redact(pathOf(req.originalUrl)))} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}

/** The path alone: never the query string. */
const pathOf = (url: string) => url.split("?")[0]!.split("#")[0]!;

/** The path with control characters escaped so a request cannot forge log lines. */
function safePath(path: string): string {
  // eslint-disable-next-line no-control-regex
  return path.slice(0, 300).replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
