import { Transform, type Readable, type TransformCallback } from "node:stream";

/**
 * The document's byte stream between React and the response, with two jobs:
 *
 * - React 18.3's streaming renderer writes its whole 2 KB buffer when a
 *   multi-byte character (every Thai one) does not fit at its end, zero bytes
 *   included (writeStringChunk sends `currentView`, not
 *   `subarray(0, writtenBytes)`). HTML has no use for NUL, so they are dropped:
 *   without this, Thai text and links break at 2 KB boundaries.
 * - React writes the shell as many 2 KB chunks in one go, and Remix's adapter
 *   writes and flushes each chunk it reads, so compression would finish a
 *   block and the socket would send a packet per 2 KB. Chunks written in the
 *   same turn of the event loop leave as one, so a page without deferred data
 *   is compressed and written once; later (streamed) parts still leave as
 *   soon as they are rendered.
 */
export class HtmlBodyStream extends Transform {
  private pending: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    done();
  }

  override _flush(done: TransformCallback) {
    this.release();
    done();
  }

  private release() {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const joined = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.push(withoutNul(joined));
  }
}

/** `bytes` without its zero bytes (copied only when there are some). */
export function withoutNul(bytes: Buffer): Buffer {
  let nul = bytes.indexOf(0);
  if (nul === -1) return bytes;
  const out = Buffer.allocUnsafe(bytes.length);
  let length = 0;
  let start = 0;
  while (nul !== -1) {
    length += bytes.copy(out, length, start, nul);
    start = nul + 1;
    while (start < bytes.length && bytes[start] === 0) start++;
    nul = bytes.indexOf(0, start);
  }
  length += bytes.copy(out, length, start);
  return out.subarray(0, length);
}

/** Everything `stream` sends, once it ends. */
export function wholeBody(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.once("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    stream.once("error", reject);
  });
}
