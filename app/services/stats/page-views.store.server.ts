/**
 * Page views, counted on the server per day (Bangkok) and path, without a
 * Firestore write per view: each instance adds views up in memory and flushes
 * them every PAGE_VIEW_FLUSH_MS in ONE batch of `FieldValue.increment`s, one
 * document per day: `pageViews/{yyyy-mm-dd}` = `{ day, total, paths: { "/blog/x": n } }`.
 * Increments add up across instances. A graceful stop flushes; an instance
 * that dies without one loses at most the views of one flush interval (10 s).
 * A refused flush puts its counts back for the next one; a flush that hangs
 * (Firestore unreachable) is given up after 5 s.
 *
 * Counted: GET requests for HTML documents that answered 200, from browsers
 * (not bots, not prefetches), of routes whose page policy says `views: true`
 * (app/platform/page-policy.ts; not /admin, not /api). Not counted: assets, `.data`
 * requests (Remix's client-side navigations and revalidations), errors.
 *
 * server.ts gets the counter through the server build (entry.server.tsx); the
 * stats page reads the documents.
 */
import { FieldValue } from "firebase-admin/firestore";
import { isbot } from "isbot";
import { withTimeout } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { DAY_MS, isoDate, nowDate } from "~/kernel/clock";

export const PAGE_VIEWS = "pageViews";
/** How often an instance writes its counts (and so the most a crash can lose). */
export const PAGE_VIEW_FLUSH_MS = 10_000;
/** Distinct paths kept per day and instance between flushes; the rest is counted under OTHER_PATHS. */
const MAX_PATHS_PER_DAY = 2_000;
const OTHER_PATHS = "(อื่น ๆ)";
const MAX_PATH_LENGTH = 200;
/** A flush that takes longer is given up (its counts may or may not have been written). */
const FLUSH_TIMEOUT_MS = 5_000;

/** day → path → views not yet written. */
const pending = new Map<string, Map<string, number>>();
let flushing: Promise<number> | null = null;
let timer: NodeJS.Timeout | null = null;

/** The path as counted: decoded (Thai readable), NFC, no trailing slash; null when it is not a page path. */
export function pageViewPath(rawPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath.split("?")[0]!.split("#")[0]!);
  } catch {
    return null;
  }
  path = path.normalize("NFC").replace(/\/{2,}/g, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith("/") || path.length > MAX_PATH_LENGTH || /[\u0000-\u001f\u007f]/.test(path)) return null;
  return path;
}

export interface ViewedResponse {
  /** The page policy of the path counts its views. */
  counted: boolean;
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  userAgent: string | null;
  /** `Sec-Purpose` / `Purpose` request header (prefetches say "prefetch"). */
  purpose: string | null;
}

/** Whether a finished request is a page view (see the module comment). */
export function isPageView(r: ViewedResponse): boolean {
  if (r.method !== "GET" || r.status !== 200) return false;
  if (!r.contentType || !/^text\/html\b/i.test(r.contentType)) return false;
  if (!r.counted || r.path.endsWith(".data")) return false;
  if (!r.userAgent || isbot(r.userAgent)) return false;
  if (r.purpose && /prefetch/i.test(r.purpose)) return false;
  return true;
}

/** Adds one view of `path` on `now`'s day in Bangkok (memory only). */
export function recordPageView(path: string, now = nowDate()): void {
  const clean = pageViewPath(path);
  if (!clean) return;
  addViews(isoDate(now), clean, 1);
}

function addViews(day: string, path: string, views: number): void {
  let paths = pending.get(day);
  if (!paths) pending.set(day, (paths = new Map()));
  const key = paths.has(path) || paths.size < MAX_PATHS_PER_DAY ? path : OTHER_PATHS;
  paths.set(key, (paths.get(key) ?? 0) + views);
}

/**
 * Views recorded but not written yet: a probe of this module's state for its test
 * (`@internal`: `knip --production` does not count it as production code).
 * @internal
 */
export function pendingPageViews(): number {
  let n = 0;
  for (const paths of pending.values()) for (const v of paths.values()) n += v;
  return n;
}

