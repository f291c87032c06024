/**
 * The per-process cache of published content (articles, courses, lessons),
 * kept fresh by a snapshot listener on `meta/content` (content-version.store.server.ts).
 *
 * - Warm, an anonymous page view reads nothing from Firestore: pages are built
 *   from this snapshot, with Markdown already rendered and the search index built.
 * - Every publish bumps the version; the listener sees it within about a second
 *   on every instance, and the next request loads the content again (four
 *   queries: the old slugs too), while requests already running finish on the old snapshot.
 * - If the listener dies (network, emulator restart) it is restarted with
 *   back-off; meanwhile each request checks the version with one read at most
 *   once a second. If loading fails, the last good snapshot keeps serving;
 *   with none yet, pages answer 503.
 */
import { withTimeout } from "~/platform/firebase-admin.server";
import { renderMarkdown, type Heading } from "~/services/markdown/markdown.server";
import { readingMinutes } from "~/platform/thai";
import { fetchPublishedArticles, type Article } from "./article.store.server";
import { buildSearchIndex, type SearchIndex } from "./article-search";
import { readContentVersion, watchContentVersion } from "./content-version.store.server";
import { fetchPublishedCourses, type Course } from "./course.store.server";
import { courseIsListed } from "./course";
import { fetchPublishedLessons, type Lesson } from "./lesson.store.server";
import { UnavailableError } from "./shared.store.server";
import { fetchSlugRedirects } from "./slug-redirects.store.server";
import { machineNow, nowDate } from "~/kernel/clock";

export interface PublishedArticle extends Article {
  html: string;
  headings: Heading[];
  /** Plain text of the body. */
  text: string;
  readingMinutes: number;
  /** The page loads KaTeX's stylesheet. */
  hasMath: boolean;
}

export interface PublishedLesson extends Lesson {
  notesHtml: string;
  notesHasMath: boolean;
  /** Plain text of the notes (site search; shown only for free previews). */
  notesText: string;
  /** 1-based position in its course. */
  position: number;
}

export interface PublishedCourse extends Course {
  descriptionHtml: string;
  descriptionHasMath: boolean;
  /** Plain text of the description (site search). */
  descriptionText: string;
  /** Published lessons in order. */
  lessons: PublishedLesson[];
  totalMinutes: number;
  freePreviewCount: number;
}

interface TagCount {
  tag: string;
  count: number;
}

export interface PublishedContent {
  version: number;
  loadedAt: Date;
  /** Newest first. */
  articles: PublishedArticle[];
  articleBySlug: ReadonlyMap<string, PublishedArticle>;
  /** Most used first, then in Thai alphabetical order. */
  tags: TagCount[];
  search: SearchIndex;
  /** Catalogue order: every published course (their pages answer). */
  courses: PublishedCourse[];
  /** The courses students see in lists (`courseIsListed`), catalogue order. */
  listedCourses: PublishedCourse[];
  courseBySlug: ReadonlyMap<string, PublishedCourse>;
  courseById: ReadonlyMap<string, PublishedCourse>;
  lessonById: ReadonlyMap<string, { lesson: PublishedLesson; course: PublishedCourse }>;
  /** Old slugs (`kind:slug`) → the document they belonged to (slug-redirects.store.server.ts). */
  movedSlugs: ReadonlyMap<string, string>;
}

const thaiCollator = new Intl.Collator("th");

/**
 * Builds the snapshot from the published documents (pure; tests call it directly).
 * Each text is rendered on its own and `renderMarkdown` never throws: a document
 * past the Markdown bounds shows a Thai error block, and the others load.
 */
