/**
 * GET /files/<sha256>.<ext> and /files/<sha256>-thumb.jpg (docs/files.md).
 *
 * Who sees a file follows who sees what uses it: a lesson's files whoever can
 * see the lesson (anyone on a free preview, its enrolled students), a published
 * article's or course's pictures anyone, a draft's files only admins, a
 * hand-in's the student who made it, a payment slip the student who sent it,
 * anything else nobody but admins. A file nobody may see
 * answers 404, never 403, so a hash reveals nothing. A file anyone may see is
 * served `public, immutable` (its address is its content's hash) and kept in
 * this process's memory, so a lesson's pictures cost no Firestore read per
 * view; any other is `private, no-store`.
 *
 * A PDF is never a page of this site: every one is served with
 * `Content-Security-Policy: sandbox` (no script, no same origin, even if a viewer ran
 * one), and a student's (a hand-in's, a slip's: any file not only the tutor's content)
 * as `attachment`, downloaded rather than opened on the site's origin. The tutor's own
 * worksheets stay `inline`. PDFs are also cleaned when accepted (accept.server.ts).
 */
import { LRUCache } from "lru-cache";
import { withTimeout } from "~/platform/firebase-admin.server";
import { unavailableOr } from "~/platform/errors";
import type { SessionUser } from "~/auth/user";
import { enrolmentIn, findLesson } from "~/learning/index.server";
import { fileInfo, readFileBytes, type StoredFile } from "./files.store.server";
import { publishedContent } from "~/content/cache.server";
import { ARTICLE_OWNER, COURSE_OWNER, HANDIN_OWNER, LESSON_OWNER, SLIP_OWNER } from "./owners";

/** Every owner is the tutor's content (a lesson, an article, a course): its PDF opens in the browser. */
const tutorsOwn = (refs: readonly string[]) => refs.length > 0 && refs.every((r) => LESSON_OWNER.test(r) || ARTICLE_OWNER.test(r) || COURSE_OWNER.test(r));

const NAME = /^([0-9a-f]{64})(?:-(thumb))?\.(jpg|png|pdf)$/;
const EXT: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };
const PUBLIC_CACHE = "public, max-age=31536000, immutable";
const PRIVATE_CACHE = "private, no-store";
/** Firestore slow or away: a 503 (the route's `or503`), never a hang. */
const READ_TIMEOUT_MS = 5_000;
const bounded = <T>(read: Promise<T>) =>
  withTimeout(read, READ_TIMEOUT_MS, "file read").catch((error: unknown) => {
    throw unavailableOr("file read", error);
  });

type Seen = "public" | "private" | "none";

/** Public files' metadata and bytes, by hash: bounded by size, refreshed every few minutes (a lesson unpublished). */
const publicFiles = new LRUCache<string, { info: StoredFile & { refs: string[] }; bytes: Buffer }>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (v) => v.bytes.length + (v.info.thumb?.length ?? 0) + 1,
  ttl: 5 * 60_000,
});

/** How one owner of a file lets `viewer` see it. */
async function seenThrough(owner: string, viewer: SessionUser | null, writtenAt: number | null): Promise<Seen> {
  const handin = HANDIN_OWNER.exec(owner);
  if (handin) return viewer && viewer.uid === handin[1] ? "private" : "none"; // the student who handed it in (admins below)
  const lesson = LESSON_OWNER.exec(owner);
  if (lesson) {
    const ref = await findLesson(lesson[1]!);
    if (!ref) return "none"; // a draft or a deleted lesson: admins only
    if (ref.lesson.freePreview) return "public";
    if (viewer && (await enrolmentIn(viewer.uid, ref.course.id, writtenAt))) return "private";
    return "none";
  }
  // An article's or a course's pictures: public once it is published (its page is), else admins only.
  const article = ARTICLE_OWNER.exec(owner);
  if (article) return (await publishedContent()).articles.some((a) => a.id === article[1]) ? "public" : "none";
  const course = COURSE_OWNER.exec(owner);
  if (course) return (await publishedContent()).courseById.has(course[1]!) ? "public" : "none";
  if (viewer && SLIP_OWNER.exec(owner)?.[1] === viewer.uid) return "private";
  return "none";
}

async function seen(refs: readonly string[], viewer: SessionUser | null, writtenAt: number | null): Promise<Seen> {
  let best: Seen = "none";
  for (const owner of refs) {
    const s = await seenThrough(owner, viewer, writtenAt);
    if (s === "public") return s;
    if (s === "private") best = s;
  }
  return best;
}

const notFound = () => new Response("ไม่พบไฟล์นี้", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_CACHE } });

export async function fileResponse(name: string, viewer: SessionUser | null, writtenAt: number | null): Promise<Response> {
  const match = NAME.exec(name);
  if (!match) return notFound();
  const [, sha, thumb, ext] = match as unknown as [string, string, string | undefined, string];
  const cached = publicFiles.get(sha);
  const info = cached?.info ?? (await bounded(fileInfo(sha)));
  if (!info || (thumb ? !info.thumb || ext !== "jpg" : EXT[info.contentType] !== ext)) return notFound();
  const visibility = await seen(info.refs, viewer, writtenAt);
  if (visibility === "none" && !viewer?.isAdmin) return notFound();
  let bytes = thumb ? info.thumb! : cached?.bytes;
  if (!bytes) {
    const read = await bounded(readFileBytes(sha));
    if (!read) return notFound();
    bytes = read;
  }
  if (visibility === "public" && !cached && !thumb) publicFiles.set(sha, { info, bytes });
  const pdf = !thumb && info.contentType === "application/pdf";
  const headers: Record<string, string> = {
    "Content-Type": thumb ? "image/jpeg" : info.contentType,
    "Content-Length": String(bytes.length),
    "Cache-Control": visibility === "public" ? PUBLIC_CACHE : PRIVATE_CACHE,
    "Content-Disposition": pdf && !tutorsOwn(info.refs) ? `attachment; filename="${sha.slice(0, 12)}.pdf"` : "inline",
    "X-Content-Type-Options": "nosniff",
  };
  if (pdf) headers["Content-Security-Policy"] = "sandbox";
  return new Response(new Uint8Array(bytes), { headers });
}

/** The file extension a stored file is served under. */
export const fileExt = (contentType: string) => EXT[contentType] ?? "bin";
