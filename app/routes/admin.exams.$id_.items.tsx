import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { readOnlyAction } from "~/admin-kit/guard.server";
import { EXAM_REPORT_TEXT } from "~/exams/messages";
import { reportLinks } from "~/exams/report-links";
import { examItemsLoader } from "~/exams/reports.server";
import { ItemList, ItemRule, ReportNav } from "~/exams/ReportTables";
import { ADMIN_EXAM_URLS } from "~/exams/urls";
import { pageHandle } from "~/platform/page-policy";
import { adminMeta } from "~/platform/site";
import { Link } from "~/ui/Link";
import { PageHeader } from "~/ui/PageHeader";

export const handle = pageHandle({ public: false, views: false });

export const links = reportLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(EXAM_REPORT_TEXT.itemsTitle(data?.exam.title ?? ""));

/** GET /admin/exams/:id/items: per question the share right, each choice's picks and a flag (guard first). */
export const loader = (args: LoaderFunctionArgs) => examItemsLoader(args);

export const action = readOnlyAction;

export default function ExamItems() {
  const { exam, finished, items } = useLoaderData<typeof loader>();
  const flagged = items.filter((i) => i.flags.length > 0).length;
  return (
    <>
      <PageHeader eyebrow={<Link to={ADMIN_EXAM_URLS.list()}>{EXAM_REPORT_TEXT.exams}</Link>} title={EXAM_REPORT_TEXT.itemsTitle(exam.title)}>
        <ReportNav examId={exam.id} current="items" />
      </PageHeader>
      <section className="admin-section" aria-labelledby="exam-items-title">
        <div className="admin-section__head">
          <h2 id="exam-items-title">
            {EXAM_REPORT_TEXT.toItems} <span className="count">{items.length}</span>
          </h2>
        </div>
        {items.length === 0 ? (
          <p className="text-muted admin-empty">{EXAM_REPORT_TEXT.noItems}</p>
        ) : (
          <>
            <p className="text-small text-muted">{EXAM_REPORT_TEXT.itemsLead(finished)}</p>
            <ItemRule />
            <p className="alert" data-testid="items-flagged">
              {EXAM_REPORT_TEXT.flaggedCount(flagged)}
            </p>
            <ItemList items={items} />
          </>
        )}
      </section>
    </>
  );
}
