/** The site's public origin. */
import { getEnv } from "./env.server";

/** The site's public origin: ORIGIN when configured (production), else the request's. */
export function publicOrigin(request: Request): string {
  return getEnv().ORIGIN ?? new URL(request.url).origin;
}
