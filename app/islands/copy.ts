/**
 * The copy island (pages without React, page-policy.ts pageIslands): shows each
 * copy button of a `ui/CopyField.tsx` (hidden without JavaScript, where the
 * read-only field's text is selected and copied by hand) and copies its field
 * on a click (platform/copy-text.ts), and focuses a field just made (`focusNewCopyField`).
 */
import { copyFieldOf, focusNewCopyField } from "~/platform/copy-text";

for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy-target]")) {
  button.hidden = false;
  button.addEventListener("click", () => void copyFieldOf(button));
}
focusNewCopyField();
