import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { editAction, editLoader } from "~/admin-kit/editor.server";
import { ARTICLE } from "~/admin/kinds.server";
import { EditPage, editMeta } from "~/admin/ui/EditorPage";
import { ArticleFieldset } from "~/admin/ui/fieldsets";
import { keepFormAfterOutage } from "~/admin/ui/revalidate";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction<typeof loader> = editMeta("article");
export const shouldRevalidate = keepFormAfterOutage;

// Both run requireAdmin first (the action also the admin write rate limit).
export const loader = (args: LoaderFunctionArgs) => editLoader(ARTICLE, args);
export const action = keepTypedOnRefusal((args: ActionFunctionArgs) => editAction(ARTICLE, args));

export default function EditArticle() {
  return <EditPage kind="article" Fieldset={ArticleFieldset} />;
}
