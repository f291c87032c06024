import { or503 } from "~/kernel/http.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { ArticleCard } from "~/blog/ArticleCard";
import { CardSection } from "~/ui/CardSection";
import { CourseCard } from "~/learning/CourseCard";
import { contentLinks } from "~/ui/links";
import { ContentIcon } from "~/ui/ContentIcon";
import { contentMeta, socialMeta } from "~/ui/meta";
import { DESCRIPTION, pageTitle, TUTOR_NAME } from "~/platform/site";
import { CONTENT_TEXT } from "~/ui/messages";
import { latestArticles } from "~/blog/blog.server";
import { publicOrigin } from "~/platform/origin.server";
import { courseOffer, getFeaturedCourses } from "~/learning/learning.server";
import { pageHandle } from "~/platform/page-policy";
import { blogHomeUrl, dashboardUrl, tutoringUrl } from "~/kernel/urls";
import { TUTORING_TEXT } from "~/tutoring/messages";

export const handle = pageHandle({ public: true, views: true });

export const links = contentLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...contentMeta({ canonical: data ? `${data.origin}/` : undefined }),
  ...(data ? socialMeta({ title: pageTitle(), description: DESCRIPTION, url: `${data.origin}/`, origin: data.origin }) : []),
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [courses, articles, offer] = await or503(Promise.all([getFeaturedCourses(3), latestArticles(3), courseOffer()]));
  return { courses, articles, offer, origin: publicOrigin(request) };
}

const FEATURES = [
  {
    icon: "💬",
    title: "อธิบายแบบพี่สอนน้อง",
    text: "ภาษาง่าย เป็นกันเอง เล่าจากมุมของคนที่เคยงงตรงเดียวกันมาก่อน ไม่ต้องกลัวว่าคำถามจะง่ายเกินไป",
  },
  {
    icon: "🧭",
    title: "เรียนตามจังหวะของตัวเอง",
    text: "แบ่งคอร์สเป็นบทเรียนสั้น ๆ เรียนต่อจากจุดที่ค้างไว้ได้ทุกเมื่อ และเห็นความคืบหน้าของตัวเองชัดเจน",
  },
  {
    icon: "📝",
    title: "บทความเทคนิคการเรียน",
    text: "วิธีอ่านหนังสือ จดสรุป เตรียมสอบ และเรื่องที่พี่อยากบอกน้อง ๆ ก่อนเจอสนามจริง",
  },
] as const;

/** The facts beside the tutor; what is free, as the courses make it true. */
function tutorFacts(allFree: boolean) {
  return [
    { value: "ม.6", label: "สายวิทย์" },
    { value: "5 ปี", label: "ประสบการณ์ติว" },
    { value: "ฟรี", label: allFree ? CONTENT_TEXT.home.freeFact.all : CONTENT_TEXT.home.freeFact.articles },
  ];
}

