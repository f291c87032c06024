/**
 * The shape of a content kind's registry entry. Every kind (article, course,
 * lesson today; exercises and student questions next) is one browser-safe
 * module in app/content/ that lists its fields once (`fieldSet`, ./field-set)
 * and exports one `ContentKindDef` built by `contentKind` from them:
 *
 * - `kind`, `collection`, `label`: its name, its Firestore collection, its Thai name;
 * - `fields`, `markdownField`: the admin form's fields (labels, hints and
 *   messages in ./labels) and the one rendered in the preview (the one
 *   `FIELD.markdown` field);
 * - `schema`: THE zod schema of what an author writes. The Firestore model
 *   validates every write with it and the admin form parses with it
 *   (`formSchema`: the same schema without the keys the page sets itself);
 * - `fromForm` / `toForm`: form strings ↔ that input (coercion only: every rule
 *   stays in the schema), `fieldOf`: which form field an issue belongs to;
 * - `slugFromTitle`: a unique slug, filled from the title when left empty
 *   (every kind with a `slug` field);
 * - `editUrl`, `publicUrl`: percent-encoded paths (/admin/<collection>/<id>
 *   for every kind); `publicUrl` is also the public page rule (null: not
 *   shown to visitors), `pageBySlug` for a kind with a page of its own.
 *
 * A kind that lives inside another (a lesson in a course, an exercise in a
 * lesson, a question about a lesson) names its parent in `parent`.
 */
import type { z } from "zod";
import { KIND_LABELS, type ContentKind } from "./labels";
import type { ContentStatus } from "./fields";
import { sitePath } from "~/kernel/urls";
import type { FormValues } from "~/kernel/form";

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

/** The field an issue belongs to: its first key, or `cover.url`/`cover.alt` → `coverUrl`/`coverAlt`. */
function defaultFieldOf<K extends string>(fields: readonly K[]) {
  return (path: readonly PropertyKey[]): K | undefined => {
    const [head, next] = path;
    const name = head === "cover" ? (next === "alt" ? "coverAlt" : "coverUrl") : String(head);
    return (fields as readonly string[]).includes(name) ? (name as K) : undefined;
  };
}

/** What a kind's field set (./field-set) gives its entry. */
interface KindFields<K extends string, S extends z.ZodObject, F extends z.ZodObject> {
  names: readonly K[];
  schema: S;
  formSchema: F;
  markdownField: K;
  slugFromTitle: boolean;
  fromForm(values: FormValues<K>): Record<string, unknown>;
  toForm(doc: never): FormValues<K>;
}

/** What a kind says itself: its public page rule, whether it keeps a first publication date, its parent. */
type KindRules<D extends ContentDoc> = Pick<ContentKindDef<string, z.ZodObject, z.ZodObject, D>, "publishedAt" | "parent" | "publicUrl">;

/**
 * A kind's registry entry: its name, collection, Thai name, admin page
 * (/admin/<collection>/<id>), what its field set gives (form fields, schemas,
 * form mapping, Markdown field, slug rule; an issue shows at its field), and
 * its own rules.
 */
export function contentKind<
  N extends ContentKind,
  K extends string,
  S extends z.ZodObject,
  F extends z.ZodObject,
  R extends KindRules<ContentDoc & z.output<S>>,
>(kind: N, collection: string, { names, ...fields }: KindFields<K, S, F>, rules: R) {
  const editUrl = (id: string) => sitePath(["admin", collection, id]);
  const def = { kind, collection, label: KIND_LABELS[kind], fields: names, fieldOf: defaultFieldOf(names), editUrl, ...fields, ...rules };
  return def satisfies ContentKindDef<K, S, F>;
}

/** The public page rule of a kind with a page of its own by slug (articles, courses): shown once published; the first publication's date is kept. */
export function pageBySlug(url: (slug: string) => string) {
  return {
    publishedAt: true,
    publicUrl: (doc: { status: ContentStatus; slug: string }) => (doc.status === "published" ? url(doc.slug) : null),
  };
}
