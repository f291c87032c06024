/**
 * The page policy (page-policy.ts) of a URL, from the server build's own route
 * table and Remix's route matching: the same routes that will render the URL.
 */
import { matchRoutes } from "@remix-run/react";
import { routes } from "virtual:remix/server-build";
import { combinedPolicy, type PagePolicy } from "./page-policy";

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

/** The policy of a pathname (null: no route, or a route that declares none). */
export function policyForPath(pathname: string): PagePolicy | null {
  tree ??= buildTree();
  const matches = matchRoutes(tree, pathname);
  if (!matches) return null;
  return combinedPolicy(matches.map((m) => (m.route as Node).handle));
}
