/** The parts of a lesson's page (routes/lesson.$lessonId.tsx) that are learning's own: crumbs, the locked card, progress, the nav, the sidebar. */
import type { ReactNode } from "react";
import { Link } from "~/ui/Link";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { Icon } from "~/ui/shell/Icon";
import { ThaiTitle } from "~/ui/ThaiTitle";
import { DONE_MARKUP } from "~/platform/island-markup";
import { LESSON_SAVED, courseUrl, dashboardUrl, lessonUrl, loginUrl } from "~/kernel/urls";
import { EnrolForm } from "./EnrolForm";
import { LessonList } from "./LessonList";
import { ProgressBar } from "./ProgressBar";
import type { LockedLessonPage, OpenLessonPage } from "./learning.server";
import { LEARNING_TEXT } from "./messages";

/** What buying a paid course is (payments' `courseBuy`), or none for a free course. */
type Buy = { url: string; priceLabel: string } | undefined;

export function LessonCrumbs({ page }: { page: OpenLessonPage | LockedLessonPage }) {
  return (
    <Breadcrumbs
      items={[
        { label: "บทเรียน", to: dashboardUrl() },
        { label: page.course.title, to: courseUrl(page.course.slug) },
        { label: `บทที่ ${page.lesson.position}` },
      ]}
    />
  );
}

