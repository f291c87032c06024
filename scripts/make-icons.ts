/**
 * Writes the site's icons into public/ from one SVG (the brand mark: an open
 * book on the brand colour): icon.svg, PNGs for the web manifest (192, 512,
 * and a maskable 512 with a safe margin), apple-touch-icon.png (180) and
 * favicon.ico (16, 32 and 48 px PNGs in one ICO). The outputs are committed;
 * run `npx tsx scripts/make-icons.ts` after changing the mark.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";

const out = path.resolve(import.meta.dirname, "../public");
const BOOK =
  '<path d="M16 9.5c-2.4-1.7-5.7-2.5-10.5-2.3v16.6c4.8-.2 8.1.6 10.5 2.3 2.4-1.7 5.7-2.5 10.5-2.3V7.2C21.7 7 18.4 7.8 16 9.5ZM16 9.5v16.6" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>';

/** The mark; `maskable` draws the book smaller on a full square (Android crops to a circle). */
function svg(maskable = false): string {
  const background = maskable ? '<rect width="32" height="32" fill="#c2410c"/>' : '<rect width="32" height="32" rx="8" fill="#c2410c"/>';
  const mark = maskable ? `<g transform="translate(4.8 4.8) scale(0.7)">${BOOK}</g>` : BOOK;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${background}${mark}</svg>`;
}

function png(source: string, size: number): Buffer {
  return Buffer.from(new Resvg(source, { fitTo: { mode: "width", value: size } }).render().asPng());
}

/** An ICO file whose images are PNGs (supported by every browser since IE 11). */
function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

writeFileSync(path.join(out, "icon.svg"), `${svg()}\n`);
writeFileSync(path.join(out, "icon-192.png"), png(svg(), 192));
writeFileSync(path.join(out, "icon-512.png"), png(svg(), 512));
writeFileSync(path.join(out, "icon-maskable-512.png"), png(svg(true), 512));
writeFileSync(path.join(out, "apple-touch-icon.png"), png(svg(true), 180));
writeFileSync(path.join(out, "favicon.ico"), ico([16, 32, 48].map((size) => ({ size, data: png(svg(), size) }))));
console.log(`Icons written to ${out}`);
