/**
 * What marks an upload form for the upload island (islands/upload.ts): its class
 * and the Thai texts the island shows, spread on the `<form>`:
 *
 *   <form method="post" encType="multipart/form-data" {...uploadForm("stack")}>
 *
 * `shrink`: the island draws each picture again at most SHRINK_LONG_EDGE on its long
 * edge before sending (a hand-in's photos; a slip is sent as chosen).
 *
 * The route also declares the island in its handle (`islands: ["upload"]`).
 * Without JavaScript the form simply posts.
 */
import { UPLOAD_MARKUP } from "~/platform/island-markup";
import { SHRINK_LONG_EDGE } from "./limits";
import { UPLOAD_TEXT } from "./messages";

export function uploadForm(className: string, { shrink = false }: { shrink?: boolean } = {}) {
  return {
    className: `${className} ${UPLOAD_MARKUP.form}`,
    "data-pdf": UPLOAD_TEXT.pdf,
    "data-uploading": UPLOAD_TEXT.uploading,
    "data-failed": UPLOAD_TEXT.failed,
    ...(shrink ? { "data-shrink": String(SHRINK_LONG_EDGE), "data-shrinking": UPLOAD_TEXT.shrinking } : {}),
  };
}
