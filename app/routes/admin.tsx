import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";

/** The admin area's frame. Each child loader calls requireAdmin too (loaders run in parallel). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminLayout() {
  return (
    <div className="container page admin">
      <Outlet />
    </div>
  );
}
