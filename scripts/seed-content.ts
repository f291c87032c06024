/**
 * Demo learning content for the emulators: Thai courses with lessons, Thai
 * articles across several tags, and progress for the demo students. Called by
 * `scripts/seed.ts` (npm run dev, npm test) after the demo accounts exist.
 *
 * Idempotent: fixed document ids and `set()`, so a second run leaves the same
 * documents (demo students' progress goes back to the seeded state). Every
 * document goes through the models' zod schemas first. The content version is
 * bumped so that running servers reload.
 *
 * Tests import the constants below (slugs, ids, the search word) rather than
 * repeating them.
 */
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { DEMO_ACCOUNTS } from "../app/platform/demo-accounts.ts";
import { articleInputSchema, articleKind, type ArticleInput } from "../app/content/article.ts";
import { CONTENT_VERSION_COLLECTION, CONTENT_VERSION_DOC } from "../app/content/content-version.store.server.ts";
import { courseInputSchema, courseKind, type CourseInput } from "../app/content/course.ts";
import { ENROLMENTS, enrolmentId } from "../app/learning/enrolment.store.server.ts";
import { lessonInputSchema, lessonKind, type LessonInput } from "../app/content/lesson.ts";

// ---------------------------------------------------------------- articles

export interface DemoArticle extends ArticleInput {
  id: string;
  /** YYYY-MM-DD, 09:00 Bangkok time. */
  date: string;
  /** A later edit date, when the article was updated. */
  updated?: string;
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    id: "article-reading-plan",
    slug: "plan-your-reading-week",
    title: "วางแผนอ่านหนังสือรายสัปดาห์ ฉบับคนขี้เกียจ",
    excerpt: "ไม่ต้องมีตารางสวยเป๊ะ แค่รู้ว่าสัปดาห์นี้จะอ่านอะไร วันละเท่าไร แล้วเผื่อวันพักไว้ด้วย",
    tags: ["จัดการเวลา", "เทคนิคการอ่าน"],
    date: "2025-01-06",
    status: "published",
    body: `ตอน ม.3 พี่เคยทำตารางอ่านหนังสือสีสวยมาก แปะไว้หน้าโต๊ะ แล้วก็ทำตามได้อยู่… สามวัน 😅 สิ่งที่พี่เรียนรู้คือ **ตารางที่ดีไม่ใช่ตารางที่ละเอียดที่สุด แต่เป็นตารางที่เราทำตามได้จริง**

## เริ่มจากภาพรวมของสัปดาห์

ทุกคืนวันอาทิตย์ พี่จะใช้เวลาแค่สิบนาทีเขียนสามอย่างลงกระดาษ

1. สัปดาห์นี้มีสอบย่อยหรือส่งงานอะไรบ้าง
2. วิชาไหนที่รู้สึกว่าตามไม่ทัน
3. วันไหนที่ว่างจริง ๆ (ไม่ใช่วันที่ "น่าจะว่าง")

## แบ่งเป็นก้อนเล็ก ๆ

แทนที่จะเขียนว่า "อ่านฟิสิกส์" ให้เขียนว่า "ทำโจทย์ความเร่ง 10 ข้อ" งานที่ชัดเจนเริ่มง่ายกว่าเยอะ และพอทำเสร็จก็ได้ขีดฆ่า รู้สึกดีมาก

## เผื่อวันพักไว้เสมอ

พี่เว้นวันเสาร์ครึ่งวันไว้เป็น "วันตามเก็บ" ถ้าสัปดาห์นั้นทำได้ครบ ครึ่งวันนั้นก็คือวันพักเต็ม ๆ ถ้าไม่ครบก็ยังมีที่ให้ตามทัน โดยไม่ต้องรู้สึกผิด

> แผนที่ยืดหยุ่นได้ ดีกว่าแผนที่สมบูรณ์แบบแต่พังตั้งแต่วันอังคาร`,
  },
  {
    id: "article-pomodoro",
    slug: "pomodoro-for-students",
    title: "เทคนิค Pomodoro: อ่าน 25 นาที พัก 5 นาที ได้ผลจริงไหม",
    excerpt: "พี่ลองใช้ Pomodoro มาทั้งเทอม มาเล่าให้ฟังว่าช่วยตรงไหน ไม่ช่วยตรงไหน และปรับยังไงให้เข้ากับตัวเอง",
    tags: ["จัดการเวลา", "เทคนิคการอ่าน"],
    date: "2025-01-15",
    status: "published",
    body: `Pomodoro คือการแบ่งเวลาเป็นรอบ ๆ รอบละ 25 นาที แล้วพัก 5 นาที ครบสี่รอบก็พักยาวหนึ่งครั้ง ฟังดูง่าย แต่พี่พบว่ามันช่วยเรื่องที่พี่แย่ที่สุด คือ **การเริ่ม**

## ทำไมถึงได้ผล

เวลาเห็นหนังสือเล่มหนา ๆ สมองจะบอกว่า "เดี๋ยวค่อยทำ" แต่ถ้าบอกตัวเองว่า "แค่ 25 นาทีเอง" มันง่ายกว่ากันเยอะ และพอเริ่มได้แล้ว ส่วนใหญ่ก็อยากทำต่อ

## สิ่งที่พี่ปรับ

- วิชาที่ต้องคิดยาว ๆ อย่างคณิตศาสตร์ พี่ขยายเป็นรอบละ 40 นาที เพราะ 25 นาทีมักจะตัดกลางโจทย์พอดี
- ช่วงพักห้ามจับโทรศัพท์ ให้ลุกไปเดิน ดื่มน้ำ หรือยืดเส้น
- จดไว้ว่าวันนี้ทำได้กี่รอบ จะเห็นความคืบหน้าของตัวเองชัดขึ้น

## ใครไม่เหมาะ

ถ้าน้องเป็นคนที่พอเข้าโฟกัสแล้วอ่านได้ยาวเป็นชั่วโมงอยู่แล้ว การโดนนาฬิกาขัดจังหวะอาจทำให้หลุดโฟกัสมากกว่าได้ ลองดูว่าแบบไหนเหมาะกับตัวเองที่สุด`,
  },
  {
    id: "article-active-recall",
    slug: "active-recall-beats-rereading",
    title: "อ่านซ้ำสามรอบ สู้ถามตัวเองรอบเดียวไม่ได้",
    excerpt: "Active recall คือการปิดหนังสือแล้วลองดึงความรู้ออกมาเอง วิธีที่ฟังดูเหนื่อยแต่จำได้นานกว่ามาก",
    tags: ["เทคนิคการอ่าน", "เตรียมสอบ"],
    date: "2025-01-27",
    status: "published",
    body: `หลายคนอ่านหนังสือด้วยการไล่อ่านซ้ำ ไฮไลต์ แล้วก็อ่านซ้ำอีก รู้สึกคุ้นเคยกับเนื้อหามากขึ้นเรื่อย ๆ แต่พอเจอข้อสอบกลับนึกไม่ออก นั่นเพราะ **ความคุ้นเคย ไม่เท่ากับ ความจำ**

## ลองแบบนี้

1. อ่านหัวข้อหนึ่งให้จบ
2. ปิดหนังสือ แล้วเขียนทุกอย่างที่จำได้ลงกระดาษเปล่า
3. เปิดหนังสือเทียบ ดูว่าลืมอะไร เข้าใจผิดตรงไหน
4. ทำซ้ำเฉพาะส่วนที่ลืม

## ตั้งคำถามให้ตัวเอง

ระหว่างอ่าน ให้เขียนคำถามไว้ข้างหน้า เช่น "ทำไมความเร่งถึงเป็นปริมาณเวกเตอร์" พอถึงวันทบทวน ก็แค่ตอบคำถามพวกนี้ให้ได้โดยไม่เปิดดู

วิธีนี้เหนื่อยกว่าการอ่านเฉย ๆ แน่นอน แต่ความเหนื่อยนั่นแหละคือสัญญาณว่าสมองกำลังทำงานจริง`,
  },
  {
    id: "article-focus",
    slug: "stay-focused-at-home",
    title: "อ่านหนังสือที่บ้านยังไงไม่ให้วอกแวก",
    excerpt: "โทรศัพท์ เตียง ขนม และเสียงทีวี ศัตรูตัวฉกาจของการอ่านหนังสือที่บ้าน กับวิธีที่พี่ใช้รับมือ",
    tags: ["เทคนิคการอ่าน", "แรงบันดาลใจ"],
    date: "2025-02-08",
    status: "published",
    body: `การอ่านหนังสือที่บ้านยากกว่าที่โรงเรียนหลายเท่า เพราะทุกอย่างรอบตัวล้วนสบายกว่าหนังสือ พี่เลยค่อย ๆ ลองหาวิธีจนได้ชุดที่ใช้ได้ผลกับตัวเอง

## จัดมุมให้ชัด

โต๊ะอ่านหนังสือต้องเป็นที่สำหรับอ่านหนังสืออย่างเดียว พี่ย้ายเกมกับโน้ตบุ๊กออกไปไว้ห้องอื่น แค่นี้ก็ช่วยได้มากแล้ว

## โทรศัพท์อยู่ไกลตัว

ไม่ใช่แค่คว่ำหน้าจอ แต่วางไว้อีกห้องเลย งานวิจัยหลายชิ้นบอกว่าแค่มีโทรศัพท์วางอยู่ในสายตา ก็ทำให้การจดจ่อแย่ลงแล้ว พี่ลองเองแล้วรู้สึกว่าการอ่านหนังสือให้มีสมาธินานขึ้นเกิดขึ้นจริงตั้งแต่สัปดาห์แรก

## บอกคนในบ้าน

บอกพ่อแม่หรือพี่น้องว่าช่วงไหนเป็นเวลาอ่านหนังสือ ทุกคนจะช่วยกันเบาเสียงลง และน้องก็จะรู้สึกว่ามีคนคอยเชียร์อยู่`,
  },
  {
    id: "article-mind-map",
    slug: "summarise-with-mind-maps",
    title: "สรุปบทเรียนด้วย Mind Map ให้เห็นภาพรวมในหน้าเดียว",
    excerpt: "วิธีทำแผนผังความคิดแบบง่าย ๆ ไม่ต้องวาดเก่ง ใช้ได้ทั้งวิชาวิทย์ สังคม และภาษา",
    tags: ["เทคนิคการอ่าน", "เตรียมสอบ"],
    date: "2025-02-19",
    updated: "2025-03-02",
    status: "published",
    body: `Mind Map คือการเขียนหัวข้อหลักไว้ตรงกลาง แล้วแตกกิ่งออกไปเป็นหัวข้อย่อย ข้อดีคือเห็นว่าแต่ละเรื่องเชื่อมกันยังไง ซึ่งการจดแบบเป็นบรรทัดมักมองไม่เห็น

## ขั้นตอนของพี่

1. เขียนชื่อบทไว้กลางกระดาษแนวนอน
2. แตกกิ่งหลักตามหัวข้อใหญ่ในหนังสือ ไม่เกิน 5–7 กิ่ง
3. ในแต่ละกิ่ง ใช้คำสั้น ๆ หรือสูตร ไม่ต้องเขียนเป็นประโยค
4. ใช้สีแยกกิ่ง และวาดรูปเล็ก ๆ ตรงที่ชอบลืม

## เคล็ดลับ

ทำ Mind Map **หลัง** จากอ่านจบแล้วลองนึกเอง จะได้ฝึกดึงความจำไปด้วย ถ้าทำระหว่างอ่านมักจะกลายเป็นการลอกหนังสือ

| วิชา | กิ่งหลักที่พี่ใช้ |
| --- | --- |
| ชีววิทยา | โครงสร้าง, หน้าที่, กระบวนการ, ตัวอย่าง |
| สังคมศึกษา | สาเหตุ, เหตุการณ์, ผลลัพธ์, บุคคลสำคัญ |
| ภาษาอังกฤษ | คำศัพท์, โครงสร้างประโยค, ตัวอย่าง |`,
  },
  {
    id: "article-exam-week",
    slug: "exam-week-checklist",
    title: "เช็กลิสต์สัปดาห์สอบ: ก่อนสอบ 7 วันควรทำอะไรบ้าง",
    excerpt: "ไล่ทีละวันตั้งแต่ทบทวนภาพรวม ทำข้อสอบเก่า ไปจนถึงคืนก่อนสอบที่ควรนอนให้พอ",
    tags: ["เตรียมสอบ", "จัดการเวลา"],
    date: "2025-03-03",
    status: "published",
    body: `สัปดาห์สุดท้ายก่อนสอบไม่ใช่เวลาเรียนเรื่องใหม่ แต่เป็นเวลาเก็บรายละเอียดและสร้างความมั่นใจ

## 7–5 วันก่อนสอบ

- [x] รวบรวมชีตและการบ้านทั้งหมดไว้ที่เดียว
- [x] ทำ Mind Map ภาพรวมของแต่ละบท
- [ ] จดหัวข้อที่ยังไม่มั่นใจไว้เป็นลิสต์

## 4–2 วันก่อนสอบ

ทำข้อสอบเก่าแบบจับเวลาจริง แล้วตรวจอย่างละเอียด ข้อที่ผิดให้จดว่าผิดเพราะอะไร: ไม่รู้เนื้อหา อ่านโจทย์ผิด หรือคำนวณพลาด

## คืนก่อนสอบ

ทบทวนเบา ๆ จากสรุปของตัวเองเท่านั้น เตรียมอุปกรณ์ให้พร้อม แล้ว **นอนให้พอ** สมองที่ได้พักจะดึงความจำออกมาได้ดีกว่าสมองที่อดนอนมาอ่านเพิ่มอีกสองชั่วโมง`,
  },
  {
    id: "article-math-mistakes",
    slug: "common-math-mistakes",
    title: "5 จุดพลาดยอดฮิตในข้อสอบคณิตศาสตร์ ม.ปลาย",
    excerpt: "เครื่องหมายลบหาย ลืมเงื่อนไขของตัวแปร อ่านโจทย์ไม่ครบ และอีกสองเรื่องที่พี่เห็นน้อง ๆ พลาดบ่อยที่สุด",
    tags: ["คณิตศาสตร์", "เตรียมสอบ"],
    date: "2025-03-14",
    status: "published",
    body: `จากที่พี่ตรวจการบ้านให้น้อง ๆ มาหลายปี ข้อผิดพลาดส่วนใหญ่ไม่ได้มาจากการไม่รู้เนื้อหา แต่มาจากความรีบ

## 1. เครื่องหมายลบหายระหว่างทาง

โดยเฉพาะตอนกระจายวงเล็บ เช่น \`-(x - 3)\` ต้องได้ \`-x + 3\` ไม่ใช่ \`-x - 3\`

## 2. ลืมเงื่อนไขของตัวแปร

หารด้วยตัวแปรได้ก็ต่อเมื่อตัวแปรนั้นไม่เป็นศูนย์ ถอดรากที่สองต้องคิดทั้งค่าบวกและลบ

## 3. อ่านโจทย์ไม่ครบ

โจทย์ถาม "ผลบวกของคำตอบทั้งหมด" แต่เราตอบแค่คำตอบเดียว ขีดเส้นใต้สิ่งที่โจทย์ถามทุกครั้ง

## 4. ไม่ตรวจคำตอบกับโจทย์

ได้คำตอบแล้วลองแทนค่ากลับ ใช้เวลาไม่ถึงนาทีแต่ช่วยได้หลายคะแนน

## 5. ติดข้อยากนานเกินไป

ข้อไหนคิดเกินสามนาทีให้ข้ามไปก่อน แล้วค่อยกลับมาทีหลัง`,
  },
  {
    id: "article-english-vocab",
    slug: "learn-english-vocabulary",
    title: "จำศัพท์ภาษาอังกฤษให้ได้วันละ 10 คำแบบไม่ต้องท่อง",
    excerpt: "จำศัพท์จากประโยคจริง ทบทวนแบบเว้นระยะ และใช้ศัพท์ใหม่ทันที สามหลักที่ทำให้ศัพท์ติดหัวนานขึ้น",
    tags: ["ภาษาอังกฤษ", "เทคนิคการอ่าน"],
    date: "2025-03-26",
    status: "published",
    body: `พี่เคยท่องศัพท์จากลิสต์ยาว ๆ ทีละร้อยคำ ผ่านไปสัปดาห์เดียวลืมเกือบหมด จนมาเปลี่ยนวิธีเป็นแบบนี้

## จำจากประโยค ไม่ใช่จากลิสต์

เวลาเจอคำใหม่ ให้จดทั้งประโยคที่เจอ เช่น *"The results were **remarkable**."* สมองจำบริบทได้ดีกว่าคำโดด ๆ

## ทบทวนแบบเว้นระยะ

ทบทวนคำเดิมในวันที่ 1, 3, 7 และ 14 หลังจากเจอครั้งแรก แอปอย่าง [Anki](https://apps.ankiweb.net/) ช่วยจัดรอบให้อัตโนมัติ

## ใช้ให้เร็วที่สุด

ลองแต่งประโยคของตัวเองด้วยศัพท์ใหม่ หรือพูดออกเสียงกับเพื่อน ศัพท์ที่ได้ใช้จริงจะกลายเป็นของเราเร็วกว่าศัพท์ที่แค่อ่านผ่าน`,
  },
  {
    id: "article-physics-graphs",
    slug: "reading-motion-graphs",
    title: "อ่านกราฟการเคลื่อนที่ให้เป็น ใน 10 นาที",
    excerpt: "ความชันของกราฟบอกอะไร พื้นที่ใต้กราฟบอกอะไร สรุปสั้น ๆ สำหรับคนที่งงกราฟ s-t และ v-t",
    tags: ["ฟิสิกส์", "เตรียมสอบ"],
    date: "2025-04-07",
    status: "published",
    body: `กราฟการเคลื่อนที่เป็นเรื่องที่ออกสอบแทบทุกครั้ง และเป็นเรื่องที่จำแค่สองหลักก็ทำได้เกือบทุกข้อ

## หลักที่ 1: ความชัน

- ความชันของกราฟ **การกระจัด–เวลา** คือ ความเร็ว
- ความชันของกราฟ **ความเร็ว–เวลา** คือ ความเร่ง

## หลักที่ 2: พื้นที่ใต้กราฟ

- พื้นที่ใต้กราฟ **ความเร็ว–เวลา** คือ การกระจัด
- พื้นที่ใต้กราฟ **ความเร่ง–เวลา** คือ ความเร็วที่เปลี่ยนไป

## ลองฝึก

ถ้ากราฟความเร็ว–เวลาเป็นเส้นตรงขนานแกนเวลา แปลว่าอะไร? คำตอบคือ ความเร็วคงตัว ความเร่งเป็นศูนย์ ส่วนพื้นที่ใต้กราฟก็คือการกระจัดนั่นเอง

ถ้าอยากฝึกเพิ่ม มีบทเรียนเรื่องนี้ในคอร์สฟิสิกส์ของพี่ด้วยนะ`,
  },
  {
    id: "article-motivation",
    slug: "when-you-feel-like-giving-up",
    title: "วันที่รู้สึกว่าตัวเองไม่เก่งพอ",
    excerpt: "เรื่องเล่าจากวันที่พี่สอบตกคณิตศาสตร์ตอน ม.1 และสิ่งที่ทำให้พี่กลับมาชอบวิชานี้ได้",
    tags: ["แรงบันดาลใจ"],
    date: "2025-04-21",
    status: "published",
    body: `ตอน ม.1 พี่ได้คะแนนสอบกลางภาคคณิตศาสตร์ 8 เต็ม 30 จำได้ว่ากลับบ้านไปร้องไห้ และคิดว่าตัวเองคงไม่ใช่คนที่เก่งเลข

## สิ่งที่เปลี่ยนไป

ครูคณิตศาสตร์เรียกพี่ไปคุย ไม่ได้ดุ แต่ถามว่า "ข้อไหนที่หนูเกือบทำได้" พี่เลยรู้ว่าจริง ๆ พี่ไม่ได้ไม่รู้ทั้งหมด แค่ขาดพื้นฐานบางเรื่อง

## ค่อย ๆ เติมทีละนิด

พี่กลับไปทวนเรื่องเศษส่วนกับสมการของ ป.6 ใหม่หมด ทำโจทย์ง่าย ๆ วันละนิด จนสอบปลายภาคได้ 21 คะแนน ไม่ได้สูงมาก แต่เป็นครั้งแรกที่รู้สึกว่า "เราทำได้"

> ความเก่งไม่ได้เกิดจากการไม่เคยพลาด แต่เกิดจากการพลาดแล้วกลับมาลองใหม่

ถ้าวันนี้น้องรู้สึกไม่เก่งพอ ลองถามตัวเองแบบที่ครูถามพี่ดูนะ ว่าข้อไหนที่เกือบทำได้`,
  },
  {
    id: "article-note-taking",
    slug: "cornell-note-taking",
    title: "จดโน้ตแบบ Cornell ให้การทบทวนง่ายขึ้นครึ่งหนึ่ง",
    excerpt: "แบ่งหน้ากระดาษเป็นสามส่วน จดในห้อง ตั้งคำถามหลังเลิกเรียน และสรุปท้ายหน้า วิธีจดที่ทำให้ทบทวนได้เร็ว",
    tags: ["เทคนิคการอ่าน", "เตรียมสอบ"],
    date: "2025-05-05",
    status: "published",
    body: `การจดแบบ Cornell แบ่งกระดาษหนึ่งหน้าออกเป็นสามส่วน ซึ่งแต่ละส่วนมีหน้าที่ของมันเอง

## สามส่วนของหน้ากระดาษ

1. **ช่องขวา (กว้าง)**: จดเนื้อหาระหว่างเรียน
2. **ช่องซ้าย (แคบ)**: หลังเลิกเรียน เขียนคำถามหรือคำสำคัญของแต่ละย่อหน้า
3. **ช่องล่าง**: สรุปทั้งหน้าด้วยคำพูดของตัวเองไม่เกินสามบรรทัด

## ตอนทบทวน

ปิดช่องขวาไว้ แล้วตอบคำถามในช่องซ้ายให้ได้ เป็นการทวนความจำแบบถามตัวเองไปในตัว ทำให้ไม่ต้องอ่านโน้ตทั้งหน้าซ้ำ`,
  },
  {
    id: "article-english-reading",
    slug: "english-reading-exam-tips",
    title: "ทำข้อสอบ Reading ภาษาอังกฤษให้ทันเวลา",
    excerpt: "อ่านคำถามก่อนหรืออ่านบทความก่อน? เทคนิคจัดเวลาและเลือกข้อที่พี่ใช้ในการสอบจริง",
    tags: ["ภาษาอังกฤษ", "เตรียมสอบ"],
    date: "2025-05-19",
    status: "published",
    body: `ข้อสอบ Reading ส่วนใหญ่ไม่ได้ยากเพราะศัพท์ แต่ยากเพราะเวลาไม่พอ พี่เลยแบ่งขั้นตอนแบบนี้

## 1. อ่านคำถามก่อนแบบเร็ว ๆ

ยังไม่ต้องอ่านตัวเลือก ดูแค่ว่าแต่ละข้อถามอะไร จะได้รู้ว่ากำลังหาอะไรในบทความ

## 2. Skim บทความ

อ่านย่อหน้าแรก ประโยคแรกของแต่ละย่อหน้า และย่อหน้าสุดท้าย จะได้ใจความหลักเกือบทั้งหมด

## 3. Scan หาคำตอบ

กลับไปที่คำถาม แล้วกวาดตาหาคำสำคัญหรือตัวเลขในบทความ อ่านละเอียดเฉพาะช่วงนั้น

## แบ่งเวลา

ถ้ามี 5 บทความใน 50 นาที ให้เวลาบทความละไม่เกิน 9 นาที เหลือ 5 นาทีสุดท้ายไว้ตรวจ ข้อที่ไม่แน่ใจให้เดาไว้ก่อน อย่าปล่อยว่าง`,
  },
  {
    id: "article-sleep",
    slug: "sleep-and-memory",
    title: "นอนน้อยแล้วอ่านเยอะ ไม่ได้ช่วยให้จำได้มากขึ้น",
    excerpt: "ทำไมการนอนถึงสำคัญกับความจำ และตารางนอนที่พี่ใช้ช่วงเตรียมสอบเข้ามหาวิทยาลัย",
    tags: ["แรงบันดาลใจ", "จัดการเวลา"],
    date: "2025-06-02",
    status: "published",
    body: `ช่วงเตรียมสอบ พี่เคยอ่านถึงตีสองติดกันเกือบสัปดาห์ ผลคือวันสอบหัวตื้อ นึกสูตรที่ท่องมาไม่ออก

## สมองจัดระเบียบความจำตอนนอน

ระหว่างหลับ สมองจะทบทวนและย้ายสิ่งที่เรียนมาทั้งวันไปเก็บเป็นความจำระยะยาว ถ้าอดนอน สิ่งที่อ่านมาก็เหมือนยังไม่ได้กดบันทึก

## ตารางที่พี่ใช้

- เข้านอนไม่เกินห้าทุ่ม ตื่นหกโมงครึ่ง
- ก่อนนอนหนึ่งชั่วโมงเลิกใช้หน้าจอ เปลี่ยนมาทวนสรุปบนกระดาษแทน
- วันหยุดตื่นเวลาเดิม ไม่นอนชดเชยจนเที่ยง

ลองดูสักสองสัปดาห์ น้องจะรู้สึกได้ว่าอ่านหนังสือแล้วเข้าหัวมากขึ้นจริง ๆ`,
  },
  {
    id: "article-draft-chemistry",
    slug: "chemistry-mole-concept",
    title: "(ร่าง) โมลกับการคำนวณในเคมี",
    excerpt: "บทความที่พี่กำลังเขียน ยังไม่เผยแพร่",
    tags: ["เคมี"],
    date: "2025-06-10",
    status: "draft",
    body: "ร่างบทความ: ยังไม่เผยแพร่",
  },
];

