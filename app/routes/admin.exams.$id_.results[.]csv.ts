import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readOnly } from "~/admin-kit/guard.server";
import { toCsv } from "~/admin/records/csv";
import { requireAdminForFile } from "~/admin/records/students.server";
import { examResultsCsv } from "~/exams/reports.server";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: false, views: false });

/** GET /admin/exams/:id/results.csv: each student's best attempt, for Excel (UTF-8 with BOM; guard first). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdminForFile(request);
  const { examId, header, rows } = await examResultsCsv(params);
  return new Response(toCsv(header, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="exam-results-${examId}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdminForFile(request);
  return readOnly();
}
