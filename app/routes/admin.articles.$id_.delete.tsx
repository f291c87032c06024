import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { deleteAction, deleteDetails, deleteLoader } from "~/admin/delete.server";
import { requireAdminWrite } from "~/admin/guard.server";
import { ARTICLE } from "~/admin/kinds.server";
import { requireAdmin } from "~/auth/guards.server";
import { DeleteConfirm } from "~/components/admin/DeleteConfirm";
import { pageMeta } from "~/lib/site";

export const meta: MetaFunction = () => [...pageMeta("ลบบทความ"), { name: "robots", content: "noindex" }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAdmin(args.request);
  return deleteLoader(ARTICLE, args, async () => null);
}

export async function action(args: ActionFunctionArgs) {
  const actor = await requireAdminWrite(args.request, args.context);
  return deleteAction(ARTICLE, actor, args, deleteDetails.article, () => "/admin");
}

export default function DeleteArticle() {
  const { doc, version, editUrl } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <DeleteConfirm
      kindLabel="บทความ"
      title={doc.title}
      status={doc.status}
      version={version}
      formError={refused?.formError ?? null}
      cancelUrl={editUrl}
    >
      <ul>
        <li>บทความจะหายไปจากหน้าบทความ ผลการค้นหา RSS และแผนผังเว็บไซต์ทันที ลิงก์เดิมจะแสดงหน้า “ไม่พบหน้านี้”</li>
        <li>ระบบเก็บสำเนาของบทความไว้ (คอลเลกชัน deletedContent) และบันทึกการลบไว้ในบันทึกการแก้ไข</li>
        <li>ถ้าแค่อยากซ่อนไว้ก่อน ให้กด “ยกเลิกการเผยแพร่” ในหน้าแก้ไขแทน</li>
      </ul>
    </DeleteConfirm>
  );
}
