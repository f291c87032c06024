import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { purgeAction, purgeLoader } from "~/admin/records/trash.server";
import { TRASH_TEXT } from "~/admin/records/messages";
import { formatDateTime } from "~/kernel/clock";
import { FormError } from "~/admin-kit/parts";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { recordLinks } from "~/admin/records/links";
import { ADMIN_URLS } from "~/kernel/urls";

export const handle = pageHandle({ public: false, views: false });

export const links = recordLinks;

export const meta: MetaFunction = () => adminMeta(TRASH_TEXT.purgeButton);

// Both run requireAdmin first (the action also the admin write rate limit).
export const loader = (args: LoaderFunctionArgs) => purgeLoader(args);
export const action = keepTypedOnRefusal((args: ActionFunctionArgs) => purgeAction(args));

/** The confirmation step of a delete for good. */
export default function PurgeTrashItem() {
  const { item } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div className="delete-confirm stack">
      <header className="page-header">
        <p className="eyebrow">
          {TRASH_TEXT.title} · {item.kindLabel}
        </p>
        <h1>{TRASH_TEXT.purgeTitle(item.title)}</h1>
        <p className="text-muted">
          {TRASH_TEXT.deletedBy} {item.deletedBy ?? TRASH_TEXT.unknownActor} · {TRASH_TEXT.deletedAt} {formatDateTime(item.deletedAt)}
        </p>
      </header>
      <FormError text={refused?.formError} />
      <section className="card delete-confirm__impact" aria-labelledby="impact-title">
        <h2 id="impact-title" className="card__title">
          สิ่งที่จะเกิดขึ้นเมื่อลบถาวร
        </h2>
        <ul>
          <li>
            <strong>{TRASH_TEXT.purgeWarning}</strong>
          </li>
          {item.lessons > 0 ? <li>{TRASH_TEXT.purgeLessons(item.lessons)}</li> : null}
          <li>ถ้ายังอาจใช้อีก ให้กลับไปกด “กู้คืน” ในถังขยะแทน</li>
        </ul>
      </section>
      <Form method="post" className="form delete-confirm__form">
        <label className="checkbox">
          <input type="checkbox" name="confirm" value="yes" required />
          <span>{TRASH_TEXT.purgeConfirm}</span>
        </label>
        <div className="cluster">
          <button type="submit" className="button button--danger">
            {TRASH_TEXT.purgeButton}
          </button>
          <Link to={ADMIN_URLS.trash()} className="button button--ghost">
            {TRASH_TEXT.back}
          </Link>
        </div>
      </Form>
    </div>
  );
}
