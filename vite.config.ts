import { readFileSync } from "node:fs";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixOptions from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Development: the packages the pages load in the browser, pre-bundled when Vite
 * starts. Otherwise Vite finds them on first use and reloads the open page
 * ("optimized dependencies changed. reloading"), e.g. firebase/app and
 * firebase/auth in the middle of a first sign-in. A new browser-side package
 * goes here (tests/integration/dev-stack.test.ts fails on a reload).
 */
const CLIENT_PACKAGES = [
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom",
  "react-dom/client",
  "@remix-run/react",
  // @remix-run/react's own bundle imports it in the browser.
  "cookie",
  "zod",
  "firebase/app",
  "firebase/auth",
];
/**
 * Server-only packages, kept out of the client's optimizer: every dependency
 * in package.json that is not one of the browser's packages above (so a new
 * server package needs no entry here). Vite's discovery also meets the route
 * modules' server-side imports (loaders and their *.server.ts modules): on a
 * fresh `npm run dev` it pre-bundled firebase-admin, marked, sanitize-html,
 * katex, isbot, ical-generator… for the browser, reloading the page each time
 * it found one.
 */
const packageRoot = (name: string) => name.split("/").slice(0, name.startsWith("@") ? 2 : 1).join("/");
const CLIENT_ROOTS = new Set(CLIENT_PACKAGES.map(packageRoot));
const SERVER_PACKAGES = Object.keys(
  (JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { dependencies: Record<string, string> }).dependencies,
).filter((name) => !CLIENT_ROOTS.has(name));

export default defineConfig({
  plugins: [remix(remixOptions), tsconfigPaths()],
  optimizeDeps: { include: CLIENT_PACKAGES, exclude: SERVER_PACKAGES },
  // Keep the Vite manifest: the bundle test and the benchmark read it (dot-folders are not served).
  // Fonts are never inlined as data: URLs: the CSP allows fonts from 'self' only
  // (KaTeX's smallest font files are under Vite's inlining limit).
  build: { target: "es2022", manifest: true, assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf|eot)$/.test(file) ? false : undefined) },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
