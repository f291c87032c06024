/** A hand-in's files named as the pages say them: "รูปที่ 2", "ไฟล์ PDF ที่ 1" (pictures and PDFs counted apart). Browser-safe. */
import { HANDIN_TEXT } from "./messages";

export function fileLabels(files: readonly { kind: string }[]): string[] {
  let image = 0;
  let pdf = 0;
  return files.map((f) => (f.kind === "pdf" ? HANDIN_TEXT.pdfName(++pdf) : HANDIN_TEXT.photoName(++image)));
}
