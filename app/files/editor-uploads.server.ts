/**
 * The editors' uploads (docs/files.md), a step of the shared editor's post
 * (admin-kit's `EditorStep`), so everything typed comes back on any refusal:
 *
 * - a picture placed in a lesson's or an article's Markdown: the file (`picture`)
 *   and its alt text (`pictureAlt`, required), stored as a use of the document,
 *   then `![alt](/files/<sha>.<ext> "WxH")` added at the end of the text (the
 *   size keeps the page from jumping while it loads);
 * - a course's or an article's cover uploaded (`coverFile`) instead of typed:
 *   stored the same way, its address put in `coverUrl`.
 *
 * Any intent carries them: a picture chosen and "บันทึก" pressed is placed and
 * saved; `intent=picture` places it and shows the form again, unsaved.
 */
import { z } from "zod";
import { firstError } from "~/kernel/form";
import type { EditorStep, EditorStepResult } from "~/admin-kit/editor.server";
import { fileUrl } from "~/kernel/urls";
import { acceptFile, type AcceptedFile } from "./accept.server";
import { addFileUse } from "./uses.store.server";
import { fileExt } from "./serve.server";
import { EDITOR_UPLOADS, FILE_ERRORS } from "./messages";

const altSchema = z.string().trim().min(1, EDITOR_UPLOADS.altRequired).max(120, EDITOR_UPLOADS.altTooLong);

/** A chosen file of the form (an empty file part is none). */
async function chosen(form: FormData, name: string): Promise<Buffer | null> {
  const value = form.get(name);
  if (typeof value === "string" || value === null || value.size === 0) return null;
  return Buffer.from(await value.arrayBuffer());
}

/** A picture checked, re-encoded and stored for `owner`: its address and size, or the Thai reason. */
async function storePicture(owner: string, name: string, bytes: Buffer): Promise<{ url: string; file: AcceptedFile } | { error: string }> {
  const accepted = await acceptFile(bytes);
  if (!accepted.ok) return { error: accepted.error };
  if (accepted.file.info.kind !== "image") return { error: EDITOR_UPLOADS.notPicture };
  try {
    const use = await addFileUse(owner, name, accepted.file);
    return { url: fileUrl(use.sha256, fileExt(use.contentType)), file: accepted.file };
  } catch (error) {
    console.error(`editor upload for ${owner}: not stored (${error instanceof Error ? error.message : String(error)})`);
    return { error: EDITOR_UPLOADS.unavailable };
  }
}

/** Markdown's image text: `[`, `]` and `\` escaped, one line. */
const altText = (alt: string) => alt.replace(/\s+/g, " ").replace(/[[\]\\]/g, "\\$&");

/**
 * The step of an editor whose document is `owner` (files/owners.ts): `markdownField`
 * takes pictures, `cover` a cover upload.
 */
export function editorUploads(owner: string, { markdownField, cover = false }: { markdownField?: string; cover?: boolean }): EditorStep {
  return async (form) => {
    const result: EditorStepResult = {};
    const errors: Record<string, string> = {};
    if (markdownField) {
      const typedAlt = String(form.get("pictureAlt") ?? "");
      const bytes = await chosen(form, "picture");
      result.kept = { pictureAlt: typedAlt };
      if (!bytes && form.get("intent") === "picture") errors.picture = FILE_ERRORS.empty;
      if (bytes) {
        const alt = altSchema.safeParse(typedAlt);
        const stored = alt.success ? await storePicture(owner, alt.data, bytes) : null;
        if (!alt.success) errors.pictureAlt = firstError(alt.error);
        else if (stored && "error" in stored) errors.picture = stored.error;
        else if (stored) {
          const { width, height } = stored.file.info;
          const text = String(form.get(markdownField) ?? "").replace(/\r\n?/g, "\n").replace(/\s+$/, "");
          form.set(markdownField, `${text}${text ? "\n\n" : ""}![${altText(alt.data)}](${stored.url} "${width}x${height}")\n`);
          result.kept = { pictureAlt: "" };
          result.notice = EDITOR_UPLOADS.placed(alt.data);
          result.changed = true;
        }
      }
    }
    const coverBytes = cover ? await chosen(form, "coverFile") : null;
    if (coverBytes) {
      const stored = await storePicture(owner, String(form.get("coverAlt") ?? "").trim() || EDITOR_UPLOADS.coverName, coverBytes);
      if ("error" in stored) errors.coverFile = stored.error;
      else {
        form.set("coverUrl", stored.url);
        result.changed = true;
      }
    }
    return Object.keys(errors).length > 0 ? { ...result, errors } : result;
  };
}
