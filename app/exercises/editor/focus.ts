/**
 * Where the focus goes once the exercise editor shows the result of a post
 * made with JavaScript (the forms post through fetchers; a save redirects to
 * `?done=…`, which Remix follows in the page): after adding or editing a
 * question, its row's link in the list; after ↑/↓, the moved question's button
 * of the same direction (the other one when that end is reached); after a
 * delete, the list itself. Without JavaScript the page loads at its fragment.
 */
export type FocusRequest = { row: string | "last"; direction?: string } | { section: "questions" };

const QUESTIONS_ID = "questions";

function rowOf(list: Element, row: string): HTMLElement | null {
  if (row === "last") return list.querySelector<HTMLElement>("li[data-id]:last-child");
  return [...list.querySelectorAll<HTMLElement>("li[data-id]")].find((li) => li.dataset.id === row) ?? null;
}

export function focusAfterPost(request: FocusRequest): void {
  const section = document.getElementById(QUESTIONS_ID);
  const list = section?.querySelector("ol");
  const row = list && "row" in request ? rowOf(list, request.row) : null;
  let target: HTMLElement | null = null;
  if (row && "row" in request && request.direction) {
    const buttons = [...row.querySelectorAll<HTMLButtonElement>("button[name=direction]")].filter((b) => !b.disabled);
    target = buttons.find((b) => b.value === request.direction) ?? buttons[0] ?? null;
  } else if (row) {
    target = row.querySelector<HTMLElement>("a");
  }
  (target ?? section)?.focus();
}

/** The first field showing an error in a form, else its form-level error's section: where a refused post puts the focus. */
export function focusFirstError(form: HTMLFormElement | null, fallback: HTMLElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  (invalid ?? fallback)?.focus();
}
