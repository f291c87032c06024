/**
 * Site paths of the learning content, shared by pages, components and
 * redirects. Every one is built by `sitePath`, which percent-encodes each
 * segment, so a Thai slug gives an ASCII URL that is valid in a `Location`
 * header (Node refuses other characters there) and in a sitemap.
 */

/** "/a/b" from raw segments, each percent-encoded (a "/" inside a segment too), plus an optional query. */
export function sitePath(segments: readonly string[], query?: Record<string, string>): string {
  const path = `/${segments.map((s) => encodeURIComponent(s)).join("/")}`;
  const search = query ? new URLSearchParams(query).toString() : "";
  return search ? `${path}?${search}` : path;
}

export const blogTagUrl = (tag: string) => sitePath(["blog"], { tag });
export const articleUrl = (slug: string) => sitePath(["blog", slug]);
export const courseUrl = (slug: string) => sitePath(["course", slug]);
export const courseLeaveUrl = (slug: string) => sitePath(["course", slug, "leave"]);
export const lessonUrl = (id: string) => sitePath(["lesson", id]);
/** POST: one exercise question checked, answered as JSON (the check island). */
export const lessonCheckUrl = (id: string) => sitePath(["lesson", id, "check"]);
export const loginUrl = (redirectTo: string) => sitePath(["login"], { redirectTo });
/** The admin editor of a lesson (the registry's `editUrl`; here too so a page can link to it without the registry's schemas). */
export const adminLessonUrl = (id: string) => sitePath(["admin", "lessons", id]);
export const tutoringUrl = () => sitePath(["tutoring"]);
export const sessionsUrl = () => sitePath(["sessions"]);
export const sessionUrl = (id: string) => sitePath(["sessions", id]);
/** The booking's calendar file (built by the tutor-side calendar module). */
export const sessionIcsUrl = (id: string) => sitePath(["sessions", `${id}.ics`]);
