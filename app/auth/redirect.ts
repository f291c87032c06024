/**
 * Redirect targets (`redirectTo` on /login, the enrol form, …): a target is
 * followed only when it is a path on this site by the one rule of
 * kernel/site-path.ts; anything else falls back to `fallback`.
 */
import { resolveSitePath } from "~/kernel/site-path";
import { dashboardUrl } from "~/kernel/urls";

export function safeRedirect(target: unknown, fallback = dashboardUrl()): string {
  return (typeof target === "string" ? resolveSitePath(target) : null) ?? fallback;
}
