import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { editAction, editLoader } from "~/admin-kit/editor.server";
import { ARTICLE } from "~/admin/kinds.server";
import { EditPage, editMeta } from "~/admin/ui/EditorPage";
import { ArticleFieldset } from "~/admin/ui/fieldsets";
import { keepFormAfterOutage } from "~/admin/ui/revalidate";
import { pageHandle } from "~/platform/page-policy";
import { editorUploads } from "~/files/index.server";
import { articleOwner } from "~/files/owners";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction<typeof loader> = editMeta("article");
export const shouldRevalidate = keepFormAfterOutage;

// Both run requireAdmin first (the action also the admin write rate limit).
export const loader = (args: LoaderFunctionArgs) => editLoader(ARTICLE, args);
// A picture chosen in the form is placed in the text, a cover file becomes the cover (files/editor-uploads.server.ts).
export const action = keepTypedOnRefusal((args: ActionFunctionArgs) =>
  editAction(ARTICLE, args, editorUploads(articleOwner(String(args.params.id)), { markdownField: ARTICLE.def.markdownField, cover: true }))
);

export default function EditArticle() {
  return <EditPage kind="article" Fieldset={ArticleFieldset} uploads />;
}
