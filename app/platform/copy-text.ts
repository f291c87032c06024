/**
 * Copies the value of the field a copy button names (`data-copy-target`, the
 * field's id) and says so on the button for a moment (`data-copied`). Browser
 * code, the one implementation for both kinds of page: the `copy` island calls
 * it on pages without React, `ui/CopyField.tsx`'s click handler where the page
 * hydrates. Where the clipboard is refused the field's text is selected instead,
 * so Ctrl+C finishes the job.
 */
export async function copyFieldOf(button: HTMLButtonElement): Promise<void> {
  const field = document.getElementById(button.dataset.copyTarget ?? "");
  if (!(field instanceof HTMLInputElement)) return;
  field.select();
  try {
    await navigator.clipboard.writeText(field.value);
  } catch {
    return;
  }
  const label = button.textContent;
  button.textContent = button.dataset.copied ?? label;
  setTimeout(() => {
    button.textContent = label;
  }, 2000);
}

/**
 * Focuses a copy field just made by a post (`data-copy-focus`, ui/CopyField.tsx `focus`).
 * The page was opened on its section's fragment: a browser skips `autofocus` then,
 * and its scroll to the fragment (when the page has loaded) resets the focus, so
 * this waits for the load and a tick. Both kinds of page call it once.
 */
export function focusNewCopyField(): void {
  const focus = () => setTimeout(() => document.querySelector<HTMLInputElement>("input[data-copy-focus]")?.focus(), 0);
  if (document.readyState === "complete") focus();
  else window.addEventListener("load", focus, { once: true });
}
