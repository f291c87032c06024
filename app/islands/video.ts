/**
 * The video island (the lesson, page-policy.ts pageIslands), the behaviour of
 * app/learning/VideoFacade.tsx's server markup. A plain click on the facade
 * link swaps in the youtube-nocookie player, which takes the focus, and the
 * facade's live region announces it; modified clicks (new tab, new window) keep
 * the link. The URL and texts come from the link's data-* attributes.
 */
import { VIDEO_MARKUP } from "~/platform/island-markup";

for (const link of document.querySelectorAll<HTMLAnchorElement>(`a.${VIDEO_MARKUP.facade}[data-embed-src]`)) {
  link.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const frame = document.createElement("iframe");
    frame.className = "video__frame";
    frame.src = link.dataset.embedSrc ?? "";
    frame.title = link.dataset.frameTitle ?? "";
    frame.allow = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture";
    frame.allowFullscreen = true;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    const status = link.parentElement?.querySelector('[role="status"]');
    link.replaceWith(frame);
    if (status) status.textContent = link.dataset.started ?? "";
    frame.focus();
  });
}
