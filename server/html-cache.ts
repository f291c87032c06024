import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";

/**
 * A shared cache of rendered responses for anonymous GETs of public pages.
 *
 * What it guarantees:
 * - Only anonymous requests are served from it or stored in it: "anonymous" is
 *   decided by the app's own credentials rule (the `session` cookie as the
 *   cookie parser reads it, X-Session-Token, Authorization), the one the
 *   session code reads tokens with.
 * - A response is stored only when the app marked it `Cache-Control: public`,
 *   answered 200 and set no cookie. The app marks every render for a session
 *   private (app/entry.server.tsx: the root loader found a user or set the
 *   session cookie), so such a page is never stored.
 * - Only URLs the page policy (app/platform/page-policy.ts) calls public are looked
 *   at, and only with the query parameters the page declares: a URL with any
 *   other parameter is redirected (301) to the URL without it.
 * - Bounded in entries and bytes (least recently used out first); URLs with a
 *   query string (searches, pages of the blog) have a smaller store of their
 *   own, so they can never push the plain pages out.
 * - Its key is the URL and the content version (a publish, which bumps the
 *   version, empties it on every instance).
 * - Each entry is compressed once (brotli and gzip) on the thread pool, never
 *   on the event loop, and at most COMPRESSING entries at a time (a miss beyond
 *   that is answered but not stored).
 * - A cached page is sent to many people, so its CSP lists the SHA-256 hashes
 *   of the inline scripts the app emitted with that render's nonce (and no
 *   other script) instead of the nonce.
 */
type Encoding = "br" | "gzip" | "identity";

interface CachePolicy {
  public: boolean;
  query?: readonly string[];
}

export interface HtmlCacheOptions {
  /** The content version the app currently renders with; null while unknown (no caching then). */
  version: () => number | null;
  /** The page policy of a path (the app's route table). */
  policy: (pathname: string) => CachePolicy | null;
  /** The URL's search string with only the allowed parameters, or null when nothing must go. */
  canonicalSearch: (search: string, policy: CachePolicy) => string | null;
  /** Whether a request carries no session token (the app's rule). */
  anonymous: (get: (name: string) => string | undefined) => boolean;
  pickEncoding: (accept: string | undefined) => Encoding;
  /** Compresses off the event loop. */
  compress: (body: Buffer, encoding: "br" | "gzip") => Promise<Buffer>;
  maxEntries?: number;
  maxBytes?: number;
}

interface Entry {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  sendHeaders: Record<Encoding, Record<string, string>>;
}

const KEPT_HEADERS = ["content-type", "cache-control", "content-security-policy", "x-remix-response", "x-remix-redirect", "x-remix-status", "x-remix-reload-document"];
const MAX_BODY = 2 * 1024 * 1024;
/** Entries being compressed at once; a miss beyond that is not stored. */
const COMPRESSING = 4;

/**
 * The CSP of a cached page: the per-response nonce replaced by the hashes of the
 * inline scripts that carry that nonce (the app's own: Remix's context and
 * route scripts, React's), and 'self' for script files named with it (islands).
 * Any other `<script>` in the HTML gets no hash.
 */
export function hashedPolicy(policy: string, html: string): string {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const hashes = new Set<string>();
  if (nonce) {
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attributes = match[1]!;
      if (/\bnonce\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] !== nonce) continue;
      // A script file the render named with its nonce (an island, app/islands): this origin's
      // files then, when the policy does not already allow them (a nonce cannot be shared).
      if (/\bsrc\s*=/i.test(attributes)) {
        if (!/script-src[^;]*'self'/.test(policy)) hashes.add("'self'");
        continue;
      }
      hashes.add(`'sha256-${createHash("sha256").update(match[2]!, "utf8").digest("base64")}'`);
    }
  }
  return policy.replace(/'nonce-[^']*'/, [...hashes].join(" ") || "'none'");
}

export interface HtmlCache {
  /** Early in the chain: answers hits (and redirects unknown query parameters) before compression and static files. */
  serve: RequestHandler;
  /** Right before the Remix handler: keeps a miss's rendered bytes to store them. */
  capture: RequestHandler;
  clear(): void;
  size(): number;
  bytes(): number;
}

const CAPTURE = Symbol("html-cache-capture");
type Marked = { [CAPTURE]?: { key: string; version: number; variant: boolean } };

