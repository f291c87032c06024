/**
 * The site-wide search (/search): articles, courses and lessons of the
 * published content, from an in-memory index built from the content cache's
 * snapshot once per content version (a new snapshot is a new object, so the
 * WeakMap below forgets the old index with it). A query reads nothing from
 * Firestore once the cache is warm.
 *
 * What a visitor may find: only published documents (the snapshot holds
 * nothing else). Lesson titles are public (every course page lists them), so
 * every published lesson is found by its title; the notes of a lesson are
 * indexed and shown only when the lesson is a free preview. The notes of other
 * lessons are left out of the index altogether: a hit on them would itself
 * tell a visitor what the locked text contains.
 *
 * Bounds: the query is cut to 100 characters and 12 runs (`queryChunks`), each
 * group shows at most 20 results, and excerpts are cut around the first match.
 */
import { z } from "zod";
import { queryChunks } from "~/platform/thai";
import { articleUrl, courseUrl, lessonUrl } from "~/kernel/urls";
import { publishedContent, type PublishedContent } from "~/content/cache.server";
import { SEARCH_WEIGHTS } from "~/content/article-search";
import { SEARCH_TEXT } from "./messages";
import { highlight, highlightTerms, matchRanges, type TextPart } from "./highlight";
import { escapeHtml } from "~/services/markdown/markdown.server";
import { inlinePreview } from "~/services/markdown/markdown-inline.server";
import { buildTextIndex, searchChunks, type TextIndex } from "../platform/text-index";

import { MAX_QUERY_LENGTH, MAX_RESULTS_PER_KIND } from "./limits";

type SearchKind = "article" | "course" | "lesson";
const SEARCH_KINDS: readonly SearchKind[] = ["article", "course", "lesson"];

type Field = keyof typeof SEARCH_WEIGHTS;

interface SiteIndex {
  index: TextIndex<Field>;
  /** "kind:id" (the index's document id) → its kind. */
  kindOf: Map<string, SearchKind>;
}

const indexes = new WeakMap<PublishedContent, SiteIndex>();
let builds = 0;

function buildSiteIndex(content: PublishedContent): SiteIndex {
  const docs: { id: string; fields: Record<Field, string> }[] = [];
  const kindOf = new Map<string, SearchKind>();
  const add = (kind: SearchKind, id: string, fields: Record<Field, string>) => {
    const key = `${kind}:${id}`;
    kindOf.set(key, kind);
    docs.push({ id: key, fields });
  };
  for (const a of content.articles) add("article", a.id, { title: a.title, tags: a.tags.join(" "), summary: a.excerpt, body: a.text });
  for (const c of content.listedCourses) add("course", c.id, { title: c.title, tags: "", summary: c.summary, body: c.descriptionText });
  for (const c of content.listedCourses) {
    for (const l of c.lessons) add("lesson", l.id, { title: l.title, tags: "", summary: "", body: l.freePreview ? l.notesText : "" });
  }
  builds += 1;
  return { index: buildTextIndex(SEARCH_WEIGHTS, docs), kindOf };
}

function siteIndex(content: PublishedContent): SiteIndex {
  let built = indexes.get(content);
  if (!built) {
    built = buildSiteIndex(content);
    indexes.set(content, built);
  }
  return built;
}

/**
 * How many times an index was built (once per content version): a probe of this module's
 * state for its test (`@internal`: `knip --production` does not count it as production code).
 * @internal
 */
export function siteIndexBuilds(): number {
  return builds;
}

/** `?q=`: text, control characters dropped, spaces collapsed, cut to 100 characters; blank is no search. */
const searchQuerySchema = z
  .string()
  .max(2_000)
  .optional()
  .catch(undefined)
  .transform((q) => {
    const clean = q
      ?.replace(/\p{Cc}/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, MAX_QUERY_LENGTH)
      .trim();
    return clean ? clean : null;
  });

export interface SearchResult {
  kind: SearchKind;
  id: string;
  url: string;
  title: TextPart[];
  /** A line under the title (the course of a lesson, the lesson count of a course). */
  context: string | null;
  /** One line of sanitised HTML, matches in `<mark>` ("" for none): a summary, or Markdown through `inlinePreview`. */
  excerptHtml: string;
  badge: "locked" | "freePreview" | null;
}

