/**
 * Reads the build's manifests and proves the Firebase JS SDK reaches the
 * browser only on /login: no other route's JavaScript, static or lazily
 * imported, contains it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const client = path.resolve("build/client");
type RemixManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; path?: string; module: string; imports?: string[] }>;
};
type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

function remixManifest(): RemixManifest {
  const file = readdirSync(path.join(client, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("no Remix manifest in build/client/assets: run npm run build");
  const text = readFileSync(path.join(client, "assets", file), "utf8");
  return JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as RemixManifest;
}

const vite = JSON.parse(readFileSync(path.resolve("build/.vite/client-manifest.json"), "utf8")) as ViteManifest;
const byFile = new Map(Object.values(vite).map((chunk) => [`/${chunk.file}`, chunk]));
const byKey = new Map(Object.entries(vite));

/** Every JS file a route can load: its modules, their imports and lazy imports. */
function reachable(urls: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...urls];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const chunk = byFile.get(url);
    for (const key of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
      const next = byKey.get(key);
      if (next) queue.push(`/${next.file}`);
    }
  }
  return seen;
}

/** Marks of the Firebase Auth SDK inside a bundle. */
const FIREBASE_SDK = /identitytoolkit\.googleapis\.com|signInWithPopup|@firebase\/auth/;
const containsFirebase = (url: string) => FIREBASE_SDK.test(readFileSync(path.join(client, url), "utf8"));

describe("the Firebase JS SDK ships only to /login", () => {
  const manifest = remixManifest();
  const routes = Object.values(manifest.routes).filter((r) => r.id !== "root");
  const rootRoute = manifest.routes.root!;
  const base = [manifest.entry.module, ...manifest.entry.imports, rootRoute.module, ...(rootRoute.imports ?? [])];

  it("the login route loads it", () => {
    const login = routes.find((r) => r.id === "routes/login")!;
    const files = [...reachable([...base, login.module, ...(login.imports ?? [])])];
    expect(files.some(containsFirebase)).toBe(true);
  });

  it.each(routes.filter((r) => r.id !== "routes/login").map((r) => [r.id, r] as const))("%s does not", (_id, route) => {
    const files = [...reachable([...base, route.module, ...(route.imports ?? [])])];
    expect(files.length).toBeGreaterThan(2);
    expect(files.filter(containsFirebase)).toEqual([]);
  });
});

/** Marks of the validation library (zod) inside a bundle. */
const containsZod = (url: string) => /ZodError/.test(readFileSync(path.join(client, url), "utf8"));

describe("student pages do not load the content registry's schemas (zod)", () => {
  const manifest = remixManifest();
  const rootRoute = manifest.routes.root!;
  const base = [manifest.entry.module, ...manifest.entry.imports, rootRoute.module, ...(rootRoute.imports ?? [])];
  // The admin's forms validate in the browser too; a student's pages validate on the server only.
  const studentRoutes = ["routes/_index", "routes/dashboard", "routes/lesson.$lessonId", "routes/course.$slug", "routes/blog.$slug", "routes/search"];

  it.each(studentRoutes)("%s", (id) => {
    const route = manifest.routes[id];
    expect(route, id).toBeDefined();
    const files = [...reachable([...base, route!.module, ...(route!.imports ?? [])])];
    expect(files.filter(containsZod)).toEqual([]);
  });

  it("the admin's editors do (so the mark is real)", () => {
    const route = manifest.routes["routes/admin.lessons.$id"]!;
    expect([...reachable([...base, route.module, ...(route.imports ?? [])])].some(containsZod)).toBe(true);
  });
});
