import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readOnly } from "~/admin-kit/guard.server";
import { toCsv } from "~/admin/records/csv";
import { requireAdminForFile } from "~/admin/records/students.server";
import { INCOME_CSV_HEADER, incomeRows } from "~/payments/income.server";
import { listReceipts } from "~/payments/payments.store.server";
import { or503 } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: false, views: false });

/** GET /admin/payments/income.csv: every receipt, for Excel (UTF-8 with BOM; guard first). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminForFile(request);
  const body = toCsv(INCOME_CSV_HEADER, incomeRows(await or503(listReceipts())));
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="income.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdminForFile(request);
  return readOnly();
}
