import { Form, Link } from "@remix-run/react";

/**
 * A list's search box: a plain GET form (`?q=`), so it works without JavaScript;
 * a new search starts at page 1. `found`: the count announced under it while searching.
 */
export function ListSearch(props: {
  action: string;
  q: string;
  label: string;
  placeholder: string;
  id: string;
  found: string;
}) {
  const { action, q, label, placeholder, id, found } = props;
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
        <div className="admin-search__buttons">
          <button type="submit" className="button button--primary">
            ค้นหา
          </button>
          {q ? (
            <Link to={action} className="button button--ghost">
              ล้าง
            </Link>
          ) : null}
        </div>
      </Form>
      {q ? (
        <p className="text-muted" role="status">
          {found}
        </p>
      ) : null}
    </>
  );
}