/** A Thai word that occurs mid-sentence in exactly one published article's body (not in any title). */
export const SEARCH_WORD = "สมาธิ";
export const SEARCH_WORD_ARTICLE = "stay-focused-at-home";

// ---------------------------------------------------------------- courses and lessons

export interface DemoCourse extends CourseInput {
  id: string;
  date: string;
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    id: "course-math-m4",
    slug: "math-m4-sets-and-logic",
    title: "คณิตศาสตร์ ม.4: เซตและตรรกศาสตร์",
    summary: "ปูพื้นเรื่องเซตและตรรกศาสตร์ให้แน่น ตั้งแต่การเขียนเซต แผนภาพเวนน์ ไปจนถึงตารางค่าความจริงและการอ้างเหตุผล",
    level: "beginner",
    icon: "📐",
    order: 1,
    featured: true,
    status: "published",
    date: "2025-01-03",
    description: `คอร์สนี้เหมาะกับน้อง ม.4 ที่เพิ่งเริ่มเรียน หรือน้อง ม.5–6 ที่อยากกลับมาทวนพื้นฐานก่อนสอบ

## น้องจะได้อะไร

- เขียนเซตได้ทั้งแบบแจกแจงสมาชิกและแบบบอกเงื่อนไข
- ใช้แผนภาพเวนน์แก้โจทย์ปัญหาได้อย่างมั่นใจ
- สร้างตารางค่าความจริงและตรวจสอบสัจนิรันดร์ได้

## เรียนยังไง

แต่ละบทมีคำอธิบายสั้น ๆ ตัวอย่าง และโจทย์ให้ลองทำ ใช้เวลาบทละไม่เกินครึ่งชั่วโมง เรียนจบแล้วกดทำเครื่องหมายไว้ จะได้รู้ว่าเหลืออีกกี่บท`,
  },
  {
    id: "course-english-reading",
    slug: "english-reading-skills",
    title: "อ่านภาษาอังกฤษให้เร็วและจับใจความได้",
    summary: "ฝึก Skimming, Scanning และการเดาศัพท์จากบริบท เพื่อทำข้อสอบ Reading ให้ทันเวลาและได้คะแนน",
    level: "intermediate",
    icon: "📖",
    order: 2,
    featured: true,
    status: "published",
    date: "2025-02-01",
    description: `ข้อสอบภาษาอังกฤษเกือบทุกสนามมีพาร์ต Reading เป็นส่วนใหญ่ คอร์สนี้รวมเทคนิคที่พี่ใช้จริงในการอ่านให้เร็วขึ้นโดยไม่พลาดใจความ

## เหมาะกับใคร

น้องที่รู้ศัพท์พื้นฐานแล้ว แต่อ่านช้า หรือทำข้อสอบไม่ทันเวลา

## หลังเรียนจบ

- แยกใจความหลักกับรายละเอียดได้
- หาคำตอบในบทความยาว ๆ ได้ไวขึ้น
- เดาความหมายคำศัพท์ที่ไม่รู้จากบริบทรอบ ๆ ได้`,
  },
  {
    id: "course-physics-motion",
    slug: "physics-m4-linear-motion",
    title: "ฟิสิกส์ ม.4: การเคลื่อนที่แนวตรง",
    summary: "เข้าใจระยะทาง การกระจัด ความเร็ว และความเร่งแบบเห็นภาพ พร้อมอ่านกราฟและใช้สมการการเคลื่อนที่ได้คล่อง",
    level: "intermediate",
    icon: "🚀",
    order: 3,
    featured: true,
    status: "published",
    date: "2025-03-01",
    description: `การเคลื่อนที่แนวตรงเป็นบทแรกของฟิสิกส์ ม.ปลาย และเป็นพื้นฐานของแทบทุกบทที่ตามมา

## ในคอร์สนี้

1. ปริมาณสเกลาร์และเวกเตอร์
2. ระยะทาง การกระจัด อัตราเร็ว และความเร็ว
3. ความเร่ง
4. กราฟการเคลื่อนที่
5. สมการการเคลื่อนที่ด้วยความเร่งคงตัว

สองบทแรกเปิดให้ดูฟรี ลองเรียนก่อนได้เลย`,
  },
  {
    id: "course-study-skills",
    slug: "study-skills-101",
    title: "เรียนอย่างไรให้ได้ผล: ทักษะการเรียนฉบับรุ่นพี่",
    summary: "วางแผนการอ่าน จดโน้ต ทบทวน และเตรียมตัวสอบอย่างเป็นระบบ ใช้ได้กับทุกวิชา",
    level: "beginner",
    icon: "🧠",
    order: 4,
    featured: false,
    status: "published",
    date: "2025-04-01",
    description: `คอร์สนี้ไม่ได้สอนเนื้อหาวิชาไหนโดยเฉพาะ แต่สอน **วิธีเรียน** ที่ใช้ได้กับทุกวิชา รวบรวมจากบทความที่น้อง ๆ ถามถึงบ่อยที่สุด มาเรียงเป็นขั้นตอน`,
  },
  {
    id: "course-chemistry-draft",
    slug: "chemistry-m4-atoms",
    title: "(ร่าง) เคมี ม.4: อะตอมและตารางธาตุ",
    summary: "คอร์สที่กำลังเตรียม ยังไม่เปิดให้เรียน",
    level: "beginner",
    icon: "⚗️",
    order: 5,
    featured: false,
    status: "draft",
    date: "2025-06-01",
    description: "ร่างคอร์ส",
  },
];

