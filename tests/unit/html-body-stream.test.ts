import { describe, expect, it } from "vitest";
import { HtmlBodyStream, withoutNul } from "~/platform/html-body-stream.server";

describe("withoutNul", () => {
  it.each([
    ["no zero byte", [0x61, 0x62], [0x61, 0x62]],
    ["one in the middle", [0x61, 0, 0x62], [0x61, 0x62]],
    ["a run at the end (React's padding)", [0x61, 0x62, 0, 0, 0], [0x61, 0x62]],
    ["at the start and several runs", [0, 0x61, 0, 0, 0x62, 0, 0x63], [0x61, 0x62, 0x63]],
    ["only zero bytes", [0, 0, 0], []],
    ["empty", [], []],
  ])("%s", (_name, input, expected) => {
    expect([...withoutNul(Buffer.from(input))]).toEqual(expected);
  });

  it("keeps a Thai text split by padding whole", () => {
    const thai = Buffer.from("ติวกับพี่ บทเรียน");
    const padded = Buffer.concat([thai.subarray(0, 7), Buffer.alloc(5), thai.subarray(7)]);
    expect(withoutNul(padded).toString("utf8")).toBe("ติวกับพี่ บทเรียน");
  });

  it("answers the same buffer when there is nothing to drop", () => {
    const bytes = Buffer.from("<p>สวัสดี</p>");
    expect(withoutNul(bytes)).toBe(bytes);
  });
});

describe("HtmlBodyStream", () => {
  const collect = (stream: HtmlBodyStream) => {
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
    return { chunks, ended: new Promise<void>((resolve) => stream.on("end", resolve)) };
  };

  it("sends the chunks written in one turn of the event loop as one, without zero bytes", async () => {
    const stream = new HtmlBodyStream();
    const { chunks, ended } = collect(stream);
    stream.write(Buffer.from("<html>"));
    stream.write(Buffer.concat([Buffer.from("ติว"), Buffer.alloc(3)]));
    stream.write(Buffer.from("</html>"));
    await new Promise((resolve) => setImmediate(resolve));
    stream.end();
    await ended;
    expect(chunks).toEqual(["<html>ติว</html>"]);
  });

  it("still streams what is written later (deferred parts) as its own chunk", async () => {
    const stream = new HtmlBodyStream();
    const { chunks, ended } = collect(stream);
    stream.write(Buffer.from("<p>shell</p>"));
    stream.write(Buffer.from("<p>more shell</p>"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(chunks).toEqual(["<p>shell</p><p>more shell</p>"]);
    stream.write(Buffer.from("<script>late</script>"));
    stream.end();
    await ended;
    expect(chunks).toEqual(["<p>shell</p><p>more shell</p>", "<script>late</script>"]);
  });
});
