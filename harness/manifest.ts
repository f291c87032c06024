/**
 * The JavaScript each public route makes the browser download on a full page
 * load, read from the build's manifest: entry.client, root, the route's parent
 * routes and the route module, with their static `imports` (not
 * `dynamicImports`: those load later, if ever). Sizes are gzip level 9.
 *
 * The manifest is Vite's (build/client/.vite/manifest.json) when the build
 * keeps it (vite.config.ts `build.manifest: true`; the Remix plugin deletes it
 * otherwise), else Remix's browser manifest (build/client/assets/manifest-*.js),
 * which lists the same thing per route: the module and its static imports,
 * already flattened, and the parent route.
 *
 * It also tells which routes can reach the Firebase web SDK at all (dynamic
 * imports included: from the Vite manifest, or else every chunk named inside a
 * chunk's code): only /login should.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ViteChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type ViteManifest = Record<string, ViteChunk>;

/** The public routes and their route modules (Remix flat-routes names, under app/routes). */
const PUBLIC_ROUTES: Record<string, string> = {
  "/": "_index",
  "/blog": "blog._index",
  "/blog/:slug": "blog.$slug",
  "/course/:slug": "course.$slug",
  "/lesson/:lessonId": "lesson.$lessonId",
  "/dashboard": "dashboard",
  "/login": "login",
};

/** Bundled code of the Firebase web SDK (its packages register themselves under these names). */
const FIREBASE_SDK = /["'`]@firebase\/(?:app|auth|firestore|util|component)["'`]|identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com/;

interface RouteJs {
  /** The route module's manifest key, or null when the build has no such route. */
  module: string | null;
  /** Asset paths (/assets/...) loaded on a full page load. */
  files: string[];
  raw_bytes: number;
  gz_bytes: number;
  /** A Firebase SDK chunk is among the files loaded on a full page load. */
  firebase_static: boolean;
  /** A Firebase SDK chunk can be loaded from this page at all (dynamic imports included). */
  firebase_reachable: boolean;
}

export interface JsReport {
  manifest: string;
  routes: Record<string, RouteJs>;
  /** Chunks that contain Firebase SDK code, with their gzip sizes. */
  firebase_chunks: { file: string; gz_bytes: number }[];
  /** Remix's own route manifest script (assets/manifest-*.js), loaded by every full page load; not in the Vite manifest. */
  remix_manifest: { file: string; gz_bytes: number } | null;
}

/** Splits a flat-routes name on dots outside [escapes]: "blog.rss[.]xml" → ["blog", "rss[.]xml"]. */
function segments(name: string): string[] {
  const out: string[] = [];
  let current = "";
  let depth = 0;
  for (const ch of name) {
    if (ch === "[") depth++;
    if (ch === "]") depth = Math.max(0, depth - 1);
    if (ch === "." && depth === 0) {
      out.push(current);
      current = "";
    } else current += ch;
  }
  out.push(current);
  return out;
}

/** A route's files on a full page load, and every file it can load at all. */
interface RouteFiles {
  module: string | null;
  static: string[];
  roots: string[];
}

interface RemixManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
}

function newestRemixManifest(assets: string): string | null {
  if (!existsSync(assets)) return null;
  const files = readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  files.sort((a, b) => statSync(path.join(assets, b)).mtimeMs - statSync(path.join(assets, a)).mtimeMs);
  return files[0] ?? null;
}

/** From Vite's manifest (kept when vite.config.ts sets build.manifest). */
function filesFromVite(manifest: ViteManifest, source: string): { routes: Record<string, RouteFiles>; dynamic: (file: string) => string[] } {
  /** The manifest key of a source file, e.g. "app/routes/_index.tsx". */
  const keyOf = (base: string): string | null => {
    for (const ext of [".tsx", ".ts", ".jsx", ".js", "/route.tsx", "/route.ts", "/route.jsx", "/route.js"]) {
      const key = `${base}${ext}`;
      if (manifest[key]) return key;
    }
    return Object.keys(manifest).find((k) => manifest[k]!.src?.replace(/\.[jt]sx?$/, "") === base) ?? null;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && /entry\.client\.[jt]sx?$/.test(manifest[k]!.src ?? k));
  const rootKey = keyOf("app/root");
  if (!entryKey || !rootKey) throw new Error(`${source}: no entry.client or root module`);

  /** The route and its parents (longest existing prefix, as flat routes nests them), outermost first. */
  const routeChain = (name: string): string[] => {
    const own = keyOf(`app/routes/${name}`);
    if (!own) return [];
    const chain = [own];
    let parts = segments(name);
    while (parts.length > 1) {
      parts = parts.slice(0, -1);
      const parent = keyOf(`app/routes/${parts.join(".")}`);
      if (parent) chain.unshift(parent);
    }
    return chain;
  };
  const closure = (roots: string[]): string[] => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const key = queue.shift()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      queue.push(...(manifest[key]!.imports ?? []));
    }
    return [...seen].map((k) => manifest[k]!.file);
  };
  const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
  const routes: Record<string, RouteFiles> = {};
  for (const [route, name] of Object.entries(PUBLIC_ROUTES)) {
    const chain = routeChain(name);
    const files = chain.length > 0 ? closure([entryKey, rootKey, ...chain]) : [];
    routes[route] = { module: chain.at(-1) ?? null, static: files, roots: files };
  }
  const dynamic = (file: string) => {
    const chunk = byFile.get(file);
    return [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f));
  };
  return { routes, dynamic };
}

