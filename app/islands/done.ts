/**
 * The "mark done" island (the lesson, page-policy.ts pageIslands): the done /
 * not-done form posts with fetch (with `enhanced=1`, so the action answers with
 * this lesson rather than the next), and the parts of the page that the mark
 * changes are taken from the answer: the panel's live region (its content
 * changes in place, so the change is announced), alerts and buttons, the
 * header's badges and the sidebar's progress. The focus goes back to the
 * panel's button, as a post that reloads would not; no history entry is added.
 * The button reads the form's data-saving text meanwhile. If the post fails,
 * the form is submitted the plain way.
 */
import { DONE_MARKUP } from "~/platform/island-markup";

const PARTS = [`.${DONE_MARKUP.headerMeta}`, `.${DONE_MARKUP.sidebar}`];

function swap(next: Document): boolean {
  const panel = document.querySelector<HTMLElement>(`.${DONE_MARKUP.panel}`);
  const nextPanel = next.querySelector<HTMLElement>(`.${DONE_MARKUP.panel}`);
  const live = panel?.querySelector<HTMLElement>(`.${DONE_MARKUP.live}`);
  const nextLive = nextPanel?.querySelector<HTMLElement>(`.${DONE_MARKUP.live}`);
  if (!panel || !nextPanel || !live || !nextLive) return false;
  for (const selector of PARTS) {
    const mine = document.querySelector(selector);
    const theirs = next.querySelector(selector);
    if (mine && theirs) mine.replaceWith(document.importNode(theirs, true));
  }
  panel.className = nextPanel.className;
  // Everything but the live region is replaced; the live region keeps its element.
  for (const child of [...panel.children]) if (child !== live) child.remove();
  const ahead: Node[] = [];
  const behind: Node[] = [];
  let passed = false;
  for (const child of nextPanel.children) {
    if (child === nextLive) passed = true;
    else (passed ? behind : ahead).push(document.importNode(child, true));
  }
  live.before(...ahead);
  live.after(...behind);
  live.innerHTML = nextLive.innerHTML;
  panel.querySelector<HTMLButtonElement>(`.${DONE_MARKUP.form} button[type=submit]`)?.focus();
  return true;
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.classList.contains(DONE_MARKUP.form)) return;
  event.preventDefault();
  if (form.dataset.busy) return;
  form.dataset.busy = "true";
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (button) {
    button.setAttribute("aria-disabled", "true");
    button.textContent = form.dataset.saving ?? button.textContent;
  }
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  body.set("enhanced", "1");
  fetch(form.action, { method: "POST", body, credentials: "same-origin" })
    .then(async (response) => {
      if (!response.headers.get("content-type")?.includes("text/html")) throw new Error(`answer ${response.status}`);
      if (!swap(new DOMParser().parseFromString(await response.text(), "text/html"))) throw new Error("no lesson panel");
    })
    .catch(() => {
      delete form.dataset.busy;
      form.submit();
    });
});
