/**
 * "Enrol" tapped before signing in (platform/sign-in-intent.server.ts): the
 * course page's post keeps the intent and sends the visitor to /login, which
 * names the course; back on the course page, signed in, the enrolment happens
 * once and the page says "ลงทะเบียนเรียบร้อยแล้ว" (a notice).
 */
import { redirect } from "@remix-run/node";
import type { SessionUser } from "~/auth/user";
import { or503 } from "~/kernel/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { clearSignInIntent, readSignInIntent, signInIntentCookie } from "~/platform/sign-in-intent.server";
import { progressWrittenCookie } from "~/platform/student-cache.server";
import { courseUrl, loginUrl } from "~/kernel/urls";
import { enrolInCourse, getCoursePage } from "./learning.server";
import { LEARNING_TEXT } from "./messages";

/** A visitor's "enrol" post: to the sign-in, the intent kept, and back to this course after it. */
export function enrolAfterSignIn(slug: string): Response {
  const keep = signInIntentCookie({ kind: "enrol", slug });
  return redirect(loginUrl(courseUrl(slug)), keep ? { headers: { "Set-Cookie": keep } } : undefined);
}

/**
 * On the course page, signed in: the enrolment the visitor asked for before the sign-in,
 * performed once, then this page again with the notice (null when there is none for this course).
 * A paid course is not enrolled: the student goes to `buyUrl` (the order's step) instead.
 */
export async function resumeEnrolment(request: Request, user: SessionUser, slug: string, buyUrl: string): Promise<Response | null> {
  const intent = readSignInIntent(request);
  if (intent?.kind !== "enrol" || intent.slug !== slug) return null;
  const enrolled = await or503(enrolInCourse(user, slug));
  const headers = new Headers({ "Set-Cookie": clearSignInIntent() });
  if (enrolled === "buy") return redirect(buyUrl, { headers });
  if (enrolled) {
    // The next page may be served by another process: it must not show its older copy of the enrolments.
    headers.append("Set-Cookie", progressWrittenCookie());
    headers.append("Set-Cookie", noticeCookie(LEARNING_TEXT.course.enrolledNotice));
  }
  return redirect(courseUrl(slug), { headers });
}

/** The course the visitor is signing in to enrol in, for the sign-in page to name it (null when none, or not this way back). */
export async function enrolIntentTitle(request: Request, redirectTo: string): Promise<string | null> {
  const intent = readSignInIntent(request);
  if (intent?.kind !== "enrol" || courseUrl(intent.slug) !== redirectTo) return null;
  const page = await getCoursePage(intent.slug, null).catch(() => null);
  return page?.course.title ?? null;
}
