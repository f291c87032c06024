import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageHandle } from "~/platform/page-policy";
import { attemptAction, attemptLoader } from "~/exams/sitting.server";
import { AttemptClock } from "~/exams/AttemptClock";
import { AttemptForm } from "~/exams/AttemptForm";
import { EXAM_TEXT } from "~/exams/messages";
import { sittingLinks } from "~/exams/sitting-links";
import { exerciseLinks } from "~/exercises/links";
import { attemptUrl, examUrl } from "~/exams/urls";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { FormAnswer } from "~/ui/FormAnswer";
import { contentMeta } from "~/ui/meta";

/** The student's own attempt: never cached, not counted; the countdown island where JavaScript runs. */
export const handle = pageHandle({ public: false, views: false, query: ["page"], islands: ["countdown"] });

export const links: LinksFunction = () => [...sittingLinks(), ...exerciseLinks()];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  contentMeta({ title: data ? `${data.exam.title} · ${EXAM_TEXT.pageOf(data.page, data.pages)}` : EXAM_TEXT.listTitle, noindex: true, math: data?.math ?? false });

/** GET: one page of the attempt's questions (its student only; an ended attempt goes to its result). */
export const loader = ({ request, params }: LoaderFunctionArgs) => attemptLoader(request, params.id, params.attemptId);

/** POST: saves the page's answers and marks (once per rendered page), then the previous or next page or the review. */
export const action = ({ request, params }: ActionFunctionArgs) => attemptAction(request, params.id, params.attemptId);

export default function AttemptPage() {
  const { exam, attemptId, deadlineText, deadlineIso, remainingMs, page, pages, total, questions, token } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>()?.refused;
  return (
    <div className="container container--narrow page exam-attempt">
      <FormAnswer refused={refused} />
      <Breadcrumbs items={[{ label: exam.title, to: examUrl(exam.id) }, { label: EXAM_TEXT.pageOf(page, pages) }]} />
      <header className="exam-attempt__head">
        <h1 className="exam-attempt__title">{exam.title}</h1>
        <p className="exam-attempt__page">{EXAM_TEXT.pageOf(page, pages)}</p>
        <AttemptClock deadlineText={deadlineText} deadlineIso={deadlineIso} remainingMs={remainingMs} />
      </header>
      <AttemptForm action={attemptUrl(exam.id, attemptId, page)} token={token} page={page} pages={pages} total={total} questions={questions} />
    </div>
  );
}
