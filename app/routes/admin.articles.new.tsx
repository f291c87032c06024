import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { createAction, newLoader } from "~/admin-kit/editor.server";
import { ARTICLE } from "~/admin/kinds.server";
import { NewPage } from "~/admin/ui/EditorPage";
import { ArticleFieldset } from "~/admin/ui/fieldsets";
import { articleKind } from "~/content/article";
import { blankValues } from "~/content/form";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { keepFormAfterOutage } from "~/admin/ui/revalidate";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => adminMeta("เขียนบทความใหม่");

// Both run requireAdmin first (the action also the admin write rate limit).
export const loader = ({ request, context }: LoaderFunctionArgs) => newLoader(request, blankValues(articleKind.fields), context);
export const shouldRevalidate = keepFormAfterOutage;
export const action = keepTypedOnRefusal((args: ActionFunctionArgs) => createAction(ARTICLE, args));

export default function NewArticle() {
  return <NewPage kind="article" title="เขียนบทความใหม่" Fieldset={ArticleFieldset} />;
}
