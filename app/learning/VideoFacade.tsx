import { youtubeEmbedUrl, youtubeWatchUrl, type LessonVideo } from "~/learning/video";
import { LEARNING_TEXT } from "./messages";
import { VIDEO_MARKUP } from "~/platform/island-markup";

/**
 * A video that loads nothing until asked: server markup only. Without
 * JavaScript it is a plain link to the video; the video island
 * (app/islands/video.ts) swaps in the youtube-nocookie player on a plain click,
 * from the link's data-* attributes, and the live region announces it. The
 * placeholder is drawn with CSS (no thumbnail is fetched).
 */
export function VideoFacade({ video, title }: { video: LessonVideo; title: string }) {
  if (!video.youtubeId) {
    return (
      <p className="video-link">
        <a href={video.url} target="_blank" rel="noopener noreferrer" className="button button--secondary">
          ▶ {LEARNING_TEXT.video.external}
        </a>
      </p>
    );
  }
  const id = video.youtubeId;
  return (
    <div className="video">
      {/* A live region present before the swap, so the change is announced. */}
      <span role="status" className="visually-hidden" />
      <a
        href={youtubeWatchUrl(id)}
        className={VIDEO_MARKUP.facade}
        target="_blank"
        rel="noopener noreferrer"
        data-video-id={id}
        data-embed-src={youtubeEmbedUrl(id)}
        data-frame-title={LEARNING_TEXT.video.frameTitle(title)}
        data-started={LEARNING_TEXT.video.started(title)}
      >
        {/* The accessible name is the visible text with this prefix (no aria-label that would differ from it). */}
        <span className="visually-hidden">{LEARNING_TEXT.video.playPrefix}</span>
        <span className="video__play" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
          </svg>
        </span>
        <span className="video__title">{title}</span>
        <span className="video__hint">{LEARNING_TEXT.video.hint}</span>
      </a>
    </div>
  );
}
