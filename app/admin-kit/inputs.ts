/** The admin area's other inputs (besides the content forms, app/content/form.ts): buttons, versions, queries. */
import { z } from "zod";
import { DONE_NOTICES, type DoneNotice } from "~/admin-kit/messages";
import { idSchema } from "~/kernel/ids";

/** `picture`: place an uploaded picture in the text and show the form again, unsaved (files' editor uploads). */
const INTENTS = ["save", "publish", "unpublish", "preview", "picture"] as const;
export const intentSchema = z.enum(INTENTS);

/** The version an edit form carries: the document's `updatedAt` as an ISO string. */
export const versionSchema = z.iso.datetime();

/**
 * A move in the lesson list: an up/down button (`direction`), or a position
 * typed or dropped (`position`, 1-based); `order` is the list as the page
 * showed it (comma-separated ids), checked against the stored one.
 */
export const moveSchema = z
  .object({
    lessonId: idSchema,
    direction: z.enum(["up", "down"]).optional(),
    position: z.coerce.number().int().min(1).max(10_000).optional(),
    order: z
      .string()
      .max(20_000)
      .transform((s) => s.split(",").filter(Boolean))
      .optional(),
  })
  .refine((m) => m.direction !== undefined || m.position !== undefined);

/** The admin overview's query string: a search box and a status filter. */
export const overviewQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(["all", "draft", "published"]).catch("all"),
});

/** "/admin/x?done=saved" */
export function withNotice(url: string, notice: DoneNotice, extra: Record<string, string> = {}): string {
  const [path, hash] = url.split("#");
  const params = new URLSearchParams({ done: notice, ...extra });
  return `${path}${path!.includes("?") ? "&" : "?"}${params.toString()}${hash ? `#${hash}` : ""}`;
}

/**
 * The text `table` has under `key` (a `?done=` value): null for none or an
 * unknown one, `toString` and the other keys every object inherits included.
 */
export function noticeIn<T extends Record<string, string>>(table: T, key: string | null): T[keyof T] | null {
  return key !== null && Object.hasOwn(table, key) ? table[key as keyof T] : null;
}

/** The notice named by `?done=` (null for none or an unknown one). */
export function noticeOf(url: URL): string | null {
  const text = noticeIn(DONE_NOTICES, url.searchParams.get("done"));
  if (text === null) return null;
  const title = url.searchParams.get("title");
  return title ? `${text}: “${title.slice(0, 160)}”` : text;
}
