import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { EditorForm } from "~/components/admin/EditorForm";
import { ArticleFieldset } from "~/components/admin/fieldsets";
import { Notice } from "~/components/admin/parts";
import { enforceRateLimit, RATE_RULES } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/site";
import { actorOf, articleSpec, editorAction, formOf, loadOr404, noticeOf } from "~/models/admin-content.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(data ? `แก้ไข: ${data.article.title}` : "แก้ไขบทความ"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const article = await loadOr404(articleSpec.get, params.id);
  return {
    article: {
      id: article.id,
      title: article.title,
      slug: article.slug,
      status: article.status,
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      publishedAt: article.publishedAt,
    },
    values: articleSpec.toValues(article),
    version: article.updatedAt.toISOString(),
    editUrl: articleSpec.editUrl(article.id),
    notice: noticeOf(new URL(request.url)),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
  return editorAction(articleSpec, actorOf(user), await formOf(request), { load: () => loadOr404(articleSpec.get, params.id) });
}

export default function EditArticle() {
  const { article, values: stored, version: storedVersion, editUrl, notice } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const values = state?.values ?? stored;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">แก้ไขบทความ</p>
        <h1>{article.title}</h1>
      </header>
      {state ? null : <Notice text={notice} />}
      <EditorForm
        kindLabel="บทความ"
        isNew={false}
        version={state ? state.version : storedVersion}
        formError={state?.formError ?? null}
        conflict={state?.conflict ?? null}
        values={values}
        reloadUrl={editUrl}
        meta={{
          status: article.status,
          updatedAt: article.updatedAt,
          publishedAt: article.publishedAt,
          publicUrl: article.status === "published" ? `/blog/${encodeURIComponent(article.slug)}` : null,
          deleteUrl: `${editUrl}/delete`,
        }}
      >
        <ArticleFieldset values={values} errors={state?.errors ?? {}} preview={state?.preview ?? null} />
      </EditorForm>
    </>
  );
}
