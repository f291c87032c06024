import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { Link } from "~/ui/Link";

/**
 * A list's search box: a plain GET form (`?q=`), so it works without JavaScript;
 * a new search starts at page 1. `found`: the count announced under it while searching.
 * `children`: more filter fields after the text box; `filtered`: whether any filter is
 * set (the text alone when not given), which shows "ล้าง" and the count.
 */
export function ListSearch(props: {
  action: string;
  q: string;
  label: string;
  placeholder: string;
  id: string;
  found: string;
  filtered?: boolean;
  children?: ReactNode;
}) {
  const { action, q, label, placeholder, id, found, children } = props;
  const filtered = props.filtered ?? q !== "";
  return (
    <>
      <Form
        method="get"
        action={action}
        className="admin-search"
        role="search"
        aria-label={label}
      >
        <div className="field admin-search__q">
          <label htmlFor={id} className="field__label">
            ค้นหา
          </label>
          <input
            id={id}
            type="search"
            name="q"
            className="input"
            defaultValue={q}
            placeholder={placeholder}
            maxLength={100}
          />
        </div>
        {children}
        <div className="admin-search__buttons">
          <button type="submit" className="button button--primary">
            ค้นหา
          </button>
          {filtered ? (
            <Link to={action} className="button button--ghost">
              ล้าง
            </Link>
          ) : null}
        </div>
      </Form>
      {filtered ? (
        <p className="text-muted" role="status">
          {found}
        </p>
      ) : null}
    </>
  );
}
