import { useEffect, useRef, useState } from "react";
import { Prose } from "~/ui/Prose";
import { useHydrated } from "~/ui/use-hydrated";
import { TextArea } from "./Field";
import { ADMIN_URLS } from "~/kernel/urls";

const LIVE_DELAY_MS = 350;

/**
 * A Markdown textarea with its rendered preview. Without JavaScript the
 * "ดูตัวอย่าง" button posts the form (intent=preview) and the page comes back
 * with the preview and everything typed. With JavaScript the preview follows
 * the typing: the text is posted to /admin/preview (the server's own renderer
 * and sanitiser), a moment after the last key.
 */
export function MarkdownField({
  name,
  label,
  value,
  error,
  hint,
  preview,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  /** Preview HTML rendered by the form's action (no-JavaScript path). */
  preview: string | null;
}) {
  const hydrated = useHydrated();
  const [live, setLive] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);

  const render = async (text: string) => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setBusy(true);
    try {
      const res = await fetch(ADMIN_URLS.preview(), {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams({ markdown: text }),
        signal: controller.signal,
      });
      // 422: the text breaks a bound or has a wrong formula; the answer still has its HTML (the error).
      if (res.ok || res.status === 422) setLive(((await res.json()) as { html: string }).html);
    } catch {
      // Aborted by newer typing, or offline: the button still works.
    } finally {
      if (inflight.current === controller) setBusy(false);
    }
  };

  const onInput = (text: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void render(text), LIVE_DELAY_MS);
  };

  // With JavaScript: show the preview of the text as loaded.
  const initial = useRef(value);
  useEffect(() => {
    if (preview === null && initial.current.trim() !== "") void render(initial.current);
    return () => {
      window.clearTimeout(timer.current);
      inflight.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const html = live ?? preview;
  return (
    <div className="md-field">
      <TextArea name={name} label={label} value={value} error={error} hint={hint} rows={14} onInput={hydrated ? onInput : undefined} />
      <div className="md-field__bar">
        <button type="submit" name="intent" value="preview" className="button button--ghost button--small" formNoValidate>
          ดูตัวอย่าง
        </button>
        {hydrated ? <span className="text-muted text-small">{busy ? "กำลังแสดงตัวอย่าง…" : "ตัวอย่างอัปเดตเองขณะพิมพ์"}</span> : null}
      </div>
      {html !== null ? (
        <section className="md-preview" aria-labelledby={`${name}-preview-title`} aria-live="polite" data-testid="markdown-preview">
          <h2 className="md-preview__title" id={`${name}-preview-title`}>
            ตัวอย่างเนื้อหา
          </h2>
          {html.trim() ? <Prose html={html} /> : <p className="text-muted">ยังไม่มีเนื้อหา</p>}
        </section>
      ) : null}
    </div>
  );
}
