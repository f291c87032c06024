import { randomBytes } from "node:crypto";
import type { EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { HtmlBodyStream, wholeBody } from "~/platform/html-body-stream.server";
import { NonceProvider } from "~/platform/nonce";
import { contentSecurityPolicy } from "~/platform/csp.server";
import { loginUrl } from "~/kernel/urls";
import { getEnv } from "~/platform/env.server";
import { isAnonymous } from "~/auth/credentials";
import { documentCacheControl, PRIVATE_CACHE_CONTROL } from "~/platform/cache-policy.server";
import { compressBody, pickEncoding } from "~/platform/content-encoding.server";
import { combinedPolicy, pageIslands, pageNeedsScripts } from "~/platform/page-policy";
import { islandSources } from "~/platform/islands.server";
import { policyForPath } from "~/platform/route-table.server";
import { pageViewCounter } from "~/services/stats/page-views.store.server";
import { contentCacheStats, publishedContent } from "~/content/cache.server";
import { startOutboxSender as startSender } from "~/services/messaging/outbox-sender.server";
import { notifyDue } from "~/services/messaging/index.server";
// Registers the outbox's gauges in the /metrics registry.
import "~/services/messaging/outbox-metrics.server";
import { onSessionPaid } from "~/payments/index.server";
import { paidBookingMails } from "~/tutoring/index.server";

// A held booking paid: its confirmation and calendar invitation go in the payment's transaction
// (payments cannot import tutoring, which imports payments: docs/payments.md#a-paid-bookings-hold).
onSessionPaid(paidBookingMails);

// What server.ts uses of the app, all through this build, so that every app
// module (env, Firebase, caches, counters) exists once per process.
/** For `npm run bench` (server.ts serves it only with BENCH_READS=1). */
export { readCount as firestoreReadCount } from "~/platform/firestore-reads.server";
export { EnvError, getEnv } from "~/platform/env.server";
export { closeFirebase } from "~/platform/firebase-admin.server";
export { readinessChecks } from "~/platform/readiness.server";
export { BROTLI_WINDOW_BITS, compressInBackground, pickEncoding } from "~/platform/content-encoding.server";
export { isAnonymous } from "~/auth/credentials";
export { canonicalSearch } from "~/platform/page-policy";
export { logPath, policyForPath } from "~/platform/route-table.server";
export { startPageViewFlusher, stopPageViewFlusher } from "~/services/stats/page-views.store.server";
export { stopContentCache } from "~/content/cache.server";
export { stopOutboxSender } from "~/services/messaging/outbox-sender.server";
/** The outbox sender; a reminder it takes leaves its notification on the site (services/messaging's notifyDue). */
export const startOutboxSender = (env: Parameters<typeof startSender>[0]) => startSender(env, notifyDue);
export { startFileSweeper, stopFileSweeper } from "~/files/index.server";
export { startParentNotes, stopParentNotes } from "~/parents/index.server";
export { startHoursExpiry, stopHoursExpiry } from "~/payments/index.server";
export { startHoldSweep, stopHoldSweep, startQueueSweep, stopQueueSweep } from "~/tutoring/index.server";
export { startExamDeadlineSweep, stopExamDeadlineSweep } from "~/exams/index.server";
export { uploadBodyBound } from "~/platform/upload-limit";
export { countRequestCut, countUploadRefused } from "~/platform/metrics.server";
export { clusterMetricsText, metricsText, observeRequest } from "~/platform/metrics-text.server";

/** Express middleware counting page views of the routes whose policy says `views`. */
export const countPageViews = pageViewCounter((path) => policyForPath(path)?.views === true);

/**
 * Errors Remix caught (loaders, actions, rendering): one line each, the error's
 * name and message and where, never the request's headers, cookies or query.
 * Aborted requests (the client went away) are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`error ${request.method} ${new URL(request.url).pathname}: ${what.split("\n")[0]}`);
};

/** The content version for server.ts's HTML cache (the loaders' own module instance). */
export function contentVersionForCache(): number | null {
  const stats = contentCacheStats();
  // While the listener is down (Firestore outage), let the content cache poll
  // and restart it in the background: hits alone would never call it.
  if (!stats.listening && stats.version !== null) void publishedContent().catch(() => undefined);
  // The listener's newest version: a publish changes it before any page is
  // rendered again, so the HTML cache drops its pages at once; the next render
  // loads that version. Null until content has been loaded once.
  return stats.version === null ? null : (stats.latest ?? stats.version);
}

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const handles = remixContext.staticHandlerContext.matches.map((m) => remixContext.routeModules[m.route.id]?.handle);
  // What the root loader answered: its user, and its Set-Cookie when it changed the session cookie or cleared a notice.
  const rootData = remixContext.staticHandlerContext.loaderData.root as { user?: unknown } | null | undefined;
  const sessionRender = Boolean(rootData?.user) || Boolean(remixContext.staticHandlerContext.loaderHeaders.root?.has("Set-Cookie"));
  // A render for a session is private (and so never enters server.ts's HTML cache, which keeps only `public`).
  const cacheControl = documentCacheControl({
    anonymous: isAnonymous((name) => request.headers.get(name)) && !sessionRender,
    status: responseStatusCode,
    policy: combinedPolicy(handles),
    routeSet: responseHeaders.get("Cache-Control"),
  });
  // The root's rule for <Scripts/> (root.tsx): no scripts rendered, none allowed
  // but the page's islands (by the nonce).
  const scripts = pageNeedsScripts(handles);
  const islands = islandSources(pageIslands(handles, Boolean(rootData?.user)));
  // A private page (signed in, admin, errors) is rendered whole and compressed
  // once; public pages stream (server.ts keeps the anonymous ones in its HTML
  // cache, and its compression middleware encodes the stream). Bots and no-JS
  // clients get the whole document at once too.
  const compressOnce = cacheControl === PRIVATE_CACHE_CONTROL;
  const waitForAll = compressOnce || isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  const page = (
    <NonceProvider value={nonce} islands={islands}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>
  );
  const setPageHeaders = () => {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set("Cache-Control", cacheControl);
    responseHeaders.set(
      "Content-Security-Policy",
      contentSecurityPolicy({ nonce, pathname: new URL(request.url).pathname, signInPath: loginUrl(), env: getEnv(), scripts, islands: islands.length > 0 }),
    );
  };
  const compressed = (html: Buffer) => {
    const encoding = pickEncoding(request.headers.get("Accept-Encoding"));
    const bytes = compressBody(html, encoding);
    responseHeaders.append("Vary", "Accept-Encoding");
    if (encoding !== "identity") responseHeaders.set("Content-Encoding", encoding);
    responseHeaders.set("Content-Length", String(bytes.length));
    // zlib answers Buffers over plain (not shared) ArrayBuffers.
    return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode });
  };
  // A private page that does not hydrate (a signed-in student's) has nothing to
  // stream: no <Scripts/>, so no streamed loader data, and no Suspense. It is
  // rendered to one string, which costs less CPU than the stream (measured in
  // docs/performance.md). An error in the render rejects, as a shell error does.
  if (compressOnce && !scripts) {
    const html = `<!DOCTYPE html>${renderToString(page)}`;
    setPageHeaders();
    return compressed(Buffer.from(html, "utf8"));
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let abortRender = () => {};
    const abortTimer = setTimeout(() => abortRender(), ABORT_DELAY);
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        // Rendered: the abort timer must not keep the whole render (loader
        // data, request) alive for ABORT_DELAY. Measured: at 350 req/s a
        // process held 1 700 finished renders, about 100 MB.
        clearTimeout(abortTimer);
        if (waitForAll) respond();
      },
      onShellReady() {
        if (!waitForAll) respond();
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are logged once; before it, Remix logs them.
        if (shellRendered) console.error(error instanceof Error ? error.message : error);
      },
    });
    abortRender = abort;

    function respond() {
      shellRendered = true;
      const body = new HtmlBodyStream();
      setPageHeaders();
      if (compressOnce) {
        wholeBody(body).then((html) => resolve(compressed(html)), reject);
      } else {
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      }
      pipe(body);
    }
  });
}
