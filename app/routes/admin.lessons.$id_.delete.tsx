import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { deleteAction, deleteDetails, deleteLoader, lessonDeleteImpact } from "~/admin/delete.server";
import { requireAdminWrite } from "~/admin/guard.server";
import { COURSE, LESSON } from "~/admin/kinds.server";
import { requireAdmin } from "~/auth/guards.server";
import { DeleteConfirm } from "~/components/admin/DeleteConfirm";
import { pageMeta } from "~/lib/site";

export const meta: MetaFunction = () => [...pageMeta("ลบบทเรียน"), { name: "robots", content: "noindex" }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAdmin(args.request);
  return deleteLoader(LESSON, args, lessonDeleteImpact);
}

export async function action(args: ActionFunctionArgs) {
  const actor = await requireAdminWrite(args.request, args.context);
  // Back to the course's lesson list.
  return deleteAction(LESSON, actor, args, deleteDetails.lesson, (l) => `${COURSE.def.editUrl(l.courseId)}#lessons`);
}

export default function DeleteLesson() {
  const { doc: lesson, impact, version, editUrl } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <DeleteConfirm
      kindLabel="บทเรียน"
      title={lesson.title}
      status={lesson.status}
      version={version}
      formError={refused?.formError ?? null}
      cancelUrl={editUrl}
    >
      <ul>
        <li>บทเรียนจะหายไปจากหน้าคอร์สทันที บทเรียนที่เหลือเรียงตามลำดับเดิม</li>
        <li>
          <strong>ผู้เรียน {impact.doneBy} คนเคยทำเครื่องหมายว่าเรียนบทนี้จบแล้ว</strong> บันทึกนั้นยังเก็บไว้ในระบบ
          แต่จะไม่นับในความคืบหน้าของคอร์สอีก (เปอร์เซ็นต์ความคืบหน้าคิดจากบทเรียนที่เหลือ)
        </li>
        <li>ระบบเก็บสำเนาของบทเรียนไว้ (คอลเลกชัน deletedContent) และบันทึกการลบไว้ในบันทึกการแก้ไข</li>
      </ul>
    </DeleteConfirm>
  );
}
