import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { deleteAction, deleteDetails, deleteLoader, lessonDeleteImpact } from "~/admin/delete.server";
import { COURSE, LESSON } from "~/admin/kinds.server";
import { DeleteConfirm } from "~/admin/ui/DeleteConfirm";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => adminMeta("ลบบทเรียน");

// Both run requireAdmin first (the action also the admin write rate limit).
export const loader = (args: LoaderFunctionArgs) => deleteLoader(LESSON, args, lessonDeleteImpact);
export const action = keepTypedOnRefusal((args: ActionFunctionArgs) => deleteAction(LESSON, args, deleteDetails.lesson, (l) => `${COURSE.def.editUrl(l.courseId)}#lessons`));

export default function DeleteLesson() {
  const page = useLoaderData<typeof loader>();
  const { impact } = page;
  return (
    <DeleteConfirm kindLabel="บทเรียน" page={page} refused={useActionData<typeof action>()}>
      <ul>
        <li>บทเรียนจะหายไปจากหน้าคอร์สทันที บทเรียนที่เหลือเรียงตามลำดับเดิม</li>
        <li>
          <strong>ผู้เรียน {impact.doneBy} คนเคยทำเครื่องหมายว่าเรียนบทนี้จบแล้ว</strong> บันทึกนั้นยังเก็บไว้ในระบบ
          แต่จะไม่นับในความคืบหน้าของคอร์สอีก (เปอร์เซ็นต์ความคืบหน้าคิดจากบทเรียนที่เหลือ)
        </li>
        <li>บทเรียนจะย้ายไปอยู่ในถังขยะ กู้คืนได้ภายหลัง (กลับมาเป็นฉบับร่าง ต่อท้ายคอร์ส) และการลบจะอยู่ในบันทึกการแก้ไข</li>
      </ul>
    </DeleteConfirm>
  );
}
