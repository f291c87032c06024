import type { MetaDescriptor } from "@remix-run/react";

/** The brand and the site-wide texts of the shell (brand, tagline, footer). */
export const BRAND = "ติวกับพี่";

/** The tutor as students call him (the home page's introduction, the calendar events' titles). */
export const TUTOR_NAME = "พี่ต้น";

/** Footer tagline: the tutor is a senior student passing experience on to younger students. */
export const TAGLINE = "พี่เป็นนักเรียนรุ่นพี่ที่อยากส่งต่อประสบการณ์และเทคนิคการเรียนให้น้อง ๆ ทุกคน";

export const COPYRIGHT = `© 2025 ${BRAND}`;

/** Default description for search engines and link previews. */
export const DESCRIPTION =
  "ติวออนไลน์กับรุ่นพี่ที่อยากส่งต่อประสบการณ์ให้น้อง ๆ มีคอร์สเรียน บทเรียน และบทความเทคนิคการเรียน อธิบายเข้าใจง่ายแบบพี่สอนน้อง";

/** "<page> | <brand>", or just the brand for the home page. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${BRAND}` : `${BRAND} — ติวออนไลน์กับรุ่นพี่`;
}

/**
 * A route's meta (title + description). Remix replaces, not merges, the parent's
 * meta, so every route builds its full set through this.
 */
export function pageMeta(title?: string, description: string = DESCRIPTION): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: "description", content: description }];
}

/** An admin page's meta: its title, and never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [...pageMeta(title), { name: "robots", content: "noindex" }];
}
/** Size of the generated link-preview images (app/services/og-image/og-image.server.ts). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
