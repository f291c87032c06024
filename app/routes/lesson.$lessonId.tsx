import { or503 } from "~/lib/http.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { getUser } from "~/auth/session.server";
import { Breadcrumbs } from "~/components/content/Breadcrumbs";
import { EnrolForm } from "~/components/content/EnrolForm";
import { LessonList } from "~/components/content/LessonList";
import { contentLinks } from "~/components/content/links";
import { contentMeta } from "~/components/content/meta";
import { contentMessages as m } from "~/components/content/messages";
import { ProgressBar } from "~/components/content/ProgressBar";
import { Prose } from "~/components/content/Prose";
import { courseUrl, lessonUrl, loginUrl } from "~/components/content/urls";
import { VideoFacade } from "~/components/content/VideoFacade";
import { publicOrigin } from "~/models/feeds.server";
import { progressWrittenAt, progressWrittenCookie } from "~/models/enrolment-cache.server";
import { findLesson, getLessonPage, markLesson, type LockedLessonPage, type OpenLessonPage } from "~/models/learning.server";

export const links = contentLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return contentMeta({ title: "ไม่พบหน้านี้", noindex: true });
  const { page, origin } = data;
  const title = `${page.lesson.title} · ${page.course.title}`;
  const description = `${m.lesson.position(page.lesson.position, page.course.lessonCount)} ของคอร์ส ${page.course.title}`;
  return contentMeta({
    title,
    description,
    canonical: `${origin}${lessonUrl(page.lesson.id)}`,
    // Only free previews are public pages.
    noindex: !page.lesson.freePreview,
  });
};

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

/**
 * Free previews are open to everyone; other lessons need a signed-in (else
 * login redirect) and enrolled (else 403 with an enrol prompt) student.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const ref = await or503(findLesson(params.lessonId ?? ""));
  if (!ref) notFound();
  const user = ref.lesson.freePreview ? await getUser(request) : await requireUser(request);
  const page = await or503(getLessonPage(ref, user, progressWrittenAt(request)));
  return data({ page, origin: publicOrigin(request) }, { status: page.access === "open" ? 200 : 403 });
}

const progressFormSchema = z.object({ intent: z.enum(["done", "undone"]) });

/** POST: mark the lesson done / not done (idempotent), then back to the lesson. */
export async function action({ params, request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = progressFormSchema.safeParse({ intent: (await request.formData()).get("intent") ?? undefined });
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const lessonId = params.lessonId ?? "";
  const result = await or503(markLesson(user, lessonId, parsed.data.intent === "done"));
  if (result === "notFound") notFound();
  if (result === "notEnrolled") return data({ error: m.lesson.notEnrolledAction }, { status: 403 });
  // The next page may be served by another process: it must not show its older copy of the progress.
  return redirect(lessonUrl(lessonId), { headers: { "Set-Cookie": progressWrittenCookie() } });
}

export default function LessonRoute() {
  const { page } = useLoaderData<typeof loader>();
  return page.access === "open" ? <OpenLesson page={page} /> : <LockedLesson page={page} />;
}

function LessonCrumbs({ page }: { page: OpenLessonPage | LockedLessonPage }) {
  return (
    <Breadcrumbs
      items={[
        { label: "บทเรียน", to: "/dashboard" },
        { label: page.course.title, to: courseUrl(page.course.slug) },
        { label: `บทที่ ${page.lesson.position}` },
      ]}
    />
  );
}

function LockedLesson({ page }: { page: LockedLessonPage }) {
  return (
    <div className="container container--narrow page">
      <LessonCrumbs page={page} />
      <section className="card locked-card" aria-labelledby="locked-title">
        <span className="locked-card__icon" aria-hidden="true">
          🔒
        </span>
        <p className="eyebrow">{m.lesson.position(page.lesson.position, page.course.lessonCount)}</p>
        <h1 id="locked-title" className="locked-card__lesson">
          {page.lesson.title}
        </h1>
        <h2 className="locked-card__title">{m.lesson.lockedTitle}</h2>
        <p className="text-muted">{m.lesson.lockedText(page.course.title)}</p>
        <div className="locked-card__actions">
          <EnrolForm slug={page.course.slug} redirectTo={lessonUrl(page.lesson.id)} block={false} />
          <Link to={courseUrl(page.course.slug)} className="button button--ghost button--large">
            {m.lesson.backToCourse}
          </Link>
        </div>
      </section>
    </div>
  );
}

function DoneForm({ lessonId, done }: { lessonId: string; done: boolean }) {
  const navigation = useNavigation();
  const action = lessonUrl(lessonId);
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className="done-form" preventScrollReset>
      <input type="hidden" name="intent" value={done ? "undone" : "done"} />
      <button type="submit" className={`button button--large ${done ? "button--ghost" : "button--primary"}`} disabled={busy}>
        {busy ? m.lesson.saving : done ? m.lesson.markNotDone : m.lesson.markDone}
      </button>
    </Form>
  );
}

