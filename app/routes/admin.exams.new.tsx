import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { examAction, examLoader } from "~/exams/exam-admin.server";
import { DRAW_ROWS } from "~/exams/exam-form";
import { ExamFormPage } from "~/exams/BankAdmin";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("สร้างข้อสอบจำลอง");
export const loader = ({ request }: LoaderFunctionArgs) => examLoader(request, null);
export const action = keepTypedOnRefusal(({ request, context }: ActionFunctionArgs) => examAction(request, context, null));

export default function AdminNewExam() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const shown = posted && "values" in posted && "bank" in posted ? posted : loaded;
  return <ExamFormPage {...shown} drawRows={DRAW_ROWS} />;
}
