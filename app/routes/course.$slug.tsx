import { notFound, or503 } from "~/kernel/http.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { z } from "zod";
import { safeRedirect } from "~/auth/redirect";
import { getUser } from "~/auth/session.server";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { CourseBadges } from "~/learning/CourseCard";
import { CoverArt } from "~/ui/CoverArt";
import { EnrolForm } from "~/learning/EnrolForm";
import { LessonList } from "~/learning/LessonList";
import { contentLinks } from "~/ui/links";
import { contentMeta, socialMeta } from "~/ui/meta";
import { ogImagePath } from "~/services/og-image/og-image.server";
import { OG_HEIGHT, OG_WIDTH } from "~/platform/site";
import { LEARNING_TEXT } from "~/learning/messages";
import { ProgressBar } from "~/learning/ProgressBar";
import { Prose } from "~/ui/Prose";
import { FormAnswer } from "~/ui/FormAnswer";
import { courseLeaveUrl, courseUrl, dashboardUrl, lessonUrl } from "~/kernel/urls";
import { publicOrigin } from "~/platform/origin.server";
import { progressWrittenCookie } from "~/platform/student-cache.server";
import { enrolInCourse } from "~/learning/learning.server";
import { enrolAfterSignIn, resumeEnrolment } from "~/learning/enrol-intent.server";
import { readCoursePage } from "~/learning/course-page.server";
import { pageHandle } from "~/platform/page-policy";
import { readForm } from "~/kernel/form.server";
import { courseBuy, newCourseOrderUrl } from "~/payments/urls";
import { courseExams } from "~/exams/index.server";
import { CourseExams } from "~/exams/index";

export const handle = pageHandle({ public: true, views: true });

export const links = contentLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return contentMeta({ title: "ไม่พบหน้านี้", noindex: true });
  const { course } = data.page;
  return [
    ...contentMeta({ title: course.title, description: course.summary, canonical: `${data.origin}${courseUrl(course.slug)}`, math: course.hasMath }),
    ...socialMeta({
      title: course.title,
      description: course.summary,
      url: `${data.origin}${courseUrl(course.slug)}`,
      origin: data.origin,
      image: { path: data.ogImage, alt: course.title, width: OG_WIDTH, height: OG_HEIGHT },
    }),
  ];
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  // Back from the sign-in that an "enrol" tap led to: enrol now, once (enrol-intent.server.ts).
  const resumed = user ? await resumeEnrolment(request, user, params.slug ?? "", newCourseOrderUrl(params.slug ?? "")) : null;
  if (resumed) throw resumed;
  const page = await readCoursePage(request, params.slug, user);
  const ogImage = ogImagePath({ kind: "course", slug: page.course.slug, title: page.course.title });
  return { page, signedIn: user !== null, origin: publicOrigin(request), ogImage, exams: await or503(courseExams(page.course.slug)) };
}

const enrolFormSchema = z.object({
  intent: z.literal("enrol"),
  redirectTo: z.string().max(2048).optional(),
});

