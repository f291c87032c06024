import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, type ShouldRevalidateFunction } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { AdminNav } from "~/components/admin/AdminNav";
import { RouteError, errorTitle } from "~/components/shell/RouteError";
import { pageMeta } from "~/lib/site";
import { readOnly } from "~/admin/guard.server";
import { contentLinks, mathStylesheet } from "~/components/content/links";
import adminStyles from "~/styles/admin.css?url";
import adminSafetyStyles from "~/styles/admin-safety.css?url";
import { pageHandle } from "~/lib/page-policy";

export const handle = pageHandle({ public: false, views: false });

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
  // An editor save of this request found the session expired and answered the typed form (app/admin/drafts.server.ts).
  if (context.sessionExpired) return null;
  await requireAdmin(request);
  return null;
}

/** After such a save (401) with JavaScript, the layout is not reloaded (its guard would leave the typed form for /login). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 401 ? false : defaultShouldRevalidate;

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return readOnly();
}

export default function AdminLayout() {
  return (
    <div className="container page admin">
      <AdminNav />
      <Outlet />
    </div>
  );
}

/** Errors inside the admin area (403 for non-admins, 404 for a deleted document). */
export function ErrorBoundary() {
  return (
    <RouteError
      notFoundText="ไม่พบเอกสารนี้ในระบบ อาจถูกลบไปแล้ว"
      back={{ to: "/admin", label: "กลับไปหน้าแอดมิน", statuses: [404, 405] }}
    />
  );
}
