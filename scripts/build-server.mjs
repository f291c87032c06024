// Bundles server.ts (and the Express pieces under server/; it reaches app code only through the Remix build)
// into build/server.js for `npm start`. Packages stay external: node_modules is
// installed on the host. The Remix build itself is loaded at run time.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
