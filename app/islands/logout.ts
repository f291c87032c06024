/**
 * The logout island (pages without React, page-policy.ts pageIslands): the same
 * busy state the hydrated shell shows (app/ui/shell/UserArea.tsx, logout.ts). On
 * submit the button reads "กำลังออก..." and is disabled, the user area gives way
 * to the status slot's spinner with "กำลังออกจากระบบ...", the session is ended
 * through the API's call (POST /api/auth/sessionLogout, the form's
 * data-end-session: it answers 502 when revoking failed, where a document post
 * to /logout would only redirect), and the page goes to "/". When the server
 * could not end the session (the cookie is cleared anyway) the shell's failure alert comes first.
 * The texts come from the form's data-* attributes (the shell's messages).
 * Without JavaScript the form simply posts. Kept beside the React logout on
 * purpose: app/ui/shell/logout.ts says why.
 */
import { LOGOUT_MARKUP } from "~/platform/island-markup";
import { homeUrl } from "~/kernel/urls";

const form = document.querySelector<HTMLFormElement>(`form.${LOGOUT_MARKUP.form}`);

function showBusy(target: HTMLFormElement): void {
  const button = target.querySelector<HTMLButtonElement>("button[type=submit]");
  if (button) {
    button.disabled = true;
    button.textContent = target.dataset.busyButton ?? button.textContent;
  }
  // As in the hydrated shell, the user area leaves while logging out (the spinner replaces it).
  target.closest(`.${LOGOUT_MARKUP.userArea}`)?.remove();
  const slot = document.querySelector<HTMLElement>(`.${LOGOUT_MARKUP.status}`);
  if (!slot) return;
  // The markup of app/ui/Spinner.tsx.
  const spinner = document.createElement("span");
  spinner.className = "spinner user-status__busy";
  spinner.setAttribute("role", "status");
  spinner.setAttribute("aria-live", "polite");
  const ring = document.createElement("span");
  ring.className = "spinner__ring";
  ring.setAttribute("aria-hidden", "true");
  const label = document.createElement("span");
  label.className = "spinner__label";
  label.textContent = target.dataset.busyStatus ?? "";
  spinner.append(ring, label);
  slot.classList.add(LOGOUT_MARKUP.statusBusy);
  slot.replaceChildren(spinner);
}

async function logOut(target: HTMLFormElement): Promise<void> {
  let ended = false;
  try {
    const response = await fetch(target.dataset.endSession ?? target.action, { method: "POST", credentials: "same-origin" });
    ended = response.ok;
  } catch {
    ended = false;
  }
  if (!ended) {
    console.error("Logout failed: the server session could not be ended");
    window.alert(target.dataset.failedAlert ?? "");
  }
  window.location.assign(homeUrl());
}

form?.addEventListener("submit", (event) => {
  event.preventDefault();
  const target = event.currentTarget as HTMLFormElement;
  if (target.dataset.busy) return;
  target.dataset.busy = "true";
  showBusy(target);
  void logOut(target);
});
