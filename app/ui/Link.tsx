/**
 * The site's links: Remix's `Link` and `NavLink`, which on a page that hydrates
 * (the sign-in page, the admin: page-policy.ts `scripts`) navigate in the
 * browser only to another page that hydrates (`navigatesInApp`). A link to any
 * other page loads the document, so that page gets its islands (its check
 * buttons, its video) as when it is opened directly. On a page that does not
 * hydrate a link is a plain `<a>` either way. Every link in app/ comes from
 * here (lint: no-restricted-imports).
 */
import { createContext, useContext } from "react";
// eslint-disable-next-line no-restricted-imports -- the one place that wraps them
import { Link as RemixLink, NavLink as RemixNavLink, useHref, type LinkProps, type NavLinkProps } from "@remix-run/react";
import { navigatesInApp, type HydratingRoute } from "~/platform/page-policy";

/** The pages that hydrate (the root loader's, from the route table); none known: every link loads its document. */
export const HydratingRoutes = createContext<readonly HydratingRoute[]>([]);

function useDocumentLoad(to: LinkProps["to"], reloadDocument: boolean | undefined): boolean {
  const hydrating = useContext(HydratingRoutes);
  const href = useHref(to);
  if (reloadDocument !== undefined) return reloadDocument;
  return !navigatesInApp(new URL(href, "http://site.invalid").pathname, hydrating);
}

export function Link({ to, reloadDocument, prefetch, ...props }: LinkProps) {
  const load = useDocumentLoad(to, reloadDocument);
  return <RemixLink to={to} reloadDocument={load} prefetch={load ? "none" : prefetch} {...props} />;
}

export function NavLink({ to, reloadDocument, prefetch, ...props }: NavLinkProps) {
  const load = useDocumentLoad(to, reloadDocument);
  return <RemixNavLink to={to} reloadDocument={load} prefetch={load ? "none" : prefetch} {...props} />;
}
