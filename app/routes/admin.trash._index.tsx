import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { trashAction, trashLoader } from "~/admin/records/trash.server";
import { TRASH_TEXT } from "~/admin/records/messages";
import { pageHref } from "~/admin/records/list-query";
import { FormError } from "~/admin-kit/parts";
import { ListHeader } from "~/admin/records/ListHeader";
import { ListSearch } from "~/admin/records/ListSearch";
import { TrashTable } from "~/admin/records/TrashTable";
import { Pagination } from "~/ui/Pagination";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { recordLinks } from "~/admin/records/links";
import { ADMIN_URLS } from "~/kernel/urls";

export const handle = pageHandle({ public: false, views: false });

export const links = recordLinks;

export const meta: MetaFunction = () => adminMeta(TRASH_TEXT.title);

// Both run requireAdmin first (the action also the admin write rate limit).
export const loader = (args: LoaderFunctionArgs) => trashLoader(args);
export const action = keepTypedOnRefusal((args: ActionFunctionArgs) => trashAction(args));

export default function Trash() {
  const { query, notice, page, total, truncated } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const href = (p: number) => pageHref(ADMIN_URLS.trash(query.q ? { q: query.q } : undefined), p);
  return (
    <>
      <ListHeader title={TRASH_TEXT.title} lead={TRASH_TEXT.lead} />
      {notice ? (
        <div className="alert alert--success admin-notice" role="status">
          <p>
            {notice.text}
            {notice.editUrl ? (
              <>
                {" "}
                <Link to={notice.editUrl}>{TRASH_TEXT.openEditor}</Link>
              </>
            ) : null}
          </p>
        </div>
      ) : null}
      <FormError text={refused?.formError} />
      <ListSearch action={ADMIN_URLS.trash()} q={query.q} id="trash-q" label={TRASH_TEXT.searchLabel} placeholder={TRASH_TEXT.searchPlaceholder} found={TRASH_TEXT.found(page.total)} />
      <section className="admin-section" aria-labelledby="trash-list-title">
        <div className="admin-section__head">
          <h2 id="trash-list-title">
            รายการที่ถูกลบ <span className="count">{query.q ? `${page.total}/${total}` : total}</span>
          </h2>
          {truncated ? <p className="text-small text-muted">{truncated}</p> : null}
        </div>
        {page.items.length === 0 ? <p className="text-muted admin-empty">{total === 0 ? TRASH_TEXT.empty : TRASH_TEXT.noMatch}</p> : <TrashTable rows={page.items} />}
        <Pagination page={page.page} totalPages={page.totalPages} hrefFor={href} label="หน้าของถังขยะ" />
      </section>
    </>
  );
}
