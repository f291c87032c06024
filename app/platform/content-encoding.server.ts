import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/**
 * Brotli's window for everything the server compresses (2^18 = 256 KB; pages are
 * far smaller). The default 4 MB window makes every encoder allocate megabytes
 * of native memory, and V8 answers that pressure with full garbage collections:
 * measured, they more than halved the signed-in pages' throughput.
 */
export const BROTLI_WINDOW_BITS = 18;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, then gzip,
 * else none. Honours q-values (`br;q=0` refuses brotli) and `*`.
 */
export function pickEncoding(accept: string | null | undefined): Encoding {
  const q = new Map<string, number>();
  for (const part of (accept ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  const br = weight("br");
  const gz = weight("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

/**
 * A whole response body compressed in one synchronous pass: for a page that is
 * complete anyway this is cheaper than a compression stream (measured: a
 * stream's trips to the thread pool cost the main thread more than compressing
 * a 20 KB page, about 0.2 ms). Brotli at quality 4 (fast) with
 * BROTLI_WINDOW_BITS.
 */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br") {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (encoding === "gzip") return gzipSync(body, { level: 6 });
  return body;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * For the HTML cache, which keeps a page's bytes for many views: the best ratio
 * (brotli 11, gzip 9), computed on libuv's thread pool, never on the event loop.
 */
export function compressInBackground(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(body, { level: 9 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
