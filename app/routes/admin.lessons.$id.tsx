import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { editAction, editLoader } from "~/admin-kit/editor.server";
import { LESSON } from "~/admin/kinds.server";
import { EditPage, editMeta } from "~/admin/ui/EditorPage";
import { LessonFieldset } from "~/admin/ui/fieldsets";
import { keepFormAfterOutage } from "~/admin/ui/revalidate";
import { pageHandle } from "~/platform/page-policy";
import { editorUploads } from "~/files/index.server";
import { lessonOwner } from "~/files/owners";
import { adminExerciseUrl, adminLessonFilesUrl, lessonUrl } from "~/kernel/urls";
import { HANDIN_ADMIN } from "~/handins/urls";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction<typeof loader> = editMeta("lesson");
export const shouldRevalidate = keepFormAfterOutage;

// Both run requireAdmin first (the action also the admin write rate limit).
export const loader = (args: LoaderFunctionArgs) => editLoader(LESSON, args);
// A picture chosen in the form is placed in the notes (files/editor-uploads.server.ts).
export const action = keepTypedOnRefusal((args: ActionFunctionArgs) =>
  editAction(LESSON, args, editorUploads(lessonOwner(String(args.params.id)), { markdownField: LESSON.def.markdownField }))
);

export default function EditLesson() {
  const { stored } = useLoaderData<typeof loader>();
  const course = stored?.parent;
  // Every lesson, locked or draft, opens for an admin as a student sees it (marked "มุมมองแอดมิน").
  const view = stored ? (
    <p className="cluster">
      <a href={lessonUrl(stored.doc.id)} data-testid="student-view">
        ดูแบบที่ผู้เรียนเห็น (มุมมองแอดมิน)
      </a>
      <Link to={adminExerciseUrl(stored.doc.id)}>แก้ไขแบบฝึกหัดท้ายบท</Link>
      <Link to={adminLessonFilesUrl(stored.doc.id)}>ใบงานและรูปภาพ</Link>
      <Link to={HANDIN_ADMIN.lessonHomework(stored.doc.id)}>การบ้านที่ให้ส่ง</Link>
    </p>
  ) : null;
  const eyebrow = (
    <>
      แก้ไขบทเรียน{course ? " ใน " : ""}
      {course ? <Link to={`${course.editUrl}#lessons`}>{course.title}</Link> : null}
    </>
  );
  return <EditPage kind="lesson" eyebrow={eyebrow} headerExtra={view} Fieldset={LessonFieldset} uploads />;
}