export interface DemoLesson extends LessonInput {
  id: string;
  order: number;
}

const lesson = (l: DemoLesson) => l;

export const DEMO_LESSONS: DemoLesson[] = [
  // คณิตศาสตร์ ม.4
  lesson({
    id: "math-01",
    courseId: "course-math-m4",
    order: 1,
    title: "เซตคืออะไร และการเขียนเซต",
    durationMinutes: 18,
    freePreview: true,
    videoUrl: "https://www.youtube.com/watch?v=Xn4pMpE4fKo",
    status: "published",
    notes: `**เซต** คือกลุ่มของสิ่งต่าง ๆ ที่เราบอกได้แน่นอนว่าอะไรอยู่ในกลุ่ม อะไรไม่อยู่ สิ่งที่อยู่ในเซตเรียกว่า **สมาชิก**

## การเขียนเซตสองแบบ

1. **แบบแจกแจงสมาชิก** เช่น \`A = {1, 2, 3, 4}\`
2. **แบบบอกเงื่อนไข** เช่น \`A = {x | x เป็นจำนวนเต็มบวกที่น้อยกว่า 5}\`

## ลองทำ

เขียนเซตของสระในภาษาอังกฤษทั้งสองแบบ แล้วตรวจดูว่าได้สมาชิกเท่ากันไหม`,
  }),
  lesson({
    id: "math-02",
    courseId: "course-math-m4",
    order: 2,
    title: "ยูเนียน อินเตอร์เซกชัน และคอมพลีเมนต์",
    durationMinutes: 22,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `การดำเนินการของเซตมีสามแบบหลักที่ต้องรู้

- **ยูเนียน (A ∪ B)**: สมาชิกที่อยู่ใน A หรือ B หรือทั้งสอง
- **อินเตอร์เซกชัน (A ∩ B)**: สมาชิกที่อยู่ทั้งใน A และ B
- **คอมพลีเมนต์ (A′)**: สมาชิกในเอกภพสัมพัทธ์ที่ไม่อยู่ใน A

## ตัวอย่าง

ถ้า $A = \\{1, 2, 3\\}$ และ $B = \\{2, 3, 4\\}$ จะได้ $A \\cup B = \\{1, 2, 3, 4\\}$ และ $A \\cap B = \\{2, 3\\}$

จำนวนสมาชิกของยูเนียนหาได้จาก

$$n(A \\cup B) = n(A) + n(B) - n(A \\cap B)$$`,
  }),
  lesson({
    id: "math-03",
    courseId: "course-math-m4",
    order: 3,
    title: "แผนภาพเวนน์กับโจทย์ปัญหา",
    durationMinutes: 25,
    freePreview: false,
    videoUrl: "https://www.youtube.com/watch?v=tR2LqQy9k0w",
    status: "published",
    notes: `โจทย์ปัญหาเรื่องเซตส่วนใหญ่แก้ได้ด้วยการวาดแผนภาพเวนน์ แล้วเติมตัวเลขจาก **ตรงกลางออกมาข้างนอก**

## ขั้นตอน

1. วาดวงกลมตามจำนวนเซต
2. เติมจำนวนสมาชิกของส่วนที่ซ้อนกันมากที่สุดก่อน
3. ค่อย ๆ หักลบออกไปหาส่วนที่เหลือ

> สูตร n(A ∪ B) = n(A) + n(B) − n(A ∩ B) ใช้ตรวจคำตอบได้เสมอ`,
  }),
  lesson({
    id: "math-04",
    courseId: "course-math-m4",
    order: 4,
    title: "ประพจน์และตัวเชื่อม",
    durationMinutes: 20,
    freePreview: true,
    videoUrl: null,
    status: "published",
    notes: `**ประพจน์** คือประโยคที่บอกได้ว่าเป็นจริงหรือเท็จอย่างใดอย่างหนึ่ง เช่น "2 + 3 = 5" เป็นประพจน์ที่เป็นจริง ส่วน "ช่วยปิดประตูหน่อย" ไม่ใช่ประพจน์

## ตัวเชื่อมทั้งห้า

| ตัวเชื่อม | สัญลักษณ์ | อ่านว่า |
| --- | :-: | --- |
| และ | ∧ | p และ q |
| หรือ | ∨ | p หรือ q |
| ถ้า…แล้ว | → | ถ้า p แล้ว q |
| ก็ต่อเมื่อ | ↔ | p ก็ต่อเมื่อ q |
| นิเสธ | ∼ | ไม่ใช่ p |`,
  }),
  lesson({
    id: "math-05",
    courseId: "course-math-m4",
    order: 5,
    title: "ตารางค่าความจริง",
    durationMinutes: 24,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `ตารางค่าความจริงช่วยให้เห็นค่าความจริงของประพจน์ในทุกกรณี ถ้ามีประพจน์ย่อย n ตัว จะมีทั้งหมด 2ⁿ กรณี

## จุดที่ต้องระวัง

ประพจน์ **p → q** เป็นเท็จได้กรณีเดียว คือ p จริงแต่ q เท็จ กรณีอื่นเป็นจริงทั้งหมด รวมถึงตอนที่ p เป็นเท็จด้วย`,
  }),
  lesson({
    id: "math-06",
    courseId: "course-math-m4",
    order: 6,
    title: "สัจนิรันดร์และการอ้างเหตุผล",
    durationMinutes: 28,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `**สัจนิรันดร์** คือประพจน์ที่เป็นจริงทุกกรณี ตรวจได้สองวิธี

1. สร้างตารางค่าความจริงให้ครบทุกกรณี
2. สมมติให้เป็นเท็จ แล้วหาข้อขัดแย้ง (เร็วกว่ามากเมื่อมีประพจน์ย่อยหลายตัว)

การอ้างเหตุผลจะ **สมเหตุสมผล** เมื่อ (เหตุทั้งหมดเชื่อมด้วย "และ") → ผล เป็นสัจนิรันดร์`,
  }),
  // ภาษาอังกฤษ
  lesson({
    id: "eng-01",
    courseId: "course-english-reading",
    order: 1,
    title: "Skimming: อ่านกวาดหาใจความหลัก",
    durationMinutes: 15,
    freePreview: true,
    videoUrl: "https://youtu.be/Kq5mW0hKpZs",
    status: "published",
    notes: `Skimming คือการอ่านแบบกวาดตาเพื่อจับ **ใจความหลัก** ไม่ใช่รายละเอียด

## อ่านตรงไหนบ้าง

- ชื่อเรื่องและหัวข้อย่อย
- ประโยคแรกของทุกย่อหน้า (topic sentence)
- ย่อหน้าสุดท้าย

ลองจับเวลา skim บทความหนึ่งหน้าให้จบใน 1 นาที แล้วเล่าใจความหลักออกมาเป็นภาษาไทยหนึ่งประโยค`,
  }),
  lesson({
    id: "eng-02",
    courseId: "course-english-reading",
    order: 2,
    title: "Scanning: หาข้อมูลเฉพาะจุดให้ไว",
    durationMinutes: 15,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `Scanning คือการกวาดตาหา **ข้อมูลเฉพาะ** เช่น ตัวเลข ชื่อคน ปี หรือคำสำคัญจากคำถาม

เคล็ดลับคือรู้ก่อนว่ากำลังหาอะไร แล้วมองหารูปร่างของคำนั้น เช่น ตัวเลข ตัวพิมพ์ใหญ่ หรือเครื่องหมายคำพูด`,
  }),
  lesson({
    id: "eng-03",
    courseId: "course-english-reading",
    order: 3,
    title: "เดาความหมายศัพท์จากบริบท",
    durationMinutes: 20,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `เจอคำที่ไม่รู้ อย่าเพิ่งหยุด ให้ดูคำรอบ ๆ ก่อน

- **คำนิยามตรง ๆ**: *"A **nomad**, a person who moves from place to place, …"*
- **คำตรงข้าม**: *"Unlike his **timid** sister, Tom was brave."*
- **ตัวอย่าง**: *"**Citrus** fruits such as oranges and lemons…"*`,
  }),
  lesson({
    id: "eng-04",
    courseId: "course-english-reading",
    order: 4,
    title: "Reference words: it, this, they หมายถึงอะไร",
    durationMinutes: 18,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `ข้อสอบชอบถามว่าคำอย่าง *it*, *this*, *they*, *which* ในบรรทัดที่เท่าไรหมายถึงอะไร วิธีหาคือ **ย้อนกลับไปหาคำนามที่ใกล้ที่สุด** ที่เข้ากันได้ทั้งจำนวนและความหมาย แล้วลองแทนค่ากลับเข้าไปในประโยค`,
  }),
  lesson({
    id: "eng-05",
    courseId: "course-english-reading",
    order: 5,
    title: "ฝึกทำข้อสอบ Reading แบบจับเวลา",
    durationMinutes: 30,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `บทสุดท้าย รวมทุกเทคนิคมาใช้กับข้อสอบจริง

1. อ่านคำถามก่อน (1 นาที)
2. Skim บทความ (2 นาที)
3. Scan หาคำตอบทีละข้อ (5 นาที)
4. ตรวจข้อที่ไม่แน่ใจ (1 นาที)

ทำบทความฝึกสามบทความ แล้วจดเวลาที่ใช้จริงไว้เทียบกันในสัปดาห์หน้า`,
  }),
  // ฟิสิกส์
  lesson({
    id: "phy-01",
    courseId: "course-physics-motion",
    order: 1,
    title: "ปริมาณสเกลาร์และปริมาณเวกเตอร์",
    durationMinutes: 16,
    freePreview: true,
    videoUrl: "https://www.youtube.com/watch?v=Jb0hS4pLmQe",
    status: "published",
    notes: `ปริมาณทางฟิสิกส์แบ่งเป็นสองแบบ

- **สเกลาร์**: มีแค่ขนาด เช่น มวล เวลา ระยะทาง อัตราเร็ว
- **เวกเตอร์**: มีทั้งขนาดและทิศทาง เช่น การกระจัด ความเร็ว ความเร่ง แรง

จำง่าย ๆ: ถ้าถามว่า "ไปทางไหน" แล้วคำตอบมีความหมาย ปริมาณนั้นเป็นเวกเตอร์`,
  }),
  lesson({
    id: "phy-02",
    courseId: "course-physics-motion",
    order: 2,
    title: "ระยะทาง การกระจัด อัตราเร็ว และความเร็ว",
    durationMinutes: 22,
    freePreview: true,
    videoUrl: null,
    status: "published",
    notes: `เดินจากบ้านไปร้านค้า 300 เมตร แล้วเดินกลับบ้าน

- **ระยะทาง** = 600 เมตร (ความยาวทั้งหมดที่เดิน)
- **การกระจัด** = 0 เมตร (จุดเริ่มกับจุดจบคือที่เดียวกัน)

อัตราเร็วเฉลี่ย = ระยะทาง ÷ เวลา ส่วนความเร็วเฉลี่ย = การกระจัด ÷ เวลา

$$v_{\\text{เฉลี่ย}} = \\frac{\\Delta x}{\\Delta t} \\qquad \\text{อัตราเร็วเฉลี่ย} = \\frac{s}{t}$$

ถ้าเดินไปกลับใช้เวลา $t = 10$ นาที หรือ $600\\,\\text{s}$ จะได้อัตราเร็วเฉลี่ย $\\frac{600\\,\\text{m}}{600\\,\\text{s}} = 1\\,\\text{m/s}$ แต่ความเร็วเฉลี่ยเป็น $0$ เพราะ $\\Delta x = 0$`,
  }),
  lesson({
    id: "phy-03",
    courseId: "course-physics-motion",
    order: 3,
    title: "ความเร่ง",
    durationMinutes: 20,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `**ความเร่ง** คือความเร็วที่เปลี่ยนไปในหนึ่งหน่วยเวลา มีหน่วยเป็นเมตรต่อวินาทียกกำลังสอง (m/s²)

ความเร่งเป็นลบไม่ได้แปลว่า "ช้าลง" เสมอไป แต่แปลว่ามีทิศตรงข้ามกับทิศที่เรากำหนดเป็นบวก`,
  }),
  lesson({
    id: "phy-04",
    courseId: "course-physics-motion",
    order: 4,
    title: "กราฟการเคลื่อนที่",
    durationMinutes: 26,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `สองหลักที่ใช้ได้เกือบทุกข้อ

1. **ความชัน** ของกราฟ s–t คือความเร็ว และของกราฟ v–t คือความเร่ง
2. **พื้นที่ใต้กราฟ** v–t คือการกระจัด

ลองอ่านบทความ [อ่านกราฟการเคลื่อนที่ให้เป็น ใน 10 นาที](/blog/reading-motion-graphs) ประกอบด้วย`,
  }),
  lesson({
    id: "phy-05",
    courseId: "course-physics-motion",
    order: 5,
    title: "สมการการเคลื่อนที่ด้วยความเร่งคงตัว",
    durationMinutes: 30,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `สี่สมการที่ต้องใช้ให้คล่อง

- \`v = u + at\`
- \`s = ut + ½at²\`
- \`v² = u² + 2as\`
- \`s = (u + v)t / 2\`

เลือกสมการจากสิ่งที่โจทย์ **ไม่ได้ให้และไม่ได้ถาม** สมการที่ไม่มีตัวแปรนั้นคือสมการที่ต้องใช้`,
  }),
  lesson({
    id: "phy-06",
    courseId: "course-physics-motion",
    order: 6,
    title: "(ร่าง) การตกอย่างอิสระ",
    durationMinutes: 20,
    freePreview: false,
    videoUrl: null,
    status: "draft",
    notes: "ร่างบทเรียน ยังไม่เผยแพร่",
  }),
  // ทักษะการเรียน
  lesson({
    id: "study-01",
    courseId: "course-study-skills",
    order: 1,
    title: "รู้จักสไตล์การเรียนของตัวเอง",
    durationMinutes: 12,
    freePreview: true,
    videoUrl: null,
    status: "published",
    notes: `ก่อนจะเลือกเทคนิคไหน ลองสังเกตตัวเองหนึ่งสัปดาห์ว่า

- ช่วงเวลาไหนของวันที่อ่านแล้วเข้าหัวที่สุด
- อ่านคนเดียวหรืออ่านกับเพื่อนได้ผลกว่า
- จำจากการฟัง การเขียน หรือการทำโจทย์ได้ดีกว่ากัน`,
  }),
  lesson({
    id: "study-02",
    courseId: "course-study-skills",
    order: 2,
    title: "วางแผนการอ่านรายสัปดาห์",
    durationMinutes: 15,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `ทุกคืนวันอาทิตย์ใช้เวลาสิบนาทีวางแผน: งานที่ต้องส่ง วิชาที่ตามไม่ทัน และวันที่ว่างจริง แล้วแบ่งเป็นงานก้อนเล็ก ๆ ที่ทำเสร็จได้ในหนึ่งรอบ`,
  }),
  lesson({
    id: "study-03",
    courseId: "course-study-skills",
    order: 3,
    title: "จดโน้ตแบบ Cornell",
    durationMinutes: 18,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `แบ่งหน้าเป็นสามส่วน: ช่องจดเนื้อหา ช่องคำถาม และช่องสรุป ทบทวนด้วยการปิดช่องเนื้อหาแล้วตอบคำถามให้ได้`,
  }),
  lesson({
    id: "study-04",
    courseId: "course-study-skills",
    order: 4,
    title: "ทบทวนด้วย Active Recall",
    durationMinutes: 16,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `ปิดหนังสือแล้วเขียนทุกอย่างที่จำได้ เปิดเทียบ แล้วทวนเฉพาะส่วนที่ลืม ทำซ้ำจนไม่มีอะไรลืม`,
  }),
  lesson({
    id: "study-05",
    courseId: "course-study-skills",
    order: 5,
    title: "เตรียมตัวในสัปดาห์สอบ",
    durationMinutes: 14,
    freePreview: false,
    videoUrl: null,
    status: "published",
    notes: `ไม่เรียนเรื่องใหม่ ทำข้อสอบเก่าแบบจับเวลา จดสาเหตุที่ผิด และนอนให้พอในคืนก่อนสอบ`,
  }),
];

