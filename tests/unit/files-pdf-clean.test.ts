/**
 * Student PDFs made inert when accepted (app/files/accept.server.ts, the CPU pool's worker
 * app/platform/cpu-worker.mjs): a PDF that runs JavaScript when opened, with automatic
 * actions on the document and its page, a link that launches a program, a document-level
 * script and an attached file comes out with none of them, its pages kept.
 */
import { PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { acceptFile, acceptFiles } from "~/files/accept.server";
import { ACTIVE_PDF_MARKERS as ACTIVE, hostilePdf } from "../support/hostile-files";

describe("a student's PDF, accepted", () => {
  it("keeps its pages and a plain link, and loses its scripts, automatic actions, launches and attached files", async () => {
    const sent = Buffer.from(await hostilePdf());
    // The test's own PDF does carry every one of them.
    for (const marker of ACTIVE) expect(sent.includes(marker), marker).toBe(true);
    const accepted = await acceptFile(sent);
    if (!accepted.ok) throw new Error(accepted.error);
    expect(accepted.file.info).toEqual({ kind: "pdf", contentType: "application/pdf", pages: 2 });
    const kept = accepted.file.bytes;
    for (const marker of ACTIVE) expect(kept.includes(marker), marker).toBe(false);
    expect(kept.includes("https://example.com/")).toBe(true);
    const again = await PDFDocument.load(kept);
    expect(again.getPageCount()).toBe(2);
    // The three links stay, the two that ran something without their action.
    expect(again.getPage(0).node.lookup(PDFName.of("Annots"))?.toString()).toMatch(/^\[ \d+ 0 R \d+ 0 R \d+ 0 R \]$/);
  });

  it("refuses what is not a PDF inside, and a request's same file twice is kept once", async () => {
    expect((await acceptFile(Buffer.from("%PDF-1.7\nnot really"))).ok).toBe(false);
    const pdf = Buffer.from(await hostilePdf());
    const both = await acceptFiles([
      { name: "a.pdf", bytes: pdf },
      { name: "b.pdf", bytes: Buffer.from(pdf) },
    ]);
    expect(both.ok && both.files.map((f) => f.name)).toEqual(["a.pdf"]);
  });
});
