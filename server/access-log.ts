import type { RequestHandler } from "express";

/**
 * One line per request: method, path (never the query string), status, duration.
 * Headers, cookies and bodies are never printed, so no token reaches the log.
 */
export function accessLog(write: (line: string) => void = (l) => process.stdout.write(l + "\n")): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      write(`${req.method} ${safePath(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}

/** The path alone, with control characters escaped so a request cannot forge log lines. */
function safePath(url: string): string {
  const path = url.split("?")[0]!.split("#")[0]!;
  // eslint-disable-next-line no-control-regex
  return path.slice(0, 300).replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
