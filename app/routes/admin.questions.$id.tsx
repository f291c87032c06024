import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageHandle } from "~/platform/page-policy";
import { pageMeta } from "~/platform/site";
import { AdminQuestion } from "~/questions/AdminQuestion";
import { answerRefusal, questionAdminAction, questionLoader } from "~/questions/admin-questions.server";
import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import { QUESTION_TEXT } from "~/questions/messages";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => [...pageMeta(QUESTION_TEXT.admin.title), { name: "robots", content: "noindex" }];

export const loader = ({ request, params }: LoaderFunctionArgs) => questionLoader(request, params.id);

export const action = keepTypedOnRefusal(({ request, context, params }: ActionFunctionArgs) => questionAdminAction(request, context, params.id), answerRefusal);

export default function AdminQuestionRoute() {
  const { question, notice, nextHref } = useLoaderData<typeof loader>();
  return <AdminQuestion question={question} notice={notice} nextHref={nextHref} />;
}
