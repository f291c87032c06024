import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { EditorForm } from "~/components/admin/EditorForm";
import { ArticleFieldset } from "~/components/admin/fieldsets";
import { EditUnavailable, Notice } from "~/components/admin/parts";
import { keepFormAfterOutage } from "~/components/admin/revalidate";
import { enforceRateLimit, RATE_RULES } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/site";
import { actorOf, articleSpec, editorAction, formOf, loadOr404, noticeOf, readForEdit } from "~/models/admin-content.server";
import { articleUrl } from "~/components/content/urls";
import { pageHandle } from "~/lib/page-policy";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(data?.stored ? `แก้ไข: ${data.stored.article.title}` : "แก้ไขบทความ"),
  { name: "robots", content: "noindex" },
];

export const shouldRevalidate = keepFormAfterOutage;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const article = await readForEdit(() => loadOr404(articleSpec.get, params.id), "article read", context);
  const editUrl = articleSpec.editUrl(String(params.id));
  // Firestore down: the page renders without the stored copy (the form, if
  // any, is the one the action sent back).
  if (!article) return data({ stored: null, editUrl, notice: null }, { status: 503 });
  return {
    stored: {
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
    },
    editUrl,
    notice: noticeOf(new URL(request.url)),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
  return editorAction(articleSpec, actorOf(user), await formOf(request), { load: () => loadOr404(articleSpec.get, params.id) }, context);
}

export default function EditArticle() {
  const { stored, editUrl, notice } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const values = state?.values ?? stored?.values;
  if (!values) return <EditUnavailable kindLabel="บทความ" reloadUrl={editUrl} />;
  const article = stored?.article;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">แก้ไขบทความ</p>
        <h1>{article?.title ?? values.title}</h1>
      </header>
      {state ? null : <Notice text={notice} />}
      <EditorForm
        kindLabel="บทความ"
        isNew={false}
        version={state ? state.version : (stored?.version ?? null)}
        formError={state?.formError ?? null}
        conflict={state?.conflict ?? null}
        values={values}
        reloadUrl={editUrl}
        meta={
          article
            ? {
                status: article.status,
                updatedAt: article.updatedAt,
                publishedAt: article.publishedAt,
                publicUrl: article.status === "published" ? articleUrl(article.slug) : null,
                deleteUrl: `${editUrl}/delete`,
              }
            : { status: null }
        }
      >
        <ArticleFieldset values={values} errors={state?.errors ?? {}} preview={state?.preview ?? null} />
      </EditorForm>
    </>
  );
}
