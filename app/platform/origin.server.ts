/** The site's public origin. */
import { getEnv } from "./env.server";

/** The site's public origin: ORIGIN when configured (production), else the request's. */
export function publicOrigin(request: Request): string {
  return getEnv().ORIGIN ?? new URL(request.url).origin;
}

/** Hosts that mean "this machine": a link to them is written `localhost`, the address the README gives. */
const LOOPBACK = new Set(["0.0.0.0", "127.0.0.1", "::", "::1", "[::1]", "localhost"]);

/**
 * The site's origin where no request is at hand (e-mails, calendar files and
 * feeds): ORIGIN when configured (production); else the local server, as
 * `http://localhost:<PORT>` when it listens on this machine (`npm run dev`:
 * the session cookie is set for localhost, so a link from a mail lands signed
 * in; 127.0.0.1 would land signed out).
 */
export function serverOrigin(): string {
  const env = getEnv();
  if (env.ORIGIN) return env.ORIGIN;
  return `http://${LOOPBACK.has(env.HOST) ? "localhost" : env.HOST}:${env.PORT}`;
}
