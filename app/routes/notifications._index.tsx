import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { IntentForm } from "~/ui/IntentForm";
import { PageHeader } from "~/ui/PageHeader";
import { contentMeta } from "~/ui/meta";
import { FormAnswer } from "~/ui/FormAnswer";
import { pageHandle } from "~/platform/page-policy";
import { NOTIFY } from "~/notifications/messages";
import { notificationsAction, notificationsLoader } from "~/notifications/page.server";
import { MARK_ALL_INTENT, notificationsUrl } from "~/notifications/urls";

/** A user's own page: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => contentMeta({ title: NOTIFY.title, noindex: true });

export const loader = ({ request }: LoaderFunctionArgs) => notificationsLoader(request);

/** POST intent=mark-all-read. */
export const action = ({ request }: ActionFunctionArgs) => notificationsAction(request);

export default function Notifications() {
  const { items, unread, kept } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>()?.refused;
  return (
    <div className="container container--narrow page">
      <FormAnswer refused={refused} />
      <PageHeader title={NOTIFY.title}>
        <p className="lead">{NOTIFY.lead(kept)}</p>
      </PageHeader>
      {unread > 0 ? (
        <IntentForm action={notificationsUrl()} intent={MARK_ALL_INTENT} label={NOTIFY.markAll} buttonClass="button button--secondary" />
      ) : null}
      {items.length === 0 ? (
        <p className="text-muted">{NOTIFY.empty}</p>
      ) : (
        <ul className="notif-list box-list" aria-label={NOTIFY.listLabel}>
          {items.map((n) => (
            <li key={n.id} className={n.read ? "notif-list__item" : "notif-list__item notif-list__item--unread"}>
              <p className="notif-list__meta">
                {n.read ? null : <span className="badge badge--primary">{NOTIFY.newBadge}</span>} <span>{n.kind}</span> ·{" "}
                <time dateTime={n.at}>{n.when}</time>
              </p>
              <Link to={n.href} className="notif-list__title">
                {n.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
