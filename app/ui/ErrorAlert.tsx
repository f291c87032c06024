/**
 * An action's error in Thai above its form, announced at once (nothing when there is none).
 * With `id` it is the page's answer at the top of its main column: focusable (tabIndex -1) and,
 * with `focus`, focused when the page loads (`autofocus`), so a post without JavaScript lands
 * with the reason in the first screen.
 */
export function ErrorAlert({ text, id, focus }: { text: string | null | undefined; id?: string; focus?: boolean }) {
  return text ? (
    <p className="alert alert--error" role="alert" id={id} tabIndex={id ? -1 : undefined} autoFocus={focus || undefined}>
      {text}
    </p>
  ) : null;
}
