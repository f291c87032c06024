/** A list of mock exams as cards (the student's /exams and the course page's section): title, size, time, when it closes. */
import { Link } from "~/ui/Link";
import { EXAM_TEXT } from "./messages";
import { examUrl, examsUrl } from "./urls";

export interface ExamListItem {
  id: string;
  title: string;
  courseTitle: string | null;
  questions: number;
  minutes: number;
  closes: string;
}

export function ExamList({ exams, headingLevel }: { exams: readonly ExamListItem[]; headingLevel: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="box-list exam-list">
      {exams.map((exam) => (
        <li key={exam.id} className="exam-list__item">
          <H className="exam-list__title">
            <Link to={examUrl(exam.id)}>{exam.title}</Link>
          </H>
          <p className="exam-list__facts">
            <span className="badge badge--accent">{EXAM_TEXT.facts(exam.questions, exam.minutes)}</span>{" "}
            {exam.courseTitle ? <span>{EXAM_TEXT.ofCourse(exam.courseTitle)}</span> : null}
          </p>
          <p className="text-muted text-small">
            {EXAM_TEXT.closesLabel} {exam.closes}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The course page's section: the course's published exams (nothing when there are none). */
export function CourseExams({ exams }: { exams: readonly ExamListItem[] }) {
  if (exams.length === 0) return null;
  return (
    <section aria-labelledby="course-exams-title" className="course-section">
      <h2 id="course-exams-title">{EXAM_TEXT.courseTitle}</h2>
      <ExamList exams={exams} headingLevel={3} />
    </section>
  );
}

/** The dashboard's way to the student's mock exams. */
export function DashboardExams() {
  return (
    <section className="dashboard-section card" aria-labelledby="dashboard-exams-title">
      <h2 id="dashboard-exams-title">{EXAM_TEXT.nav}</h2>
      <p className="text-muted">{EXAM_TEXT.listLead}</p>
      <p>
        <Link to={examsUrl()} className="button button--secondary">
          {EXAM_TEXT.dashboardLink}
        </Link>
      </p>
    </section>
  );
}
