import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressBody, pickEncoding } from "~/platform/content-encoding.server";

describe("pickEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br", "br"],
    ["GZIP", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["br;q=0.8, gzip;q=0.8", "br"],
    ["gzip;q=0, br;q=0", "identity"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["", "identity"],
    [null, "identity"],
    ["br;q=abc, gzip", "gzip"],
    ["xbr, gzipx", "identity"],
  ] as const)("%s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("compressBody", () => {
  const page = Buffer.from("<main><h1>บทเรียนของฉัน</h1>" + "<p>ติวกับพี่</p>".repeat(400) + "</main>");

  it("compresses with brotli and gzip so that it decodes back to the same bytes, and passes identity through", () => {
    const br = compressBody(page, "br");
    const gz = compressBody(page, "gzip");
    expect(br.length).toBeLessThan(page.length / 5);
    expect(gz.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(gunzipSync(gz).equals(page)).toBe(true);
    expect(compressBody(page, "identity")).toBe(page);
  });
});
