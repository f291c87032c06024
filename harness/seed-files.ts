/**
 * Demo files for the emulators (docs/files.md): a Venn diagram (an SVG rasterised
 * by sharp) placed in the notes of the lesson on Venn diagrams, and a worksheet
 * PDF (made with pdf-lib; its text is ASCII: the standard PDF fonts have no Thai)
 * attached to the first lesson. Stored through the files feature's own accept and
 * store (re-encoded, content-addressed chunks, a use of the lesson), so the seed
 * writes what an upload writes; idempotent (the same bytes are the same file).
 *
 * The lesson's Markdown (harness/demo-content/lessons/) names the picture by a
 * placeholder path, `DEMO_PICTURE.placeholder`; the seed puts the stored file's
 * address in its place.
 */
import sharp from "sharp";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { Firestore } from "firebase-admin/firestore";
import { DEMO_ADMIN_EMAILS } from "../app/platform/demo-accounts.ts";

export const DEMO_PICTURE = {
  lessonId: "math-03",
  placeholder: "/files/demo-venn.png",
  alt: "แผนภาพเวนน์ของเซต A และ B ที่ซ้อนกัน ส่วนที่ซ้อนกันคือ A ∩ B",
};
export const DEMO_WORKSHEET = { lessonId: "math-01", name: "ใบงาน: เขียนเซตสองแบบ" };

function vennSvg(): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <rect x="10" y="10" width="780" height="480" rx="16" fill="#ffffff" stroke="#1f2937" stroke-width="4"/>
  <circle cx="320" cy="260" r="170" fill="#3b82f6" fill-opacity="0.35" stroke="#1d4ed8" stroke-width="5"/>
  <circle cx="480" cy="260" r="170" fill="#f59e0b" fill-opacity="0.35" stroke="#b45309" stroke-width="5"/>
  <text x="40" y="60" font-family="sans-serif" font-size="40" fill="#1f2937">U</text>
  <text x="220" y="270" font-family="sans-serif" font-size="56" font-weight="bold" fill="#1d4ed8">A</text>
  <text x="540" y="270" font-family="sans-serif" font-size="56" font-weight="bold" fill="#b45309">B</text>
</svg>`);
}

async function worksheetPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Fixed dates: the same bytes on every run (one stored file, not one per seed).
  doc.setCreationDate(new Date("2025-05-01T02:00:00Z"));
  doc.setModificationDate(new Date("2025-05-01T02:00:00Z"));
  doc.setTitle("Worksheet: writing sets two ways");
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText("Worksheet: writing sets two ways (M.4 sets)", { x: 50, y: 780, size: 18, font: bold });
  const lines = [
    "1. Write the set of vowels in English by listing its members.",
    "2. Write the same set with a condition: { x | ... }.",
    "3. A = {1, 2, 3, 4}. Write A with a condition.",
    "4. Is {x | x is a positive whole number less than 1} empty? Why?",
  ];
  lines.forEach((text, i) => {
    page.drawText(text, { x: 50, y: 720 - i * 90, size: 13, font });
    page.drawLine({ start: { x: 50, y: 690 - i * 90 }, end: { x: 545, y: 690 - i * 90 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  });
  return doc.save({ useObjectStreams: false });
}

/** Stores the demo files in the emulators' project and points the lesson's notes at the picture. */
export async function seedFiles(db: Firestore, opts: { projectId: string; firestoreEmulatorHost: string }): Promise<void> {
  // The files feature's store writes through the app's own Firebase handle: pointed at this project, closed after.
  process.env.FIREBASE_PROJECT_ID = opts.projectId;
  process.env.FIRESTORE_EMULATOR_HOST = opts.firestoreEmulatorHost;
  process.env.ADMIN_EMAILS ??= DEMO_ADMIN_EMAILS.join(",");
  const { acceptFile } = await import("../app/files/accept.server.ts");
  const { addFileUse } = await import("../app/files/uses.store.server.ts");
  const { lessonOwner } = await import("../app/files/owners.ts");
  const { closeFirebase } = await import("../app/platform/firebase-admin.server.ts");
  try {
    const pdf = Buffer.from(await worksheetPdf());
    // The PDF's check runs on the CPU pool within its budget; on a loaded machine the pool's first
    // task (a worker starting, pdf-lib loading) can miss it: once more, on a warm worker.
    const first = await acceptFile(pdf);
    const accepted = [await acceptFile(await sharp(vennSvg()).png().toBuffer()), first.ok ? first : await acceptFile(pdf)];
    const [picture, worksheet] = accepted.map((a) => {
      if (!a.ok) throw new Error(`a demo file was refused: ${a.error}`);
      return a.file;
    });
    const venn = await addFileUse(lessonOwner(DEMO_PICTURE.lessonId), DEMO_PICTURE.alt, picture!);
    await addFileUse(lessonOwner(DEMO_WORKSHEET.lessonId), DEMO_WORKSHEET.name, worksheet!);
    const lesson = db.collection("lessons").doc(DEMO_PICTURE.lessonId);
    const notes = String((await lesson.get()).get("notes") ?? "");
    if (!notes.includes(DEMO_PICTURE.placeholder)) throw new Error(`lessons/${DEMO_PICTURE.lessonId}.md does not show ${DEMO_PICTURE.placeholder}`);
    await lesson.update({ notes: notes.replaceAll(DEMO_PICTURE.placeholder, `/files/${venn.sha256}.png`) });
  } finally {
    await closeFirebase();
  }
  console.log("Seed: a demo picture and a demo worksheet");
}
