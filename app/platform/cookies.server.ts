import { getEnv } from "./env.server";

/** What the site's own cookies (`session`, `progress_at`, the admin's draft key) always carry, when set and when cleared. */
export function cookieAttributes() {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: getEnv().NODE_ENV === "production" } as const;
}
