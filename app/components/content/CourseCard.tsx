import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import type { CourseSummary } from "~/models/learning.server";
import { CoverArt } from "./CoverArt";
import { contentMessages as m } from "./messages";
import { courseUrl } from "./urls";

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
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="course-card">
      <CoverArt seed={course.slug} image={course.cover} icon={course.icon} />
      <div className="course-card__body">
        <CourseBadges className="course-card__badges" course={course} />
        <Heading className="course-card__title">
          <Link to={courseUrl(course.slug)} className="stretched-link" prefetch="intent">
            {course.title}
          </Link>
        </Heading>
        <p className="course-card__summary">{course.summary}</p>
        <p className="course-card__facts">
          <span>{m.course.lessons(course.lessonCount)}</span>
          <span aria-hidden="true">·</span>
          <span>{course.durationLabel}</span>
        </p>
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
