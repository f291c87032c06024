/** Page text as a reader sees it: React's text separators removed and the entities the server writes decoded. */
export function decodeHtml(s: string): string {
  return s.replace(/<!-- -->/g, "").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}
