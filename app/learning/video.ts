/**
 * Lesson videos. A YouTube address becomes a privacy-enhanced embed
 * (youtube-nocookie.com) behind a click-to-load facade; any other http(s)
 * address is shown as a plain link.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export interface LessonVideo {
  /** The address as stored (the no-JavaScript link). */
  url: string;
  /** Set for YouTube videos. */
  youtubeId: string | null;
}

/** The YouTube video id of a watch, short, embed or youtu.be address; null for anything else. */
export function youtubeIdOf(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.split("/")[1] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else {
      const [, kind, value] = url.pathname.split("/");
      if (kind === "embed" || kind === "shorts" || kind === "live" || kind === "v") id = value ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export function lessonVideo(address: string | null | undefined): LessonVideo | null {
  if (!address || !/^https?:\/\//i.test(address)) return null;
  return { url: address, youtubeId: youtubeIdOf(address) };
}

/** The embed address: no cookies until play, autoplay because the visitor just asked for it. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}

/** The public watch page (the link without JavaScript). */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}
