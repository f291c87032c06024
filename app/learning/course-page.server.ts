import type { SessionUser } from "~/auth/user";
import { notFound, or503 } from "~/platform/http.server";
import { progressWrittenAt } from "~/platform/student-cache.server";
import { getCoursePage } from "~/learning/learning.server";

/**
 * The course of `/course/:slug` as this reader sees it (with their enrolment and
 * progress): the 404 page for an unknown or unpublished course, the 503 page
 * when Firestore does not answer. The course page and its leave step read it.
 */
export async function readCoursePage(request: Request, slug: string | undefined, user: SessionUser | null) {
  return (await or503(getCoursePage(slug ?? "", user, progressWrittenAt(request)))) ?? notFound();
}