/** From Remix's browser manifest (assets/manifest-*.js): what <Scripts> preloads for the matched routes. */
function filesFromRemix(clientDir: string, remixFile: string): { routes: Record<string, RouteFiles> } {
  const text = readFileSync(path.join(clientDir, "assets", remixFile), "utf8");
  const manifest = JSON.parse(text.replace(/^\s*window\.__remixManifest\s*=\s*/, "").replace(/;\s*$/, "")) as RemixManifest;
  const strip = (f: string) => f.replace(/^\//, "");
  const routes: Record<string, RouteFiles> = {};
  for (const [route, name] of Object.entries(PUBLIC_ROUTES)) {
    const own = manifest.routes[`routes/${name}`];
    if (!own) {
      routes[route] = { module: null, static: [], roots: [] };
      continue;
    }
    const chain = [own];
    for (let r = own; r.parentId && manifest.routes[r.parentId]; ) chain.unshift((r = manifest.routes[r.parentId]!));
    const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (const r of chain) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
    routes[route] = { module: own.id, static: [...files].map(strip), roots: [...files].map(strip) };
  }
  return { routes };
}

export function jsReport(buildDir: string): JsReport {
  const clientDir = path.join(buildDir, "client");
  const assets = path.join(clientDir, "assets");
  const viteFile = path.join(clientDir, ".vite/manifest.json");
  const remixFile = newestRemixManifest(assets);

  const sizes = new Map<string, { raw: number; gz: number; firebase: boolean; refs: string[] }>();
  const assetNames = new Set(existsSync(assets) ? readdirSync(assets) : []);
  const info = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const bytes = readFileSync(path.join(clientDir, file));
      const text = bytes.toString("latin1");
      // Every other asset this chunk names (static imports, import(), Vite's preload lists).
      const refs = [...new Set([...text.matchAll(/[\w$.-]+\.js(?=["'`])/g)].map((m) => m[0]))]
        .filter((n) => assetNames.has(n) && `assets/${n}` !== file)
        .map((n) => `assets/${n}`);
      s = { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length, firebase: FIREBASE_SDK.test(text), refs };
      sizes.set(file, s);
    }
    return s;
  };

  let source: string;
  let routeFiles: Record<string, RouteFiles>;
  let edges: (file: string) => string[];
  if (existsSync(viteFile)) {
    source = path.relative(buildDir, viteFile);
    const vite = filesFromVite(JSON.parse(readFileSync(viteFile, "utf8")) as ViteManifest, viteFile);
    routeFiles = vite.routes;
    edges = vite.dynamic;
  } else if (remixFile) {
    source = `client/assets/${remixFile} (Remix's browser manifest: build/client/.vite/manifest.json is not kept unless vite.config.ts sets build.manifest)`;
    routeFiles = filesFromRemix(clientDir, remixFile).routes;
    edges = (file) => info(file).refs;
  } else {
    throw new Error(`no build manifest in ${clientDir} (neither .vite/manifest.json nor assets/manifest-*.js)`);
  }

  const reachable = (roots: string[]) => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const f = queue.shift()!;
      if (seen.has(f) || !f.endsWith(".js") || !existsSync(path.join(clientDir, f))) continue;
      seen.add(f);
      queue.push(...edges(f));
    }
    return [...seen];
  };

  const routes: Record<string, RouteJs> = {};
  for (const [route, r] of Object.entries(routeFiles)) {
    const files = r.static.filter((f) => f.endsWith(".js"));
    routes[route] = {
      module: r.module,
      files: files.map((f) => `/${f}`),
      raw_bytes: files.reduce((sum, f) => sum + info(f).raw, 0),
      gz_bytes: files.reduce((sum, f) => sum + info(f).gz, 0),
      firebase_static: files.some((f) => info(f).firebase),
      firebase_reachable: reachable(r.roots).some((f) => info(f).firebase),
    };
  }

  const allJs = [...assetNames].filter((n) => n.endsWith(".js") && !/^manifest-[\w-]+\.js$/.test(n)).map((n) => `assets/${n}`);
  const firebase_chunks = allJs.filter((f) => info(f).firebase).map((f) => ({ file: `/${f}`, gz_bytes: info(f).gz }));
  const remix_manifest = remixFile ? { file: `/assets/${remixFile}`, gz_bytes: info(`assets/${remixFile}`).gz } : null;
  return { manifest: source, routes, firebase_chunks, remix_manifest };
}

/** The gzip size of the JavaScript a served HTML page references (module preloads and imports), from build/client. */
export function htmlJsGzBytes(buildDir: string, html: string): { files: string[]; gz_bytes: number } {
  const files = new Set<string>();
  for (const m of html.matchAll(/(?:href|src)="(\/assets\/[^"?#]+\.js)"|import\s*(?:[\w{}\s,*]+from\s*)?["'](\/assets\/[^"'?#]+\.js)["']/g)) {
    files.add((m[1] ?? m[2])!);
  }
  let gz = 0;
  for (const f of files) {
    const full = path.join(buildDir, "client", f);
    if (existsSync(full)) gz += gzipSync(readFileSync(full), { level: 9 }).length;
  }
  return { files: [...files], gz_bytes: gz };
}

export interface PageJs {
  path: string;
  status: number;
  files: string[];
  gz_bytes: number;
}

/**
 * The JavaScript signed-in pages download, from the built files: each
 * page is fetched once with `cookie` and the scripts its HTML references are
 * summed (htmlJsGzBytes). Student pages load only their islands (app/islands);
 * a page that still hydrates (scripts: true) counts React and Remix as well.
 */
export async function pagesJs(buildDir: string, baseUrl: string, cookie: string, paths: readonly string[]): Promise<PageJs[]> {
  const out: PageJs[] = [];
  for (const p of paths) {
    const res = await fetch(`${baseUrl}${p}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
    const { files, gz_bytes } = htmlJsGzBytes(buildDir, await res.text());
    out.push({ path: p, status: res.status, files, gz_bytes });
  }
  return out;
}
