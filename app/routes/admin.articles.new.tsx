import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editorAction } from "~/admin/editor.server";
import { formOf, requireAdminWrite } from "~/admin/guard.server";
import { ARTICLE } from "~/admin/kinds.server";
import { requireAdmin } from "~/auth/guards.server";
import { EditorForm } from "~/components/admin/EditorForm";
import { ArticleFieldset } from "~/components/admin/fieldsets";
import { ARTICLE_FIELDS } from "~/content/article";
import { blankValues } from "~/content/form";
import { pageMeta } from "~/lib/site";

export const meta: MetaFunction = () => [...pageMeta("เขียนบทความใหม่"), { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { values: blankValues(ARTICLE_FIELDS) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireAdminWrite(request, context);
  return editorAction(ARTICLE, actor, await formOf(request), { create: {} });
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
