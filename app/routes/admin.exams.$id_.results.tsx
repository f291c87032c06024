import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { readOnlyAction } from "~/admin-kit/guard.server";
import { EXAM_REPORT_TEXT } from "~/exams/messages";
import { reportLinks } from "~/exams/report-links";
import { examResultsLoader } from "~/exams/reports.server";
import { ReportPage, ResultsTable } from "~/exams/ReportTables";
import { pageHandle } from "~/platform/page-policy";
import { adminMeta } from "~/platform/site";

export const handle = pageHandle({ public: false, views: false });

export const links = reportLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(EXAM_REPORT_TEXT.resultsTitle(data?.exam.title ?? ""));

/** GET /admin/exams/:id/results: each student's best attempt, their score, time and topics (guard first). */
export const loader = (args: LoaderFunctionArgs) => examResultsLoader(args);

export const action = readOnlyAction;

export default function ExamResults() {
  const { exam, topics, finished, rows } = useLoaderData<typeof loader>();  return (
    <ReportPage examId={exam.id} title={EXAM_REPORT_TEXT.resultsTitle(exam.title)} current="results" count={rows.length} empty={EXAM_REPORT_TEXT.noResults}>
      <p className="text-small text-muted">{EXAM_REPORT_TEXT.resultsLead(rows.length, finished)}</p>
      <ResultsTable topics={topics} rows={rows} />
    </ReportPage>

  );
}
