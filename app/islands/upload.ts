/**
 * The upload island (pages without React that declare it, page-policy.ts pageIslands),
 * on every form marked by files/upload-form.ts. On a file choice it shows under the
 * input what was chosen (platform/upload-preview.ts: each picture's thumbnail, each
 * PDF's name and size, "ไฟล์ PDF 1.2 MB").
 * On submit it sends the same multipart body with XMLHttpRequest, for its upload
 * progress: a <progress> above the button with "กำลังอัปโหลด 45%" in a live region.
 * The answer is shown as the browser would show it: its page takes the place of this
 * one (a redirect's page, whose URL the address bar then shows, with the notice the
 * server gave once; or a refusal with the Thai error and what was typed). The page is
 * swapped in place, not written with document.open, so this island stays for a retry
 * (its listeners are the document's) and the new page's island scripts, whose nonce
 * this page's CSP does not know, are not run. A lost connection, or a body the server
 * refuses before reading it (its Thai plain text): the message above the button, the
 * button back, every field kept. Without JavaScript the form simply posts.
 */
import { UPLOAD_MARKUP } from "~/platform/island-markup";
import { percentOf } from "~/platform/percent";
import { showChosenFiles } from "~/platform/upload-preview";

function isUploadForm(form: unknown): form is HTMLFormElement {
  return form instanceof HTMLFormElement && form.classList.contains(UPLOAD_MARKUP.form);
}

/** The live region above the button: the label, then the bar (or the failure). */
function statusOf(form: HTMLFormElement): { label: HTMLElement; bar: HTMLProgressElement } {
  let status = form.querySelector<HTMLElement>(`.${UPLOAD_MARKUP.progress}`);
  if (!status) {
    status = document.createElement("div");
    status.className = UPLOAD_MARKUP.progress;
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    const button = form.querySelector("button[type=submit]");
    (button?.parentElement ?? form).before(status);
  }
  const label = document.createElement("p");
  label.className = "progress-label";
  const bar = document.createElement("progress");
  bar.className = "progress";
  bar.max = 100;
  bar.value = 0;
  bar.setAttribute("aria-hidden", "true"); // the label says the same
  status.replaceChildren(label, bar);
  return { label, bar };
}

/** Puts the answer's page in place of this one. */
function showPage(html: string, url: string): void {
  const next = new DOMParser().parseFromString(html, "text/html");
  if (url && url !== window.location.href) window.history.replaceState(null, "", url);
  document.title = next.title;
  const have = new Set([...document.head.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].map((l) => l.href));
  for (const link of next.head.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")) {
    if (!have.has(link.href)) document.head.append(document.importNode(link, true));
  }
  document.body.replaceWith(document.importNode(next.body, true));
  window.scrollTo(0, 0);
  // A swapped-in page's `autofocus` is not run by the browser: its answer (a refusal on top) is focused here.
  document.querySelector<HTMLElement>("[autofocus]")?.focus();
}

document.addEventListener("change", (event) => {
  const input = event.target;
  if (input instanceof HTMLInputElement && input.type === "file" && isUploadForm(input.form)) showChosenFiles(input, input.form.dataset.pdf ?? "");
});

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!isUploadForm(form)) return;
  event.preventDefault();
  if (form.dataset.busy) return;
  form.dataset.busy = "true";
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (button) button.disabled = true;
  const { label, bar } = statusOf(form);
  const uploading = form.dataset.uploading ?? "";
  const show = (percent: number) => {
    bar.value = percent;
    label.textContent = `${uploading} ${percent}%`;
  };
  show(0);
  const body = new FormData(form, event.submitter);
  const xhr = new XMLHttpRequest();
  xhr.open(form.method.toUpperCase(), form.action);
  xhr.setRequestHeader("Accept", "text/html");
  xhr.upload.addEventListener("progress", (e) => {
    if (e.lengthComputable) show(percentOf(e.loaded, e.total));
  });
  const fail = (text: string) => {
    delete form.dataset.busy;
    if (button) button.disabled = false;
    const failed = document.createElement("p");
    failed.className = "alert alert--error";
    failed.textContent = text;
    form.querySelector(`.${UPLOAD_MARKUP.progress}`)?.replaceChildren(failed);
  };
  xhr.addEventListener("load", () => {
    const type = xhr.getResponseHeader("content-type") ?? "";
    if (type.includes("text/html")) showPage(xhr.responseText, xhr.responseURL);
    // The server's bounds (server/limits.ts: a body too large, 413) answer in Thai plain text.
    else fail(type.includes("text/plain") && xhr.responseText ? xhr.responseText : (form.dataset.failed ?? ""));
  });
  xhr.addEventListener("error", () => fail(form.dataset.failed ?? ""));
  xhr.send(body);
});
