/**
 * What one request's files may cost (issue 41), over HTTP against the built server: ten
 * 49-megapixel PNGs of a few KB in one hand-in are refused from their headers, fast, while
 * /healthz keeps answering; the same bytes sent twice are dropped before anything is counted
 * or decoded; a student's PDF that runs JavaScript is stored without it and served as a
 * sandboxed download, while the tutor's worksheet stays inline (sandboxed too).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { FILE_ERRORS } from "~/files/index";
import { lessonOwner } from "~/files/owners";
import { handinId } from "~/handins/handins.store.server";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { DEMO_HOMEWORK } from "../../harness/seed-handins";
import { DEMO_WORKSHEET } from "../../harness/seed-files";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { healthWhile } from "../support/event-loop";
import { ACTIVE_PDF_MARKERS, bigWhitePngs, hostilePdf } from "../support/hostile-files";
import { decodeHtml } from "../support/html";

const base = env.baseUrl;
const PAGE = `/homework/${DEMO_HOMEWORK.key}`;
const COURSE = "/course/math-m4-sets-and-logic";
let admin = "";

type Part = { bytes: Uint8Array; filename: string; type: string };

function handIn(cookie: string, files: Part[]) {
  const form = new FormData();
  form.set("note", "");
  for (const f of files) form.append("files", new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.filename);
  return fetch(`${base}${PAGE}`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base, Cookie: cookie } });
}

const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const handinDoc = async (uid: string) => (await testDb().collection("handins").doc(handinId(DEMO_HOMEWORK.key, uid)).get()).data();
const png = (bytes: Buffer, i: number): Part => ({ bytes, filename: `scan-${i}.png`, type: "image/png" });

async function enrolledStudent() {
  const s = await signedInSession();
  expect((await postForm(base, COURSE, { intent: "enrol" }, s.cookie)).status).toBe(302);
  return s;
}

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
});

describe("one hand-in's pictures", () => {
  it("ten 49-megapixel PNGs are refused by the request's pixel budget from their headers, fast, /healthz answering", async () => {
    const pngs = bigWhitePngs(7000, 10);
    expect(Math.max(...pngs.map((p) => p.length))).toBeLessThan(200_000);
    const s = await enrolledStudent();
    const started = performance.now();
    const { result: res, worstMs } = await healthWhile(base, handIn(s.cookie, pngs.map(png)));
    const took = performance.now() - started;
    console.log(`ten 49-MP PNGs: refused in ${Math.round(took)} ms; /healthz worst ${Math.round(worstMs)} ms`);
    expect(res.status).toBe(400);
    expect(decodeHtml(await res.text())).toContain(FILE_ERRORS.requestPixels);
    // Issue 41 measured 5.7–11.7 s decoding them; headers alone take a fraction of a second.
    expect(took).toBeLessThan(2_000);
    expect(worstMs).toBeLessThan(200);
    expect(await handinDoc(s.uid)).toBeUndefined();
  });

  it("the same picture sent twice counts and is kept once; three different pictures over the budget are refused", async () => {
    // 49 megapixels each: two (98 MP) fit the 125-megapixel budget, three do not.
    const [a, b, c] = bigWhitePngs(7000, 3);
    const s = await enrolledStudent();
    const twice = await handIn(s.cookie, [png(a!, 1), png(Buffer.from(a!), 2), png(b!, 3)]);
    expect(twice.status).toBe(303);
    // (Two white squares differing only in a comment are one picture once re-encoded: one file.)
    expect((await handinDoc(s.uid))!.files).toHaveLength(1);
    const other = await enrolledStudent();
    const three = await handIn(other.cookie, [png(a!, 1), png(b!, 2), png(c!, 3)]);
    expect(three.status).toBe(400);
    expect(decodeHtml(await three.text())).toContain(FILE_ERRORS.requestPixels);
  });
});

describe("a student's PDF", () => {
  it("is stored without its scripts, actions and attachments, and served sandboxed as a download", async () => {
    const s = await enrolledStudent();
    const res = await handIn(s.cookie, [{ bytes: await hostilePdf(`pdf ${Date.now()}`), filename: "homework.pdf", type: "application/pdf" }]);
    expect(res.status).toBe(303);
    const page = decodeHtml(await (await get(PAGE, s.cookie)).text());
    const url = /href="(\/files\/[0-9a-f]{64}\.pdf)"/.exec(page)![1]!;
    for (const viewer of [s.cookie, admin]) {
      const file = await get(url, viewer);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-security-policy")).toBe("sandbox");
      expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="[0-9a-f]{12}\.pdf"$/);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      for (const marker of ACTIVE_PDF_MARKERS) expect(bytes.includes(marker), marker).toBe(false);
    }
  });

  it("the tutor's worksheet stays inline, sandboxed too", async () => {
    const sheets = await testDb().collection("files").where("refs", "array-contains", lessonOwner(DEMO_WORKSHEET.lessonId)).get();
    const sheet = sheets.docs.find((d) => d.get("contentType") === "application/pdf");
    expect(sheet).toBeDefined();
    const file = await get(`/files/${sheet!.id}.pdf`, admin);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe("inline");
    expect(file.headers.get("content-security-policy")).toBe("sandbox");
  });
});
