/**
 * The print island (the receipt, /receipts/…): shows the page's print button (hidden without
 * JavaScript, where the hint beside it says to print from the browser's menu; the print
 * stylesheet fits the receipt on one A4 sheet either way) and opens the browser's print dialog
 * on a tap, where the receipt is printed or saved as a PDF.
 */
import { PRINT_MARKUP } from "~/platform/island-markup";

for (const button of document.querySelectorAll<HTMLButtonElement>(`button.${PRINT_MARKUP.button}`)) {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}
for (const hint of document.querySelectorAll<HTMLElement>(`.${PRINT_MARKUP.hint}`)) hint.hidden = true;
