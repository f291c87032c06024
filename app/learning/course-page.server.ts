import type { SessionUser } from "~/auth/user";
import { redirect } from "@remix-run/node";
import { notFound, or503 } from "~/kernel/http.server";
import { courseUrl } from "~/kernel/urls";
import { movedSlug, publishedContent } from "~/content/cache.server";
import { progressWrittenAt } from "~/platform/student-cache.server";
import { getCoursePage } from "~/learning/learning.server";

/**
 * The course of `/course/:slug` as this reader sees it (with their enrolment and
 * progress): a 301 to the course's address when `slug` is an old one, the 404
 * page for an unknown or unpublished course, the 503 page when Firestore does
 * not answer. The course page and its leave step read it.
 */
export async function readCoursePage(request: Request, slug: string | undefined, user: SessionUser | null) {
  const page = await or503(getCoursePage(slug ?? "", user, progressWrittenAt(request)));
  if (page) return page;
  const moved = movedSlug(await or503(publishedContent()), "course", slug ?? "");
  if (moved) throw redirect(courseUrl(moved), 301);
  return notFound();
}
