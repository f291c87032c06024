import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { AdminNav } from "~/components/admin/AdminNav";
import { ErrorPage, errorCopy } from "~/components/shell/ErrorPage";
import { pageMeta } from "~/lib/site";
import { readOnly } from "~/admin/guard.server";
import { mathStylesheet } from "~/components/content/links";
import adminStyles from "~/styles/admin.css?url";
import { pageHandle } from "~/lib/page-policy";
import { QuestionsNavItem } from "~/questions/QuestionsNavItem";
import { unansweredCount } from "~/questions/admin-questions.server";

export const handle = pageHandle({ public: false, views: false });

// The editors' previews may show maths at any time: the admin area carries KaTeX's stylesheet.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }, { rel: "stylesheet", href: mathStylesheet.href }];

export const meta: MetaFunction = ({ error }) => [
  ...pageMeta(error ? errorCopy(isRouteErrorResponse(error) ? error.status : 500).title : "แอดมิน"),
  { name: "robots", content: "noindex" },
];

/**
 * The admin area's frame. Every admin route calls requireAdmin in its own loader
 * AND action (loaders run in parallel: this layout's guard alone protects nothing).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { unansweredQuestions: await unansweredCount(context) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return readOnly();
}

export default function AdminLayout() {
  return (
    <div className="container page admin">
      <AdminNav>
        <QuestionsNavItem count={useLoaderData<typeof loader>()?.unansweredQuestions ?? null} />
      </AdminNav>
      <Outlet />
    </div>
  );
}

/** Errors inside the admin area (403 for non-admins, 404 for a deleted document). */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = errorCopy(status);
  return (
    <ErrorPage status={status} title={copy.title}>
      <p>{status === 404 ? "ไม่พบเอกสารนี้ในระบบ อาจถูกลบไปแล้ว" : copy.text}</p>
      {status === 404 || status === 405 ? (
        <p>
          <Link to="/admin">กลับไปหน้าแอดมิน</Link>
        </p>
      ) : null}
    </ErrorPage>
  );
}
