/**
 * The mobile menu island (pages without React, page-policy.ts pageIslands): what
 * app/ui/shell/MobileMenu.tsx does once hydrated. The `<details>` toggle opens
 * and closes the menu natively; this keeps `aria-expanded` on its `<summary>` in
 * step, and closes the menu when a link is followed or a form (logout) is
 * submitted, on Escape (focus back on the button), on a tap outside and when the
 * focus leaves it. Kept beside the React menu on purpose: MobileMenu.tsx says why.
 */
import { MENU_MARKUP } from "~/platform/island-markup";

const toggle = document.querySelector<HTMLDetailsElement>(`details.${MENU_MARKUP.toggle}`);
const summary = toggle?.querySelector("summary");
const panel = document.getElementById(MENU_MARKUP.panelId);

if (toggle && summary && panel) {
  const close = () => {
    toggle.open = false;
  };
  const outside = (target: EventTarget | null) => !(target instanceof Node && (toggle.contains(target) || panel.contains(target)));
  const sync = () => summary.setAttribute("aria-expanded", String(toggle.open));

  sync();
  toggle.addEventListener("toggle", sync);
  panel.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) close();
  });
  panel.addEventListener("submit", close);
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !toggle.open) return;
    close();
    summary.focus();
  });
  document.addEventListener("pointerdown", (event) => {
    if (toggle.open && outside(event.target)) close();
  });
  document.addEventListener("focusin", (event) => {
    if (toggle.open && outside(event.target)) close();
  });
}