export function buildPublishedContent(
  version: number,
  rawArticles: readonly Article[],
  rawCourses: readonly Course[],
  rawLessons: readonly Lesson[],
  movedSlugs: ReadonlyMap<string, string> = new Map()
): PublishedContent {
  const articles: PublishedArticle[] = rawArticles
    .filter((a) => a.status === "published" && a.publishedAt)
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || thaiCollator.compare(a.title, b.title))
    .map((a) => {
      const rendered = renderMarkdown(a.body);
      return {
        ...a,
        html: rendered.html,
        headings: rendered.headings,
        text: rendered.text,
        readingMinutes: readingMinutes(rendered.text),
        hasMath: rendered.hasMath,
      };
    });

  const tagCounts = new Map<string, number>();
  for (const a of articles) for (const t of a.tags) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
  const tags = [...tagCounts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || thaiCollator.compare(a.tag, b.tag));

  const lessonsByCourse = new Map<string, Lesson[]>();
  for (const l of rawLessons) {
    if (l.status !== "published") continue;
    const list = lessonsByCourse.get(l.courseId) ?? [];
    list.push(l);
    lessonsByCourse.set(l.courseId, list);
  }

  const courses: PublishedCourse[] = rawCourses
    .filter((c) => c.status === "published")
    .sort((a, b) => a.order - b.order || thaiCollator.compare(a.title, b.title))
    .map((c) => {
      const lessons = (lessonsByCourse.get(c.id) ?? [])
        .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
        .map((l, i) => {
          const notes = renderMarkdown(l.notes);
          return { ...l, notesHtml: notes.html, notesHasMath: notes.hasMath, notesText: notes.text, position: i + 1 };
        });
      const description = renderMarkdown(c.description, { topHeading: 3 });
      return {
        ...c,
        descriptionHtml: description.html,
        descriptionHasMath: description.hasMath,
        descriptionText: description.text,
        lessons,
        totalMinutes: lessons.reduce((sum, l) => sum + l.durationMinutes, 0),
        freePreviewCount: lessons.filter((l) => l.freePreview).length,
      };
    });

  const lessonById = new Map<string, { lesson: PublishedLesson; course: PublishedCourse }>();
  for (const course of courses) for (const lesson of course.lessons) lessonById.set(lesson.id, { lesson, course });

  return {
    version,
    loadedAt: nowDate(),
    articles,
    articleBySlug: new Map(articles.map((a) => [a.slug, a])),
    tags,
    search: buildSearchIndex(articles),
    courses,
    listedCourses: courses.filter((c) => courseIsListed(c, c.lessons)),
    courseBySlug: new Map(courses.map((c) => [c.slug, c])),
    courseById: new Map(courses.map((c) => [c.id, c])),
    lessonById,
    movedSlugs,
  };
}

/**
 * The current slug of a published course or article that once had `slug`, or
 * null (never moved, or the document is gone or unpublished): its page answers
 * 301 to the new address.
 */
export function movedSlug(content: PublishedContent, kind: "course" | "article", slug: string): string | null {
  const id = content.movedSlugs.get(`${kind}:${slug}`);
  if (id === undefined) return null;
  const doc = kind === "course" ? content.courseById.get(id) : content.articles.find((a) => a.id === id);
  return doc && doc.slug !== slug ? doc.slug : null;
}

/** Longest wait for the four content queries; Firestore's own retries would take minutes. */
const LOAD_TIMEOUT_MS = 10_000;
const VERSION_READ_TIMEOUT_MS = 3_000;

async function loadPublishedContent(version: number): Promise<PublishedContent> {
  const [articles, courses, lessons, moved] = await withTimeout(
    Promise.all([fetchPublishedArticles(), fetchPublishedCourses(), fetchPublishedLessons(), fetchSlugRedirects()]),
    LOAD_TIMEOUT_MS,
    "content load"
  );
  return buildPublishedContent(version, articles, courses, lessons, moved);
}

/** Content cannot be read and no earlier snapshot exists: the pages answer 503 (the Thai error page). */
function unavailable(error: unknown): never {
  console.error(`Content cache: no content to serve (${error instanceof Error ? error.message : String(error)})`);
  throw new UnavailableError("content unavailable");
}

// ---------------------------------------------------------------- the cache

/** How long a request waits for the listener's first value before reading the version itself. */
const FIRST_VALUE_WAIT_MS = 3_000;
/** While the listener is down: at most one version read per this interval. */
const POLL_INTERVAL_MS = 1_000;
const RESTART_MIN_MS = 1_000;
const RESTART_MAX_MS = 30_000;

interface CacheState {
  /** The newest version known (from the listener or a poll); null before the first. */
  latest: number | null;
  current: PublishedContent | null;
  loading: { version: number; promise: Promise<PublishedContent> } | null;
  listening: boolean;
  unsubscribe: (() => void) | null;
  firstValue: Promise<void> | null;
  restartDelay: number;
  restartTimer: NodeJS.Timeout | null;
  lastPoll: number;
  polling: Promise<void> | null;
  loads: number;
}

