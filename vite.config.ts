import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixOptions from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [remix(remixOptions), tsconfigPaths()],
  // Keep the Vite manifest: the bundle test and the benchmark read it (dot-folders are not served).
  // Fonts are never inlined as data: URLs: the CSP allows fonts from 'self' only
  // (KaTeX's smallest font files are under Vite's inlining limit).
  build: { target: "es2022", manifest: true, assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf|eot)$/.test(file) ? false : undefined) },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
