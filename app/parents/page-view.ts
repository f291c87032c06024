/** What the parent's page shows (browser-safe: the route's meta and the page read it). */
import { PARENT_PAGES } from "./messages";
import type { ParentState } from "./state";

export type ParentPageView =
  | { view: "unknown" | "expired" }
  | { view: "link"; kind: "confirm" | "stop"; action: string; name: string; state: ParentState };

/** The page's title: its kind's, or the 404's or 410's. */
export function parentPageTitle(page: ParentPageView | undefined): string {
  if (!page || page.view !== "link") return PARENT_PAGES[page?.view ?? "unknown"].title;
  return PARENT_PAGES[page.kind].title;
}