// ---------------------------------------------------------------- demo students' progress

export interface DemoProgress {
  uid: string;
  courseId: string;
  enrolledOn: string;
  done: string[];
}

const student = (n: 1 | 2 | 3 | 4) => DEMO_ACCOUNTS.find((a) => a.uid === `demo-student-${n}`)!.uid;

export const DEMO_PROGRESS: DemoProgress[] = [
  { uid: student(1), courseId: "course-math-m4", enrolledOn: "2025-05-01", done: ["math-01", "math-02", "math-03"] },
  { uid: student(1), courseId: "course-english-reading", enrolledOn: "2025-05-10", done: ["eng-01"] },
  {
    uid: student(2),
    courseId: "course-physics-motion",
    enrolledOn: "2025-04-15",
    done: ["phy-01", "phy-02", "phy-03", "phy-04", "phy-05"],
  },
  { uid: student(3), courseId: "course-math-m4", enrolledOn: "2025-06-01", done: [] },
  { uid: student(3), courseId: "course-study-skills", enrolledOn: "2025-06-03", done: ["study-01", "study-02"] },
];

// ---------------------------------------------------------------- writing

/** 09:00 in Bangkok on a YYYY-MM-DD day. */
function bangkok(day: string, hour = 9): Date {
  return new Date(`${day}T${String(hour).padStart(2, "0")}:00:00+07:00`);
}

