import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { LinksFunction } from "@remix-run/node";
import { contentLinks } from "~/ui/links";
import searchCss from "~/search/search.css?url";
import { contentMeta } from "~/ui/meta";
import { or503 } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";
import { SEARCH_TEXT } from "~/search/messages";
import { SearchResults } from "~/search/SearchResults";
import { SearchForm } from "~/search/SearchForm";
import { searchSite } from "~/search/site-search.server";
import { getUser } from "~/auth/session.server";
import { enrolmentsOf } from "~/learning/index.server";
import { progressWrittenAt } from "~/platform/student-cache.server";

/**
 * Not public: every query is a different URL, so searches are never stored in
 * the server's HTML cache (nor by a CDN): arbitrary queries could only push
 * useful pages out of it. A query costs an in-memory lookup, no Firestore read.
 */
export const handle = pageHandle({ public: false, views: true, query: ["q"] });

export const links: LinksFunction = () => [...contentLinks(), { rel: "stylesheet", href: searchCss }];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  contentMeta({ title: data?.q ? `${SEARCH_TEXT.title} “${data.q}”` : SEARCH_TEXT.title, description: SEARCH_TEXT.metaDescription, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  // A signed-in student's courses (the per-process copy): their lessons are not shown locked.
  const enrolled = user ? new Set((await or503(enrolmentsOf(user.uid, progressWrittenAt(request)))).map((e) => e.courseId)) : new Set<string>();
  const page = await or503(searchSite(new URL(request.url).searchParams.get("q"), enrolled));
  return data(page);
}

export default function SearchPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="container page search-page">
      <header className="page-header">
        <h1>{SEARCH_TEXT.title}</h1>
        <p className="lead">{SEARCH_TEXT.lead}</p>
      </header>
      <SearchForm id="site-search-page" q={page.q} />
      <SearchResults page={page} />
    </div>
  );
}
