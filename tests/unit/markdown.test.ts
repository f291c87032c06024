import { describe, expect, it } from "vitest";
import { isAllowedHref, parseImageTitle, renderMarkdown, sanitize, slugifyHeading } from "~/services/markdown/markdown.server";

/**
 * Things an author (or an attacker with an admin account) might put in Markdown.
 * Rendered, none may leave an element or attribute that runs script.
 */
const XSS_CORPUS: string[] = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "text <script>alert(1)</script> inline",
  '<img src=x onerror="alert(1)">',
  "<img src=x onerror=alert(1)//",
  '<a href="javascript:alert(1)">click</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](java\tscript:alert(1))",
  "[click](&#106;avascript:alert(1))",
  "[click](javascript&#58;alert(1))",
  "[click](%6Aavascript:alert(1))",
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click]( javascript:alert(1))",
  '[click](https://ok.example "title\\" onmouseover=\\"alert(1))',
  "<javascript:alert(1)>",
  "![x](javascript:alert(1))",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  '![x](x" onerror="alert(1))',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text y="20">x</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus="alert(1)">',
  '<details open ontoggle="alert(1)">x</details>',
  '<body onload="alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  "<!--<img src=x onerror=alert(1)>-->",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "```html\n<script>alert(1)</script>\n```",
  "`<img src=x onerror=alert(1)>`",
  "# <img src=x onerror=alert(1)>",
  "[<img src=x onerror=alert(1)>](https://ok.example)",
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  "- [ ] <script>alert(1)</script>",
  "| a | b |\n|---|---|\n| <script>alert(1)</script> | <img src=x onerror=alert(1)> |",
];

/** The tags sanitised output may contain at all. */
const ALLOWED_TAGS = new Set([
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "blockquote",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "del",
  "s",
  "code",
  "pre",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "input",
]);

