import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { editorAction, readForEdit } from "~/admin-kit/editor.server";
import { editorWriteGuard, restoreDraft } from "~/admin-kit/drafts.server";
import { loadOr404 } from "~/admin-kit/guard.server";
import { actionFound } from "~/kernel/action-facts.server";
import { COURSE, LESSON } from "~/admin/kinds.server";
import { requireAdmin } from "~/auth/guards.server";
import { NewPage } from "~/admin/ui/EditorPage";
import { LessonFieldset } from "~/admin/ui/fieldsets";
import { FORM_ERRORS } from "~/admin-kit/messages";
import { keepFormAfterOutage } from "~/admin/ui/revalidate";
import { blankValues } from "~/content/form";
import { lessonKind } from "~/content/lesson";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { readForm } from "~/kernel/form.server";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => adminMeta("เพิ่มบทเรียน");

export const shouldRevalidate = keepFormAfterOutage;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const courseUrl = COURSE.def.editUrl(String(params.id));
  const blank = blankValues(lessonKind.fields, { durationMinutes: "10" });
  // This request's save found the session expired: the action's answer has the typed form.
  if (actionFound(context, "sessionExpired")) return data({ course: null, courseUrl, values: blank, restored: false }, { status: 401 });
  const user = await requireAdmin(request);
  const draft = await restoreDraft(request, user, new URL(request.url).pathname);
  const values = draft?.values ?? blank;
  const restored = draft !== null;
  const course = await readForEdit(() => loadOr404(COURSE.repo.get, params.id), "course read", context);
  // Firestore down: the form still renders (a save then answers 503 with the text kept).
  if (!course) return data({ course: null, courseUrl, values, restored }, { status: 503 });
  return { course: { id: course.id, title: course.title }, courseUrl, values, restored };
}

async function post({ request, params, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const guard = await editorWriteGuard(LESSON, request, context, form);
  if (guard.expired) return guard.expired;
  // A missing course is a 404; one that cannot be read (Firestore down) makes
  // the save fail, so the form comes back (503) with the typed text.
  const course = await readForEdit(() => loadOr404(COURSE.repo.get, params.id), "course read", context);
  return editorAction(
    LESSON,
    guard.actor,
    form,
    {
      create: course ? { courseId: course.id } : null,
      // Back to the course: the new lesson is last in its list, ready to be moved.
      afterCreate: (lesson) => `${COURSE.def.editUrl(lesson.courseId)}#lessons`,
    },
    context,
  );
}

export const action = keepTypedOnRefusal(post);

export default function NewLesson() {
  const { course, courseUrl } = useLoaderData<typeof loader>();
  const eyebrow = (
    <>
      บทเรียนใหม่ใน <Link to={courseUrl}>{course ? course.title : "คอร์สนี้"}</Link>
    </>
  );
  return (
    <NewPage
      kind="lesson"
      eyebrow={eyebrow}
      title="เพิ่มบทเรียน"
      intro="บทเรียนใหม่จะต่อท้ายคอร์ส เปลี่ยนลำดับได้ในหน้าแก้ไขคอร์ส"
      formError={course ? null : FORM_ERRORS.loadUnavailable}
      Fieldset={LessonFieldset}
    />
  );
}
