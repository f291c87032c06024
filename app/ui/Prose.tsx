/**
 * Rendered Markdown. The HTML comes only from `renderMarkdown` (markdown.server.ts),
 * which escapes raw HTML and sanitises the result with an allow-list.
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`prose ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
