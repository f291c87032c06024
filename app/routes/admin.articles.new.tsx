import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { EditorForm } from "~/components/admin/EditorForm";
import { ArticleFieldset } from "~/components/admin/fieldsets";
import { ARTICLE_FIELDS } from "~/components/admin/messages";
import { enforceRateLimit, RATE_RULES } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/site";
import { actorOf, articleSpec, blankValues, createArticleFrom, editorAction, formOf } from "~/models/admin-content.server";
import { pageHandle } from "~/lib/page-policy";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => [...pageMeta("เขียนบทความใหม่"), { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { values: blankValues(ARTICLE_FIELDS) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
  return editorAction(articleSpec, actorOf(user), await formOf(request), { create: createArticleFrom });
}

export default function NewArticle() {
  const loaded = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const values = state?.values ?? loaded.values;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">บทความ</p>
        <h1>เขียนบทความใหม่</h1>
      </header>
      <EditorForm
        kindLabel="บทความ"
        isNew
        version={null}
        formError={state?.formError ?? null}
        conflict={null}
        values={values}
        reloadUrl="/admin/articles/new"
        meta={{ status: "draft" }}
      >
        <ArticleFieldset values={values} errors={state?.errors ?? {}} preview={state?.preview ?? null} suggestSlugs />
      </EditorForm>
    </>
  );
}
