/**
 * The upload island (pages without React that declare it, page-policy.ts pageIslands),
 * on every form marked by files/upload-form.ts. On a file choice it shows under the
 * input what was chosen: each picture's thumbnail (an object URL, revoked when the
 * choice changes; alt = the file's name), each PDF's name and size ("ไฟล์ PDF 1.2 MB").
 * On submit it sends the same multipart body with XMLHttpRequest, for its upload
 * progress: a <progress> above the button with "กำลังอัปโหลด 45%" in a live region.
 * The answer is shown as the browser would show it: its page takes the place of this
 * one (a redirect's page, whose URL the address bar then shows, with the notice the
 * server gave once; or a refusal with the Thai error and what was typed). The page is
 * swapped in place, not written with document.open, so this island stays for a retry
 * (its listeners are the document's) and the new page's island scripts, whose nonce
 * this page's CSP does not know, are not run. A lost connection: the Thai message,
 * the button back, every field kept. Without JavaScript the form simply posts.
 */
import { sizeLabel } from "~/platform/file-size";
import { UPLOAD_MARKUP } from "~/platform/island-markup";
import { percentOf } from "~/platform/percent";

const shown = new WeakMap<HTMLInputElement, string[]>();

function isUploadForm(form: unknown): form is HTMLFormElement {
  return form instanceof HTMLFormElement && form.classList.contains(UPLOAD_MARKUP.form);
}

function showChoice(input: HTMLInputElement, form: HTMLFormElement): void {
  for (const url of shown.get(input) ?? []) URL.revokeObjectURL(url);
  const urls: string[] = [];
  const box = input.closest(".field") ?? input.parentElement!;
  let list = box.querySelector<HTMLUListElement>(`.${UPLOAD_MARKUP.preview}`);
  if (!list) {
    list = document.createElement("ul");
    list.className = UPLOAD_MARKUP.preview;
    box.append(list);
  }
  list.replaceChildren(
    ...[...(input.files ?? [])].map((file) => {
      const item = document.createElement("li");
      if (file.type.startsWith("image/")) {
        const img = document.createElement("img");
        const url = URL.createObjectURL(file);
        urls.push(url);
        img.src = url;
        img.alt = file.name;
        item.append(img);
      } else {
        item.textContent = `${file.name} · ${form.dataset.pdf ?? ""} ${sizeLabel(file.size)}`;
      }
      return item;
    }),
  );
  shown.set(input, urls);
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
}

document.addEventListener("change", (event) => {
  const input = event.target;
  if (input instanceof HTMLInputElement && input.type === "file" && isUploadForm(input.form)) showChoice(input, input.form);
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
  xhr.addEventListener("load", () => {
    if (!xhr.getResponseHeader("content-type")?.includes("text/html")) {
      window.location.assign(xhr.responseURL || window.location.href);
      return;
    }
    showPage(xhr.responseText, xhr.responseURL);
  });
  xhr.addEventListener("error", () => {
    delete form.dataset.busy;
    if (button) button.disabled = false;
    const failed = document.createElement("p");
    failed.className = "alert alert--error";
    failed.textContent = form.dataset.failed ?? "";
    form.querySelector(`.${UPLOAD_MARKUP.progress}`)?.replaceChildren(failed);
  });
  xhr.send(body);
});
