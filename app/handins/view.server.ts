/** A hand-in as the pages show it: its files' addresses, the mark in words, the feedback rendered (the one Markdown pipeline). */
import { fileExt } from "~/files/index.server";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { formatDateTime } from "~/kernel/clock";
import { fileThumbUrl, fileUrl } from "~/kernel/urls";
import { markLabel } from "./mark-label";
import type { Handin } from "./model";

export function handinView(h: Handin) {
  return {
    id: h.id,
    status: h.status,
    version: h.version,
    note: h.note,
    submittedAt: formatDateTime(h.submittedAt),
    files: h.files.map((f) => ({
      sha256: f.sha256,
      kind: f.kind,
      width: f.width ?? null,
      height: f.height ?? null,
      url: fileUrl(f.sha256, fileExt(f.contentType)),
      thumb: f.kind === "image" ? fileThumbUrl(f.sha256) : null,
    })),
    mark: h.mark ? { kind: h.mark.kind, label: markLabel(h.mark) } : null,
    feedbackHtml: h.feedback.trim() ? renderMarkdown(h.feedback, { topHeading: 3 }).html : null,
  };
}

export type HandinView = ReturnType<typeof handinView>;