/** The state of a cache that has not started (or was stopped); `loads` counts on across stops. */
function initialState(): Omit<CacheState, "loads"> {
  return {
    latest: null,
    current: null,
    loading: null,
    listening: false,
    unsubscribe: null,
    firstValue: null,
    restartDelay: RESTART_MIN_MS,
    restartTimer: null,
    lastPoll: 0,
    polling: null,
  };
}

const state: CacheState = { ...initialState(), loads: 0 };

function startListener(): void {
  if (state.unsubscribe || state.restartTimer) return;
  let resolveFirst!: () => void;
  state.firstValue = new Promise<void>((resolve) => (resolveFirst = resolve));
  try {
    state.unsubscribe = watchContentVersion(
      (version) => {
        state.listening = true;
        state.restartDelay = RESTART_MIN_MS;
        if (version !== state.latest) state.latest = version;
        resolveFirst();
      },
      (error) => {
        console.error(`Content cache: version listener stopped (${error.message}); retrying`);
        state.listening = false;
        state.unsubscribe = null;
        resolveFirst();
        scheduleRestart();
      }
    );
  } catch (error) {
    console.error(`Content cache: could not listen to the content version (${(error as Error).message})`);
    state.unsubscribe = null;
    resolveFirst();
    scheduleRestart();
  }
}

function scheduleRestart(): void {
  if (state.restartTimer) return;
  const delay = state.restartDelay;
  state.restartDelay = Math.min(RESTART_MAX_MS, state.restartDelay * 2);
  state.restartTimer = setTimeout(() => {
    state.restartTimer = null;
    startListener();
  }, delay);
  state.restartTimer.unref();
}

async function pollVersion(): Promise<void> {
  if (machineNow() - state.lastPoll < POLL_INTERVAL_MS && state.latest !== null) return;
  state.polling ??= withTimeout(readContentVersion(), VERSION_READ_TIMEOUT_MS, "content version read")
    .then((version) => {
      state.latest = version;
      state.lastPoll = machineNow();
    })
    .finally(() => {
      state.polling = null;
    });
  await state.polling;
}

function load(version: number): Promise<PublishedContent> {
  if (state.loading?.version === version) return state.loading.promise;
  const promise = loadPublishedContent(version)
    .then((content) => {
      state.loads += 1;
      // A slower, older load must not replace a newer snapshot.
      if (!state.current || state.current.version <= version) state.current = content;
      return content;
    })
    .finally(() => {
      if (state.loading?.promise === promise) state.loading = null;
    });
  state.loading = { version, promise };
  return promise;
}

/** How long to wait for a promise before going on without it. */
function within(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The current published content. Costs no Firestore read when warm and the
 * version has not moved.
 */
export async function publishedContent(): Promise<PublishedContent> {
  startListener();
  if (state.latest === null && state.firstValue) await within(state.firstValue, FIRST_VALUE_WAIT_MS);
  try {
    if (!state.listening) await pollVersion();
  } catch (error) {
    if (state.current) return state.current;
    unavailable(error);
  }
  const version = state.latest ?? 0;
  if (state.current && state.current.version === version) return state.current;
  try {
    return await load(version);
  } catch (error) {
    if (state.current) {
      console.error(`Content cache: reload failed, serving version ${state.current.version} (${(error as Error).message})`);
      return state.current;
    }
    unavailable(error);
  }
}

/** For diagnostics and benchmarks. */
export function contentCacheStats() {
  return {
    version: state.current?.version ?? null,
    latest: state.latest,
    listening: state.listening,
    loads: state.loads,
    loadedAt: state.current?.loadedAt ?? null,
  };
}

/** Stops the listener and forgets the snapshot (tests; a graceful stop of the server should call it). */
export function stopContentCache(): void {
  state.unsubscribe?.();
  if (state.restartTimer) clearTimeout(state.restartTimer);
  Object.assign(state, initialState());
}

/**
 * After a write: wait (briefly) until this instance's cache has seen the new
 * content version, so the admin's next page (and /blog) shows the change at
 * once. Other instances follow through their own listeners.
 */
export async function awaitFreshContent(timeoutMs = 2_000): Promise<void> {
  let target: number;
  try {
    target = await readContentVersion();
  } catch {
    return;
  }
  const deadline = machineNow() + timeoutMs;
  while (machineNow() < deadline) {
    const { latest, listening } = contentCacheStats();
    if (!listening || latest === null || latest >= target) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}
