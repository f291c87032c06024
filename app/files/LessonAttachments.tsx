import { LESSON_ATTACHMENTS, sizeLabel } from "./messages";

export interface Attachment {
  name: string;
  url: string;
  kind: "image" | "pdf";
  size: number;
  thumb: string | null;
}

/** A lesson's worksheets and pictures, under its notes (nothing when it has none). */
export function LessonAttachments({ files }: { files: readonly Attachment[] }) {
  if (files.length === 0) return null;
  return (
    <section className="lesson-files" aria-labelledby="lesson-files-title">
      <h2 id="lesson-files-title">{LESSON_ATTACHMENTS.title}</h2>
      <ul role="list" className="lesson-files__list">
        {files.map((f) => (
          <li key={f.url} className="lesson-files__item">
            {f.thumb ? <img src={f.thumb} alt="" width={64} height={64} loading="lazy" className="lesson-files__thumb" /> : null}
            {/* A new tab: the lesson stays where the student was reading (issue 42). */}
            <a href={f.url} target="_blank" rel="noopener noreferrer">
              {f.name}
              <span className="visually-hidden"> {LESSON_ATTACHMENTS.newTab}</span>
            </a>
            <span className="text-muted">
              {f.kind === "pdf" ? LESSON_ATTACHMENTS.pdf : LESSON_ATTACHMENTS.image} · {sizeLabel(f.size)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
