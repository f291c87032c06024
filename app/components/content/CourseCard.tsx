import type { ReactNode } from "react";
import type { CourseSummary } from "~/models/learning.server";
import { CardText } from "./CardText";
import { CoverArt } from "./CoverArt";
import { contentMessages as m } from "./messages";
import { courseUrl } from "~/lib/urls";

/** A course in the catalogue: cover, level, title (the link), summary, lessons and time; `children` below (progress, actions). */
export function CourseCard({
  course,
  headingLevel = 3,
  children,
}: {
  course: CourseSummary;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  return (
    <article className="course-card">
      <CoverArt seed={course.slug} image={course.cover} icon={course.icon} />
      <div className="course-card__body">
        <CourseBadges className="course-card__badges" course={course} />
        <CardText
          level={headingLevel}
          titleClass="course-card__title"
          to={courseUrl(course.slug)}
          title={course.title}
          textClass="course-card__summary"
          text={course.summary}
          factsClass="course-card__facts"
          facts={
            course.lessonCount === 0
              ? [<span key="soon" className="badge badge--warning">{m.course.comingSoon}</span>, null]
              : [<span key="lessons">{m.course.lessons(course.lessonCount)}</span>, <span key="duration">{course.durationLabel}</span>]
          }
        />
        {children ? <div className="course-card__extra">{children}</div> : null}
      </div>
    </article>
  );
}

/** The level and, when there are any, the number of free lessons (cards and the course page). */
export function CourseBadges({ className, course }: { className: string; course: { levelLabel: string; freePreviewCount: number } }) {
  return (
    <p className={className}>
      <span className="badge badge--accent">{course.levelLabel}</span>
      {course.freePreviewCount > 0 ? <span className="badge badge--success">{m.course.freePreviews(course.freePreviewCount)}</span> : null}
    </p>
  );
}
