/**
 * The route table of the BUILT app (build/client/assets/manifest-*.js), so a route added
 * tomorrow is tested tomorrow: the admin guard test and the hostile-request test read it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface ManifestRoute {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  hasAction: boolean;
  hasLoader: boolean;
}

const assets = path.resolve(import.meta.dirname, "../../build/client/assets");

export function readManifest(): Record<string, ManifestRoute> {
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no manifest-*.js in ${assets}: build the app first`);
  const text = readFileSync(path.join(assets, file), "utf8");
  const json = text.replace(/^window\.__remixManifest\s*=\s*/, "").replace(/;\s*$/, "");
  return (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes;
}

/** A route and its parents, the route first. */
export function lineage(routes: Record<string, ManifestRoute>, id: string): ManifestRoute[] {
  const out: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = routes[id]; r; r = r.parentId ? routes[r.parentId] : undefined) out.push(r);
  return out;
}

/** A route's full path as segments (its and its parents' paths), and whether it is an index route. */
export function segmentsOf(routes: Record<string, ManifestRoute>, id: string): { segments: string[]; index: boolean } {
  const segments: string[] = [];
  for (const r of lineage(routes, id)) if (r.path) segments.unshift(...r.path.split("/"));
  return { segments, index: routes[id]?.index === true };
}
