/**
 * The bounds of files (issue: files): what one upload and one student may
 * store, and how a file is cut into Firestore documents. Browser-safe: the
 * upload forms state them.
 */
/** One picture as sent (a phone photo is 2–12 MB; it is stored re-encoded, far smaller). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** One PDF (a worksheet), stored as sent. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** What one student may keep in hand-ins, counted as stored. */
export const MAX_STUDENT_BYTES = 50 * 1024 * 1024;
/** What one student's payment slips may take, counted as stored (a slip is kept: hundreds of slips). */
export const MAX_STUDENT_SLIP_BYTES = 50 * 1024 * 1024;
/** The long edge of a stored picture, and of its thumbnail. */
export const IMAGE_LONG_EDGE = 1600;
export const THUMB_LONG_EDGE = 320;
/**
 * The long edge the upload island draws a hand-in's picture to before sending it (a JPEG of
 * about 0.5 MB instead of a phone's 3.7 MB): more than IMAGE_LONG_EDGE, so the server's own
 * shrinking still decides what is stored.
 */
export const SHRINK_LONG_EDGE = 2000;
/**
 * Decoded pixels a picture may have before it is refused unread (a
 * decompression bomb): 50 megapixels, above any phone camera's 48.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Decoded pixels one request's pictures may have together, read from their headers before
 * any is decoded: a hand-in of ten pictures just under MAX_INPUT_PIXELS would otherwise
 * hold a thread for seconds. Ten phone photos of 12 megapixels (4 032 × 3 024, 12.2 MP
 * each: the hand-in's ten files) fit; pictures of many pixels and few bytes (a PNG of one
 * colour, 49 MP in 160 KB, takes 0.6 s to decode and shrink) cost at most about 1.5 s a
 * request (measured: docs/files.md#what-goes-in).
 */
export const MAX_REQUEST_PIXELS = 125_000_000;
/** A chunk's bytes: under Firestore's 1 MiB document limit with room for its fields. */
export const CHUNK_BYTES = 900 * 1024;
/**
 * Chunks per batched write: 3 × 900 KB (2.7 MB with the documents' fields) stays under
 * the 4 MiB a gRPC request may carry by default, which the Firestore emulator enforces
 * (a larger request is refused and the client retried it for ten minutes; Firestore
 * itself takes 10 MiB). The batches of one file are written CHUNK_WRITES_AT_ONCE at a time.
 */
export const CHUNKS_PER_BATCH = 3;
/** Batches of one file in flight at once (a 10 MB PDF: 12 chunks, 4 batches, 2 rounds). */
export const CHUNK_WRITES_AT_ONCE = 2;
/** How long one batch of chunks may take before the store gives up (and removes what it wrote). */
export const CHUNK_WRITE_TIMEOUT_MS = 15_000;
