import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for every state-changing request (all Remix
 * actions and /api writes). Browsers send `Origin` on every POST and
 * `Sec-Fetch-Site` on every request: a foreign origin, or a fetch site other
 * than same-origin or none (typed by the user), is refused with 403 — JSON for
 * the API, a Thai page for forms. Requests with neither header do not come from
 * a browser page, so no one's cookie can be ridden with them.
 */
export function sameOriginOnly(configuredOrigin?: string): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const own = configuredOrigin ?? `${req.protocol}://${req.get("host")}`;
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    const foreignOrigin = origin !== undefined && origin !== own;
    const foreignSite = site !== undefined && site !== "same-origin" && site !== "none";
    if (!foreignOrigin && !foreignSite) return next();
    res.status(403).set("Cache-Control", "no-store");
    if (req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json") {
      res.json({ error: "cross-site request refused" });
    } else {
      res
        .type("html")
        .send(
          `<!doctype html><html lang="th"><meta charset="utf-8"><title>ไม่อนุญาตคำขอนี้</title>` +
            `<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;line-height:1.7">` +
            `<h1>ไม่อนุญาตคำขอนี้ (403)</h1><p>คำขอนี้มาจากเว็บไซต์อื่น จึงถูกปฏิเสธเพื่อความปลอดภัยของบัญชีของคุณ</p>` +
            `<p><a href="/">กลับหน้าหลัก</a></p></body></html>`,
        );
    }
  };
}
