/**
 * The head of a student's past-attempt pages (the list, one attempt's review,
 * "ฝึกเฉพาะข้อที่ผิด"): crumbs back to the course, the lesson and the list, the
 * page's title, and a line under it.
 */
import type { ReactNode } from "react";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { courseUrl, dashboardUrl, lessonAttemptsUrl, lessonUrl } from "~/kernel/urls";
import { EXERCISE_TEXT } from "./messages";

export interface AttemptsLesson {
  id: string;
  title: string;
  courseTitle: string;
  courseSlug: string;
}

export function AttemptsHeader({ lesson, title, sub, inList }: { lesson: AttemptsLesson; title: string; sub?: ReactNode; inList: boolean }) {
  const crumbs = [
    { label: "บทเรียน", to: dashboardUrl() },
    { label: lesson.courseTitle, to: courseUrl(lesson.courseSlug) },
    { label: lesson.title, to: lessonUrl(lesson.id) },
    ...(inList ? [{ label: EXERCISE_TEXT.attemptsTitle, to: lessonAttemptsUrl(lesson.id) }] : []),
    { label: title },
  ];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <header className="page-header">
        <p className="eyebrow">{lesson.title}</p>
        <h1>{title}</h1>
        {sub ? <p className="text-muted">{sub}</p> : null}
      </header>
    </>
  );
}
