/**
 * The shape of a content kind's registry entry. Every kind (article, course,
 * lesson today; exercises and student questions next) is one browser-safe
 * module in app/content/ that exports one `ContentKindDef`:
 *
 * - `kind`, `collection`, `label`: its name, its Firestore collection, its Thai name;
 * - `fields`, `markdownField`: the admin form's fields (labels, hints and
 *   messages in ./labels) and the one rendered in the preview;
 * - `schema`: THE zod schema of what an author writes. The Firestore model
 *   validates every write with it and the admin form parses with it
 *   (`formSchema`: the same schema without the keys the page sets itself);
 * - `fromForm` / `toForm`: form strings ↔ that input (coercion only: every rule
 *   stays in the schema), `fieldOf`: which form field an issue belongs to;
 * - `slugFromTitle`: a unique slug, filled from the title when left empty;
 * - `editUrl`, `publicUrl`: percent-encoded paths; `publicUrl` is also the
 *   public page rule (null: not shown to visitors).
 *
 * A kind that lives inside another (a lesson in a course, an exercise in a
 * lesson, a question about a lesson) names its parent in `parent`.
 */
import type { z } from "zod";
import { KIND_LABELS, type ContentKind } from "./labels";
import { DEFAULT_IMAGE_SIZE, type ContentImage, type ContentStatus } from "./fields";

export type FormValues<K extends string> = Record<K, string>;

/** What every stored document of a kind has. */
export interface ContentDoc {
  id: string;
  title: string;
  status: ContentStatus;
  updatedAt: Date;
}

export interface ContentKindDef<
  K extends string,
  S extends z.ZodObject,
  F extends z.ZodObject,
  D extends ContentDoc = ContentDoc & z.output<S>,
> {
  kind: ContentKind;
  collection: string;
  label: string;
  fields: readonly K[];
  markdownField: K;
  schema: S;
  formSchema: F;
  fromForm(values: FormValues<K>): Record<string, unknown>;
  toForm(doc: D): FormValues<K>;
  fieldOf(path: readonly PropertyKey[]): K | undefined;
  slugFromTitle: boolean;
  /** Set on first publish and kept (articles, courses); lessons have none. */
  publishedAt: boolean;
  parent?: { kind: ContentKind; field: string };
  editUrl(id: string): string;
  publicUrl(doc: D, parent?: { status: ContentStatus } | null): string | null;
}

/** Form-string coercions shared by the kinds (no rules here: the schemas hold them). */
export const coerce = {
  text: (v: string) => v,
  /** Browsers post "\r\n"; Markdown is stored with "\n". */
  markdown: (v: string) => v.replace(/\r\n?/g, "\n"),
  slug: (v: string) => v.trim().normalize("NFC"),
  /** "", or a trimmed address. */
  url: (v: string) => (v.trim() === "" ? null : v.trim()),
  checkbox: (v: string) => v === "on" || v === "true" || v === "1",
  /** Digits only; "" gives `fallback` (undefined: the schema's default or its message). */
  integer: (v: string, fallback?: number) => {
    const t = v.trim();
    if (t === "") return fallback;
    return /^\d+$/.test(t) ? Number(t) : Number.NaN;
  },
  optional: (v: string) => (v.trim() === "" ? undefined : v),
  tags: (v: string) => [
    ...new Set(
      v
        .split(/[,\n،、]/)
        .map((t) => t.trim().normalize("NFC").replace(/\s+/g, " "))
        .filter(Boolean)
    ),
  ],
};

/** A cover from the form's two fields (the size is the default until the page knows better). */
export function coverOf(url: string, alt: string): ContentImage | null {
  const address = coerce.url(url);
  return address === null ? null : { url: address, alt, ...DEFAULT_IMAGE_SIZE };
}

/** A stored cover back in the form's two fields. */
export function coverForm(cover: ContentImage | null) {
  return { coverUrl: cover?.url ?? "", coverAlt: cover?.alt ?? "" };
}

/** The field an issue belongs to: its first key, or `cover.url`/`cover.alt` → `coverUrl`/`coverAlt`. */
export function defaultFieldOf<K extends string>(fields: readonly K[]) {
  return (path: readonly PropertyKey[]): K | undefined => {
    const [head, next] = path;
    const name = head === "cover" ? (next === "alt" ? "coverAlt" : "coverUrl") : String(head);
    return (fields as readonly string[]).includes(name) ? (name as K) : undefined;
  };
}

/** The plain facts of a kind: its name, collection, Thai name, form fields and where an issue shows. */
export function kindBasics<N extends ContentKind, K extends string>(kind: N, collection: string, fields: readonly K[]) {
  return { kind, collection, label: KIND_LABELS[kind], fields, fieldOf: defaultFieldOf(fields) };
}