export async function seedContent(db: Firestore): Promise<void> {
  const batch = db.batch();
  for (const { id, date, updated, ...input } of DEMO_ARTICLES) {
    const data = articleInputSchema.parse(input);
    const published = Timestamp.fromDate(bangkok(date));
    batch.set(db.collection(articleKind.collection).doc(id), {
      ...data,
      createdAt: published,
      updatedAt: updated ? Timestamp.fromDate(bangkok(updated, 10)) : published,
      publishedAt: data.status === "published" ? published : null,
    });
  }
  for (const { id, date, ...input } of DEMO_COURSES) {
    const data = courseInputSchema.parse(input);
    const at = Timestamp.fromDate(bangkok(date));
    batch.set(db.collection(courseKind.collection).doc(id), {
      ...data,
      createdAt: at,
      updatedAt: at,
      publishedAt: data.status === "published" ? at : null,
    });
  }
  for (const { id, order, ...input } of DEMO_LESSONS) {
    const data = lessonInputSchema.parse(input);
    const courseDate = DEMO_COURSES.find((c) => c.id === data.courseId)!.date;
    const at = Timestamp.fromDate(bangkok(courseDate, 9 + order));
    batch.set(db.collection(lessonKind.collection).doc(id), { ...data, order, createdAt: at, updatedAt: at });
  }
  for (const p of DEMO_PROGRESS) {
    const enrolledAt = bangkok(p.enrolledOn, 19);
    const done = Object.fromEntries(
      p.done.map((lessonId, i) => [lessonId, new Date(enrolledAt.getTime() + (i + 1) * 86_400_000)])
    );
    batch.set(db.collection(ENROLMENTS).doc(enrolmentId(p.uid, p.courseId)), enrolmentData(p.uid, p.courseId, enrolledAt, done));
  }
  batch.set(
    db.collection(CONTENT_VERSION_COLLECTION).doc(CONTENT_VERSION_DOC),
    { version: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() },
    { merge: true }
  );
  await batch.commit();
  const published = DEMO_ARTICLES.filter((a) => a.status === "published").length;
  console.log(
    `Seed: ${published} articles, ${DEMO_COURSES.filter((c) => c.status === "published").length} courses, ` +
      `${DEMO_LESSONS.length} lessons, ${DEMO_PROGRESS.length} demo enrolments`
  );
}

/** The seed and tests: the Firestore data of an enrolment with some lessons done. */
export function enrolmentData(uid: string, courseId: string, enrolledAt: Date, doneAt: Record<string, Date>) {
  return {
    uid,
    courseId,
    enrolledAt: Timestamp.fromDate(enrolledAt),
    updatedAt: Timestamp.fromDate(enrolledAt),
    done: Object.fromEntries(Object.entries(doneAt).map(([id, at]) => [id, Timestamp.fromDate(at)])),
  };
}
