import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { editLoader, editorAction } from "~/admin/editor.server";
import { formOf, loadOr404, requireAdminWrite } from "~/admin/guard.server";
import { LESSON } from "~/admin/kinds.server";
import { requireAdmin } from "~/auth/guards.server";
import { EditorForm, editorMeta } from "~/components/admin/EditorForm";
import { LessonFieldset } from "~/components/admin/fieldsets";
import { EditUnavailable, Notice } from "~/components/admin/parts";
import { keepFormAfterOutage } from "~/components/admin/revalidate";
import { pageMeta } from "~/lib/site";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(data?.stored ? `แก้ไข: ${data.stored.doc.title}` : "แก้ไขบทเรียน"),
  { name: "robots", content: "noindex" },
];

export const shouldRevalidate = keepFormAfterOutage;

export async function loader(args: LoaderFunctionArgs) {
  await requireAdmin(args.request);
  return editLoader(LESSON, args);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = await requireAdminWrite(request, context);
  return editorAction(LESSON, actor, await formOf(request), { load: () => loadOr404(LESSON.repo.get, params.id) }, context);
}

export default function EditLesson() {
  const { stored, editUrl, notice } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const values = state?.values ?? stored?.values;
  if (!values) return <EditUnavailable kindLabel="บทเรียน" reloadUrl={editUrl} />;
  const course = stored?.parent;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">
          แก้ไขบทเรียน{course ? " ใน " : ""}
          {course ? <Link to={`${course.editUrl}#lessons`}>{course.title}</Link> : null}
        </p>
        <h1>{stored?.doc.title ?? values.title}</h1>
      </header>
      {state ? null : <Notice text={notice} />}
      <EditorForm
        kindLabel="บทเรียน"
        isNew={false}
        version={state ? state.version : (stored?.version ?? null)}
        formError={state?.formError ?? null}
        conflict={state?.conflict ?? null}
        values={values}
        reloadUrl={editUrl}
        meta={editorMeta(stored)}
      >
        <LessonFieldset values={values} errors={state?.errors ?? {}} preview={state?.preview ?? null} />
      </EditorForm>
    </>
  );
}
