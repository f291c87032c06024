import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { contentMeta } from "~/ui/meta";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { PageHeader } from "~/ui/PageHeader";
import { pageHandle } from "~/platform/page-policy";
import { contentLinks } from "~/ui/links";
import { ExerciseForm } from "~/exercises/ExerciseForm";
import { ExerciseResult } from "~/exercises/ExerciseResult";
import { exerciseLinks } from "~/exercises/links";
import { EXAM_RESULT_TEXT, EXAM_TEXT } from "~/exams/messages";
import { practiceAction, practiceLoader } from "~/exams/practice.server";
import { examResultLinks } from "~/exams/result-links";
import { attemptResultUrl, examsUrl, examUrl, practiceUrl } from "~/exams/urls";

/** A student's own practice: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links: LinksFunction = () => [...contentLinks(), ...exerciseLinks(), ...examResultLinks()];

export const meta: MetaFunction = () => contentMeta({ title: EXAM_RESULT_TEXT.practiceWeak, noindex: true, math: true });

/** GET: a fresh set drawn from the bank for the attempt's weak topics (its student or an admin; anyone else: 404). */
export const loader = ({ request, params }: LoaderFunctionArgs) => practiceLoader(request, params);

/** POST: the same set graded and shown at once; nothing stored, nothing counted. */
export const action = ({ request, params }: ActionFunctionArgs) => practiceAction(request, params);

export default function ExamPractice() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { exam, attemptId, weak } = loaded;
  const page = posted?.page ?? loaded.page;
  const here = practiceUrl(exam.id, attemptId);
  const result = attemptResultUrl(exam.id, attemptId);
  return (
    <div className="container container--narrow page">
      <Breadcrumbs
        items={[
          { label: EXAM_TEXT.nav, to: examsUrl() },
          { label: exam.title, to: examUrl(exam.id) },
          { label: EXAM_RESULT_TEXT.title, to: result },
          { label: EXAM_RESULT_TEXT.practiceWeak },
        ]}
      />
      <PageHeader eyebrow={exam.title} title={EXAM_RESULT_TEXT.practiceWeak}>
        {weak.length > 0 ? <p className="text-muted">{EXAM_RESULT_TEXT.practiceFrom(weak)}</p> : null}
      </PageHeader>
      <p className="alert alert--warning" data-testid="practice-note">
        {EXAM_RESULT_TEXT.practiceNote}
      </p>
      {page.kind === "none" ? <p>{EXAM_RESULT_TEXT.practiceNone}</p> : null}
      {page.kind === "empty" ? <p>{EXAM_RESULT_TEXT.practiceEmpty}</p> : null}
      {page.kind === "form" ? (
        <ExerciseForm exercise={page.view} action={`${here}#exercise-result`} values={page.values} errors={page.errors} formError={page.formError} />
      ) : null}
      {/* "ลองใหม่": a GET of this page draws a new set. */}
      {page.kind === "result" ? <ExerciseResult result={page.result} retryHref={`${here}?again=1`} /> : null}
      <p>
        <Link to={result}>← {EXAM_RESULT_TEXT.backToResult}</Link>
      </p>
    </div>
  );
}
