import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editorAction } from "~/admin/editor.server";
import { formOf, requireAdminWrite } from "~/admin/guard.server";
import { COURSE } from "~/admin/kinds.server";
import { requireAdmin } from "~/auth/guards.server";
import { EditorForm } from "~/components/admin/EditorForm";
import { CourseFieldset } from "~/components/admin/fieldsets";
import { COURSE_FIELDS } from "~/content/course";
import { blankValues } from "~/content/form";
import { pageMeta } from "~/lib/site";

export const meta: MetaFunction = () => [...pageMeta("สร้างคอร์สใหม่"), { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { values: blankValues(COURSE_FIELDS, { level: "beginner", icon: "📘", order: "0" }) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireAdminWrite(request, context);
  return editorAction(COURSE, actor, await formOf(request), { create: {} });
}

export default function NewCourse() {
  const loaded = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const values = state?.values ?? loaded.values;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">คอร์ส</p>
        <h1>สร้างคอร์สใหม่</h1>
        <p className="text-muted">บันทึกคอร์สก่อน แล้วจึงเพิ่มบทเรียนในหน้าแก้ไขคอร์ส</p>
      </header>
      <EditorForm
        kindLabel="คอร์ส"
        isNew
        version={null}
        formError={state?.formError ?? null}
        conflict={null}
        values={values}
        reloadUrl="/admin/courses/new"
        meta={{ status: "draft" }}
      >
        <CourseFieldset values={values} errors={state?.errors ?? {}} preview={state?.preview ?? null} suggestSlugs />
      </EditorForm>
    </>
  );
}
