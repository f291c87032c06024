/**
 * A hand-in's files: small thumbnails for the student (each opens the full
 * picture; before the mark each has its "ลบ…" link to the ask-first step), or,
 * for the tutor, each picture as large as the screen allows (handwriting
 * readable on a phone and a laptop) with its full-size link.
 */
import { fileLabels } from "./file-labels";
import { HANDIN_TEXT } from "./messages";
import type { HandinView } from "./view.server";

export function HandinWork({ files, large = false, removeHref }: { files: HandinView["files"]; large?: boolean; removeHref?: (sha256: string) => string }) {
  const labels = fileLabels(files);
  let image = 0;
  let pdf = 0;
  return (
    <ul className={large ? "handin-large" : "handin-thumbs"} role="list">
      {files.map((f, i) => {
        const remove = removeHref ? (
          <a href={removeHref(f.sha256)} className="handin-thumbs__remove">
            {HANDIN_TEXT.removeLink(labels[i]!)}
          </a>
        ) : null;
        if (f.kind === "pdf") {
          pdf += 1;
          return (
            <li key={f.sha256}>
              <a href={f.url} className="button button--ghost">
                {HANDIN_TEXT.pdf(pdf)}
              </a>
              {remove}
            </li>
          );
        }
        image += 1;
        const label = HANDIN_TEXT.openFull(image);
        return (
          <li key={f.sha256}>
            {large ? (
              <figure className="handin-large__figure">
                <img src={f.url} alt={HANDIN_TEXT.photo(image)} width={f.width ?? undefined} height={f.height ?? undefined} />
                <figcaption>
                  <a href={f.url}>{label}</a>
                </figcaption>
              </figure>
            ) : (
              <a href={f.url} aria-label={label}>
                <img src={f.thumb ?? f.url} alt="" width={160} />
              </a>
            )}
            {remove}
          </li>
        );
      })}
    </ul>
  );
}
