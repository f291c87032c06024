import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { readOnlyAction } from "~/admin-kit/guard.server";
import { EXAM_REPORT_TEXT } from "~/exams/messages";
import { reportLinks } from "~/exams/report-links";
import { examResultsLoader } from "~/exams/reports.server";
import { ReportNav, ResultsTable } from "~/exams/ReportTables";
import { ADMIN_EXAM_URLS } from "~/exams/urls";
import { pageHandle } from "~/platform/page-policy";
import { adminMeta } from "~/platform/site";
import { Link } from "~/ui/Link";
import { PageHeader } from "~/ui/PageHeader";

export const handle = pageHandle({ public: false, views: false });

export const links = reportLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(EXAM_REPORT_TEXT.resultsTitle(data?.exam.title ?? ""));

/** GET /admin/exams/:id/results: each student's best attempt, their score, time and topics (guard first). */
export const loader = (args: LoaderFunctionArgs) => examResultsLoader(args);

export const action = readOnlyAction;

export default function ExamResults() {
  const { exam, topics, finished, rows } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow={<Link to={ADMIN_EXAM_URLS.list()}>{EXAM_REPORT_TEXT.exams}</Link>} title={EXAM_REPORT_TEXT.resultsTitle(exam.title)}>
        <ReportNav examId={exam.id} current="results" />
      </PageHeader>
      <section className="admin-section" aria-labelledby="exam-results-title">
        <div className="admin-section__head">
          <h2 id="exam-results-title">
            {EXAM_REPORT_TEXT.toResults} <span className="count">{rows.length}</span>
          </h2>
        </div>
        {rows.length === 0 ? (
          <p className="text-muted admin-empty">{EXAM_REPORT_TEXT.noResults}</p>
        ) : (
          <>
            <p className="text-small text-muted">{EXAM_REPORT_TEXT.resultsLead(rows.length, finished)}</p>
            <ResultsTable topics={topics} rows={rows} />
          </>
        )}
      </section>
    </>
  );
}