function expectInert(html: string) {
  for (const [, tag] of html.matchAll(/<\s*\/?\s*([a-z0-9:-]+)/gi))
    expect(ALLOWED_TAGS, `tag <${tag}> in ${html}`).toContain(tag!.toLowerCase());
  // Attributes of real tags (text content is escaped, so "<" never opens one).
  // sanitize-html writes every value in double quotes, with " inside escaped.
  for (const [tagSource] of html.matchAll(/<[a-z][^>]*>/gi)) {
    const names = [...tagSource.matchAll(/\s([^\s=>"'/]+)(?:="[^"]*")?/g)].map((m) => m[1]!.toLowerCase());
    for (const name of names) {
      expect(name, `event handler in ${tagSource}`).not.toMatch(/^on/);
      expect(name, `style in ${tagSource}`).not.toBe("style");
    }
    for (const [, , value] of tagSource.matchAll(/\s(href|src|action|formaction|xlink:href)="([^"]*)"/gi)) {
      // eslint-disable-next-line no-control-regex
      const bare = value!.replace(/&#x?[0-9a-f]+;?|[\s\u0000-\u001f]/gi, "").toLowerCase();
      expect(bare, `url ${value}`).not.toMatch(/^(javascript|vbscript|data):/);
      expect(isAllowedHref(value!), `url ${value}`).toBe(true);
    }
    if (/^<input/i.test(tagSource)) expect(tagSource).toMatch(/type="checkbox"/);
  }
}

describe("Markdown sanitising (XSS corpus)", () => {
  it.each(XSS_CORPUS.map((s) => [s]))("renders %j inert", (source) => {
    const { html } = renderMarkdown(source);
    expectInert(html);
    expect(html).not.toMatch(/<script|<svg|<iframe|<object|<embed|<style|<form|<math|<link|<meta|<base/i);
  });

  it("shows raw HTML as text instead of dropping it silently", () => {
    const { html } = renderMarkdown("before <b>bold?</b> after");
    expect(html).toContain("&lt;b&gt;bold?&lt;/b&gt;");
    expect(html).not.toContain("<b>");
  });

  it("keeps the text of a refused link", () => {
    const { html } = renderMarkdown("[คลิกที่นี่](javascript:alert(1))");
    expect(html).toBe("<p>คลิกที่นี่</p>\n");
  });

  it("the sanitiser alone also strips dangerous HTML (second layer)", () => {
    const html = sanitize(
      '<p onclick="x()">a<script>b()</script><a href="javascript:c()">d</a><img src="data:x" onerror="y()"></p>'
    );
    expectInert(html);
    expect(html).toBe("<p>a<a>d</a></p>");
  });
});

describe("Markdown rendering", () => {
  it("gives headings unique ids and anchors (Thai kept), and lists them", () => {
    const { html, headings } = renderMarkdown("# บทนำ\n\n## การวางแผน & เวลา\n\n### ย่อย\n\n## การวางแผน & เวลา\n\n## main");
    expect(html).toContain(
      '<h2 id="บทนำ">บทนำ <a href="#บทนำ" class="heading-anchor" aria-label="ลิงก์ไปยังหัวข้อ บทนำ">#</a></h2>'
    );
    expect(headings).toEqual([
      { id: "บทนำ", text: "บทนำ", depth: 2 },
      { id: "การวางแผน-เวลา", text: "การวางแผน & เวลา", depth: 2 },
      { id: "ย่อย", text: "ย่อย", depth: 3 },
      { id: "การวางแผน-เวลา-2", text: "การวางแผน & เวลา", depth: 2 },
      { id: "main-1", text: "main", depth: 2 },
    ]);
    expect(html).not.toMatch(/<h1/);
  });

  it("lowers headings under a section when asked", () => {
    const { html } = renderMarkdown("# A\n\n## B\n\n### C", { topHeading: 3 });
    expect(html).toMatch(/<h3 id="a">/);
    expect(html).toMatch(/<h3 id="b">/);
    expect(html).toMatch(/<h4 id="c">/);
  });

  it("marks external links noopener noreferrer, leaves site links alone", () => {
    const { html } = renderMarkdown("[ภายนอก](https://example.com/a) [ภายใน](/blog/x) [เมล](mailto:a@example.com)");
    expect(html).toContain(
      '<a href="https://example.com/a" class="external-link" target="_blank" rel="noopener noreferrer">ภายนอก</a>'
    );
    expect(html).toContain('<a href="/blog/x">ภายใน</a>');
    expect(html).toContain('<a href="mailto:a@example.com">เมล</a>');
  });

  it("gives images width and height (from the title, or a default) and a caption", () => {
    const { html } = renderMarkdown('![แผนภาพ](https://example.com/a.png "640x360 แผนภาพเวนน์")\n\nข้อความ ![เล็ก](/img/b.png)');
    expect(html).toContain(
      '<figure><img src="https://example.com/a.png" alt="แผนภาพ" width="640" height="360" loading="lazy" decoding="async" /><figcaption>แผนภาพเวนน์</figcaption></figure>'
    );
    expect(html).toContain('<img src="/img/b.png" alt="เล็ก" width="1200" height="675" loading="lazy" decoding="async" />');
    expect(parseImageTitle("9999x1 x")).toEqual({ width: 1200, height: 675, caption: "9999x1 x" });
  });

  it("renders GFM tables, task lists and code", () => {
    const { html } = renderMarkdown("| ก | ข |\n|:-:|---|\n| 1 | 2 |\n\n- [x] เสร็จ\n\n```js\nconst a = '<b>';\n```");
    expect(html).toContain('<th align="center">ก</th>');
    expect(html).toContain('<input type="checkbox" disabled checked />');
    expect(html).toContain("<code class=\"language-js\">const a = '&lt;b&gt;';");
  });

  it("slugifies headings, keeping Thai vowels and tone marks", () => {
    expect(slugifyHeading("  การอ่าน: ขั้นที่ 1!  ")).toBe("การอ่าน-ขั้นที่-1");
    expect(slugifyHeading("Hello, World")).toBe("hello-world");
    expect(slugifyHeading("!!!")).toBe("");
  });
});
