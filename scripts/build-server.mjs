// Bundles server.ts (and the small modules it imports from server/ and app/lib)
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
