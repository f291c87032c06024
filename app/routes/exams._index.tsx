import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageHandle } from "~/platform/page-policy";
import { examsLoader } from "~/exams/sitting.server";
import { ExamList } from "~/exams/ExamList";
import { EXAM_TEXT } from "~/exams/messages";
import { sittingLinks } from "~/exams/sitting-links";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { contentMeta } from "~/ui/meta";
import { dashboardUrl } from "~/kernel/urls";

/** The student's own list: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links = sittingLinks;

export const meta: MetaFunction = () => contentMeta({ title: EXAM_TEXT.listTitle, noindex: true });

/** GET: the published exams open to all and those of the student's courses (a visitor signs in first). */
export const loader = ({ request }: LoaderFunctionArgs) => examsLoader(request);

export default function Exams() {
  const { exams } = useLoaderData<typeof loader>();
  return (
    <div className="container container--narrow page">
      <Breadcrumbs items={[{ label: "แดชบอร์ด", to: dashboardUrl() }, { label: EXAM_TEXT.listTitle }]} />
      <header className="page-header">
        <h1>{EXAM_TEXT.listTitle}</h1>
        <p className="lead">{EXAM_TEXT.listLead}</p>
      </header>
      {exams.length > 0 ? <ExamList exams={exams} headingLevel={2} /> : <p className="text-muted">{EXAM_TEXT.noExams}</p>}
    </div>
  );
}
