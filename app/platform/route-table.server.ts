/**
 * The page policy (page-policy.ts) of a URL, from the server build's own route
 * table and Remix's route matching: the same routes that will render the URL.
 */
import { matchRoutes } from "@remix-run/react";
import { LRUCache } from "lru-cache";
import { routes } from "virtual:remix/server-build";
import { combinedPolicy, declaredPolicy, type HydratingRoute, type PagePolicy } from "./page-policy";

type Node = Parameters<typeof matchRoutes>[0][number] & { handle: unknown; children?: Node[] };

let tree: Node[] | null = null;

function buildTree(): Node[] {
  const children = new Map<string | undefined, Node[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      handle: route.module.handle,
    } as Node;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(node);
    children.set(route.parentId, siblings);
  }
  const attach = (node: Node): Node => {
    const kids = children.get(node.id);
    if (kids && !node.index) node.children = kids.map(attach);
    return node;
  };
  return (children.get(undefined) ?? []).map(attach);
}

/**
 * Answers per pathname, kept: matchRoutes flattens and ranks the whole route
 * tree on every call (a CPU profile of signed-in views showed route matching
 * at about 5 % of the server's time, this lookup one of its four calls per
 * document request). Bounded: a flood of distinct paths pushes out the least recently used.
 */
const known = new LRUCache<string, { policy: PagePolicy | null; routeId: string | null }>({ max: 2_000 });

function lookup(pathname: string): { policy: PagePolicy | null; routeId: string | null } {
  const hit = known.get(pathname);
  if (hit) return hit;
  tree ??= buildTree();
  const matches = matchRoutes(tree, pathname);
  const found = {
    policy: matches ? combinedPolicy(matches.map((m) => (m.route as Node).handle)) : null,
    routeId: matches?.at(-1)?.route.id ?? null,
  };
  known.set(pathname, found);
  return found;
}

/** The policy of a pathname (null: no route, or a route that declares none). */
export function policyForPath(pathname: string): PagePolicy | null {
  return lookup(pathname).policy;
}

/**
 * The id of the route that renders a pathname (the deepest match, e.g.
 * `routes/course.$slug`), null when none: a label for metrics that names the
 * pattern, never the path's own values.
 */
export function routeIdForPath(pathname: string): string | null {
  return lookup(pathname).routeId;
}

/**
 * The path as the access log may print it: each segment that holds the value of
 * a path parameter the matched routes declare secret (`pageHandle({ secret })`)
 * has that value replaced by `:name`, so `/calendar/<token>.ics` is logged as
 * `/calendar/:token.ics`. Other paths come back as they are.
 */
export function logPath(pathname: string): string {
  const secret = policyForPath(pathname)?.secret;
  if (!secret?.length) return pathname;
  tree ??= buildTree();
  const params = matchRoutes(tree, pathname)?.at(-1)?.params ?? {};
  const values = secret.flatMap((name) => (params[name] ? [[name, params[name]] as const] : []));
  return pathname
    .split("/")
    .map((segment) => {
      let text = decodeSegment(segment);
      for (const [name, value] of values) text = text.split(value).join(`:${name}`);
      return text === decodeSegment(segment) ? segment : text;
    })
    .join("/");
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

let hydrating: HydratingRoute[] | null = null;

/**
 * The URL patterns of the pages that hydrate: each route whose policy says
 * `scripts: true`, with its children (pageNeedsScripts: one matched route asking
 * is enough). The shell's links read it (ui/Link.tsx) through the root loader.
 */
export function hydratingRoutes(): HydratingRoute[] {
  if (hydrating) return hydrating;
  tree ??= buildTree();
  const found: HydratingRoute[] = [];
  const walk = (nodes: Node[], prefix: string) => {
    for (const node of nodes) {
      const path = node.path ? `${prefix.replace(/\/$/, "")}/${node.path}` : prefix || "/";
      if (declaredPolicy(node.handle)?.scripts === true) found.push({ path, end: !node.children?.length });
      else if (node.children) walk(node.children, path);
    }
  };
  walk(tree, "");
  hydrating = found;
  return found;
}
