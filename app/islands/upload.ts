/**
 * The upload island (pages without React that declare it, page-policy.ts pageIslands),
 * on every form marked by files/upload-form.ts. On a file choice it shows under the
 * input what was chosen (platform/upload-preview.ts: each picture's thumbnail, each
 * PDF's name and size, "ไฟล์ PDF 1.2 MB").
 * On submit, on a form that asks for it (`data-shrink`, the long edge in pixels: the
 * hand-in's), each picture the browser can read is first drawn again as a JPEG of at
 * most that long edge ("กำลังย่อรูป 2/5"): a phone's 3.7 MB photo goes as about 0.5 MB, so
 * five or ten go in one hand-in; a small picture, a PDF, or one the browser cannot read
 * (HEIC off Safari) goes as chosen, and the server judges it as ever.
 * Then it sends the multipart body with XMLHttpRequest, for its upload
 * progress: a <progress> above the button with "กำลังอัปโหลด 45%" in a live region.
 * The answer is shown as the browser would show it: its page takes the place of this
 * one (a redirect's page, whose URL the address bar then shows, with the notice the
 * server gave once; or a refusal with the Thai error and what was typed). The page is
 * swapped in place, not written with document.open, so this island stays for a retry
 * (its listeners are the document's) and the new page's island scripts, whose nonce
 * this page's CSP does not know, are not run; the refusal at its top (UPLOAD_MARKUP.answer)
 * is focused. A lost connection, or a body the server
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
  (document.getElementById(UPLOAD_MARKUP.answer) ?? document.querySelector<HTMLElement>("[autofocus]"))?.focus();
}

/** A picture under this long edge and this size is sent as chosen (a diagram keeps its PNG). */
const SMALL_BYTES = 1_500_000;
const JPEG_QUALITY = 0.85;

/** The picture drawn again as a JPEG of at most `edge` pixels on its long edge, upright, without its metadata; or the file as chosen. */
async function shrunk(file: File, edge: number): Promise<File> {
  if (!file.type.startsWith("image/")) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file; // a picture this browser cannot read: the server says what it makes of it
  }
  try {
    const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_BYTES) return file;
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.fillStyle = "#fff"; // a transparent PNG on white, as on paper
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
    canvas.width = canvas.height = 0;
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, "") || "photo"}.jpg`, { type: "image/jpeg" });
  } finally {
    bitmap.close();
  }
}

/** The form's body with each picture shrunk (in the form's order), telling the progress on `label`. */
async function shrunkBody(body: FormData, edge: number, say: (done: number, of: number) => void): Promise<FormData> {
  const entries = [...body.entries()];
  const of = entries.filter(([, v]) => v instanceof File && v.type.startsWith("image/")).length;
  const out = new FormData();
  let done = 0;
  for (const [name, value] of entries) {
    if (value instanceof File && value.type.startsWith("image/")) {
      say(done + 1, of);
      out.append(name, await shrunk(value, edge));
      done += 1;
    } else out.append(name, value);
  }
  return out;
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
  const edge = Number(form.dataset.shrink);
  const chosen = new FormData(form, event.submitter);
  const shrinking = form.dataset.shrinking ?? "";
  void (edge > 0 ? shrunkBody(chosen, edge, (n, of) => (label.textContent = `${shrinking} ${n}/${of}`)) : Promise.resolve(chosen))
    .catch(() => chosen)
    .then((body) => send(form, body, { label, bar, button, uploading }));
});

function send(form: HTMLFormElement, body: FormData, { label, bar, button, uploading }: { label: HTMLElement; bar: HTMLProgressElement; button: HTMLButtonElement | null; uploading: string }): void {
  const show = (percent: number) => {
    bar.value = percent;
    label.textContent = `${uploading} ${percent}%`;
  };
  show(0);
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
}
