/**
 * Buying a course (/orders/new?course=<slug>): the course as the student may buy it (published,
 * with lessons, priced, not enrolled yet), and the order for it, reused while one is open.
 */
import { redirect } from "@remix-run/node";
import type { SessionUser } from "~/auth/user";
import { enrol, forgetEnrolments, getCoursePage, getEnrolment } from "~/learning/index.server";
import { progressWrittenCookie } from "~/platform/student-cache.server";
import { slugSchema } from "~/content/fields";
import { notFound, or503 } from "~/kernel/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { courseUrl } from "~/kernel/urls";
import { courseOrdersOf, orderCourse } from "./course-order.store.server";
import { COURSE_ORDER, ORDER, orderLabel } from "./messages";
import type { CourseItem } from "./model";
import { orderUrl } from "./urls";

/** The order a student already has for this course, with the notice that says so. */
const toOpenOrder = (id: string) => redirect(orderUrl(id), { headers: { "Set-Cookie": noticeCookie(COURSE_ORDER.open) } });

/**
 * What the student would buy: the Thai 404 for no such course (or one without lessons yet);
 * back to the course page when it is free or the student is enrolled; to the open order when
 * there is one.
 */
async function courseToBuy(slug: unknown, user: SessionUser): Promise<CourseItem> {
  const parsed = slugSchema.safeParse(slug);
  const page = parsed.success ? await or503(getCoursePage(parsed.data, null)) : null;
  if (!page || page.lessons.length === 0) notFound();
  const { course } = page;
  // Read now, not from this process's copy of the student's enrolments: no course is sold twice.
  if (course.price === null || (await or503(getEnrolment(user.uid, course.id)))) throw redirect(courseUrl(course.slug));
  return { kind: "course", courseId: course.id, slug: course.slug, title: course.title, satang: course.price };
}

/**
 * The step that asks first: what is bought, for how much, and where "not now" goes back to.
 * A student who paid for the course before and left it is enrolled again instead (paid once).
 */
export async function courseOrderStep(slug: unknown, user: SessionUser) {
  const item = await courseToBuy(slug, user);
  const { open, paid } = await or503(courseOrdersOf(user.uid, item.courseId));
  if (paid) throw await enrolAgain(user, item);
  if (open) throw toOpenOrder(open);
  return { field: "course", id: item.slug, title: COURSE_ORDER.newTitle, label: orderLabel(item), detail: COURSE_ORDER.detail, back: { label: COURSE_ORDER.back, to: courseUrl(item.slug) }, crumb: { label: item.title, to: courseUrl(item.slug) } };
}

/** Paid for once, left since: enrolled again, and back to the course with the notice. */
async function enrolAgain(user: SessionUser, item: CourseItem): Promise<Response> {
  await or503(enrol(user.uid, item.courseId));
  forgetEnrolments(user.uid);
  const headers = new Headers({ "Set-Cookie": progressWrittenCookie() });
  headers.append("Set-Cookie", noticeCookie(COURSE_ORDER.enrolledAgain));
  return redirect(courseUrl(item.slug), { headers });
}

/** The confirmed step: the order (or the open one), then its page with the QR. */
export async function orderCourseFor(slug: unknown, user: SessionUser): Promise<Response> {
  const item = await courseToBuy(slug, user);
  if ((await or503(courseOrdersOf(user.uid, item.courseId))).paid) return enrolAgain(user, item);
  const { id, reused } = await or503(orderCourse(user, item));
  return reused ? toOpenOrder(id) : redirect(orderUrl(id), { headers: { "Set-Cookie": noticeCookie(ORDER.created) } });
}