/**
 * POST: enrol (idempotent). An anonymous visitor is sent to sign in, the intent kept: back here,
 * the enrolment happens without a second tap (enrol-intent.server.ts).
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const parsed = enrolFormSchema.safeParse({
    intent: form.get("intent") ?? undefined,
    redirectTo: form.get("redirectTo") ?? undefined,
  });
  if (!parsed.success) return data({ refused: LEARNING_TEXT.course.enrolRefused }, { status: 400 });
  const slug = params.slug ?? "";
  const user = await getUser(request);
  if (!user) return enrolAfterSignIn(slug);
  const result = await or503(enrolInCourse(user, slug));
  if (!result) notFound();
  // A paid course is enrolled by its confirmed payment only: the student goes to buy it (303: a GET).
  if (result === "buy") return redirect(newCourseOrderUrl(slug), 303);
  // The next page may be served by another process: it must not show its older copy of the enrolments.
  return redirect(safeRedirect(parsed.data.redirectTo, courseUrl(slug)), { headers: { "Set-Cookie": progressWrittenCookie() } });
}

export default function CoursePage() {
  const { page, signedIn, exams } = useLoaderData<typeof loader>();
  const { course, lessons, enrolled, progress, progressUnavailable } = page;
  const firstFree = lessons.find((l) => l.freePreview);
  const continueId = progress?.nextLessonId ?? null;
  const refused = useActionData<typeof action>()?.refused;
  return (
    <>
      {refused ? (
        <div className="container">
          <FormAnswer refused={refused} />
        </div>
      ) : null}
      <header className="course-hero">
        <div className="container course-hero__inner">
          <div className="course-hero__text">
            <Breadcrumbs items={[{ label: "บทเรียน", to: dashboardUrl() }, { label: course.title }]} />
            <CourseBadges className="course-hero__badges" course={course} />
            <h1 className="course-hero__title">{course.title}</h1>
            <p className="lead">{course.summary}</p>
            {course.lessonCount === 0 ? (
              <p className="course-hero__facts">
                <span className="badge badge--warning">{LEARNING_TEXT.course.comingSoon}</span>
              </p>
            ) : (
              <p className="course-hero__facts">
                <span>
                  <strong>{course.lessonCount}</strong> บทเรียน
                </span>
                <span>
                  รวม <strong>{course.durationLabel}</strong>
                </span>
              </p>
            )}
          </div>
          <CoverArt seed={course.slug} image={course.cover} icon={course.icon} size="hero" />
        </div>
      </header>

      <div className="container course-layout">
        <aside className="course-layout__aside">
          <div className="card enrol-card">
            {progressUnavailable ? (
              <p className="alert alert--warning" role="alert">
                {LEARNING_TEXT.progress.unavailable}
              </p>
            ) : null}
            {enrolled && progress ? (
              <>
                <p className="enrol-card__title">{LEARNING_TEXT.course.enrolledTitle}</p>
                <ProgressBar done={progress.done} total={progress.total} percent={progress.percent} />
                {continueId ? (
                  <Link
                    to={lessonUrl(continueId)}
                    className="button button--primary button--large button--block"
                    prefetch="intent"
                  >
                    {progress.done === 0 ? LEARNING_TEXT.course.start : LEARNING_TEXT.course.continue} <span aria-hidden="true">→</span>
                  </Link>
                ) : (
                  <>
                    <p className="alert alert--success">{LEARNING_TEXT.course.completed}</p>
                    {course.firstLessonId ? (
                      <Link to={lessonUrl(course.firstLessonId)} className="button button--secondary button--block">
                        {LEARNING_TEXT.course.review}
                      </Link>
                    ) : null}
                  </>
                )}
                <Link to={courseLeaveUrl(course.slug)} className="button button--ghost button--block">
                  {LEARNING_TEXT.course.leave}
                </Link>
              </>
            ) : course.lessonCount === 0 ? (
              <>
                <p className="enrol-card__title">{LEARNING_TEXT.course.comingSoon}</p>
                <p className="text-muted text-small">{LEARNING_TEXT.course.comingSoonText}</p>
              </>
            ) : (
              <>
                <p className="enrol-card__title">{course.price === null ? LEARNING_TEXT.course.enrol : LEARNING_TEXT.course.buyTitle(course.priceLabel)}</p>
                <p className="text-muted text-small">{course.price !== null ? LEARNING_TEXT.course.buyText : signedIn ? LEARNING_TEXT.course.enrolFree : LEARNING_TEXT.course.loginToEnrol}</p>
                <EnrolForm slug={course.slug} buy={courseBuy(course)} />
                {firstFree ? (
                  <Link to={lessonUrl(firstFree.id)} className="button button--ghost button--block" prefetch="intent">
                    {LEARNING_TEXT.course.tryFree}: บทที่ {firstFree.position}
                  </Link>
                ) : null}
              </>
            )}
          </div>
        </aside>

        <div className="course-layout__main">
          <section aria-labelledby="lessons-title" className="course-section">
            <h2 id="lessons-title">{LEARNING_TEXT.course.lessonListTitle}</h2>
            {lessons.length > 0 ? (
              <LessonList lessons={lessons} unlocked={enrolled} paid={course.price !== null} />
            ) : (
              <p className="text-muted">{LEARNING_TEXT.course.noLessons}</p>
            )}
          </section>
          <CourseExams exams={exams} />
          <section aria-labelledby="about-course-title" className="course-section">
            <h2 id="about-course-title">{LEARNING_TEXT.course.aboutTitle}</h2>
            <Prose html={course.descriptionHtml} />
          </section>
        </div>
      </div>
    </>
  );
}