async function writePending(): Promise<number> {
  if (pending.size === 0) return 0;
  const taken = new Map(pending);
  pending.clear();
  const batch = db().batch();
  let views = 0;
  for (const [day, paths] of taken) {
    let total = 0;
    const increments: Record<string, FieldValue> = {};
    for (const [path, n] of paths) {
      increments[path] = FieldValue.increment(n);
      total += n;
    }
    // set + merge: nested keys are literal field names (a path's dots and slashes stay as they are).
    batch.set(db().collection(PAGE_VIEWS).doc(day), { day, total: FieldValue.increment(total), paths: increments }, { merge: true });
    views += total;
  }
  let timedOut = false;
  try {
    await withTimeout(
      batch.commit().catch((error: unknown) => {
        if (timedOut) console.error(`page views: a late flush failed, ${views} views lost (${(error as Error).message})`);
        throw error;
      }),
      FLUSH_TIMEOUT_MS,
      "page view flush"
    );
    return views;
  } catch (error) {
    // A refused write is retried with the next flush; after a time-out the write
    // may still land, so its counts are not added again (no double counting).
    if (/timed out/.test((error as Error).message)) timedOut = true;
    else for (const [day, paths] of taken) for (const [path, n] of paths) addViews(day, path, n);
    throw error;
  }
}

/** Writes the counts gathered so far in one batch; answers how many views it wrote. */
export async function flushPageViews(): Promise<number> {
  while (flushing) await flushing.catch(() => undefined);
  flushing = writePending().finally(() => {
    flushing = null;
  });
  return flushing;
}

function flushAndLog(): Promise<void> {
  return flushPageViews().then(
    () => undefined,
    (error: unknown) => console.error(`page views: flush failed, kept for the next one (${(error as Error).message})`)
  );
}

export function startPageViewFlusher(intervalMs = PAGE_VIEW_FLUSH_MS): void {
  if (timer) return;
  timer = setInterval(() => void flushAndLog(), intervalMs);
  timer.unref();
}

/** Stops the timer and writes what is left (graceful stop). */
export async function stopPageViewFlusher(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  await flushAndLog();
}

interface RequestLike {
  method: string;
  originalUrl: string;
  get(name: string): string | undefined;
}
interface ResponseLike {
  statusCode: number;
  getHeader(name: string): number | string | string[] | undefined;
  on(event: "finish", listener: () => void): unknown;
}

/**
 * Express middleware: counts the request once its response has finished, if it
 * is a page view. `counted` answers the path's page policy (`views`).
 */
export const pageViewCounter = (counted: (path: string) => boolean) => (req: RequestLike, res: ResponseLike, next: () => void): void => {
  if (req.method === "GET") {
    res.on("finish", () => {
      const contentType = res.getHeader("content-type");
      const path = req.originalUrl.split("?")[0]!;
      const view = isPageView({
        counted: counted(path),
        method: req.method,
        path,
        status: res.statusCode,
        contentType: typeof contentType === "string" ? contentType : null,
        userAgent: req.get("user-agent") ?? null,
        purpose: req.get("sec-purpose") ?? req.get("purpose") ?? null,
      });
      if (view) recordPageView(path);
    });
  }
  next();
};

// ---------------------------------------------------------------- reading

export interface DayViews {
  day: string;
  total: number;
  paths: Record<string, number>;
}

/** The last `count` days in Bangkok, oldest first, ending with `now`'s day ("yyyy-mm-dd"). */
export function lastDays(count: number, now = nowDate()): string[] {
  const days: string[] = [];
  for (let i = count - 1; i >= 0; i--) days.push(isoDate(now.getTime() - i * DAY_MS));
  return days;
}

/** The stored counts of the given days (0 for days without a document). One read per day. */
export async function readPageViews(days: readonly string[]): Promise<DayViews[]> {
  if (days.length === 0) return [];
  const refs = days.map((d) => db().collection(PAGE_VIEWS).doc(d));
  const snaps = await db().getAll(...refs);
  return days.map((day, i) => {
    const data = snaps[i]?.data();
    const paths: Record<string, number> = {};
    const raw = data?.paths as Record<string, unknown> | undefined;
    for (const [path, n] of Object.entries(raw ?? {})) if (typeof n === "number") paths[path] = n;
    return { day, total: typeof data?.total === "number" ? data.total : 0, paths };
  });
}
