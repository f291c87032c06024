/**
 * A hand-in's files: small thumbnails for the student (each opens the full
 * picture), or, for the tutor, each picture as large as the screen allows
 * (handwriting readable on a phone and a laptop) with its full-size link.
 */
import { HANDIN_TEXT } from "./messages";
import type { HandinView } from "./view.server";

export function HandinWork({ files, large = false }: { files: HandinView["files"]; large?: boolean }) {
  let image = 0;
  let pdf = 0;
  return (
    <ul className={large ? "handin-large" : "handin-thumbs"} role="list">
      {files.map((f) => {
        if (f.kind === "pdf") {
          pdf += 1;
          return (
            <li key={f.sha256}>
              <a href={f.url} className="button button--ghost">
                {HANDIN_TEXT.pdf(pdf)}
              </a>
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
          </li>
        );
      })}
    </ul>
  );
}
