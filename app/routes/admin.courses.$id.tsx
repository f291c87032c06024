import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { EditorForm } from "~/components/admin/EditorForm";
import { CourseFieldset } from "~/components/admin/fieldsets";
import { Notice, StatusBadge } from "~/components/admin/parts";
import { enforceRateLimit, RATE_RULES } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/site";
import { formatDuration } from "~/lib/thai";
import {
  LEVEL_CHOICES,
  actorOf,
  courseSpec,
  editorAction,
  formOf,
  loadOr404,
  moveLessonAs,
  noticeOf,
  withNotice,
} from "~/models/admin-content.server";
import { moveSchema } from "~/models/admin-forms";
import { listLessonsOfCourse } from "~/models/lesson.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(data ? `แก้ไข: ${data.course.title}` : "แก้ไขคอร์ส"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const course = await loadOr404(courseSpec.get, params.id);
  const lessons = await listLessonsOfCourse(course.id);
  const editUrl = courseSpec.editUrl(course.id);
  return {
    course: {
      id: course.id,
      title: course.title,
      slug: course.slug,
      status: course.status,
      updatedAt: course.updatedAt,
      publishedAt: course.publishedAt,
    },
    lessons: lessons.map((l) => ({
      id: l.id,
      title: l.title,
      status: l.status,
      duration: formatDuration(l.durationMinutes),
      freePreview: l.freePreview,
    })),
    values: courseSpec.toValues(course),
    version: course.updatedAt.toISOString(),
    levels: LEVEL_CHOICES,
    editUrl,
    notice: noticeOf(new URL(request.url)),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
  const course = await loadOr404(courseSpec.get, params.id);
  const form = await formOf(request);
  if (form.get("intent") === "move") {
    // The up/down buttons of the lesson list (plain form posts: no JavaScript needed).
    const move = moveSchema.safeParse({ lessonId: form.get("lessonId"), direction: form.get("direction") });
    const moved = move.success && (await moveLessonAs(actorOf(user), course, move.data.lessonId, move.data.direction));
    const url = courseSpec.editUrl(course.id);
    return redirect(`${moved ? withNotice(url, "moved") : url}#lessons`);
  }
  return editorAction(courseSpec, actorOf(user), form, { current: course });
}

export default function EditCourse() {
  const { course, lessons, values: stored, version: storedVersion, levels, editUrl, notice } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const values = state?.values ?? stored;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">แก้ไขคอร์ส</p>
        <h1>{course.title}</h1>
        <p>
          <a href="#lessons">บทเรียนในคอร์ส ({lessons.length})</a>
        </p>
      </header>
      {state ? null : <Notice text={notice} />}
      <EditorForm
        kindLabel="คอร์ส"
        isNew={false}
        version={state ? state.version : storedVersion}
        formError={state?.formError ?? null}
        conflict={state?.conflict ?? null}
        values={values}
        reloadUrl={editUrl}
        meta={{
          status: course.status,
          updatedAt: course.updatedAt,
          publishedAt: course.publishedAt,
          publicUrl: course.status === "published" ? `/course/${encodeURIComponent(course.slug)}` : null,
          deleteUrl: `${editUrl}/delete`,
        }}
      >
        <CourseFieldset values={values} errors={state?.errors ?? {}} preview={state?.preview ?? null} levels={levels} />
      </EditorForm>

      <section className="admin-section" id="lessons" aria-labelledby="lessons-title" tabIndex={-1}>
        <div className="admin-section__head">
          <h2 id="lessons-title">บทเรียนในคอร์ส</h2>
          <Link to={`${editUrl}/lessons/new`} className="button button--secondary button--small">
            + เพิ่มบทเรียน
          </Link>
        </div>
        {lessons.length === 0 ? (
          <p className="text-muted">ยังไม่มีบทเรียน</p>
        ) : (
          <ol className="lesson-order" data-testid="lesson-order">
            {lessons.map((l, i) => (
              <li key={l.id} className="lesson-order__item" data-id={l.id}>
                <span className="lesson-order__pos" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="lesson-order__main">
                  <Link to={`/admin/lessons/${encodeURIComponent(l.id)}`} className="lesson-order__title">
                    {l.title}
                  </Link>
                  <span className="lesson-order__meta">
                    <StatusBadge status={l.status} /> <span className="text-small text-muted">{l.duration}</span>
                    {l.freePreview ? <span className="badge badge--accent">ดูฟรี</span> : null}
                  </span>
                </span>
                <Form method="post" className="lesson-order__move" preventScrollReset>
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="lessonId" value={l.id} />
                  <button
                    type="submit"
                    name="direction"
                    value="up"
                    className="button button--ghost button--small"
                    disabled={i === 0}
                    aria-label={`เลื่อน “${l.title}” ขึ้น`}
                  >
                    ↑ ขึ้น
                  </button>
                  <button
                    type="submit"
                    name="direction"
                    value="down"
                    className="button button--ghost button--small"
                    disabled={i === lessons.length - 1}
                    aria-label={`เลื่อน “${l.title}” ลง`}
                  >
                    ↓ ลง
                  </button>
                </Form>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
