/**
 * What the last post did, at the top of the page's content (platform/notice.server.ts
 * carries it across the redirect). A status, so screen readers announce it when a
 * client-side navigation inserts it; on a full load it is the first thing under the bar.
 */
export function Notice({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="alert alert--success site-notice" role="status" id="notice">
      {text}
    </p>
  ) : null;
}
