import { or503 } from "~/kernel/http.server";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { ArticleCard } from "~/blog/ArticleCard";
import { contentLinks } from "~/ui/links";
import { contentMeta, socialMeta } from "~/ui/meta";
import { BLOG_TEXT } from "~/blog/messages";
import { Pagination } from "~/ui/Pagination";
import { TagChips } from "~/ui/TagChips";
import { Icon, type IconName } from "~/ui/shell/Icon";
import { getBlogPage, parseBlogQuery } from "~/blog/blog.server";
import { blogUrl } from "~/blog/blog-url";
import { publicOrigin } from "~/platform/origin.server";
import { pageHandle } from "~/platform/page-policy";
import { blogHomeUrl, blogRssUrl } from "~/kernel/urls";

export const handle = pageHandle({ public: true, views: true, query: ["page", "tag", "q"] });

export const links = contentLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return contentMeta({ title: BLOG_TEXT.blog.eyebrow, description: BLOG_TEXT.blog.metaDescription });
  const title = data.q ? `ค้นหา “${data.q}”` : data.tag ? `แท็ก ${data.tag}` : BLOG_TEXT.blog.eyebrow;
  const pageSuffix = data.page > 1 ? ` (หน้า ${data.page})` : "";
  return [
    ...contentMeta({
      title: `${title}${pageSuffix}`,
      description: BLOG_TEXT.blog.metaDescription,
      canonical: data.q ? undefined : `${data.origin}${blogUrl({ page: data.page, tag: data.tag ?? undefined })}`,
      // Search results and empty listings are not pages for search engines.
      noindex: Boolean(data.q) || data.items.length === 0,
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: BLOG_TEXT.blog.rss, href: blogRssUrl() },
    ...socialMeta({ title: `${title}${pageSuffix}`, description: BLOG_TEXT.blog.metaDescription, url: `${data.origin}${blogUrl({ page: data.page, tag: data.tag ?? undefined })}`, origin: data.origin }),
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = parseBlogQuery(new URL(request.url));
  if ("redirect" in parsed) throw redirect(parsed.redirect);
  const page = await or503(getBlogPage(parsed.query));
  const status = page.outOfRange || page.unknownTag ? 404 : 200;
  return data({ ...page, origin: publicOrigin(request) }, { status });
}

export default function BlogIndex() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === blogHomeUrl();
  const hrefFor = (n: number) => blogUrl({ page: n, tag: page.tag ?? undefined, q: page.q ?? undefined });

  return (
    <div className="container page">
      <header className="page-header blog-header">
        <p className="eyebrow">{BLOG_TEXT.blog.eyebrow}</p>
        <h1>{BLOG_TEXT.blog.title}</h1>
        <p className="lead">{BLOG_TEXT.blog.lead}</p>
      </header>

      <div className="blog-tools">
        <Form method="get" action={blogHomeUrl()} className="search-form" role="search" aria-label="ค้นหาบทความ">
          <label htmlFor="blog-search" className="visually-hidden">
            {BLOG_TEXT.blog.searchLabel}
          </label>
          <span className="search-form__icon" aria-hidden="true">
            <svg viewBox="0 0 20 20" width="18" height="18" focusable="false">
              <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M13 13l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </span>
          <input
            id="blog-search"
            type="search"
            name="q"
            className="input search-form__input"
            placeholder={BLOG_TEXT.blog.searchPlaceholder}
            defaultValue={page.q ?? ""}
            key={page.q ?? ""}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
          />
          {page.tag ? <input type="hidden" name="tag" value={page.tag} /> : null}
          <button type="submit" className="button button--primary">
            {BLOG_TEXT.blog.searchButton}
          </button>
        </Form>
        <TagChips tags={page.tags} current={page.tag} label={BLOG_TEXT.blog.tagsLabel} allLabel={BLOG_TEXT.blog.allTags} counts />
      </div>

      <section aria-label={BLOG_TEXT.blog.listLabel} aria-busy={searching || undefined} className="blog-results">
        <ResultsHeading page={page} />
        {page.items.length > 0 ? (
          <div className="card-grid card-grid--articles">
            {page.items.map((article) => (
              <ArticleCard key={article.id} article={article} headingLevel={2} />
            ))}
          </div>
        ) : (
          <EmptyResults page={page} />
        )}
        <Pagination page={page.page} totalPages={page.outOfRange ? 0 : page.totalPages} hrefFor={hrefFor} />
      </section>

      <p className="blog-rss">
        <a href={blogRssUrl()} className="text-small">
          {BLOG_TEXT.blog.rss}
        </a>
      </p>
    </div>
  );
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

function ResultsHeading({ page }: { page: PageData }) {
  if (page.outOfRange || page.unknownTag) return null;
  if (page.q) {
    return (
      <p className="results-heading" role="status">
        {BLOG_TEXT.blog.resultsFor(page.q, page.total)}
        {" · "}
        <Link to={blogUrl({ page: 1, tag: page.tag ?? undefined })}>{BLOG_TEXT.blog.clearSearch}</Link>
      </p>
    );
  }
  if (page.tag) return <p className="results-heading">{BLOG_TEXT.blog.inTag(page.tag, page.total)}</p>;
  return null;
}

function EmptyResults({ page }: { page: PageData }) {
  let icon: IconName = "book";
  let title: string = BLOG_TEXT.blog.emptyTitle;
  let text: string = BLOG_TEXT.blog.empty;
  if (page.outOfRange && page.total > 0) {
    icon = "compass";
    title = BLOG_TEXT.blog.outOfRangeTitle;
    text = BLOG_TEXT.blog.outOfRange(page.page, page.totalPages);
  } else if (page.unknownTag && page.tag) {
    icon = "tag";
    title = BLOG_TEXT.blog.unknownTagTitle;
    text = BLOG_TEXT.blog.unknownTag(page.tag);
  } else if (page.q) {
    icon = "search";
    title = BLOG_TEXT.blog.noResultsTitle;
    text = BLOG_TEXT.blog.noResults(page.q);
  }
  const showBack = page.outOfRange || page.unknownTag || page.q;
  return (
    <div className="empty-state" role={page.q ? "status" : undefined}>
      <span className="empty-state__icon" aria-hidden="true">
        <Icon name={icon} size={32} />
      </span>
      <p className="empty-state__title">{title}</p>
      <p className="text-muted">{text}</p>
      {showBack ? (
        <Link
          to={
            page.outOfRange && page.total > 0 ? blogUrl({ page: 1, tag: page.tag ?? undefined, q: page.q ?? undefined }) : blogHomeUrl()
          }
          className="button button--secondary"
        >
          {page.outOfRange && page.total > 0 ? BLOG_TEXT.blog.backToFirst : BLOG_TEXT.article.allArticles}
        </Link>
      ) : null}
    </div>
  );
}
