import type { RequestHandler } from "express";

/**
 * Headers every response carries (pages, assets, API). The page's
 * Content-Security-Policy, which needs the per-response nonce, is set where the
 * HTML is rendered (app/entry.server.tsx).
 */
export function securityHeaders(opts: { production: boolean }): RequestHandler {
  return (_req, res, next) => {
    res.set({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    });
    if (opts.production) res.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
