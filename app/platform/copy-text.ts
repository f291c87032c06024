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
 * Focuses a copy field just made by a post (`data-copy-focus`, ui/CopyField.tsx `focus`):
 * the page was opened on its section's fragment, and a browser skips `autofocus`
 * when the address names a fragment. Both kinds of page call it once, on load.
 */
export function focusNewCopyField(): void {
  document.querySelector<HTMLInputElement>("input[data-copy-focus]")?.focus();
}
