import type { Env } from "./env.server";

/**
 * The Content-Security-Policy of a rendered page. Scripts run only from this
 * origin or with the response's nonce (no 'unsafe-inline' for scripts). Only
 * /login, where the Firebase popup runs, may talk to Google's sign-in services
 * (or the Auth emulator) and frame their helper page. A page rendered without
 * its client scripts (page-policy.ts pageNeedsScripts) runs none, `script-src 'none'`,
 * unless it loads islands (app/islands): then only scripts with the nonce (each
 * island is one self-contained file; Vite's dev server also serves their imports).
 * `signInPath` is the sign-in page's path (`loginUrl()`: the kernel builds URLs, and the
 * platform imports nothing above it).
 */
export function contentSecurityPolicy(opts: { nonce: string; pathname: string; signInPath: string; env: Env; scripts?: boolean; islands?: boolean }): string {
  const { nonce, pathname, signInPath, env, scripts = true, islands = false } = opts;
  const signIn = pathname === signInPath || pathname.startsWith(`${signInPath}/`);
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null;
  const authDomain = `https://${env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`}`;

  const scriptSrc = ["'self'", `'nonce-${nonce}'`];
  const connectSrc = ["'self'"];
  const frameSrc = ["https://www.youtube-nocookie.com"];
  if (signIn) {
    scriptSrc.push("https://apis.google.com");
    connectSrc.push("https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com");
    frameSrc.push(authDomain);
    if (emulator) {
      connectSrc.push(emulator);
      frameSrc.push(emulator);
    }
  }
  if (env.NODE_ENV === "development") connectSrc.push("ws:", "wss:"); // Vite's HMR socket

  return [
    "default-src 'self'",
    `script-src ${scripts ? scriptSrc.join(" ") : islands ? islandSrc(nonce, env) : "'none'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:", // blob:: the upload island's preview of a chosen picture
    "font-src 'self'",
    `connect-src ${connectSrc.join(" ")}`,
    `frame-src ${frameSrc.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function islandSrc(nonce: string, env: Env): string {
  return env.NODE_ENV === "development" ? `'self' 'nonce-${nonce}'` : `'nonce-${nonce}'`;
}
