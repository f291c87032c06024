import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { DeleteConfirm } from "~/components/admin/DeleteConfirm";
import { StatusBadge } from "~/components/admin/parts";
import { enforceRateLimit, RATE_RULES } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/site";
import {
  actorOf,
  courseDeleteImpact,
  courseSpec,
  deleteCourseAs,
  formOf,
  loadOr404,
  readDeleteForm,
  withNotice,
} from "~/models/admin-content.server";
import { pageHandle } from "~/lib/page-policy";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => [...pageMeta("ลบคอร์ส"), { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const course = await loadOr404(courseSpec.get, params.id);
  return {
    course: { id: course.id, title: course.title, status: course.status },
    impact: await courseDeleteImpact(course.id),
    version: course.updatedAt.toISOString(),
    editUrl: courseSpec.editUrl(course.id),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
  const course = await loadOr404(courseSpec.get, params.id);
  const refused = readDeleteForm(await formOf(request), course);
  if (refused) return data({ formError: refused.formError }, { status: refused.status });
  await deleteCourseAs(actorOf(user), course);
  return redirect(withNotice("/admin", "deleted", { title: course.title }));
}

export default function DeleteCourse() {
  const { course, impact, version, editUrl } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <DeleteConfirm
      kindLabel="คอร์ส"
      title={course.title}
      status={course.status}
      version={version}
      formError={refused?.formError ?? null}
      cancelUrl={editUrl}
    >
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
        <li>ระบบเก็บสำเนาของคอร์สและบทเรียนทุกบทไว้ (คอลเลกชัน deletedContent) และบันทึกการลบไว้ในบันทึกการแก้ไข</li>
        <li>ถ้าแค่อยากปิดคอร์สชั่วคราว ให้กด “ยกเลิกการเผยแพร่” ในหน้าแก้ไขคอร์สแทน ผู้เรียนจะไม่เห็นคอร์สแต่ทุกอย่างยังอยู่</li>
      </ul>
    </DeleteConfirm>
  );
}
