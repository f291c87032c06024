/**
 * What a file input's choice looks like, shown under it (in its `.field`): each
 * picture's thumbnail from an object URL (alt = the file's name; the CSP's img-src
 * allows blob: for it), each other file (a PDF) as its name, `kind` and size. The
 * object URLs of the last choice are revoked when the choice changes. Browser-safe
 * DOM code without React: the upload island calls it, and the admin's hydrated
 * file inputs from their change handler (ui/Field.tsx FileField).
 */
import { sizeLabel } from "./file-size";
import { UPLOAD_MARKUP } from "./island-markup";

const shown = new WeakMap<HTMLInputElement, string[]>();

export function showChosenFiles(input: HTMLInputElement, kind: string): void {
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
        item.textContent = `${file.name} · ${`${kind} ${sizeLabel(file.size)}`.trim()}`;
      }
      return item;
    }),
  );
  shown.set(input, urls);
}
