import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contentMeta } from "~/ui/meta";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { PageHeader } from "~/ui/PageHeader";
import { pageHandle } from "~/platform/page-policy";
import { exerciseLinks } from "~/exercises/links";
import { contentLinks } from "~/ui/links";
import { ExamResult } from "~/exams/ExamResult";
import { EXAM_RESULT_TEXT, EXAM_TEXT } from "~/exams/messages";
import { examResultLinks } from "~/exams/result-links";
import { resultLoader } from "~/exams/result.server";
import { examsUrl, examUrl } from "~/exams/urls";

/** A student's own result: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links: LinksFunction = () => [...contentLinks(), ...exerciseLinks(), ...examResultLinks()];

export const meta: MetaFunction = () => contentMeta({ title: EXAM_RESULT_TEXT.title, noindex: true, math: true });

/** GET /exams/<id>/attempts/<attemptId>/result: its student or an admin (anyone else: 404); an open attempt goes back to its page. */
export const loader = ({ request, params }: LoaderFunctionArgs) => resultLoader(request, params);

export default function ExamResultPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="container container--narrow page">
      <Breadcrumbs items={[{ label: EXAM_TEXT.nav, to: examsUrl() }, { label: page.exam.title, to: examUrl(page.exam.id) }, { label: EXAM_RESULT_TEXT.title }]} />
      <PageHeader eyebrow={page.exam.title} title={`${EXAM_RESULT_TEXT.title} ${EXAM_RESULT_TEXT.attemptN(page.attempt.n)}`} />
      <ExamResult page={page} />
    </div>
  );
}
