import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { DeleteConfirm } from "~/components/admin/DeleteConfirm";
import { enforceRateLimit, RATE_RULES } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/site";
import {
  actorOf,
  courseSpec,
  deleteLessonAs,
  formOf,
  lessonDeleteImpact,
  lessonSpec,
  loadOr404,
  readDeleteForm,
  withNotice,
} from "~/models/admin-content.server";
import { pageHandle } from "~/lib/page-policy";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => [...pageMeta("ลบบทเรียน"), { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const lesson = await loadOr404(lessonSpec.get, params.id);
  return {
    lesson: { id: lesson.id, title: lesson.title, status: lesson.status },
    impact: await lessonDeleteImpact(lesson),
    version: lesson.updatedAt.toISOString(),
    editUrl: lessonSpec.editUrl(lesson.id),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
  const lesson = await loadOr404(lessonSpec.get, params.id);
  const refused = readDeleteForm(await formOf(request), lesson);
  if (refused) return data({ formError: refused.formError }, { status: refused.status });
  await deleteLessonAs(actorOf(user), lesson);
  return redirect(`${withNotice(courseSpec.editUrl(lesson.courseId), "deleted", { title: lesson.title })}#lessons`);
}

export default function DeleteLesson() {
  const { lesson, impact, version, editUrl } = useLoaderData<typeof loader>();
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
