/**
 * What marks an upload form for the upload island (islands/upload.ts): its class
 * and the Thai texts the island shows, spread on the `<form>`:
 *
 *   <form method="post" encType="multipart/form-data" {...uploadForm("stack")}>
 *
 * The route also declares the island in its handle (`islands: ["upload"]`).
 * Without JavaScript the form simply posts.
 */
import { UPLOAD_MARKUP } from "~/platform/island-markup";
import { UPLOAD_TEXT } from "./messages";

export function uploadForm(className: string) {
  return {
    className: `${className} ${UPLOAD_MARKUP.form}`,
    "data-pdf": UPLOAD_TEXT.pdf,
    "data-uploading": UPLOAD_TEXT.uploading,
    "data-failed": UPLOAD_TEXT.failed,
  };
}
