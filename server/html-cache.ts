import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { RequestHandler, Response } from "express";
import { hasSessionCookie } from "../app/lib/cache-policy.server";
import { pickEncoding, type Encoding } from "../app/lib/content-encoding.server";

/**
 * A shared cache of rendered responses for anonymous GETs of public pages.
 *
 * - Only requests without a `session` cookie are served from it or stored in it.
 * - A response is stored only when the app marked it `Cache-Control: public`,
 *   answered 200 and set no cookie; its key is the URL and the content version
 *   (so a publish, which bumps the version, empties it at once on every instance).
 * - Each entry is compressed once (brotli and gzip) when stored, so a hit costs
 *   no rendering, no Firestore read and no compression; it is answered before
 *   compression and static files are looked at.
 * - The CSP of a page allows its inline scripts by nonce; a cached page is sent
 *   to many people, so its policy lists the SHA-256 hashes of exactly its inline
 *   scripts instead, and no nonce is reused.
 */
export interface HtmlCacheOptions {
  /** The content version the app currently renders with; null while unknown (no caching then). */
  version: () => number | null;
  maxEntries?: number;
  maxBytes?: number;
}

interface Entry {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  sendHeaders: Record<Encoding, Record<string, string>>;
  bytes: number;
}

const SKIP = /^\/(api|assets|admin|login|logout|healthz|readyz)(\/|$|\.)/;
const KEPT_HEADERS = ["content-type", "cache-control", "content-security-policy", "x-remix-response", "x-remix-redirect", "x-remix-status", "x-remix-reload-document"];

/** The CSP of a cached page: the per-response nonce replaced by hashes of its inline scripts. */
export function hashedPolicy(policy: string, html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(match[1]!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2]!, "utf8").digest("base64")}'`);
  }
  return policy.replace(/'nonce-[^']*'/, [...hashes].join(" ") || "'none'");
}

export interface HtmlCache {
  /** Early in the chain: answers hits before compression and static files are touched. */
  serve: RequestHandler;
  /** Right before the Remix handler: keeps a miss's rendered bytes to store them. */
  capture: RequestHandler;
  clear(): void;
  size(): number;
}

const CAPTURE = Symbol("html-cache-capture");
type Marked = { [CAPTURE]?: { key: string; version: number } };

export function htmlCache(opts: HtmlCacheOptions): HtmlCache {
  const maxEntries = opts.maxEntries ?? 1000;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let cachedVersion: number | null = null;

  const clear = () => {
    entries.clear();
    bytes = 0;
  };

  // Node's own writeHead with headers made once per entry: Express's res.set()
  // would re-examine every header on every hit.
  const send = (req: Parameters<RequestHandler>[0], res: Response, entry: Entry) => {
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const body = entry[encoding];
    res.writeHead(200, entry.sendHeaders[encoding]);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const store = (key: string, res: Response, chunks: Buffer[]) => {
    const identity = Buffer.concat(chunks);
    if (identity.length === 0 || identity.length > 2 * 1024 * 1024) return;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    if (headers["content-security-policy"]) {
      headers["content-security-policy"] = hashedPolicy(headers["content-security-policy"], identity.toString("utf8"));
    }
    const gzip = gzipSync(identity, { level: 9 });
    const br = brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
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
      bytes: 0,
    };
    entry.bytes = entry.identity.length + entry.gzip.length + entry.br.length;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldKey, old] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.bytes;
    }
  };

  const serve: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || SKIP.test(req.path) || hasSessionCookie(req.headers.cookie)) {
      return next();
    }
    const version = opts.version();
    if (version === null) return next();
    if (version !== cachedVersion) {
      clear();
      cachedVersion = version;
    }
    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit) {
      // Refresh its place in the least-recently-used order.
      entries.delete(key);
      entries.set(key, hit);
      return send(req, res, hit);
    }
    (req as Marked)[CAPTURE] = { key, version };
    res.set("X-Cache", "MISS");
    next();
  };

  // Runs after compression has wrapped the response, so it sees the raw bytes
  // the app writes while the client still gets them compressed.
  const capture: RequestHandler = (req, res, next) => {
    const mark = (req as Marked)[CAPTURE];
    if (!mark) return next();
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
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
        opts.version() === mark.version;
      if (cacheable) store(mark.key, res, chunks);
    });
    next();
  };

  return { serve, capture, clear, size: () => entries.size };
}
