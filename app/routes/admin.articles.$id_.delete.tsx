import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { DeleteConfirm } from "~/components/admin/DeleteConfirm";
import { enforceRateLimit, RATE_RULES } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/site";
import { actorOf, articleSpec, deleteArticleAs, formOf, loadOr404, readDeleteForm, withNotice } from "~/models/admin-content.server";
import { pageHandle } from "~/lib/page-policy";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => [...pageMeta("ลบบทความ"), { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const article = await loadOr404(articleSpec.get, params.id);
  return {
    article: { id: article.id, title: article.title, status: article.status },
    version: article.updatedAt.toISOString(),
    editUrl: articleSpec.editUrl(article.id),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
  const article = await loadOr404(articleSpec.get, params.id);
  const refused = readDeleteForm(await formOf(request), article);
  if (refused) return data({ formError: refused.formError }, { status: refused.status });
  await deleteArticleAs(actorOf(user), article);
  return redirect(withNotice("/admin", "deleted", { title: article.title }));
}

export default function DeleteArticle() {
  const { article, version, editUrl } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <DeleteConfirm
      kindLabel="บทความ"
      title={article.title}
      status={article.status}
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
