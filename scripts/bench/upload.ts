/**
 * The bench's upload case (docs/files.md): a phone photo of about 4 MB (4000 × 3000,
 * a blurred scene with sensor grain, EXIF with a GPS position, made here with sharp)
 * posted `count` times by the tutor through the real upload route
 * (`/admin/lessons/<id>/files`, multipart, as the form posts it without JavaScript),
 * one at a time: the server's CPU per upload (decode, turn upright, resize, re-encode,
 * thumbnail, hash, Firestore writes), its peak resident memory meanwhile, and the size
 * stored. Then the picture served on a free lesson: Firestore reads for the first
 * requests, and per view after (the process's cache of public files: none).
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { round, sampleRss, serverCpuMs } from "./load.ts";
import { sessionFor, type Site } from "./site.ts";

export interface UploadResult {
  name: "upload";
  uploads: number;
  photo_bytes: number;
  photo_pixels: string;
  stored_bytes: number;
  stored_pixels: string;
  /** The server processes' CPU (user + system) per upload. */
  server_cpu_ms_per_upload: number;
  /** Wall time of one upload, p50 and the largest. */
  p50_ms: number;
  max_ms: number;
  /** The server's resident memory before the uploads and its largest sampled during them (MB). */
  server_rss_before_mb: number | null;
  server_rss_peak_mb: number | null;
  /** Firestore reads of the picture's first requests (one per server process), and per view after `views` more. */
  first_views_reads: number | null;
  views: number;
  reads_per_view_after: number | null;
}

/**
 * Phone photos as a phone sends them: large, grainy (it does not compress away), with
 * the GPS position of where they were taken; each `photo(n)` differs in a few pixels
 * (a new file each time, never a reference to one stored before).
 */
async function phonePhotos(): Promise<(n: number) => Promise<Buffer>> {
  const [width, height] = [4000, 3000];
  const scene = await sharp(randomBytes(200 * 150 * 3), { raw: { width: 200, height: 150, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .blur(8)
    .raw()
    .toBuffer();
  const grain = randomBytes(width * height * 3);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, scene[i]! * 0.8 + 30 + (grain[i]! - 128) * 0.12));
  return (n) => {
    pixels.fill(n % 256, 0, 3 * 64);
    return sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .withExif({
        IFD0: { Make: "Apple", Model: "iPhone 13" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "13/1 45/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "100/1 31/1 0/1" },
      })
      .toBuffer();
  };
}

const ADMIN_UID = "demo-admin-1";

export async function benchUpload(opts: { site: Site; lessonId: string; count: number; reads: (() => Promise<number>) | null }): Promise<UploadResult> {
  const { site, lessonId, count, reads } = opts;
  const cookie = `session=${await sessionFor(site, ADMIN_UID)}`;
  const photo = await phonePhotos();
  const photos: Buffer[] = [];
  for (let n = 0; n <= count; n++) photos.push(await photo(n)); // one at a time: they share the pixels

  const url = `${site.url}/admin/lessons/${lessonId}/files`;
  console.log(`\n▶ upload: a ${(photos[0]!.length / 2 ** 20).toFixed(1)} MB phone photo × ${count} through ${url.replace(site.url, "")}`);
  const post = async (n: number) => {
    const form = new FormData();
    form.set("name", `ภาพถ่ายจากโทรศัพท์ ${n}`);
    form.set("file", new Blob([new Uint8Array(photos[n]!)], { type: "image/jpeg" }), `IMG_${1000 + n}.JPG`);
    const started = performance.now();
    // To the origin's address: Remix refuses an action whose Host and Origin differ.
    const res = await fetch(url.replace(site.url, site.origin), { method: "POST", body: form, redirect: "manual", headers: { Origin: site.origin, Cookie: cookie } });
    await res.arrayBuffer();
    if (res.status !== 302) throw new Error(`upload ${n} answered ${res.status}`);
    return performance.now() - started;
  };
  await post(0); // warm: sharp's first use, the Firestore channel
  const rss = sampleRss(site.server.pid, 20);
  const before = rss.mark();
  const cpu0 = serverCpuMs(site.server.pid);
  const times: number[] = [];
  for (let n = 1; n <= count; n++) times.push(await post(n));
  const cpu = serverCpuMs(site.server.pid) - cpu0;
  const peak = rss.mark();
  rss.stop();

  // The last upload's stored picture, as the free lesson's page lists it.
  const list = await (await fetch(url, { headers: { Cookie: cookie } })).text();
  const pictures = [...list.matchAll(/<a href="(\/files\/[0-9a-f]{64}\.jpg)">ภาพถ่ายจากโทรศัพท์ (\d+)<\/a>/g)];
  const last = pictures.find((m) => m[2] === String(count));
  if (!last) throw new Error("the uploaded photo is not listed");
  const picture = `${site.url}${last[1]}`;
  const fetchPicture = async () => {
    const res = await fetch(picture, { headers: { Connection: "close" } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${last[1]} answered ${res.status}`);
    return body;
  };
  // Each upload moved the content version (a lesson's list changed): every process reloads its content first.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  for (let i = 0; i < 10; i++) await (await fetch(`${site.url}/`, { headers: { Connection: "close" } })).arrayBuffer();
  const r0 = reads ? await reads() : 0;
  const stored = await fetchPicture();
  // One request per server process at most reads (new connections spread over the workers).
  for (let i = 0; i < 9; i++) await fetchPicture();
  const r1 = reads ? await reads() : 0;
  const views = 100;
  for (let i = 0; i < views; i++) await fetchPicture();
  const r2 = reads ? await reads() : 0;
  const meta = await sharp(stored).metadata();
  const sorted = [...times].sort((a, b) => a - b);
  const result: UploadResult = {
    name: "upload",
    uploads: count,
    photo_bytes: photos[0]!.length,
    photo_pixels: "4000x3000",
    stored_bytes: stored.length,
    stored_pixels: `${meta.width}x${meta.height}`,
    server_cpu_ms_per_upload: round(cpu / count, 1),
    p50_ms: round(sorted[Math.floor((sorted.length - 1) / 2)]!, 0),
    max_ms: round(sorted[sorted.length - 1]!, 0),
    server_rss_before_mb: before,
    server_rss_peak_mb: peak,
    first_views_reads: reads ? r1 - r0 : null,
    views,
    reads_per_view_after: reads ? round((r2 - r1) / views, 3) : null,
  };
  console.log(
    `  ${result.server_cpu_ms_per_upload} ms server CPU per upload (p50 ${result.p50_ms} ms), RSS ${before} → ${peak} MB; stored ${(stored.length / 1024).toFixed(0)} KB (${result.stored_pixels}); serving: ${result.first_views_reads} reads for the first 10 views, ${result.reads_per_view_after} per view after`,
  );
  return result;
}
