// The allowed imports between app/'s folders (docs/architecture.md says the same in prose).
// eslint-plugin-boundaries resolves every import (the `~/` alias through tsconfig) and checks
// it against these policies; the last policy that matches an import decides, and an import no
// policy allows is an error. tests/unit/lint-boundaries.test.ts proves each rule bites.

/** The product features: one folder each, reached by another feature only through its public entry. */
export const FEATURES = ["blog", "learning", "exercises", "questions", "search", "admin", "tutoring", "backup", "feeds", "files", "parents", "notifications", "line", "handins", "payments", "exams"];

/** The shared layers and the other folders of app/, each an element of its own type. */
const LAYERS = ["platform", "kernel", "services", "ui", "content", "auth", "admin-kit", "routes", "styles", "types", "islands"];

const folder = (type, name = type) => ({ type, pattern: `app/${name}`, partialMatch: false });

const settings = {
  "import/resolver": { typescript: { alwaysTryTypes: true, project: "./tsconfig.json" } },
  "boundaries/include": ["app/**/*"],
  "boundaries/elements": [
    // islands: small browser modules without React or Remix, built one file each
    // (scripts/build-islands.mjs).
    ...LAYERS.map((name) => folder(name)),
    { type: "feature", pattern: `app/{${FEATURES.join(",")}}`, partialMatch: false },
  ],
  "boundaries/files": [
    // Every module of a known folder, and the top-level files (so that "none of these
    // categories" selects plain modules too). A file anywhere else (a new top-level folder) is
    // neither an element nor a known file: `boundaries/no-unknown-files` fails it.
    { category: "module", pattern: ["app/*.{ts,tsx}", `app/{${[...LAYERS, ...FEATURES].join(",")}}/**`] },
    // The top-level files: app/root.tsx, app/entry.client.tsx, app/entry.server.tsx.
    { category: "top", pattern: "app/*.{ts,tsx}" },
    // Server-only modules: Remix keeps them out of the browser bundle.
    { category: "server", pattern: "app/**/*.server.{ts,tsx}" },
    // Data access: the only modules that reach Firestore (and the kernel's transaction runner).
    { category: "store", pattern: ["app/**/*.store.server.ts", "app/kernel/store.server.ts"] },
    // A feature's public entry: browser-safe `index.ts`, server API `index.server.ts`.
    { category: "entry", pattern: `app/{${FEATURES.join(",")}}/index{,.server}.ts` },
    // Modules Remix's compiler splits into a server and a browser half (loaders and actions
    // are removed from the browser's copy), so they may import server modules.
    { category: "remix-module", pattern: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx"] },
  ],
};

const el = (types) => ({ element: { types } });

const policies = [
  // Packages and Node's own modules; css and asset imports.
  { allow: { to: { module: { origin: ["external", "core"] } } } },
  { allow: { to: el("styles") } },
  { allow: { to: el("types") } },
  // platform: infrastructure and server glue, imports nothing from the app above it.
  { from: el("platform"), allow: { to: el("platform") } },
  // kernel: the one place of each rule (clock, store, ids, form, urls, money, http), on platform only.
  { from: el("kernel"), allow: { to: el("{kernel,platform}") } },
  // Platform obeys two of the kernel's rules itself: its stores run their transactions through
  // the kernel's `tx`, and it reads and makes ids by the id rule. Those two modules import only
  // platform (or nothing of the app), so no layer is crossed back.
  { from: el("platform"), allow: { to: { file: { path: ["app/kernel/store.server.ts", "app/kernel/ids.ts"] } } } },
  // services: subsystems with product rules that many features use (messaging, markdown, stats, og-image).
  { from: el("services"), allow: { to: el("{services,kernel,platform}") } },
  // ui: shared React, imports only platform and the kernel (and no data access there).
  { from: el("ui"), allow: { to: el("{ui,kernel,platform}") } },
  { from: el("ui"), disallow: { to: { file: { categories: "store" } } } },
  // content: the registry and the generic repository.
  { from: el("content"), allow: { to: el("{content,kernel,services,platform}") } },
  // auth: session, guards, the sign-in island.
  { from: el("auth"), allow: { to: el("{auth,kernel,services,platform}") } },
  // admin-kit: the shared admin framework (guards, the editor's actions and loaders, drafts,
  // form inputs, notices) that the admin's pages and the other features' admin pages build on.
  { from: el("admin-kit"), allow: { to: el("{admin-kit,kernel,services,platform,ui,content,auth}") } },
  // A feature: the shared layers, its own folder, another feature's public entry only.
  { from: el("feature"), allow: { to: el("{platform,kernel,services,ui,content,auth,admin-kit}") } },
  { from: el("feature"), allow: { to: { element: { types: "feature", path: "{{ from.element.path }}" } } } },
  { from: el("feature"), allow: { to: { element: { types: "feature" }, file: { categories: "entry" } } } },
  // islands: plain browser scripts, one file each; only platform's browser-safe code, no
  // package at all (no React, no Remix: the whole point is not to ship them).
  { from: el("islands"), allow: { to: el("{islands,kernel,platform}") } },
  { from: el("islands"), disallow: { to: { module: { origin: ["external", "core"] } } } },
  { from: el("islands"), disallow: { to: el("styles") } },
  // Routes and the root: thin glue, may call anything.
  { from: el("routes"), allow: { to: el("{platform,kernel,services,ui,content,auth,admin-kit,feature,routes}") } },
  { from: el("routes"), allow: { to: { file: { categories: "top" } } } },
  { from: { file: { categories: "top" } }, allow: { to: el("{platform,kernel,services,ui,content,auth,admin-kit,feature,routes}") } },
  { from: { file: { categories: "top" } }, allow: { to: { file: { categories: "top" } } } },
  // Firestore only in data access (`*.store.server.ts`): the package, and our handle `db()`.
  // A server module may name Firestore's types (to hand a store's transaction on to another
  // store); browser code may not even do that.
  {
    from: { file: { categories: { noneOf: ["store"] } } },
    disallow: { to: { module: { source: "firebase-admin", internalPath: "firestore*" } }, dependency: { kind: "value" } },
  },
  {
    from: { file: { categories: { noneOf: ["server"] } } },
    disallow: { to: { module: { source: "firebase-admin" } } },
  },
  {
    from: { file: { categories: { noneOf: ["store"] } } },
    disallow: { to: { file: { path: "app/platform/firestore.store.server.ts" } }, dependency: { specifiers: "db" } },
  },
  // Browser code never imports a server module. `import type` is erased before bundling, so a
  // component may name the shape its loader returns.
  {
    from: { file: { categories: { noneOf: ["server", "remix-module"] } } },
    disallow: { to: { file: { categories: "server" } }, dependency: { kind: "value" } },
  },
];

/** @param {unknown} plugin eslint-plugin-boundaries */
export function appBoundaries(plugin) {
  return {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { boundaries: plugin },
    settings,
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", checkAllOrigins: true, checkInternals: true, checkUnknownLocals: true, policies }],
      "boundaries/no-unknown-files": "error",
    },
  };
}
