import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HomeworkPage } from "~/handins/HomeworkPage";
import { handinLinks } from "~/handins/links";
import { HANDIN_TEXT } from "~/handins/messages";
import { homeworkAction, homeworkLoader, type HomeworkAnswer } from "~/handins/student.server";
import { pageHandle } from "~/platform/page-policy";
import { retryAfterHeaders } from "~/platform/rate-limit.store.server";
import { contentMeta } from "~/ui/meta";

/** A student's own homework: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false, islands: ["upload"] });

/** A 429 of the action carries its Retry-After. */
export const headers = retryAfterHeaders;

export const links = handinLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  contentMeta({ title: data ? `${HANDIN_TEXT.eyebrow}: ${data.homework.title}` : HANDIN_TEXT.eyebrow, noindex: true, math: data?.hasMath });

/** The homework, the student's hand-in (if any) and its mark; `?remove=<sha256>` asks first before a file is taken out. */
export const loader = ({ params, request }: LoaderFunctionArgs) => homeworkLoader(request, params.key);

/** POST multipart: `note`, then `files` (photos or PDFs), added to a hand-in not yet marked; or `intent=remove&file=<sha256>`. Refused: the page again, in Thai, with the note typed. */
export const action = ({ params, request }: ActionFunctionArgs) => homeworkAction(request, params.key);

export default function HomeworkRoute() {
  return <HomeworkPage page={useLoaderData<typeof loader>()} posted={useActionData<typeof action>() as HomeworkAnswer | undefined} />;
}
