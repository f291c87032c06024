import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { AdminNav } from "~/admin/ui/AdminNav";
import { RouteError, errorTitle } from "~/ui/shell/RouteError";
import { pageMeta } from "~/platform/site";
import { readOnlyAction } from "~/admin-kit/guard.server";
import { actionFound } from "~/kernel/action-facts.server";
import { contentLinks, mathStylesheet } from "~/ui/links";
import adminStyles from "~/admin/styles/admin.css?url";
import adminSafetyStyles from "~/admin/styles/admin-safety.css?url";
import { pageHandle } from "~/platform/page-policy";
import { QuestionsNavItem } from "~/questions/QuestionsNavItem";
import { morningCounts } from "~/admin/today.server";
import { ADMIN_URLS } from "~/kernel/urls";

// Scripts: the editors' live preview and slug suggestion (every admin route is under this layout).
export const handle = pageHandle({ public: false, views: false, scripts: true });

// The editors' previews look like the public pages (their content styles) and may show maths at any time (KaTeX's stylesheet).
export const links: LinksFunction = () => [
  ...contentLinks(),
  { rel: "stylesheet", href: adminStyles },
  { rel: "stylesheet", href: adminSafetyStyles },
  { rel: "stylesheet", href: mathStylesheet.href },
];

export const meta: MetaFunction = ({ error }) => [
  ...pageMeta(error ? errorTitle(error) : "แอดมิน"),
  { name: "robots", content: "noindex" },
];

/**
 * The admin area's frame. Every admin route calls requireAdmin in its own loader
 * AND action (loaders run in parallel: this layout's guard alone protects nothing).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // An editor save of this request found the session expired and answered the typed form (app/admin-kit/drafts.server.ts).
  if (actionFound(context, "sessionExpired")) return null;
  await requireAdmin(request);
  // The tutor's morning counts as the tabs' badges (each null when it could not be read in time).
  const counts = await morningCounts(context);
  return { unansweredQuestions: counts.questions, counts };
}

/** After such a save (401) with JavaScript, the layout is not reloaded (its guard would leave the typed form for /login). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 401 ? false : defaultShouldRevalidate;

export const action = readOnlyAction;

export default function AdminLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="container page admin">
      <AdminNav counts={data?.counts ?? null}>
        <QuestionsNavItem count={data?.unansweredQuestions ?? null} />
      </AdminNav>
      <Outlet />
    </div>
  );
}

/** Errors inside the admin area (403 for non-admins, 404 for a deleted document). */
export function ErrorBoundary() {
  return (
    <RouteError
      notFoundText="ไม่พบเอกสารนี้ในระบบ อาจถูกลบไปแล้ว"
      back={{ to: ADMIN_URLS.home(), label: "กลับไปหน้าแอดมิน", statuses: [404, 405] }}
    />
  );
}
