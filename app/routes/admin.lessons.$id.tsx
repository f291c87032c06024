import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { EditorForm } from "~/components/admin/EditorForm";
import { LessonFieldset } from "~/components/admin/fieldsets";
import { EditUnavailable, Notice } from "~/components/admin/parts";
import { keepFormAfterOutage } from "~/components/admin/revalidate";
import { enforceRateLimit, RATE_RULES } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/site";
import { actorOf, courseSpec, editorAction, formOf, lessonSpec, loadOr404, noticeOf, readForEdit } from "~/models/admin-content.server";
import { lessonUrl } from "~/components/content/urls";
import { pageHandle } from "~/lib/page-policy";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(data?.stored ? `แก้ไข: ${data.stored.lesson.title}` : "แก้ไขบทเรียน"),
  { name: "robots", content: "noindex" },
];

export const shouldRevalidate = keepFormAfterOutage;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const read = await readForEdit(async () => {
    const lesson = await loadOr404(lessonSpec.get, params.id);
    return { lesson, course: await courseSpec.get(lesson.courseId) };
  }, "lesson read", context);
  const editUrl = lessonSpec.editUrl(String(params.id));
  // Firestore down: the page renders without the stored copy (the form, if
  // any, is the one the action sent back).
  if (!read) return data({ stored: null, editUrl, notice: null }, { status: 503 });
  const { lesson, course } = read;
  return {
    stored: {
      lesson: { id: lesson.id, title: lesson.title, status: lesson.status, updatedAt: lesson.updatedAt },
      course: course ? { title: course.title, url: courseSpec.editUrl(course.id), published: course.status === "published" } : null,
      values: lessonSpec.toValues(lesson),
      version: lesson.updatedAt.toISOString(),
    },
    editUrl,
    notice: noticeOf(new URL(request.url)),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
  return editorAction(lessonSpec, actorOf(user), await formOf(request), { load: () => loadOr404(lessonSpec.get, params.id) }, context);
}

export default function EditLesson() {
  const { stored, editUrl, notice } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const values = state?.values ?? stored?.values;
  if (!values) return <EditUnavailable kindLabel="บทเรียน" reloadUrl={editUrl} />;
  const lesson = stored?.lesson;
  const course = stored?.course;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">
          แก้ไขบทเรียน{course ? " ใน " : ""}
          {course ? <Link to={`${course.url}#lessons`}>{course.title}</Link> : null}
        </p>
        <h1>{lesson?.title ?? values.title}</h1>
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
        meta={
          lesson
            ? {
                status: lesson.status,
                updatedAt: lesson.updatedAt,
                publicUrl: lesson.status === "published" && course?.published ? lessonUrl(lesson.id) : null,
                deleteUrl: `${editUrl}/delete`,
              }
            : { status: null }
        }
      >
        <LessonFieldset values={values} errors={state?.errors ?? {}} preview={state?.preview ?? null} />
      </EditorForm>
    </>
  );
}
