import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { createAction, newLoader } from "~/admin-kit/editor.server";
import { COURSE } from "~/admin/kinds.server";
import { NewPage } from "~/admin/ui/EditorPage";
import { CourseFieldset } from "~/admin/ui/fieldsets";
import { courseKind } from "~/content/course";
import { blankValues } from "~/content/form";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { keepFormAfterOutage } from "~/admin/ui/revalidate";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => adminMeta("สร้างคอร์สใหม่");

// Both run requireAdmin first (the action also the admin write rate limit).
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  newLoader(request, blankValues(courseKind.fields, { level: "beginner", icon: "📘", order: "0" }), context);
export const shouldRevalidate = keepFormAfterOutage;
export const action = keepTypedOnRefusal((args: ActionFunctionArgs) => createAction(COURSE, args));

export default function NewCourse() {
  return <NewPage kind="course" title="สร้างคอร์สใหม่" intro="บันทึกคอร์สก่อน แล้วจึงเพิ่มบทเรียนในหน้าแก้ไขคอร์ส" Fieldset={CourseFieldset} />;
}
