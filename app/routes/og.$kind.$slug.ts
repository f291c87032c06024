import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ogImage, ogVersion, type OgSubject } from "~/services/og-image/og-image.server";
import { publishedContent } from "~/content/cache.server";
import { notFound } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";

/**
 * Not a page: the server's HTML cache leaves it alone (og-image.server.ts keeps
 * its own bounded cache of drawn images); browsers and CDNs follow the
 * Cache-Control set below.
 */
export const handle = pageHandle({ public: false, views: false });

const paramsSchema = z.object({
  kind: z.enum(["article", "course"]),
  slug: z.string().regex(/^[^/]+\.png$/),
});

/**
 * GET /og/:kind/:slug.png?v=… — the link-preview image of a published article or
 * course (0 Firestore reads when the content cache is warm). With the current
 * `v` (a hash of what is drawn) it may be cached for a year; any other `v` gets
 * the current image for five minutes only.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) notFound();
  const slug = parsed.data.slug.slice(0, -".png".length);
  const content = await publishedContent();
  const found = parsed.data.kind === "article" ? content.articleBySlug.get(slug) : content.courseBySlug.get(slug);
  if (!found) notFound();
  const subject: OgSubject = { kind: parsed.data.kind, title: found.title };
  const current = new URL(request.url).searchParams.get("v") === ogVersion(subject);
  const png = await ogImage(subject);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}
