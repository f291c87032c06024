import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { courseDeleteImpact, deleteAction, deleteDetails, deleteLoader } from "~/admin/delete.server";
import { COURSE } from "~/admin/kinds.server";
import { DeleteConfirm } from "~/admin/ui/DeleteConfirm";
import { StatusBadge } from "~/admin-kit/parts";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { ADMIN_URLS } from "~/kernel/urls";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => adminMeta("ลบคอร์ส");

// Both run requireAdmin first (the action also the admin write rate limit).
export const loader = (args: LoaderFunctionArgs) => deleteLoader(COURSE, args, courseDeleteImpact);
export const action = keepTypedOnRefusal((args: ActionFunctionArgs) => deleteAction(COURSE, args, deleteDetails.course, () => ADMIN_URLS.home()));

export default function DeleteCourse() {
  const page = useLoaderData<typeof loader>();
  const { impact } = page;
  return (
    <DeleteConfirm kindLabel="คอร์ส" page={page} refused={useActionData<typeof action>()}>
      <ul className="stack stack--tight">
        <li>
          <strong>บทเรียนทั้ง {impact.lessons.length} บทในคอร์สนี้จะถูกลบไปพร้อมกัน</strong>
          {impact.lessons.length > 0 ? (
            <ol className="delete-confirm__lessons">
              {impact.lessons.map((l) => (
                <li key={l.id}>
                  {l.title} <StatusBadge status={l.status} />
                </li>
              ))}
            </ol>
          ) : null}
        </li>
        <li>
          <strong>ผู้เรียนที่ลงทะเบียนไว้ {impact.enrolments} คน</strong> (มีความคืบหน้าแล้ว {impact.withProgress} คน):
          ข้อมูลการลงทะเบียนและบทเรียนที่เรียนจบของพวกเขา<strong>ยังเก็บไว้ในระบบ ไม่ถูกลบ</strong>
          แต่คอร์สจะหายไปจากหน้าบทเรียนของผู้เรียน และหน้าคอร์สกับบทเรียนจะแสดง “ไม่พบหน้านี้”
        </li>
        <li>คอร์สและบทเรียนทุกบทจะย้ายไปอยู่ในถังขยะ กู้คืนได้ภายหลังพร้อมกัน (คอร์สกลับมาเป็นฉบับร่าง) และการลบจะอยู่ในบันทึกการแก้ไข</li>
        <li>ถ้าแค่อยากปิดคอร์สชั่วคราว ให้กด “ยกเลิกการเผยแพร่” ในหน้าแก้ไขคอร์สแทน ผู้เรียนจะไม่เห็นคอร์สแต่ทุกอย่างยังอยู่</li>
      </ul>
    </DeleteConfirm>
  );
}