interface SearchGroup {
  kind: SearchKind;
  total: number;
  results: SearchResult[];
}

export interface SearchPage {
  q: string | null;
  /** The query has no letter or digit to search for. */
  empty: boolean;
  total: number;
  groups: SearchGroup[];
}

/** Characters of an excerpt of a Markdown text. */
const EXCERPT_CHARS = 160;

/** Plain text with its matches marked, as HTML. */
function markedText(parts: readonly TextPart[]): string {
  return parts.map((p) => (p.hit ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text))).join("");
}

/** A Markdown text as one line around its first match (from the start when none), matches marked. */
function markdownExcerpt(markdown: string, terms: string[]): string {
  return inlinePreview(markdown, EXCERPT_CHARS, { highlight: (visible) => matchRanges(visible, terms) });
}

/**
 * The summary (plain text), highlighted, when it holds a hit; otherwise an
 * excerpt of the Markdown body (or the summary when there is no body).
 */
function summaryOrExcerpt(summary: string, body: string, terms: string[]): string {
  const parts = highlight(summary, terms);
  return parts.some((p) => p.hit) || !body.trim() ? markedText(parts) : markdownExcerpt(body, terms);
}

function result(content: PublishedContent, kind: SearchKind, id: string, terms: string[], enrolled: ReadonlySet<string>): SearchResult | null {
  const found = (url: string, title: string, rest: Pick<SearchResult, "context" | "excerptHtml" | "badge">): SearchResult => ({
    kind,
    id,
    url,
    title: highlight(title, terms),
    ...rest,
  });
  if (kind === "article") {
    const a = content.articles.find((x) => x.id === id);
    return a ? found(articleUrl(a.slug), a.title, { context: null, excerptHtml: summaryOrExcerpt(a.excerpt, a.body, terms), badge: null }) : null;
  }
  if (kind === "course") {
    const c = content.courseById.get(id);
    if (!c) return null;
    return found(courseUrl(c.slug), c.title, {
      // Only listed courses are indexed: each has a published lesson.
      context: SEARCH_TEXT.lessons(c.lessons.length),
      excerptHtml: summaryOrExcerpt(c.summary, c.description, terms),
      badge: null,
    });
  }
  const entry = content.lessonById.get(id);
  if (!entry) return null;
  const { lesson, course } = entry;
  return found(lessonUrl(lesson.id), lesson.title, {
    context: course.title,
    // Never the notes of a lesson that is not a free preview.
    excerptHtml: lesson.freePreview ? markdownExcerpt(lesson.notes, terms) : "",
    // A lesson of a course the student is enrolled in is open to them: no lock (issue 42).
    badge: lesson.freePreview ? "freePreview" : enrolled.has(course.id) ? null : "locked",
  });
}

/** Searches a content snapshot (pure apart from the index cache; tests call it directly). */
function searchContent(content: PublishedContent, q: string | null, enrolled: ReadonlySet<string>): SearchPage {
  if (!q) return { q, empty: true, total: 0, groups: [] };
  const chunks = queryChunks(q);
  if (chunks.length === 0) return { q, empty: true, total: 0, groups: [] };
  const { index, kindOf } = siteIndex(content);
  const hits = searchChunks(index, chunks);
  const terms = highlightTerms(chunks);
  const groups: SearchGroup[] = SEARCH_KINDS.map((kind) => ({ kind, total: 0, results: [] }));
  for (const hit of hits) {
    const kind = kindOf.get(hit.id)!;
    const group = groups[SEARCH_KINDS.indexOf(kind)]!;
    group.total += 1;
    if (group.results.length >= MAX_RESULTS_PER_KIND) continue;
    const r = result(content, kind, hit.id.slice(kind.length + 1), terms, enrolled);
    if (r) group.results.push(r);
  }
  return { q, empty: false, total: hits.length, groups: groups.filter((g) => g.total > 0) };
}

/**
 * The search page's data for `?q=`, from the content cache (no Firestore read when warm).
 * `enrolled`: the ids of the courses the viewer is enrolled in (their lessons are not locked).
 */
export async function searchSite(rawQuery: string | null, enrolled: ReadonlySet<string> = new Set()): Promise<SearchPage> {
  const q = searchQuerySchema.parse(rawQuery ?? undefined);
  return searchContent(await publishedContent(), q, enrolled);
}
