import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { deleteAction, deleteDetails, deleteLoader } from "~/admin/delete.server";
import { ARTICLE } from "~/admin/kinds.server";
import { DeleteConfirm } from "~/admin/ui/DeleteConfirm";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { ADMIN_URLS } from "~/kernel/urls";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => adminMeta("ลบบทความ");

// Both run requireAdmin first (the action also the admin write rate limit).
export const loader = (args: LoaderFunctionArgs) => deleteLoader(ARTICLE, args, async () => null);
export const action = keepTypedOnRefusal((args: ActionFunctionArgs) => deleteAction(ARTICLE, args, deleteDetails.article, () => ADMIN_URLS.home()));

export default function DeleteArticle() {
  const page = useLoaderData<typeof loader>();
  return (
    <DeleteConfirm kindLabel="บทความ" page={page} refused={useActionData<typeof action>()}>
      <ul>
        <li>บทความจะหายไปจากหน้าบทความ ผลการค้นหา RSS และแผนผังเว็บไซต์ทันที ลิงก์เดิมจะแสดงหน้า “ไม่พบหน้านี้”</li>
        <li>บทความจะย้ายไปอยู่ในถังขยะ กู้คืนได้ภายหลัง (กลับมาเป็นฉบับร่าง) และการลบจะอยู่ในบันทึกการแก้ไข</li>
        <li>ถ้าแค่อยากซ่อนไว้ก่อน ให้กด “ยกเลิกการเผยแพร่” ในหน้าแก้ไขแทน</li>
      </ul>
    </DeleteConfirm>
  );
}
