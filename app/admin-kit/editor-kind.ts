/** A content kind as the shared admin editor sees it. */
import type { Parsed } from "~/content/form";
import type { ContentKind } from "~/content/labels";
import type { ContentDoc } from "~/content/kind";
import type { ContentRepository } from "~/content/repository.store.server";

/** What the generic admin helpers need of a kind (kept loose: each kind's own types live in its modules). */
export interface EditorKind<D extends ContentDoc> {
  def: {
    kind: ContentKind;
    label: string;
    fields: readonly string[];
    markdownField: string;
    parent?: { kind: string; field: string };
    toForm(doc: D): Record<string, string>;
    editUrl(id: string): string;
    publicUrl(doc: D, parent?: { status: ContentDoc["status"] } | null): string | null;
  };
  /** The kind's form, parsed with its registry schema. */
  parse(form: FormData): Parsed<string, Record<string, unknown>>;
  repo: ContentRepository<D>;
  /** The document a child lives in (a lesson's course). */
  parentOf?(doc: D): Promise<ContentDoc | null>;
  parentEditUrl?(id: string): string;
  /**
   * Before a document is published (a draft or a new one): a Thai warning that
   * asks the admin to confirm (a second post with `confirm=publish`), or null.
   */
  publishWarning?(doc: D | null): Promise<string | null>;
}
