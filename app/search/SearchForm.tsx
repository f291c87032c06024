import { Form } from "@remix-run/react";
import { Icon } from "~/ui/shell/Icon";
import { SEARCH_TEXT } from "./messages";
import { MAX_QUERY_LENGTH } from "./limits";
import { searchUrl } from "~/kernel/urls";

/**
 * The site search box: a plain GET form to /search (works without JavaScript).
 * `compact` is the top bar's version (a smaller box with a shorter example, read whole
 * from 768 px up; the button shows only the icon).
 */
export function SearchForm({ id, q, compact = false }: { id: string; q?: string | null; compact?: boolean }) {
  return (
    <Form method="get" action={searchUrl()} className={compact ? "site-search site-search--compact" : "site-search"} role="search" aria-label={compact ? SEARCH_TEXT.label : SEARCH_TEXT.pageLabel}>
      <label htmlFor={id} className="visually-hidden">
        {SEARCH_TEXT.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className="input site-search__input"
        placeholder={compact ? SEARCH_TEXT.placeholderCompact : SEARCH_TEXT.placeholder}
        defaultValue={q ?? ""}
        key={q ?? ""}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={compact ? "button button--secondary site-search__button" : "button button--primary site-search__button"}>
        <Icon name="search" size={18} />
        <span className={compact ? "visually-hidden" : undefined}>{SEARCH_TEXT.button}</span>
      </button>
    </Form>
  );
}