function lru(max: number, maxSize: number) {
  return new LRUCache<string, Entry>({
    max,
    maxSize,
    sizeCalculation: (e) => e.identity.length + e.gzip.length + e.br.length,
  });
}

export function htmlCache(opts: HtmlCacheOptions): HtmlCache {
  const maxEntries = opts.maxEntries ?? 1000;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  // Plain paths, and URLs with a query string (a quarter of the room).
  const pages = lru(maxEntries, maxBytes);
  const variants = lru(Math.max(1, Math.floor(maxEntries / 4)), Math.max(MAX_BODY * 3, Math.floor(maxBytes / 4)));
  let cachedVersion: number | null = null;
  let compressing = 0;

  const clear = () => {
    pages.clear();
    variants.clear();
  };

  // Node's own writeHead with headers made once per entry: Express's res.set()
  // would re-examine every header on every hit.
  const send = (req: Request, res: Response, entry: Entry) => {
    const encoding = opts.pickEncoding(req.headers["accept-encoding"]);
    const body = entry[encoding];
    res.writeHead(200, entry.sendHeaders[encoding]);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const store = async (mark: NonNullable<Marked[typeof CAPTURE]>, res: Response, identity: Buffer) => {
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    if (headers["content-security-policy"]) {
      headers["content-security-policy"] = hashedPolicy(headers["content-security-policy"], identity.toString("utf8"));
    }
    const [gzip, br] = await Promise.all([opts.compress(identity, "gzip"), opts.compress(identity, "br")]);
    if (opts.version() !== mark.version || cachedVersion !== mark.version) return;
    const withBody = (body: Buffer, encoding?: string) => ({
      ...headers,
      Vary: "Accept-Encoding",
      "X-Cache": "HIT",
      "Content-Length": String(body.length),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    const entry: Entry = {
      identity,
      gzip,
      br,
      sendHeaders: { identity: withBody(identity), gzip: withBody(gzip, "gzip"), br: withBody(br, "br") },
    };
    (mark.variant ? variants : pages).set(mark.key, entry);
  };

  const serve: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Remix's data requests are never cached; odd paths ("//host", "\\") are left to the app.
    if (req.path.endsWith(".data") || !/^\/(?![/\\])/.test(req.path) || req.path.includes("\\")) return next();
    if (!opts.anonymous((name) => req.get(name))) return next();
    const policy = opts.policy(req.path);
    if (!policy?.public) return next();
    const q = req.originalUrl.indexOf("?");
    const path = q === -1 ? req.originalUrl : req.originalUrl.slice(0, q);
    const search = q === -1 ? "" : req.originalUrl.slice(q);
    const canonical = opts.canonicalSearch(search, policy);
    if (canonical !== null) {
      res.set("Cache-Control", "public, max-age=3600");
      return res.redirect(301, path + canonical);
    }
    const version = opts.version();
    if (version === null) return next();
    if (version !== cachedVersion) {
      clear();
      cachedVersion = version;
    }
    const key = path + search;
    const variant = search !== "";
    const hit = (variant ? variants : pages).get(key);
    if (hit) return send(req, res, hit);
    (req as Marked)[CAPTURE] = { key, version, variant };
    res.set("X-Cache", "MISS");
    next();
  };

  // Runs after compression has wrapped the response, so it sees the raw bytes
  // the app writes while the client still gets them compressed.
  const capture: RequestHandler = (req, res, next) => {
    const mark = (req as Marked)[CAPTURE];
    if (!mark) return next();
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_BODY) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];
    res.on("finish", () => {
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const cacheable =
        req.method === "GET" &&
        res.statusCode === 200 &&
        /\bpublic\b/.test(cacheControl) &&
        !res.getHeader("set-cookie") &&
        size > 0 &&
        size <= MAX_BODY &&
        opts.version() === mark.version &&
        compressing < COMPRESSING;
      if (!cacheable) return;
      compressing++;
      store(mark, res, Buffer.concat(chunks))
        .catch((error: unknown) => console.error(`html cache: not stored (${(error as Error).message})`))
        .finally(() => compressing--);
    });
    next();
  };

  return {
    serve,
    capture,
    clear,
    size: () => pages.size + variants.size,
    bytes: () => pages.calculatedSize + variants.calculatedSize,
  };
}
