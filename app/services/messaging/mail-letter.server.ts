/**
 * The one template of every e-mail the site sends (through the outbox,
 * app/services/messaging/outbox.store.server.ts): a letter of paragraphs, Markdown
 * blocks (a tutor's answer, homework) and one closing link becomes a
 * plain-text part and a simple HTML part in the site's colours.
 *
 * - Markdown goes through the site's renderer (app/services/markdown/markdown.server.ts,
 *   sanitised) with maths as readable text (`readableTex`: `A ∪ B`, never `$…$`):
 *   a mail app has no KaTeX stylesheet and runs no script.
 * - Every link is absolute: a relative one in the Markdown is joined to the
 *   site's origin, in both parts.
 * - The text part is the HTML part read as text: paragraphs, list bullets, and
 *   each link as its words followed by its address.
 * - The HTML is one inline-styled column: no script, no stylesheet link, no image.
 * - The closing link is its address, or (`button`) a button of a few words: the parent's
 *   confirmation, a held booking's "pay" link.
 * - Every letter ends with the tutor's name and the school's (`LETTER`).
 */
import { BRAND, TUTOR_NAME } from "~/platform/site";
import { decodeEntities, escapeHtml, renderMarkdown } from "~/services/markdown/markdown.server";

/** A paragraph of plain text (new lines kept), or a block of Markdown under an optional title. */
export type LetterPart = string | { markdown: string; title?: string };

export interface Letter {
  subject: string;
  parts: LetterPart[];
  /**
   * The closing paragraph: what the link is for, and the link (absolute, or a path joined to
   * `origin`). With `button` the HTML part shows a button of those words instead of the address
   * (a long address is no button a person taps); the text part gives "words (address)".
   */
  link?: { line: string; url: string; button?: string };
  /** Last words before the signature (e.g. how to turn such e-mails off). */
  footer?: string;
}

export interface RenderedLetter {
  subject: string;
  text: string;
  html: string;
}

/** The template's own words: the signature names the tutor and the school. */
const LETTER = { signature: `${TUTOR_NAME} · ${BRAND}` } as const;

const STYLE = {
  body: "margin:0;padding:0;background:#fbf7f2;",
  column:
    "max-width:560px;margin:0 auto;padding:24px 20px;background:#ffffff;color:#2a211b;font-family:Sarabun,Tahoma,'Noto Sans Thai',sans-serif;font-size:16px;line-height:1.7;",
  brand: "margin:0 0 16px;font-size:18px;font-weight:700;color:#c2410c;",
  button:
    "display:inline-block;padding:12px 24px;background:#c2410c;color:#ffffff;font-weight:700;text-decoration:none;border-radius:6px;",
  block: "margin:16px 0;padding:12px 16px;background:#f6efe7;border-left:4px solid #d9c8b6;border-radius:4px;",
  title: "margin:0 0 4px;font-weight:700;color:#1f1813;",
  footer: "margin-top:24px;padding-top:12px;border-top:1px solid #eadfd2;color:#6b5c50;font-size:14px;",
} as const;

/** A URL as the mail gives it: absolute (a path or a bare relative link joined to the origin). */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, `${origin.replace(/\/+$/, "")}/`).href;
  } catch {
    return origin;
  }
}

/** Sanitised Markdown HTML with every href and src absolute (links keep the mail app's own colour). */
function absoluteLinks(html: string, origin: string): string {
  return html.replace(/\b(href|src)="([^"]*)"/g, (_, attr: string, value: string) => `${attr}="${escapeHtml(absoluteUrl(decodeEntities(value), origin))}"`);
}

/** The HTML part read as text: blocks on their own lines, links as "words (address)", entities decoded. */
function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/\r?\n/g, " ")
      .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_, href: string, inner: string) => {
        const words = inner.replace(/<[^>]+>/g, "").trim();
        return words && decodeEntities(words) !== decodeEntities(href) ? `${words} (${href})` : href;
      })
      .replace(/<br\s*\/?>/g, "\n")
      .replace(/<li\b[^>]*>/g, "\n• ")
      .replace(/<\/(p|h[1-6]|ul|ol|blockquote|pre|table|tr|div)>/g, "\n\n")
      .replace(/<(td|th)\b[^>]*>/g, " ")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n[ \t]+/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function partHtml(part: LetterPart, origin: string): string {
  if (typeof part === "string") return `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`;
  const body = absoluteLinks(renderMarkdown(part.markdown, { topHeading: 3, math: "text" }).html, origin);
  const title = part.title ? `<p style="${STYLE.title}">${escapeHtml(part.title)}</p>` : "";
  return `<div style="${STYLE.block}">${title}${body}</div>`;
}

/** A letter → its subject (one line), text part and HTML part. */
export function renderLetter(letter: Letter, origin: string): RenderedLetter {
  const subject = letter.subject.replace(/[\r\n]+/g, " ").trim().slice(0, 300);
  const link = letter.link ? { ...letter.link, url: absoluteUrl(letter.link.url, origin) } : null;
  const blocks = letter.parts.map((p) => partHtml(p, origin));
  if (link?.button) blocks.push(`<p>${escapeHtml(link.line)}</p>\n<p><a href="${escapeHtml(link.url)}" style="${STYLE.button}">${escapeHtml(link.button)}</a></p>`);
  else if (link) blocks.push(`<p>${escapeHtml(link.line)}<br><a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`);
  const footer = [letter.footer, LETTER.signature].filter((l): l is string => Boolean(l));
  const foot = `<div style="${STYLE.footer}">${footer.map((l) => `<p style="margin:0 0 4px;">${escapeHtml(l)}</p>`).join("")}</div>`;
  const content = blocks.join("\n");
  const html = [
    "<!DOCTYPE html>",
    `<html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.column}">`,
    `<p style="${STYLE.brand}">${escapeHtml(BRAND)}</p>`,
    content,
    foot,
    "</div></body></html>",
  ].join("\n");
  const text = [htmlToText(content), ...footer].join("\n\n");
  return { subject, text, html };
}
