import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import { LessonHomeworkForm } from "~/handins/AdminHandins";
import { lessonHomeworkAction, lessonHomeworkLoader, type FormAnswer } from "~/handins/admin.server";
import { INBOX_TEXT } from "~/handins/messages";
import { pageHandle } from "~/platform/page-policy";
import { pageMeta } from "~/platform/site";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data ? INBOX_TEXT.homeworkTitle(data.lesson.title) : INBOX_TEXT.homeworkCrumb), { name: "robots", content: "noindex" }];

export const loader = ({ request, params }: LoaderFunctionArgs) => lessonHomeworkLoader(request, params.id);

/** POST intent=save (instructions, due) | intent=remove | intent=preview. */
export const action = keepTypedOnRefusal(({ request, context, params }: ActionFunctionArgs) => lessonHomeworkAction(request, context, params.id));

export default function AdminLessonHomeworkRoute() {
  const page = useLoaderData<typeof loader>();
  return <LessonHomeworkForm {...page} posted={useActionData<typeof action>() as FormAnswer | undefined} />;
}