export default function Index() {
  const { courses, articles, offer } = useLoaderData<typeof loader>();
  const free = CONTENT_TEXT.home.aboutFree;
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow">ติวออนไลน์โดยรุ่นพี่ ถึงรุ่นน้อง</p>
            <h1 className="hero__title">
              เรียนให้เข้าใจ <span className="text-primary">ไปกับพี่ที่เคยผ่านมาก่อน</span>
            </h1>
            <p className="lead">
              พี่เป็นนักเรียนรุ่นพี่ที่อยากส่งต่อประสบการณ์ เทคนิคการอ่าน และวิธีคิดโจทย์ให้น้อง ๆ
              ทุกบทเรียนเรียบเรียงจากสิ่งที่พี่ใช้ได้ผลจริง อธิบายทีละขั้น เรียนได้ทุกที่ทุกเวลา
            </p>
            <div className="cluster hero__actions">
              <Link to={dashboardUrl()} className="button button--primary button--large" prefetch="intent">
                เริ่มเรียนบทเรียน
              </Link>
              <Link to={blogHomeUrl()} className="button button--secondary button--large" prefetch="intent">
                อ่านบทความ
              </Link>
              <Link to={tutoringUrl()} className="button button--ghost button--large">
                {TUTORING_TEXT.liveLink}
              </Link>
            </div>
          </div>
          <div className="hero__note card">
            <figure className="hero__quote" aria-label="ข้อความจากพี่">
              <span className="hero__note-mark" aria-hidden="true">
                “
              </span>
              <blockquote>
                <p>
                  พี่เคยนั่งงงกับโจทย์ข้อเดียวกับที่น้องกำลังงงอยู่ตอนนี้ เลยอยากเล่าให้ฟังว่าพี่ผ่านมันมาได้ยังไง
                  แบบที่ตอนนั้นพี่อยากให้มีคนมาเล่าให้ฟังบ้าง
                </p>
              </blockquote>
              <figcaption>{`— ${TUTOR_NAME} ผู้สอน`}</figcaption>
            </figure>
            {/* A list is not allowed inside <figure>: it sits beside it. */}
            <ul className="hero__chips" aria-label="จุดเด่น">
              <li className="badge badge--primary">อธิบายทีละขั้น</li>
              <li className="badge badge--accent">ตัวอย่างจริง</li>
              <li className="badge">เรียนได้ทุกเวลา</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="about-title">
        <div className="container about">
          <div className="about__portrait" aria-hidden="true">
            <span>ต้น</span>
          </div>
          <div className="about__text">
            <p className="eyebrow">{CONTENT_TEXT.home.aboutTitle}</p>
            <h2 id="about-title">{`สวัสดีครับ ${TUTOR_NAME}เองนะ`}</h2>
            <p>
              พี่เป็นนักเรียนชั้น ม.6 สายวิทย์-คณิต ที่ชอบติวให้น้อง ๆ ในโรงเรียนมาตั้งแต่ ม.2 จากที่เคยสอบตกคณิตศาสตร์ตอน ม.1
              พี่ค่อย ๆ หาวิธีเรียนที่เหมาะกับตัวเอง จนกลายเป็นวิชาที่ชอบที่สุด
            </p>
            <p className="text-muted">
              เว็บนี้รวมทุกอย่างที่พี่อยากให้ตัวเองรู้ตั้งแต่ตอนนั้น ทั้งคอร์สที่เรียงเนื้อหาเป็นขั้นเป็นตอน
              และบทความเทคนิคการอ่านหนังสือ {offer.allFree ? free.all : offer.freeLessonInEach ? free.previews : free.articles}
            </p>
            <dl className="about__facts">
              {tutorFacts(offer.allFree).map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      {courses.length > 0 ? (
        <CardSection
          id="featured-title"
          className="section section--tinted"
          title={CONTENT_TEXT.home.featuredTitle}
          lead={offer.freeLessonInEach ? CONTENT_TEXT.home.featuredLead : CONTENT_TEXT.home.featuredLeadPlain}
          moreUrl={dashboardUrl()}
          moreLabel={CONTENT_TEXT.home.allCourses}
        >
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </CardSection>
      ) : null}

      {articles.length > 0 ? (
        <CardSection id="latest-title" title={CONTENT_TEXT.home.latestTitle} lead={CONTENT_TEXT.home.latestLead} moreUrl={blogHomeUrl()} moreLabel={CONTENT_TEXT.home.allArticles}>
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </CardSection>
      ) : null}

      <section className="section section--tinted" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title" className="section__title">
            ทำไมต้องติวกับพี่
          </h2>
          <div className="grid grid--3">
            {FEATURES.map((feature) => (
              <article key={feature.title} className="card feature">
                <span className="feature__icon" aria-hidden="true">
                  <ContentIcon value={feature.icon} size={28} />
                </span>
                <h3 className="card__title">{feature.title}</h3>
                <p className="text-muted">{feature.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
