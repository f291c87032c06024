/**
 * The admin lists' query string (browser-safe, pure): `?q=` a search that works
 * for Thai (normalised text, substring: a Thai word is found mid-sentence
 * without spaces) and `?page=` (25 a page). A bad page number is page 1, one past
 * the end the last page: never an error.
 */
import { z } from "zod";
import { normalizeText } from "~/platform/thai";

const PAGE_SIZE = 25;

export const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);
const searchSchema = z.string().trim().max(100).catch("");

/** `?q=` and `?<pageParam>=` of a URL. */
export function readListQuery(url: URL, pageParam = "page"): { q: string; page: number } {
  return { q: searchSchema.parse(url.searchParams.get("q") ?? ""), page: pageSchema.parse(url.searchParams.get(pageParam) ?? 1) };
}

/** Does any of the texts contain the query (both normalised)? An empty query matches all. */
export function matchesSearch(q: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = normalizeText(q);
  if (!needle) return true;
  return texts.some((t) => t != null && normalizeText(t).includes(needle));
}

export interface PageOf<T> {
  items: T[];
  page: number;
  totalPages: number;
  total: number;
}

/** One page of a list (the page clamped to the last one). */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): PageOf<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), totalPages);
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages, total: items.length };
}

/** The URL of another page, keeping the rest of the query string (page 1 drops the parameter). */
export function pageHref(url: string, page: number, pageParam = "page"): string {
  const u = new URL(url, "http://x");
  if (page <= 1) u.searchParams.delete(pageParam);
  else u.searchParams.set(pageParam, String(page));
  const search = u.searchParams.toString();
  return `${u.pathname}${search ? `?${search}` : ""}`;
}
