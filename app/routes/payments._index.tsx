import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guards.server";
import { formatDateTime } from "~/kernel/clock";
import { or503 } from "~/kernel/http.server";
import { dashboardUrl } from "~/kernel/urls";
import { paymentsLinks } from "~/payments/links";
import { MINE } from "~/payments/messages";
import { ledgerBookings, myPaymentsView, readMyPayments } from "~/payments/mine.server";
import { MyHours, MyOrders, MyReceipts } from "~/payments/MyPayments";
import { pageHandle } from "~/platform/page-policy";
import { getType, listBookingsOf } from "~/tutoring/index.server";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { contentMeta } from "~/ui/meta";
import { PageHeader } from "~/ui/PageHeader";

/** A student's own page: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links = paymentsLinks;

export const meta: MetaFunction = () => contentMeta({ title: MINE.title, noindex: true });

/** The bookings the student's hours paid for, named "ติวตัวต่อตัว 27 พ.ย. 2569 14:00 น." (only read when hours were used). */
async function bookingLabels(uid: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const wanted = new Set(ids);
  const bookings = (await listBookingsOf(uid)).filter((b) => wanted.has(b.id));
  const types = new Map(await Promise.all([...new Set(bookings.map((b) => b.typeId))].map(async (id) => [id, (await getType(id))?.title ?? ""] as const)));
  return new Map(bookings.map((b) => [b.id, `${types.get(b.typeId) ?? ""} ${formatDateTime(b.start)} น.`.trim()]));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const read = await or503(readMyPayments(user.uid));
  const labels = await or503(bookingLabels(user.uid, ledgerBookings(read.ledger)));
  return myPaymentsView(read, labels);
}

export default function MyPaymentsPage() {
  const { orders, hours, receipts } = useLoaderData<typeof loader>();
  return (
    <div className="container container--narrow page">
      <Breadcrumbs items={[{ label: MINE.crumb, to: dashboardUrl() }, { label: MINE.title }]} />
      <PageHeader title={MINE.title}>
        <p className="lead">{MINE.lead}</p>
      </PageHeader>
      <MyOrders orders={orders} />
      <MyHours hours={hours} />
      <MyReceipts receipts={receipts} />
    </div>
  );
}
