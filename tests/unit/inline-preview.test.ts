import { describe, expect, it } from "vitest";
import { inlinePlain, inlinePreview } from "~/services/markdown/markdown-inline.server";

const graphemes = (text: string) => [...new Intl.Segmenter("th", { granularity: "grapheme" }).segment(text)].map((s) => s.segment);
/** The preview's visible text: formulas as their TeX annotation, tags dropped, entities decoded. */
function visible(html: string): string {
  return html
    .replace(/<math[\s\S]*?<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>[\s\S]*?<\/math>/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
const formulaCount = (html: string) => (html.match(/<math\b/g) ?? []).length;

describe("inlinePreview and inlinePlain: what a reader sees", () => {
  const table: { md: string; html: RegExp[]; plain: string; formulas?: number }[] = [
    { md: "ข้อใดเป็น **ประพจน์**", html: [/^ข้อใดเป็น <strong>ประพจน์<\/strong>$/], plain: "ข้อใดเป็น ประพจน์" },
    { md: "กำหนดให้ $p$ เป็นจริง", html: [/^กำหนดให้ <span class="katex"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/, / เป็นจริง$/], plain: "กำหนดให้ p เป็นจริง", formulas: 1 },
    { md: "ตัวเชื่อม $\\leftrightarrow$ อ่านว่าอะไร", html: [/<mo>↔<\/mo>/, /อ่านว่าอะไร$/], plain: "ตัวเชื่อม \\leftrightarrow อ่านว่าอะไร", formulas: 1 },
    { md: "$x^2 - 5x + 6 = 0$", html: [/<msup><mi>x<\/mi><mn>2<\/mn><\/msup>/], plain: "x^2 - 5x + 6 = 0", formulas: 1 },
    { md: "สมการ $$\\frac{a}{b}$$ ตรงกลาง", html: [/<mfrac>/], plain: "สมการ \\frac{a}{b} ตรงกลาง", formulas: 1 },
    { md: "*เอียง* และ _เอียง_ และ ~~ขีด~~", html: [/^<em>เอียง<\/em> และ <em>เอียง<\/em> และ <del>ขีด<\/del>$/], plain: "เอียง และ เอียง และ ขีด" },
    { md: "***ทั้งสอง***", html: [/^<strong><em>ทั้งสอง<\/em><\/strong>$/], plain: "ทั้งสอง" },
    { md: "ใช้ `a < b && c` ในโค้ด", html: [/^ใช้ <code>a &lt; b &amp;&amp; c<\/code> ในโค้ด$/], plain: "ใช้ a < b && c ในโค้ด" },
    { md: "อ่าน [บทความนี้](https://example.com/a) ก่อน", html: [/^อ่าน บทความนี้ ก่อน$/], plain: "อ่าน บทความนี้ ก่อน" },
    { md: "ลิงก์ [**หนา**](/blog/x) และ <https://example.com>", html: [/^ลิงก์ <strong>หนา<\/strong> และ https:\/\/example\.com$/], plain: "ลิงก์ หนา และ https://example.com" },
    { md: "# หัวข้อ\n\n## ย่อย\n\nย่อหน้า", html: [/^หัวข้อ ย่อย ย่อหน้า$/], plain: "หัวข้อ ย่อย ย่อหน้า" },
    { md: "- หนึ่ง\n- **สอง**\n\n1. สาม", html: [/^หนึ่ง <strong>สอง<\/strong> สาม$/], plain: "หนึ่ง สอง สาม" },
    { md: "> อ้างอิง\n> ต่อ", html: [/^อ้างอิง ต่อ$/], plain: "อ้างอิง ต่อ" },
    { md: "```js\nconst a = 1;\n```\nหลังโค้ด", html: [/^const a = 1; หลังโค้ด$/], plain: "const a = 1; หลังโค้ด" },
    { md: "| ก | $y$ |\n|---|---|\n| 1 | 2 |", html: [/^ก <span class="katex">/, / 1 2$/], plain: "ก y 1 2", formulas: 1 },
    { md: "![รูปแมว](https://example.com/cat.png) แมว", html: [/^รูปแมว แมว$/], plain: "รูปแมว แมว" },
    { md: "ข้อความ\n\n---\n\nต่อ", html: [/^ข้อความ ต่อ$/], plain: "ข้อความ ต่อ" },
    { md: "  ช่องว่าง   หลาย\n\n\nบรรทัด  ", html: [/^ช่องว่าง หลาย บรรทัด$/], plain: "ช่องว่าง หลาย บรรทัด" },
    { md: "", html: [/^$/], plain: "" },
  ];
  for (const row of table) {
    it(`renders ${JSON.stringify(row.md)}`, () => {
      const html = inlinePreview(row.md, 500);
      for (const re of row.html) expect(html).toMatch(re);
      expect(formulaCount(html)).toBe(row.formulas ?? 0);
      expect(html).not.toMatch(/\*\*|\$|<(p|h\d|ul|ol|li|blockquote|pre|table|a)\b/);
      expect(inlinePlain(row.md, 500)).toBe(row.plain);
    });
  }

  it("typesets maths as MathML only (no KaTeX HTML half, which would need its stylesheet)", () => {
    const html = inlinePreview("$\\sqrt{2}$", 100);
    expect(html).toContain("<msqrt>");
    expect(html).not.toContain("katex-html");
    expect(html).not.toContain("katex-mathml");
  });

  it("shows a formula KaTeX cannot read as the Thai error, not the source with $", () => {
    const html = inlinePreview("ผิด $\\frac{a$ ตรงนี้", 100);
    expect(html).toContain("สูตรคณิตศาสตร์ไม่ถูกต้อง");
    expect(html).not.toContain("$");
  });

  it("leaves unbalanced or price-like $ as text", () => {
    expect(inlinePlain("ราคา $5 และ $10", 100)).toBe("ราคา $5 และ $10");
    expect(inlinePreview("ราคา $5 และ $10", 100)).toBe("ราคา $5 และ $10");
    expect(inlinePlain("เปิด $x + y ไม่ปิด", 100)).toBe("เปิด $x + y ไม่ปิด");
    expect(formulaCount(inlinePreview("เปิด $x + y ไม่ปิด", 100))).toBe(0);
    expect(inlinePlain("เงิน \\$5 กับ $a$ และ $", 100)).toBe("เงิน $5 กับ a และ $");
    expect(formulaCount(inlinePreview("เงิน \\$5 กับ $a$ และ $", 100))).toBe(1);
  });

  it("never lets markup through: raw HTML is shown as text and escaped", () => {
    const md = 'ก <script>alert(1)</script> <img src=x onerror="alert(1)"> [x](javascript:alert(1)) &lt;b&gt;';
    const html = inlinePreview(md, 500);
    expect(html).not.toMatch(/<(script|img|a)\b/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(visible(html)).toBe('ก <script>alert(1)</script> <img src=x onerror="alert(1)"> x <b>');
    expect(inlinePlain(md, 500)).toBe('ก <script>alert(1)</script> <img src=x onerror="alert(1)"> x <b>');
  });
});

describe("cutting at maxChars", () => {
  it("counts visible characters and adds one … within the bound", () => {
    const md = "**หนึ่งสองสาม** สี่ห้าหก เจ็ดแปด";
    for (let max = 2; max <= 30; max += 1) {
      const plain = inlinePlain(md, max);
      expect(graphemes(plain).length).toBeLessThanOrEqual(max);
      expect(graphemes(visible(inlinePreview(md, max))).length).toBeLessThanOrEqual(max);
      expect(visible(inlinePreview(md, max))).toBe(plain);
    }
    expect(inlinePlain(md, 100)).toBe("หนึ่งสองสาม สี่ห้าหก เจ็ดแปด");
    expect(inlinePlain("abcdefghij", 5)).toBe("abcd…");
    expect(inlinePreview("**abcdefghij**", 5)).toBe("<strong>abcd</strong>…");
  });

  it("never splits a formula: it is kept whole or left out", () => {
    const md = "ให้ $x^2 + y^2 = r^2$ เสมอ";
    // "ให้ " is 3 graphemes (ห, ใ? no: ใ, ห้) + space; the formula counts as its TeX (15).
    expect(inlinePlain(md, 10)).toBe("ให้…");
    expect(formulaCount(inlinePreview(md, 10))).toBe(0);
    expect(inlinePreview(md, 10)).toBe("ให้…");
    const whole = inlinePlain(md, 20);
    expect(whole).toBe("ให้ x^2 + y^2 = r^2…");
    expect(formulaCount(inlinePreview(md, 20))).toBe(1);
    expect(inlinePreview(md, 20)).toMatch(/<\/math><\/span>…$/);
    for (let max = 1; max <= 30; max += 1) {
      const html = inlinePreview(md, max);
      // Either the whole formula (its TeX intact in the annotation) or none of it.
      expect(formulaCount(html)).toBe(html.includes("x^2 + y^2 = r^2") ? 1 : 0);
      expect(html).not.toContain("$");
    }
  });

  it("never splits a Thai grapheme cluster (consonant + vowel + tone mark)", () => {
    const md = "น้ำที่ชื่นใจ";
    for (let max = 1; max <= 12; max += 1) {
      const plain = inlinePlain(md, max);
      const body = plain.replace(/…$/, "");
      // Every kept cluster is a whole cluster of the source.
      expect(md.startsWith(body)).toBe(true);
      const next = md.slice(body.length);
      expect(next === "" || !/^[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/.test(next)).toBe(true);
      expect(visible(inlinePreview(md, max))).toBe(plain);
    }
    expect(inlinePlain(md, 3)).toBe("น้ำที่…");
  });

  it("never splits a surrogate pair or an emoji sequence", () => {
    const md = "ก𝑥👨‍👩‍👧🇹🇭ข";
    const cuts = [1, 2, 3, 4, 5, 6].map((max) => inlinePlain(md, max));
    expect(cuts).toEqual(["…", "ก…", "ก𝑥…", "ก𝑥👨‍👩‍👧…", "ก𝑥👨‍👩‍👧🇹🇭ข", "ก𝑥👨‍👩‍👧🇹🇭ข"]);
    // No lone surrogate anywhere.
    for (const cut of cuts) expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it("keeps markup balanced when cutting inside emphasis and code", () => {
    const html = inlinePreview("ก **ตัวหนา `โค้ดยาวมาก`** ท้าย", 10);
    expect(visible(html)).toBe("ก ตัวหนา โ…");
    expect(html).toContain("<strong><code>โ</code></strong>…");
    // Every tag opened is closed, in order.
    const open: string[] = [];
    for (const [, close, name] of html.matchAll(/<(\/?)(strong|em|code|del|mark)>/g)) {
      if (close) expect(open.pop()).toBe(name);
      else open.push(name!);
    }
    expect(open).toEqual([]);
  });
});

describe("highlights (search)", () => {
  const find = (term: string) => (text: string) => {
    const out: [number, number][] = [];
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + term.length)) out.push([at, at + term.length]);
    return out;
  };

  it("marks matches in text, inside emphasis, and whole formulas whose TeX matches", () => {
    expect(inlinePreview("หา **คำ** และ คำ", 100, { highlight: find("คำ") })).toBe("หา <strong><mark>คำ</mark></strong> และ <mark>คำ</mark>");
    const html = inlinePreview("สูตร $x^2$ ของ x", 100, { highlight: find("x") });
    expect(html).toMatch(/^สูตร <mark><span class="katex"><math/);
    expect(html).toMatch(/<\/math><\/span><\/mark> ของ <mark>x<\/mark>$/);
  });

  it("shows the text around the first match, with … at both ends", () => {
    const md = `${"ก".repeat(100)} คำที่หา ${"ข".repeat(100)}`;
    const html = inlinePreview(md, 30, { highlight: find("คำที่หา") });
    expect(html).toMatch(/^…ก+ <mark>คำที่หา<\/mark> ข+…$/);
    expect(graphemes(visible(html)).length).toBeLessThanOrEqual(30);
  });

  it("escapes what it marks", () => {
    expect(inlinePreview("a <b> c", 100, { highlight: find("<b>") })).toBe("a <mark>&lt;b&gt;</mark> c");
  });
});
