/** The /admin overview's three lists, 25 a page each, with a page parameter of their own. */
import { pageSchema, paginate, type PageOf } from "./list-query";

export const OVERVIEW_PAGE_PARAMS = { articles: "articlesPage", courses: "coursesPage", lessons: "lessonsPage" } as const;
type Kind = keyof typeof OVERVIEW_PAGE_PARAMS;

/** Each list cut to its page (`pages` has the counts), and the URL the page links keep (`href`). */
export function overviewPages<L extends Record<Kind, unknown[]>>(url: URL, lists: L) {
  const pages = {} as Record<Kind, Omit<PageOf<unknown>, "items">>;
  const cut = { ...lists };
  for (const kind of Object.keys(OVERVIEW_PAGE_PARAMS) as Kind[]) {
    const { items, ...rest } = paginate(lists[kind], pageSchema.parse(url.searchParams.get(OVERVIEW_PAGE_PARAMS[kind]) ?? 1));
    (cut as Record<Kind, unknown[]>)[kind] = items;
    pages[kind] = rest;
  }
  return { ...cut, pages, href: `${url.pathname}${url.search}` };
}
