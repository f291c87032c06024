/**
 * `--articles N`: N extra published articles, generated (the same ones on every
 * run), written straight to the Firestore emulator in batches, to see how the
 * blog listing, its search and the sitemap scale. Each is checked against the
 * app's own article schema, so they are articles the site accepts.
 */
import { deleteApp, initializeApp } from "firebase-admin/app";
import { FieldValue, Timestamp, getFirestore } from "firebase-admin/firestore";
import { articleInputSchema, articleKind, type ArticleInput } from "../../app/content/article.ts";
import { CONTENT_VERSION_COLLECTION, CONTENT_VERSION_DOC } from "../../app/content/content-version.store.server.ts";
import { seededRandom } from "../../app/platform/seeded-random.ts";
import { assertDemoProject } from "../../harness/stack.ts";
import { DAY_MS } from "../../app/kernel/clock.ts";

/** Every generated article's slug starts with this. */
export const GENERATED_PREFIX = "bench-article-";

const TOPICS = [
  { tag: "ภาษาไทย", title: "การอ่านจับใจความ", words: ["คำควบกล้ำ", "วรรณยุกต์", "มาตราตัวสะกด", "คำราชาศัพท์", "สำนวนไทย"] },
  { tag: "คณิตศาสตร์", title: "โจทย์ปัญหาเศษส่วน", words: ["เศษส่วน", "ทศนิยม", "ร้อยละ", "สมการ", "เรขาคณิต"] },
  { tag: "ภาษาอังกฤษ", title: "คำศัพท์ที่ใช้บ่อย", words: ["grammar", "vocabulary", "tense", "phonics", "reading"] },
  { tag: "วิทยาศาสตร์", title: "การทดลองง่าย ๆ ที่บ้าน", words: ["แรงและการเคลื่อนที่", "พืช", "สารละลาย", "ระบบสุริยะ", "พลังงาน"] },
  { tag: "เทคนิคการเรียน", title: "วางแผนอ่านหนังสือสอบ", words: ["สมาธิ", "ตารางเวลา", "สรุปบทเรียน", "ทบทวน", "แรงจูงใจ"] },
  { tag: "สำหรับผู้ปกครอง", title: "ช่วยลูกทำการบ้าน", words: ["กำลังใจ", "กิจวัตร", "คำชม", "การพักผ่อน", "เวลาหน้าจอ"] },
] as const;

const LEVELS = ["ป.1", "ป.3", "ป.5", "ม.1", "ม.3", "ม.6"] as const;

const SENTENCES = [
  "น้อง ๆ หลายคนมักสับสนเรื่อง{w} เพราะยังไม่เห็นภาพรวมของบทเรียน",
  "ลองเริ่มจากตัวอย่างง่าย ๆ แล้วค่อยเพิ่มความยากทีละขั้น จะช่วยให้เข้าใจ{w}ได้เร็วขึ้น",
  "พี่แนะนำให้จดสรุป{w}สั้น ๆ ลงสมุดเล่มเล็ก แล้วหยิบมาทบทวนก่อนนอนทุกวัน",
  "ถ้าทำแบบฝึกหัดเรื่อง{w}ผิด ไม่ต้องกังวล ให้ดูว่าผิดตรงไหนแล้วลองทำใหม่อีกครั้ง",
  "การเรียน{w}ให้สนุกคือการเชื่อมโยงกับเรื่องรอบตัวที่น้องเจอในชีวิตประจำวัน",
  "ผู้ปกครองช่วยได้มากด้วยการถามคำถามชวนคิดเกี่ยวกับ{w} แทนการบอกคำตอบทันที",
  "ข้อสอบส่วนใหญ่มักถาม{w}ในรูปแบบโจทย์ประยุกต์ จึงควรฝึกอ่านโจทย์ให้ละเอียด",
  "ใช้เวลาวันละสิบห้านาทีกับ{w}อย่างสม่ำเสมอ ได้ผลดีกว่าอ่านรวดเดียวก่อนสอบ",
] as const;

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}

function paragraph(rnd: () => number, words: readonly string[], sentences: number): string {
  return Array.from({ length: sentences }, () => pick(rnd, SENTENCES).replace("{w}", pick(rnd, words))).join(" ");
}

/** The i-th generated article (1-based). */
function generatedArticle(i: number): ArticleInput {
  // Deterministic: every run writes the same articles.
  const rnd = seededRandom(i * 7919);
  const topic = TOPICS[i % TOPICS.length]!;
  const other = TOPICS[(i + 1 + Math.floor(rnd() * (TOPICS.length - 1))) % TOPICS.length]!;
  const level = pick(rnd, LEVELS);
  const focus = pick(rnd, topic.words);
  const sections = 3 + Math.floor(rnd() * 3);
  const body = [
    paragraph(rnd, topic.words, 3),
    ...Array.from({ length: sections }, (_, s) =>
      [
        `## ${s + 1}. ${pick(rnd, topic.words)}สำหรับ${level}`,
        paragraph(rnd, topic.words, 3 + Math.floor(rnd() * 3)),
        s % 2 === 0 ? `- ${pick(rnd, topic.words)}\n- ${pick(rnd, topic.words)}\n- ${pick(rnd, other.words)}` : paragraph(rnd, other.words, 2),
      ].join("\n\n"),
    ),
    `> ${paragraph(rnd, topic.words, 1)}`,
  ].join("\n\n");
  return {
    slug: `${GENERATED_PREFIX}${String(i).padStart(5, "0")}`,
    title: `${topic.title}: ${focus}สำหรับ${level} (ตอนที่ ${i})`,
    excerpt: paragraph(rnd, topic.words, 2).slice(0, 300),
    body,
    tags: [topic.tag, level, ...(rnd() < 0.5 ? [other.tag] : [])],
    cover: null,
    status: "published",
  };
}

const BATCH = 400;

/** Writes `count` generated published articles and bumps the content version once. */
export async function seedGeneratedArticles(opts: { projectId: string; firestoreHost: string; count: number }): Promise<void> {
  assertDemoProject(opts.projectId);
  process.env.FIRESTORE_EMULATOR_HOST = opts.firestoreHost;
  const app = initializeApp({ projectId: opts.projectId }, `bench-articles-${Date.now()}`);
  try {
    const db = getFirestore(app);
    // Spread over the past four years, one every ~1.5 days, newest a month ago.
    const newest = Date.now() - 30 * DAY_MS;
    for (let start = 1; start <= opts.count; start += BATCH) {
      const batch = db.batch();
      for (let i = start; i < Math.min(start + BATCH, opts.count + 1); i++) {
        const data = articleInputSchema.parse(generatedArticle(i));
        const at = Timestamp.fromMillis(newest - Math.round(i * 1.46 * DAY_MS));
        batch.set(db.collection(articleKind.collection).doc(data.slug), { ...data, createdAt: at, updatedAt: at, publishedAt: at });
      }
      await batch.commit();
    }
    await db
      .collection(CONTENT_VERSION_COLLECTION)
      .doc(CONTENT_VERSION_DOC)
      .set({ version: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  } finally {
    await deleteApp(app);
  }
}
