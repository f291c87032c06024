import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from "react";
import { useLocation } from "@remix-run/react";
import { useHydrated } from "~/ui/use-hydrated";
import { MENU_MARKUP } from "~/platform/island-markup";

const MENU_ID = MENU_MARKUP.panelId;

/**
 * The menu: one panel holding the navigation and the user area. From 768 px the
 * panel sits inline in the bar and the toggle is hidden; below, the panel drops
 * down under the bar while the toggle is open.
 *
 * The toggle is a `<details>` whose `<summary>` is the button, so the menu opens
 * and closes without JavaScript (CSS shows the panel, its next sibling, when the
 * details is open). The links and the user area exist once in the page. With
 * JavaScript the menu also closes when a link is followed or a form (logout) is
 * submitted, on Escape, on a tap outside and when the focus leaves it, and `aria-expanded` follows the
 * state; before hydration it is left out, as a server-rendered value could not
 * follow a native toggle. *
 * Two implementations on purpose: this one on the pages that hydrate (the
 * sign-in page, the admin), app/islands/menu.ts on the others. A page that
 * hydrates gets no island (page-policy.ts pageIslands), because React owns its
 * DOM: a script changing the same elements behind React's back is undone by
 * the next render, and a page without React has nothing to run this one. Both
 * find the same markup (platform/island-markup.ts MENU_MARKUP).
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const toggleRef = useRef<HTMLDetailsElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Any navigation (a link, back/forward, the redirect after logout) closes the menu.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!toggleRef.current?.contains(target) && !panelRef.current?.contains(target)) setOpen(false);
    };
    // Focus moving outside (Tab past the last link) closes it too.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node;
      if (!toggleRef.current?.contains(target) && !panelRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  const closeOnLink = (event: SyntheticEvent) => {
    if ((event.target as Element).closest("a[href]")) setOpen(false);
  };

  return (
    <>
      <details
        ref={toggleRef}
        className={MENU_MARKUP.toggle}
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary
          className="menu-toggle__button"
          aria-label="เมนู"
          aria-controls={MENU_ID}
          aria-expanded={hydrated ? open : undefined}
        >
          <span className="menu-toggle__icon" aria-hidden="true">
            <span />
          </span>
        </summary>
      </details>
      <div ref={panelRef} id={MENU_ID} className="menu-panel" onClick={closeOnLink} onSubmit={() => setOpen(false)}>
        {children}
      </div>
    </>
  );
}
