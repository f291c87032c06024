/**
 * The copy island (pages without React, page-policy.ts pageIslands): shows each
 * copy button of a `ui/CopyField.tsx` (hidden without JavaScript, where the
 * read-only field's text is selected and copied by hand) and copies its field
 * on a click (platform/copy-text.ts), and focuses a field just made (`focusNewCopyField`).
 * The click is heard on the document and the buttons are shown again when the body
 * is replaced, so a page the upload island swaps in (a refused slip on the order
 * page) keeps its copy button.
 */
import { copyFieldOf, focusNewCopyField } from "~/platform/copy-text";

const COPY_BUTTON = "button[data-copy-target]";

function showButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(COPY_BUTTON)) button.hidden = false;
}

showButtons();
new MutationObserver(showButtons).observe(document.documentElement, { childList: true });
document.addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(COPY_BUTTON) : null;
  if (button) void copyFieldOf(button);
});
focusNewCopyField();
