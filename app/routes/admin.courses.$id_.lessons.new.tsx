import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { EditorForm } from "~/components/admin/EditorForm";
import { LessonFieldset } from "~/components/admin/fieldsets";
import { LESSON_FIELDS } from "~/components/admin/messages";
import { enforceRateLimit, RATE_RULES } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/site";
import { actorOf, blankValues, courseSpec, createLessonFrom, editorAction, formOf, lessonSpec, loadOr404 } from "~/models/admin-content.server";

export const meta: MetaFunction = () => [...pageMeta("เพิ่มบทเรียน"), { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const course = await loadOr404(courseSpec.get, params.id);
  return {
    course: { id: course.id, title: course.title },
    courseUrl: courseSpec.editUrl(course.id),
    values: blankValues(LESSON_FIELDS, { durationMinutes: "10" }),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
  const course = await loadOr404(courseSpec.get, params.id);
  return editorAction(lessonSpec, actorOf(user), await formOf(request), {
    create: createLessonFrom(course.id),
    // Back to the course: the new lesson is last in its list, ready to be moved.
    afterCreate: () => `${courseSpec.editUrl(course.id)}#lessons`,
  });
}

export default function NewLesson() {
  const { course, courseUrl, values: blank } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const values = state?.values ?? blank;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">
          บทเรียนใหม่ใน <Link to={courseUrl}>{course.title}</Link>
        </p>
        <h1>เพิ่มบทเรียน</h1>
        <p className="text-muted">บทเรียนใหม่จะต่อท้ายคอร์ส เปลี่ยนลำดับได้ในหน้าแก้ไขคอร์ส</p>
      </header>
      <EditorForm
        kindLabel="บทเรียน"
        isNew
        version={null}
        formError={state?.formError ?? null}
        conflict={null}
        values={values}
        reloadUrl={`${courseUrl}/lessons/new`}
        meta={{ status: "draft" }}
      >
        <LessonFieldset values={values} errors={state?.errors ?? {}} preview={state?.preview ?? null} />
      </EditorForm>
    </>
  );
}
