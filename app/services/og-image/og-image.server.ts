/**
 * Link-preview images (Open Graph, 1200 × 630 PNG) drawn on the server from a
 * title: satori lays out the text with the self-hosted Sarabun font (Thai and
 * Latin glyphs from @fontsource/sarabun), resvg turns the SVG into a PNG. Each
 * image is made once per process and kept in a small LRU (the URL carries a
 * hash of what is drawn, so a changed title is a new URL and the old one may be
 * cached by browsers and link-preview services for a year).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type satoriFn from "satori";
import { BRAND, OG_HEIGHT, OG_WIDTH } from "~/platform/site";
import { markWordBreaks } from "~/platform/thai";
import { sitePath } from "~/kernel/urls";

const MAX_ENTRIES = 200;

type OgKind = "article" | "course";
const KIND_LABELS: Record<OgKind, string> = { article: "บทความ", course: "คอร์สเรียน" };

export interface OgSubject {
  kind: OgKind;
  title: string;
}

/** A short hash of what the image shows: the `v` of its URL. */
export function ogVersion({ kind, title }: OgSubject): string {
  return createHash("sha256").update(`${kind}\n${title}`).digest("base64url").slice(0, 12);
}

let fonts: Parameters<typeof satoriFn>[1]["fonts"] | undefined;
function loadFonts() {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const file = (subset: string, weight: number) =>
    readFileSync(require.resolve(`@fontsource/sarabun/files/sarabun-${subset}-${weight}-normal.woff`));
  fonts = (["thai", "latin"] as const).flatMap((subset) =>
    // One family per subset: satori falls back from one family to the next per glyph.
    ([400, 700] as const).map((weight) => ({ name: `Sarabun ${subset}`, data: file(subset, weight), weight, style: "normal" as const })),
  );
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children: unknown): Node => ({ type, props: { style, children } });

async function render({ kind, title }: OgSubject): Promise<Buffer> {
  const size = title.length > 60 ? 56 : title.length > 30 ? 68 : 80;
  const tree = el(
    "div",
    { width: OG_WIDTH, height: OG_HEIGHT, boxSizing: "border-box", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: "64px 80px", background: "#fbf7f2", fontFamily: "Sarabun thai", color: "#2a211b", borderTop: "16px solid #c2410c" },
    [
      el("div", { fontSize: 34, fontWeight: 700, color: "#c2410c" }, KIND_LABELS[kind]),
      el("div", { fontSize: size, fontWeight: 700, lineHeight: 1.35, width: OG_WIDTH - 160 }, markWordBreaks(title)),
      el("div", { fontSize: 34, fontWeight: 400, color: "#6b5c50" }, `${BRAND} — ติวออนไลน์กับรุ่นพี่`),
    ],
  );
  // Loaded on the first image only: satori and resvg hold about 40 MB per process (measured), most never draw one.
  const [{ default: satori }, { Resvg }] = await Promise.all([import("satori"), import("@resvg/resvg-js")]);
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { width: OG_WIDTH, height: OG_HEIGHT, fonts: loadFonts() });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: OG_WIDTH } }).render().asPng());
}

const cache = new Map<string, Promise<Buffer>>();

/** The PNG for a subject, from the process's LRU when it was drawn before. */
export function ogImage(subject: OgSubject): Promise<Buffer> {
  const key = `${subject.kind}:${ogVersion(subject)}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = render(subject);
  made.catch(() => cache.delete(key));
  cache.set(key, made);
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return made;
}


/** The site path of a subject's image, its version in the query. */
export function ogImagePath(subject: OgSubject & { slug: string }): string {
  return sitePath(["og", subject.kind, `${subject.slug}.png`], { v: ogVersion(subject) });
}
