import type { ReactNode } from "react";
import type { CourseSummary } from "~/learning/learning.server";
import { ContentCard } from "../ui/ContentCard";
import { LEARNING_TEXT } from "./messages";
import { courseUrl } from "~/kernel/urls";

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
    <ContentCard
      block="course-card"
      item={course}
      icon={course.icon}
      badges={<CourseBadges className="course-card__badges" course={course} />}
      level={headingLevel}
      to={courseUrl(course.slug)}
      text={course.summary}
      facts={
        course.lessonCount === 0
          ? [<span key="soon" className="badge badge--warning">{LEARNING_TEXT.course.comingSoon}</span>, null]
          : [<span key="lessons">{LEARNING_TEXT.course.lessons(course.lessonCount)}</span>, <span key="duration">{course.durationLabel}</span>]
      }
    >
      {children}
    </ContentCard>
  );
}

/** The level, the price ("1,500 บาท" or "ฟรี") and, when there are any, the number of free lessons (cards and the course page). */
export function CourseBadges({ className, course }: { className: string; course: { levelLabel: string; freePreviewCount: number; price: number | null; priceLabel: string } }) {
  return (
    <p className={className}>
      <span className="badge badge--accent">{course.levelLabel}</span>
      <span className={course.price === null ? "badge badge--success" : "badge badge--primary"} data-testid="course-price">
        <span className="visually-hidden">{LEARNING_TEXT.course.priceLabel} </span>
        {course.priceLabel}
      </span>
      {course.freePreviewCount > 0 ? <span className="badge badge--success">{LEARNING_TEXT.course.freePreviews(course.freePreviewCount)}</span> : null}
    </p>
  );
}
