import { useEffect, useRef, useState, type MouseEvent } from "react";
import { youtubeEmbedUrl, youtubeWatchUrl, type LessonVideo } from "~/learning/video";
import { contentMessages as m } from "../ui/messages";

/**
 * A video that loads nothing until asked. Without JavaScript it is a plain link
 * to the video; with it, a click swaps in the youtube-nocookie player. The
 * placeholder is drawn with CSS (no thumbnail is fetched).
 */
export function VideoFacade({ video, title }: { video: LessonVideo; title: string }) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The link that had the focus is gone: the player takes it (keyboard users stay put).
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);
  if (!video.youtubeId) {
    return (
      <p className="video-link">
        <a href={video.url} target="_blank" rel="noopener noreferrer" className="button button--secondary">
          ▶ {m.video.external}
        </a>
      </p>
    );
  }
  const id = video.youtubeId;
  // A live region present before the swap, so the change is announced.
  const status = (
    <span role="status" className="visually-hidden">
      {playing ? m.video.started(title) : ""}
    </span>
  );
  if (playing) {
    return (
      <div className="video">
        {status}
        <iframe
          ref={frameRef}
          className="video__frame"
          src={youtubeEmbedUrl(id)}
          title={m.video.frameTitle(title)}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) keep the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <div className="video">
      {status}
      <a
        href={youtubeWatchUrl(id)}
        className="video__facade"
        onClick={play}
        target="_blank"
        rel="noopener noreferrer"
        data-video-id={id}
        // For the video island (app/islands/video.ts) on a page that does not hydrate.
        data-embed-src={youtubeEmbedUrl(id)}
        data-frame-title={m.video.frameTitle(title)}
        data-started={m.video.started(title)}
      >
        {/* The accessible name is the visible text with this prefix (no aria-label that would differ from it). */}
        <span className="visually-hidden">{m.video.playPrefix}</span>
        <span className="video__play" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
          </svg>
        </span>
        <span className="video__title">{title}</span>
        <span className="video__hint">{m.video.hint}</span>
      </a>
    </div>
  );
}
