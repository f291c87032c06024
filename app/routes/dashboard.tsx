import { or503 } from "~/kernel/http.server";
import { Icon } from "~/ui/shell/Icon";
import { EXERCISE_PROGRESS_TEXT } from "~/learning/messages";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { outstandingHomework } from "~/handins/homework.server";
import { handinsStylesheet } from "~/handins/links";
import { OutstandingHomework } from "~/handins/OutstandingHomework";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { getUser } from "~/auth/session.server";
import { myName } from "~/auth/profile.server";
import { CourseCard } from "~/learning/CourseCard";
import { contentLinks } from "~/ui/links";
import { contentMeta } from "~/ui/meta";
import { FormAnswer } from "~/ui/FormAnswer";
import { LEARNING_TEXT } from "~/learning/messages";
import { ProgressBar } from "~/learning/ProgressBar";
import { courseUrl, dashboardUrl, lessonUrl, loginUrl, sessionUrl, tutoringUrl } from "~/kernel/urls";
import { MyPaymentsCard } from "~/payments/MyPayments";
import { TUTORING_TEXT } from "~/tutoring/messages";
import { nextSessionCard } from "~/tutoring/pages.server";
import { ContentIcon } from "~/ui/ContentIcon";
import { progressWrittenAt } from "~/platform/student-cache.server";
import { getDashboard } from "~/learning/learning.server";
import { pageHandle } from "~/platform/page-policy";
import { DashboardExams } from "~/exams/index";
import { DashboardQuestions } from "~/questions/DashboardQuestions";
import { dashboardAction, dashboardQuestionsView } from "~/questions/dashboard-questions.server";

export const handle = pageHandle({ public: true, views: true });

export const links: LinksFunction = () => [...contentLinks(), handinsStylesheet];

export const meta: MetaFunction = () =>
  contentMeta({ title: "บทเรียน", description: "คอร์สและบทเรียนของน้อง ๆ พร้อมความคืบหน้าในการเรียน" });

/** Anonymous: the catalogue and a sign-in prompt. Signed in: my courses with progress, then the others. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const writtenAt = progressWrittenAt(request);
  const [dashboard, questions, nextSession, name, homework] = await Promise.all([
    or503(getDashboard(user, writtenAt)),
    dashboardQuestionsView(user, writtenAt),
    nextSessionCard(user, writtenAt),
    user ? myName(user, writtenAt) : null,
    outstandingHomework(user, writtenAt),
  ]);
  return { ...dashboard, questions, nextSession, homework, user: name === null ? null : { name } };
}

/** POST intent=email-on-answer: the student's e-mail setting (app/questions). */
export const action = ({ request }: ActionFunctionArgs) => dashboardAction(request);

