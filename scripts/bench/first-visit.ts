/**
 * The "first visit" figure: the bytes a phone's first visit to a page moves
 * over the network (compressed, as sent: HTML, CSS, fonts, JavaScript, images,
 * anything else), read from a real Chromium load (Playwright driving
 * /usr/bin/chromium, the Chrome DevTools Protocol's `encodedDataLength` of
 * each finished request: body and headers as they crossed the wire). A fresh
 * browser context per page: an empty cache, no cookies (an anonymous visitor).
 */
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../playwright.config.ts";
import { CHROMIUM } from "./lighthouse.ts";
import { onCleanup } from "./cleanup.ts";

type ResourceKind = "html" | "css" | "font" | "js" | "image" | "other";

export interface FirstVisit {
  path: string;
  /** Every byte received for the page's requests (compressed bodies and headers). */
  total_bytes: number;
  by_kind: Record<ResourceKind, number>;
  requests: { url: string; kind: ResourceKind; status: number; bytes: number; encoding: string | null }[];
}

/** A 375 px phone (the profile). */
const PHONE = { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

function kindOf(type: string | undefined, mime: string): ResourceKind {
  if (type === "Document" || mime.startsWith("text/html")) return "html";
  if (type === "Stylesheet" || mime === "text/css") return "css";
  if (type === "Font" || mime.startsWith("font/")) return "font";
  if (type === "Script" || mime.includes("javascript")) return "js";
  if (type === "Image" || mime.startsWith("image/")) return "image";
  return "other";
}

interface Pending {
  url: string;
  type?: string;
  mime: string;
  status: number;
  encoding: string | null;
}

async function visit(browser: Browser, origin: string, path: string): Promise<FirstVisit> {
  const context = await browser.newContext({ ...PHONE, locale: "th-TH" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const pending = new Map<string, Pending>();
    const done: FirstVisit["requests"] = [];
    cdp.on("Network.requestWillBeSent", (e) => {
      pending.set(e.requestId, { url: e.request.url, type: e.type, mime: "", status: 0, encoding: null });
    });
    cdp.on("Network.responseReceived", (e) => {
      const p = pending.get(e.requestId);
      if (!p) return;
      p.type = e.type;
      p.mime = e.response.mimeType;
      p.status = e.response.status;
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      p.encoding = headers["content-encoding"] ?? null;
    });
    cdp.on("Network.loadingFinished", (e) => {
      const p = pending.get(e.requestId);
      if (!p) return;
      pending.delete(e.requestId);
      done.push({ url: p.url.replace(origin, ""), kind: kindOf(p.type, p.mime), status: p.status, bytes: e.encodedDataLength, encoding: p.encoding });
    });
    await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
    // Fonts and late requests (lazy images in view) have settled: networkidle is 500 ms without a request.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const by_kind: Record<ResourceKind, number> = { html: 0, css: 0, font: 0, js: 0, image: 0, other: 0 };
    for (const r of done) by_kind[r.kind] += r.bytes;
    return { path, total_bytes: done.reduce((s, r) => s + r.bytes, 0), by_kind, requests: done };
  } finally {
    await context.close();
  }
}

/** First visits to each path of the site at `origin` (the ORIGIN the server answers as). */
export async function firstVisits(origin: string, paths: string[]): Promise<FirstVisit[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const remove = onCleanup("chromium (first visit)", () => browser.close());
  try {
    const out: FirstVisit[] = [];
    for (const path of paths) out.push(await visit(browser, origin, path));
    return out;
  } finally {
    await browser.close();
    remove();
  }
}