export function LockedLesson({ page, buy }: { page: LockedLessonPage; buy: Buy }) {
  return (
    <div className="container container--narrow page">
      <LessonCrumbs page={page} />
      <section className="card locked-card" aria-labelledby="locked-title">
        <span className="locked-card__icon" aria-hidden="true">
          <Icon name="lock" size={32} />
        </span>
        <p className="eyebrow">{LEARNING_TEXT.lesson.position(page.lesson.position, page.course.lessonCount)}</p>
        <h1 id="locked-title" className="locked-card__lesson">
          {page.lesson.title}
        </h1>
        <h2 className="locked-card__title">{page.course.price === null ? LEARNING_TEXT.lesson.lockedTitle : LEARNING_TEXT.lesson.lockedTitlePaid}</h2>
        <p className="text-muted">{(page.course.price === null ? LEARNING_TEXT.lesson.lockedText : LEARNING_TEXT.lesson.lockedTextPaid)(page.course.title)}</p>
        <div className="locked-card__actions">
          <EnrolForm slug={page.course.slug} redirectTo={lessonUrl(page.lesson.id)} block={false} buy={buy} />
          <Link to={courseUrl(page.course.slug)} className="button button--ghost button--large">
            {LEARNING_TEXT.lesson.backToCourse}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** The done / not-done form; the done island (app/islands/done.ts) posts it without leaving the page, reading "saving" meanwhile. */
function DoneForm({ lessonId, done }: { lessonId: string; done: boolean }) {
  return (
    <form method="post" action={lessonUrl(lessonId)} className={DONE_MARKUP.form} data-saving={LEARNING_TEXT.lesson.saving}>
      <input type="hidden" name="intent" value={done ? "undone" : "done"} />
      <button type="submit" className={`button button--large ${done ? "button--ghost" : "button--primary"}`}>
        {done ? LEARNING_TEXT.lesson.markNotDone : LEARNING_TEXT.lesson.markDone}
      </button>
    </form>
  );
}

/**
 * "Mark done", the mark, and the way on. `requiredFirst`: what stands instead of "mark done"
 * while a "required" exercise is not passed (exercises' `RequiredFirst`), else null.
 */
export function LessonProgressPanel(props: { page: OpenLessonPage; saved: boolean; error: string | null; buy: Buy; requiredFirst: ReactNode }) {
  const { page, saved, error, buy, requiredFirst } = props;
  if (!page.signedIn || !page.enrolled) {
    return (
      <div className={DONE_MARKUP.panel}>
        <p className="text-muted">{page.course.price === null ? LEARNING_TEXT.lesson.enrolToTrack : LEARNING_TEXT.lesson.buyToTrack}</p>
        {page.signedIn ? (
          <EnrolForm slug={page.course.slug} redirectTo={lessonUrl(page.lesson.id)} block={false} buy={buy} />
        ) : (
          <Link to={loginUrl(lessonUrl(page.lesson.id))} className="button button--primary">
            {LEARNING_TEXT.lesson.signInToTrack}
          </Link>
        )}
      </div>
    );
  }
  const finished = page.progress && page.progress.total > 0 && page.progress.done === page.progress.total;
  return (
    <div className={`${DONE_MARKUP.panel}${page.done ? ` ${DONE_MARKUP.panel}--done` : ""}`}>
      {error ? <p className="alert alert--error">{error}</p> : null}
      {/* Always present, so a change of the mark is announced. */}
      <div role="status" className={DONE_MARKUP.live}>
        {page.done && saved ? (
          // A plain post's landing (lessonSavedUrl): the fragment brings it to the top, the focus with it.
          <p className="alert alert--success" id={LESSON_SAVED.anchor} tabIndex={-1} autoFocus>
            {LEARNING_TEXT.lesson.saved}
          </p>
        ) : null}
        {page.done ? (
          <p className="lesson-panel__status">
            <span className="lesson-panel__check" aria-hidden="true">
              ✓
            </span>
            {finished ? LEARNING_TEXT.lesson.finishedCourse : LEARNING_TEXT.lesson.isDone}
          </p>
        ) : null}
      </div>
      <div className="lesson-panel__actions">
        {requiredFirst ?? <DoneForm lessonId={page.lesson.id} done={page.done} />}
        {page.done && page.next ? (
          <Link to={lessonUrl(page.next.id)} className="button button--primary button--large" prefetch="intent">
            {LEARNING_TEXT.lesson.next}: {page.next.title} <span aria-hidden="true">→</span>
          </Link>
        ) : page.done && saved ? (
          <Link to={courseUrl(page.course.slug)} className="button button--primary button--large">
            {LEARNING_TEXT.lesson.backToCourse}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** The previous and next lessons (or the course, before the first). */
export function LessonNav({ page }: { page: OpenLessonPage }) {
  return (
    <nav className="article-nav" aria-label="บทก่อนหน้าและบทถัดไป">
      {page.previous ? (
        <Link to={lessonUrl(page.previous.id)} className="article-nav__link article-nav__link--prev" rel="prev" prefetch="intent">
          <span className="article-nav__label">← {LEARNING_TEXT.lesson.previous}</span>
          <span className="article-nav__title">
            บทที่ {page.previous.position}: <ThaiTitle text={page.previous.title} />
          </span>
        </Link>
      ) : (
        <Link to={courseUrl(page.course.slug)} className="article-nav__link article-nav__link--prev">
          <span className="article-nav__label">← {LEARNING_TEXT.lesson.backToCourse}</span>
          <span className="article-nav__title">{page.course.title}</span>
        </Link>
      )}
      {page.next ? (
        <Link to={lessonUrl(page.next.id)} className="article-nav__link article-nav__link--next" rel="next" prefetch="intent">
          <span className="article-nav__label">{LEARNING_TEXT.lesson.next} →</span>
          <span className="article-nav__title">
            บทที่ {page.next.position}: <ThaiTitle text={page.next.title} />
          </span>
        </Link>
      ) : null}
    </nav>
  );
}

/** The course's lessons beside the lesson, with the student's progress. */
export function LessonSidebar({ page }: { page: OpenLessonPage }) {
  return (
    <aside className="lesson-layout__aside" aria-labelledby="course-lessons-title">
      <div className={`card ${DONE_MARKUP.sidebar}`}>
        <p className="lesson-sidebar__course">
          <Link to={courseUrl(page.course.slug)}>{page.course.title}</Link>
        </p>
        {page.progress ? <ProgressBar done={page.progress.done} total={page.progress.total} percent={page.progress.percent} compact /> : null}
        <h2 id="course-lessons-title" className="lesson-sidebar__title">
          {LEARNING_TEXT.lesson.lessonList}
        </h2>
        <LessonList lessons={page.lessons} unlocked={page.enrolled} paid={page.course.price !== null} currentId={page.lesson.id} compact />
      </div>
    </aside>
  );
}