export default function Dashboard() {
  const { enrolled, others, user, progressUnavailable, nextSession, homework } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const noCourses = enrolled.length === 0 && others.length === 0;

  return (
    <div className="container page">
      <FormAnswer refused={refused?.settingsError} />
      <header className="page-header">
        <p className="eyebrow">{LEARNING_TEXT.dashboard.eyebrow}</p>
        <h1>{user ? LEARNING_TEXT.dashboard.title : LEARNING_TEXT.dashboard.titleAnonymous}</h1>
        <p className="lead">{user ? LEARNING_TEXT.dashboard.greeting(user.name) : LEARNING_TEXT.dashboard.lead}</p>
      </header>

      {!user ? (
        <section className="signin-prompt card" aria-labelledby="signin-title">
          <span className="signin-prompt__icon" aria-hidden="true">
            <Icon name="backpack" size={32} />
          </span>
          <div className="signin-prompt__text">
            <h2 id="signin-title">{LEARNING_TEXT.dashboard.signInTitle}</h2>
            <p className="text-muted">{LEARNING_TEXT.dashboard.signInText}</p>
          </div>
          <Link to={loginUrl(dashboardUrl())} className="button button--primary button--large">
            {LEARNING_TEXT.dashboard.signIn}
          </Link>
        </section>
      ) : null}

      {noCourses ? (
        <div className="empty-state">
          <span className="empty-state__icon" aria-hidden="true">
            <Icon name="backpack" size={32} />
          </span>
          <p className="empty-state__title">{LEARNING_TEXT.dashboard.noCoursesTitle}</p>
          <p className="text-muted">{LEARNING_TEXT.dashboard.noCourses}</p>
        </div>
      ) : null}

      {progressUnavailable ? (
        <p className="alert alert--warning" role="alert">
          {LEARNING_TEXT.progress.unavailable}
        </p>
      ) : null}

      {user && !noCourses && !progressUnavailable ? (
        <section className="dashboard-section" aria-labelledby="my-courses-title">
          <h2 id="my-courses-title">{LEARNING_TEXT.dashboard.myCourses}</h2>
          {enrolled.length > 0 ? (
            <ul className="my-courses">
              {enrolled.map(({ course, progress, continueLesson, exercises }) => (
                <li key={course.id} className="my-course card">
                  <div className="my-course__info">
                    <span className="my-course__icon" aria-hidden="true">
                      <ContentIcon value={course.icon} />
                    </span>
                    <div>
                      <h3 className="my-course__title">
                        <Link to={courseUrl(course.slug)}>{course.title}</Link>
                      </h3>
                      <p className="text-muted text-small">
                        {course.levelLabel} · {LEARNING_TEXT.course.lessons(course.lessonCount)} · {course.durationLabel}
                      </p>
                      {exercises ? (
                        <p className="text-muted text-small">
                          {EXERCISE_PROGRESS_TEXT.dashboard(exercises.lessons, exercises.attempts, exercises.averageBest)}
                        </p>
                      ) : null}
                    </div>
                  </div>
                  <div className="my-course__progress">
                    <ProgressBar done={progress.done} total={progress.total} percent={progress.percent} />
                  </div>
                  <div className="my-course__action">
                    {continueLesson ? (
                      <Link to={lessonUrl(continueLesson.id)} className="button button--primary continue-link" prefetch="intent">
                        <span>
                          {LEARNING_TEXT.dashboard.continue}
                          <span className="continue-link__lesson">
                            บทที่ {continueLesson.position}: {continueLesson.title}
                          </span>
                        </span>
                        <span aria-hidden="true">→</span>
                      </Link>
                    ) : (
                      <Link to={courseUrl(course.slug)} className="button button--secondary">
                        ✓ {LEARNING_TEXT.dashboard.completed}
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <div className="empty-state empty-state--compact">
              <p className="empty-state__title">{LEARNING_TEXT.dashboard.noEnrolmentsTitle}</p>
              <p className="text-muted">{LEARNING_TEXT.dashboard.noEnrolments}</p>
            </div>
          )}
        </section>
      ) : null}

      {homework.length > 0 ? <OutstandingHomework items={homework} /> : null}

      <section className="dashboard-section card" aria-labelledby="next-session-title">
        <h2 id="next-session-title">{user ? TUTORING_TEXT.nextSession : TUTORING_TEXT.liveLink}</h2>
        {nextSession?.booking ? (
          <p>
            <Link to={sessionUrl(nextSession.booking.id)}>
              {nextSession.booking.title}: {nextSession.booking.day} · {TUTORING_TEXT.timeRange(nextSession.booking.from, nextSession.booking.to)}
            </Link>
          </p>
        ) : (
          <p className="text-muted">{user ? TUTORING_TEXT.noNextSession : TUTORING_TEXT.liveLinkLead}</p>
        )}
        <p>
          <Link to={tutoringUrl()} className="button button--secondary">
            {TUTORING_TEXT.bookMore}
          </Link>
        </p>
      </section>

      {user ? <MyPaymentsCard /> : null}
      {user ? <DashboardExams /> : null}

      <DashboardQuestions />

      {others.length > 0 ? (
        <section className="dashboard-section" aria-labelledby="catalogue-title">
          <h2 id="catalogue-title">{user ? LEARNING_TEXT.dashboard.otherCourses : LEARNING_TEXT.dashboard.catalogue}</h2>
          <div className="card-grid">
            {others.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </div>
        </section>
      ) : user && enrolled.length > 0 ? (
        <p className="text-muted dashboard-note">{LEARNING_TEXT.dashboard.allTaken}</p>
      ) : null}
    </div>
  );
}
