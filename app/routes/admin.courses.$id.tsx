import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editLoader, editorAction } from "~/admin/editor.server";
import { formOf, loadOr404, requireAdminWrite } from "~/admin/guard.server";
import { COURSE } from "~/admin/kinds.server";
import { moveLessonPost } from "~/admin/lesson-order.server";
import { requireAdmin } from "~/auth/guards.server";
import { EditorForm, editorMeta } from "~/components/admin/EditorForm";
import { CourseFieldset } from "~/components/admin/fieldsets";
import { LessonOrder } from "~/components/admin/LessonOrder";
import { EditUnavailable, Notice } from "~/components/admin/parts";
import { keepFormAfterOutage } from "~/components/admin/revalidate";
import { pageMeta } from "~/lib/site";
import { formatDuration } from "~/lib/thai";
import { listLessonsOfCourse } from "~/models/lesson.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(data?.stored ? `แก้ไข: ${data.stored.doc.title}` : "แก้ไขคอร์ส"),
  { name: "robots", content: "noindex" },
];

export const shouldRevalidate = keepFormAfterOutage;

export async function loader(args: LoaderFunctionArgs) {
  await requireAdmin(args.request);
  return editLoader(COURSE, args, async (course) =>
    (await listLessonsOfCourse(course.id)).map((l) => ({
      id: l.id,
      title: l.title,
      status: l.status,
      duration: formatDuration(l.durationMinutes),
      freePreview: l.freePreview,
    }))
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = await requireAdminWrite(request, context);
  // The form first: a course that cannot be loaded (Firestore down) gives the
  // form back with the typed text.
  const form = await formOf(request);
  const load = () => loadOr404(COURSE.repo.get, params.id);
  // The up/down buttons of the lesson list (plain form posts: no JavaScript needed).
  if (form.get("intent") === "move") return moveLessonPost(actor, load, form, context);
  return editorAction(COURSE, actor, form, { load }, context);
}

export default function EditCourse() {
  const { stored, editUrl, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const state = result && "values" in result ? result : undefined;
  const moveError = result && "moveError" in result ? result.moveError : null;
  const values = state?.values ?? stored?.values;
  if (!values) return <EditUnavailable kindLabel="คอร์ส" reloadUrl={editUrl} text={moveError} />;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">แก้ไขคอร์ส</p>
        <h1>{stored?.doc.title ?? values.title}</h1>
        {stored ? (
          <p>
            <a href="#lessons">บทเรียนในคอร์ส ({stored.extra?.length ?? 0})</a>
          </p>
        ) : null}
      </header>
      {result ? null : <Notice text={notice} />}
      <EditorForm
        kindLabel="คอร์ส"
        isNew={false}
        version={state ? state.version : (stored?.version ?? null)}
        formError={state?.formError ?? null}
        conflict={state?.conflict ?? null}
        values={values}
        reloadUrl={editUrl}
        meta={editorMeta(stored)}
      >
        <CourseFieldset values={values} errors={state?.errors ?? {}} preview={state?.preview ?? null} />
      </EditorForm>

      {stored ? <LessonOrder lessons={stored.extra ?? []} editUrl={editUrl} moveError={moveError} /> : null}
    </>
  );
}
