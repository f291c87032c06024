import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { readOnlyAction } from "~/admin-kit/guard.server";
import { EXAM_REPORT_TEXT } from "~/exams/messages";
import { reportLinks } from "~/exams/report-links";
import { examItemsLoader } from "~/exams/reports.server";
import { ItemList, ItemRule, ReportPage } from "~/exams/ReportTables";
import { pageHandle } from "~/platform/page-policy";
import { adminMeta } from "~/platform/site";

export const handle = pageHandle({ public: false, views: false });

export const links = reportLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(EXAM_REPORT_TEXT.itemsTitle(data?.exam.title ?? ""));

/** GET /admin/exams/:id/items: per question the share right, each choice's picks and a flag (guard first). */
export const loader = (args: LoaderFunctionArgs) => examItemsLoader(args);

export const action = readOnlyAction;

export default function ExamItems() {
  const { exam, finished, items } = useLoaderData<typeof loader>();
  const flagged = items.filter((i) => i.flags.length > 0).length;  return (
    <ReportPage examId={exam.id} title={EXAM_REPORT_TEXT.itemsTitle(exam.title)} current="items" count={items.length} empty={EXAM_REPORT_TEXT.noItems}>
      <p className="text-small text-muted">{EXAM_REPORT_TEXT.itemsLead(finished)}</p>
      <ItemRule />
      <p className="alert" data-testid="items-flagged">
        {EXAM_REPORT_TEXT.flaggedCount(flagged)}
      </p>
      <ItemList items={items} />
    </ReportPage>

  );
}
