import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageHandle } from "~/platform/page-policy";
import { reviewLoader, submitAction } from "~/exams/sitting.server";
import { AttemptClock } from "~/exams/AttemptClock";
import { ReviewList, SubmitConfirm } from "~/exams/Review";
import { CONFIRM_STEP, reviewConfirmUrl } from "~/exams/fields";
import { EXAM_TEXT } from "~/exams/messages";
import { sittingLinks } from "~/exams/sitting-links";
import { exerciseLinks } from "~/exercises/links";
import { attemptReviewUrl, examUrl } from "~/exams/urls";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { FormAnswer } from "~/ui/FormAnswer";
import { Link } from "~/ui/Link";
import { contentMeta } from "~/ui/meta";

/** The student's own attempt: never cached, not counted; `?step=confirm` is the confirmation before the submit. */
export const handle = pageHandle({ public: false, views: false, query: [CONFIRM_STEP.name], islands: ["countdown"] });

export const links: LinksFunction = () => [...sittingLinks(), ...exerciseLinks()];

export const meta: MetaFunction<typeof loader> = ({ data }) => contentMeta({ title: data ? `${data.exam.title} · ${EXAM_TEXT.reviewTitle}` : EXAM_TEXT.listTitle, noindex: true });

/** GET: the unanswered and marked questions, each a link to its page; then "ส่งคำตอบ", asked first. */
export const loader = ({ request, params }: LoaderFunctionArgs) => reviewLoader(request, params.id, params.attemptId);

/** POST intent=submit (from the confirmation): graded, then its result. */
export const action = ({ request, params }: ActionFunctionArgs) => submitAction(request, params.id, params.attemptId);

export default function ReviewPage() {
  const { exam, attemptId, deadlineText, deadlineIso, remainingMs, total, unanswered, marked, lastPageUrl, confirming } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>()?.refused;
  const here = attemptReviewUrl(exam.id, attemptId);
  return (
    <div className="container container--narrow page exam-attempt">
      <FormAnswer refused={refused} />
      <Breadcrumbs items={[{ label: exam.title, to: examUrl(exam.id) }, { label: EXAM_TEXT.reviewTitle }]} />
      <header className="exam-attempt__head">
        <h1 className="exam-attempt__title">{EXAM_TEXT.reviewTitle}</h1>
        <p className="exam-attempt__page">{exam.title}</p>
        <AttemptClock deadlineText={deadlineText} deadlineIso={deadlineIso} remainingMs={remainingMs} />
      </header>
      {confirming ? (
        <SubmitConfirm action={here} back={here} unanswered={unanswered.length} />
      ) : (
        <>
          <ReviewList total={total} unanswered={unanswered} marked={marked} />
          <p className="exam-form__buttons">
            <Link to={reviewConfirmUrl(exam.id, attemptId)} className="button button--primary button--large">
              {EXAM_TEXT.submit}
            </Link>
            <Link to={lastPageUrl} className="button button--ghost button--large">
              {EXAM_TEXT.backToQuestions}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
