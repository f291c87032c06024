import type { RequestHandler } from "express";

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Largest request body the server accepts (forms with Markdown fit easily); uploads take MAX_UPLOAD_BODY_BYTES. */
const MAX_BODY_BYTES = 1024 * 1024;

function refuse(res: Parameters<RequestHandler>[1], status: number, json: boolean, error: string, thai: string) {
  res.status(status).set("Cache-Control", "no-store");
  if (json) res.json({ error });
  else res.type("text/plain; charset=utf-8").send(thai);
}

/**
 * Refuses, before anything reads the body: unknown methods (405), bodies over
 * MAX_BODY_BYTES (an upload path's own bound, `uploadBound`: the app's
 * platform/upload-limit.ts through the server build) by their Content-Length (413), and bodies of unknown length
 * (411): a chunked upload could otherwise grow without bound.
 */
export function requestLimits(uploadBound: (path: string) => number | null = () => null): RequestHandler {
  return (req, res, next) => {
    const json = req.path.startsWith("/api/");
    if (!KNOWN_METHODS.has(req.method)) {
      res.set("Allow", [...KNOWN_METHODS].join(", "));
      return refuse(res, 405, json, "method not allowed", "ไม่รองรับวิธีเรียกนี้ (405)");
    }
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const length = req.get("content-length");
    if (length === undefined) {
      if (req.get("transfer-encoding")) {
        return refuse(res, 411, json, "Content-Length required", "ต้องระบุขนาดของข้อมูลที่ส่ง (411)");
      }
      return next(); // no body at all
    }
    if (!/^\d+$/.test(length)) return refuse(res, 400, json, "invalid Content-Length", "คำขอไม่ถูกต้อง (400)");
    const max = (req.method === "POST" ? uploadBound(req.path) : null) ?? MAX_BODY_BYTES;
    if (Number(length) > max) {
      return refuse(res, 413, json, `body larger than ${max} bytes`, "ข้อมูลที่ส่งมีขนาดใหญ่เกินไป (413)");
    }
    next();
  };
}
