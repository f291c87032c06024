import type { RequestHandler } from "express";

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Largest request body the server accepts (forms with Markdown fit easily); a path that takes files, its own bound. */
const MAX_BODY_BYTES = 1024 * 1024;

const MULTIPART = /^\s*multipart\//i;

function refuse(res: Parameters<RequestHandler>[1], status: number, json: boolean, error: string, thai: string) {
  res.status(status).set("Cache-Control", "no-store");
  if (json) res.json({ error });
  else res.type("text/plain; charset=utf-8").send(thai);
}

/** The refusals of an upload counted here (the app's platform/metrics.server.ts, through the server build). */
type CountRefused = (reason: "no-upload-here" | "body-too-large") => void;

/**
 * Refuses, before anything reads the body: unknown methods (405), bodies of unknown length
 * (411: a chunked upload could otherwise grow without bound), bodies over MAX_BODY_BYTES by
 * their Content-Length (413), and a multipart body (`multipart/*`) to any path but a POST to
 * one that takes files (415). `uploadBound` is the app's one table of those paths
 * (platform/upload-limit.ts, through the server build): a multipart body there may be as
 * large as the path's bound. JSON for the API and for a client that asks for it (the
 * check island), else the site's Thai text.
 */
export function requestLimits(uploadBound: (path: string) => number | null = () => null, refused: CountRefused = () => undefined): RequestHandler {
  return (req, res, next) => {
    const json = req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json";
    if (!KNOWN_METHODS.has(req.method)) {
      res.set("Allow", [...KNOWN_METHODS].join(", "));
      return refuse(res, 405, json, "method not allowed", "ไม่รองรับวิธีเรียกนี้ (405)");
    }
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const length = req.get("content-length");
    if (length === undefined && req.get("transfer-encoding")) {
      return refuse(res, 411, json, "Content-Length required", "ต้องระบุขนาดของข้อมูลที่ส่ง (411)");
    }
    if (length !== undefined && !/^\d+$/.test(length)) return refuse(res, 400, json, "invalid Content-Length", "คำขอไม่ถูกต้อง (400)");
    const multipart = MULTIPART.test(req.get("content-type") ?? "");
    const bound = multipart && req.method === "POST" ? uploadBound(req.path) : null;
    const max = bound ?? MAX_BODY_BYTES;
    if (Number(length ?? "0") > max) {
      if (multipart) refused("body-too-large");
      return refuse(res, 413, json, `body larger than ${max} bytes`, "ข้อมูลที่ส่งมีขนาดใหญ่เกินไป (413)");
    }
    if (multipart && bound === null) {
      refused("no-upload-here");
      return refuse(res, 415, json, "this path takes no multipart body", "ข้อมูลที่ส่งมาไม่ใช่แบบฟอร์มที่หน้านี้รับ กรุณาส่งจากแบบฟอร์มบนหน้าเว็บ (415)");
    }
    next();
  };
}