function ProgressPanel({ page }: { page: OpenLessonPage }) {
  const actionData = useActionData<typeof action>();
  if (!page.signedIn) {
    return (
      <div className="lesson-panel">
        <p className="text-muted">{m.lesson.enrolToTrack}</p>
        <Link to={loginUrl(lessonUrl(page.lesson.id))} className="button button--primary">
          {m.lesson.signInToTrack}
        </Link>
      </div>
    );
  }
  if (!page.enrolled) {
    return (
      <div className="lesson-panel">
        <p className="text-muted">{m.lesson.enrolToTrack}</p>
        <EnrolForm slug={page.course.slug} redirectTo={lessonUrl(page.lesson.id)} block={false} />
      </div>
    );
  }
  const finished = page.progress && page.progress.total > 0 && page.progress.done === page.progress.total;
  return (
    <div className={`lesson-panel${page.done ? " lesson-panel--done" : ""}`}>
      {actionData && "error" in actionData ? <p className="alert alert--error">{actionData.error}</p> : null}
      {page.done ? (
        <p className="lesson-panel__status">
          <span className="lesson-panel__check" aria-hidden="true">
            ✓
          </span>
          {finished ? m.lesson.finishedCourse : m.lesson.isDone}
        </p>
      ) : null}
      <div className="lesson-panel__actions">
        <DoneForm lessonId={page.lesson.id} done={page.done} />
        {page.done && page.next ? (
          <Link to={lessonUrl(page.next.id)} className="button button--primary button--large" prefetch="intent">
            {m.lesson.next}: {page.next.title} <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function OpenLesson({ page }: { page: OpenLessonPage }) {
  return (
    <div className="container lesson-layout">
      <div className="lesson-layout__main">
        <LessonCrumbs page={page} />
        <header className="lesson-header">
          <p className="eyebrow">{m.lesson.position(page.lesson.position, page.course.lessonCount)}</p>
          <h1 className="lesson-header__title">{page.lesson.title}</h1>
          <p className="lesson-header__meta">
            <span>{page.lesson.durationLabel}</span>
            {page.lesson.freePreview ? <span className="badge badge--success">{m.course.freePreview}</span> : null}
            {page.done ? <span className="badge badge--accent">{m.course.done}</span> : null}
          </p>
        </header>

        {page.video ? <VideoFacade video={page.video} title={page.lesson.title} /> : null}

        <section aria-label={m.lesson.notes} className="lesson-notes">
          <Prose html={page.notesHtml} />
        </section>

        <ProgressPanel page={page} />

        <nav className="article-nav" aria-label="บทก่อนหน้าและบทถัดไป">
          {page.previous ? (
            <Link
              to={lessonUrl(page.previous.id)}
              className="article-nav__link article-nav__link--prev"
              rel="prev"
              prefetch="intent"
            >
              <span className="article-nav__label">← {m.lesson.previous}</span>
              <span className="article-nav__title">
                บทที่ {page.previous.position}: {page.previous.title}
              </span>
            </Link>
          ) : (
            <Link to={courseUrl(page.course.slug)} className="article-nav__link article-nav__link--prev">
              <span className="article-nav__label">← {m.lesson.backToCourse}</span>
              <span className="article-nav__title">{page.course.title}</span>
            </Link>
          )}
          {page.next ? (
            <Link to={lessonUrl(page.next.id)} className="article-nav__link article-nav__link--next" rel="next" prefetch="intent">
              <span className="article-nav__label">{m.lesson.next} →</span>
              <span className="article-nav__title">
                บทที่ {page.next.position}: {page.next.title}
              </span>
            </Link>
          ) : null}
        </nav>
      </div>

      <aside className="lesson-layout__aside" aria-labelledby="course-lessons-title">
        <div className="card lesson-sidebar">
          <p className="lesson-sidebar__course">
            <Link to={courseUrl(page.course.slug)}>{page.course.title}</Link>
          </p>
          {page.progress ? (
            <ProgressBar done={page.progress.done} total={page.progress.total} percent={page.progress.percent} compact />
          ) : null}
          <h2 id="course-lessons-title" className="lesson-sidebar__title">
            {m.lesson.lessonList}
          </h2>
          <LessonList lessons={page.lessons} unlocked={page.enrolled} currentId={page.lesson.id} compact />
        </div>
      </aside>
    </div>
  );
}
