import { Transform, type TransformCallback } from "node:stream";
import { randomBytes } from "node:crypto";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/lib/nonce";
import { contentSecurityPolicy } from "~/lib/csp.server";
import { getEnv } from "~/lib/env.server";
import { documentCacheControl } from "~/lib/cache-policy.server";
import { contentCacheStats, publishedContent } from "~/models/cache.server";

/** For `npm run bench` (server.ts serves it only with BENCH_READS=1). */
export { readCount as firestoreReadCount } from "~/lib/firestore-reads.server";

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

/**
 * React 18.3's streaming renderer writes its whole 2 KB buffer when a multi-byte
 * character (every Thai one) does not fit at its end, zero bytes included
 * (writeStringChunk sends `currentView`, not `subarray(0, writtenBytes)`). HTML
 * has no use for NUL, so the stream drops them: without this, Thai text and
 * links break at 2 KB boundaries.
 */
export class DropNulBytes extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    done(null, chunk.indexOf(0) === -1 ? chunk : Buffer.from(chunk.filter((byte) => byte !== 0)));
  }
}
export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = randomBytes(16).toString("base64");
  // Bots and no-JS clients get the whole document at once; browsers stream.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new DropNulBytes();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set(
            "Cache-Control",
            documentCacheControl({
              cookie: request.headers.get("Cookie"),
              status: responseStatusCode,
              routeIds: remixContext.staticHandlerContext.matches.map((m) => m.route.id),
              routeSet: responseHeaders.get("Cache-Control"),
            }),
          );
          responseHeaders.set(
            "Content-Security-Policy",
            contentSecurityPolicy({ nonce, pathname: new URL(request.url).pathname, env: getEnv() }),
          );
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged once; before it, Remix logs them.
          if (shellRendered) console.error(error instanceof Error ? error.message : error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
