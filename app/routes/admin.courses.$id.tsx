import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editLoader, editorAction } from "~/admin-kit/editor.server";
import { editorWriteGuard } from "~/admin-kit/drafts.server";
import { loadOr404, requireAdminWrite } from "~/admin-kit/guard.server";
import { COURSE } from "~/admin/kinds.server";
import { moveLessonPost } from "~/admin/lesson-order.server";
import { EditPage, editMeta } from "~/admin/ui/EditorPage";
import { CourseFieldset } from "~/admin/ui/fieldsets";
import { LessonOrder } from "~/admin/ui/LessonOrder";
import { keepFormAfterOutage } from "~/admin/ui/revalidate";
import { formatDuration } from "~/platform/thai";
import { listLessonsOfCourse } from "~/content/lesson.store.server";
import { pageHandle } from "~/platform/page-policy";
import { readForm } from "~/kernel/form.server";
import { courseIsListed } from "~/content/course";
import { PUBLISH_WARNINGS } from "~/admin-kit/messages";
import { editorUploads } from "~/files/index.server";
import { courseOwner } from "~/files/owners";
import { idSchema } from "~/kernel/ids";
import { notFound } from "~/kernel/http.server";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction<typeof loader> = editMeta("course");
export const shouldRevalidate = keepFormAfterOutage;

/** The course and its lessons in order (editLoader runs requireAdmin first). */
export const loader = (args: LoaderFunctionArgs) =>
  editLoader(COURSE, args, async (course) =>
    (await listLessonsOfCourse(course.id)).map((l) => ({
      id: l.id,
      title: l.title,
      status: l.status,
      duration: formatDuration(l.durationMinutes),
      freePreview: l.freePreview,
    }))
  );

async function post({ request, params, context }: ActionFunctionArgs) {
  // The form first: a course that cannot be loaded (Firestore down), or an
  // expired session, gives the form back with the typed text.
  // A cover file may come with it (files/editor-uploads.server.ts), within the path's bounds (platform/upload-limit.ts).
  const id = idSchema.safeParse(params.id);
  if (!id.success) notFound();
  const form = await readForm(request);
  const load = () => loadOr404(COURSE.repo.get, id.data);
  // The moves of the lesson list (plain form posts: no JavaScript needed).
  if (form.get("intent") === "move") return moveLessonPost(await requireAdminWrite(request, context), load, form, context);
  const guard = await editorWriteGuard(COURSE, request, context, form);
  if (guard.expired) return guard.expired;
  return editorAction(COURSE, guard.actor, form, { load }, context, editorUploads(courseOwner(id.data), { cover: true }));
}

export const action = keepTypedOnRefusal(post);

export default function EditCourse() {
  const { stored, editUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const moveError = (result as { moveError?: string } | undefined)?.moveError ?? null;
  const count = stored ? (
    <>
      <p>
        <a href="#lessons">บทเรียนในคอร์ส ({stored.extra?.length ?? 0})</a>
      </p>
      {/* Published, yet on no student's list (courseIsListed): the tutor is told why. */}
      {stored.doc.status === "published" && !courseIsListed(stored.doc, stored.extra ?? []) ? (
        <p className="alert alert--warning" data-testid="course-not-listed">
          {PUBLISH_WARNINGS.notListed}
        </p>
      ) : null}
    </>
  ) : null;
  return (
    <EditPage kind="course" headerExtra={count} unavailableText={moveError} Fieldset={CourseFieldset} uploads>
      {stored ? <LessonOrder lessons={stored.extra ?? []} editUrl={editUrl} moveError={moveError} /> : null}
    </EditPage>
  );
}
