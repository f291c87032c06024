/**
 * The bench's hostile-slip case (docs/performance.md, "A noise slip beside a lesson"):
 * a signed-in lesson page loaded with autocannon alone, then again while students
 * post, one after another, a 1 600 × 1 600 picture of random pixels as the slip of a
 * new order each (the worst picture for the QR reader: no code to find, nothing to
 * compress); the lesson is loaded from when the first slip is wholly sent until the last
 * slip's answer, in windows of 5 s. The lesson's p99 during the slips beside its p99 alone
 * says whether one student's upload holds the process; the slips' own answer times say
 * what the student waits for.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import sharp from "sharp";
import { signedInSession } from "../../harness/auth.ts";
import { DEMO_HOUR_PACKAGE } from "../../harness/seed-payments.ts";
import { round, type LoadResult } from "./load.ts";
import type { Site } from "./site.ts";

export interface SlipNoiseResult {
  name: "slip_noise";
  lesson_alone: Pick<LoadResult, "rps" | "p50_ms" | "p99_ms" | "max_ms">;
  /** Over every 5 s window until the last slip's answer: the worst window's p50, p99 and max, the mean rps. */
  lesson_during: Pick<LoadResult, "rps" | "p50_ms" | "p99_ms" | "max_ms">;
  slips: number;
  slip_bytes: number;
  slip_p50_ms: number;
  slip_max_ms: number;
  /** The answers to the slips' posts, by status (302: taken, for the tutor to check by hand). */
  slip_status: Record<string, number>;
}

const pick = (r: LoadResult) => ({ rps: r.rps, p50_ms: r.p50_ms, p99_ms: r.p99_ms, max_ms: r.max_ms });

/** A new student's order of the demo hour package: its page's path. */
async function newOrder(site: Site, cookie: string): Promise<string> {
  const res = await fetch(`${site.origin}/orders/new`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin, Cookie: cookie },
    body: new URLSearchParams({ package: DEMO_HOUR_PACKAGE.id }).toString(),
  });
  const location = res.headers.get("location");
  if (res.status !== 302 || !location) throw new Error(`/orders/new answered ${res.status}`);
  return location;
}

/** POSTs `body`; `onSent` is called once its last byte is on the wire. Answers the status. */
function postBody(url: string, body: Buffer, headers: Record<string, string>, onSent: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers: { ...headers, "Content-Length": String(body.length) } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.on("finish", onSent);
    req.end(body);
  });
}

export async function benchSlipNoise(opts: {
  site: Site;
  lessonPath: string;
  lessonCookie: string;
  duration: number;
  load: (url: string, headers: Record<string, string>, duration: number) => Promise<LoadResult>;
}): Promise<SlipNoiseResult> {
  const { site, lessonPath, lessonCookie, duration, load } = opts;
  const width = 1600;
  // Pictures of their own (the same bytes twice are refused as a slip used before, unread).
  const SLIPS = 3;
  const noises = await Promise.all(
    Array.from({ length: SLIPS }, () => sharp(randomBytes(width * width * 3), { raw: { width, height: width, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer()),
  );
  const noise = noises[0]!;
  const url = `${site.url}${lessonPath}`;
  console.log(`\n▶ slip noise: ${lessonPath} alone, then beside ${(noise.length / 2 ** 20).toFixed(1)} MB noise slips, ${duration} s each`);
  const alone = await load(url, { cookie: lessonCookie }, duration);

  // Each slip's multipart body, made as a browser's form makes it.
  const bodies = await Promise.all(
    noises.map(async (bytes) => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "slip.png");
      const asSent = new Request(site.origin, { method: "POST", body: form });
      return { body: Buffer.from(await asSent.arrayBuffer()), type: asSent.headers.get("content-type")! };
    }),
  );

  const times: number[] = [];
  const status: Record<string, number> = {};
  let slipsDone = false;
  let firstSent!: () => void;
  const sent = new Promise<void>((resolve) => (firstSent = resolve));
  const slips = (async () => {
    while (times.length < SLIPS) {
      // A student of their own for each slip: the per-student limits on orders and slips stay out of it.
      const student = await signedInSession({ email: `bench-slip-${times.length}-${Date.now()}@example.com` }, { baseUrl: site.origin, authHost: site.authHost });
      const order = await newOrder(site, student.cookie);
      const started = performance.now();
      const { body, type } = bodies[times.length]!;
      const code = await postBody(`${site.origin}${order}`, body, { "Content-Type": type, Origin: site.origin, Cookie: student.cookie }, firstSent);
      times.push(performance.now() - started);
      status[code] = (status[code] ?? 0) + 1;
    }
  })();
  // The load starts once the first slip is wholly sent: the server works on it meanwhile.
  await sent;
  // Windows of the load, one after another, until every slip has its answer (at most 3 minutes):
  // a slip's work on the main thread may come late in its request, after the picture's encoding.
  void slips.finally(() => (slipsDone = true));
  const windows: LoadResult[] = [];
  const until = Date.now() + 180_000;
  do windows.push(await load(url, { cookie: lessonCookie }, Math.min(duration, 5)));
  while (!slipsDone && Date.now() < until);
  await slips;
  const during = {
    rps: round(windows.reduce((sum, w) => sum + w.rps, 0) / windows.length, 1),
    p50_ms: Math.max(...windows.map((w) => w.p50_ms)),
    p99_ms: Math.max(...windows.map((w) => w.p99_ms)),
    max_ms: Math.max(...windows.map((w) => w.max_ms)),
  };

  const sorted = [...times].sort((a, b) => a - b);
  const result: SlipNoiseResult = {
    name: "slip_noise",
    lesson_alone: pick(alone),
    lesson_during: during,
    slips: times.length,
    slip_bytes: noise.length,
    slip_p50_ms: round(sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, 0),
    slip_max_ms: round(sorted[sorted.length - 1] ?? 0, 0),
    slip_status: status,
  };
  console.log(
    `  lesson alone p50 ${alone.p50_ms} / p99 ${alone.p99_ms} ms (${alone.rps} req/s); beside ${result.slips} slips p50 ${during.p50_ms} / p99 ${during.p99_ms} ms (${during.rps} req/s); slips p50 ${result.slip_p50_ms} ms, max ${result.slip_max_ms} ms, ${JSON.stringify(status)}`,
  );
  return result;
}
