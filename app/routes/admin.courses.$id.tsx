import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { EditorForm } from "~/components/admin/EditorForm";
import { CourseFieldset } from "~/components/admin/fieldsets";
import { EditUnavailable, FormError, Notice, StatusBadge } from "~/components/admin/parts";
import { keepFormAfterOutage } from "~/components/admin/revalidate";
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
  moveLessonPost,
  noticeOf,
  readForEdit,
} from "~/models/admin-content.server";
import { listLessonsOfCourse } from "~/models/lesson.server";
import { courseUrl } from "~/components/content/urls";
import { pageHandle } from "~/lib/page-policy";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(data?.stored ? `แก้ไข: ${data.stored.course.title}` : "แก้ไขคอร์ส"),
  { name: "robots", content: "noindex" },
];

export const shouldRevalidate = keepFormAfterOutage;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const read = await readForEdit(async () => {
    const course = await loadOr404(courseSpec.get, params.id);
    return { course, lessons: await listLessonsOfCourse(course.id) };
  }, "course read", context);
  const editUrl = courseSpec.editUrl(String(params.id));
  // Firestore down: the page renders without the stored copy (the form, if
  // any, is the one the action sent back).
  if (!read) return data({ stored: null, levels: LEVEL_CHOICES, editUrl, notice: null }, { status: 503 });
  const { course, lessons } = read;
  return {
    stored: {
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
    },
    levels: LEVEL_CHOICES,
    editUrl,
    notice: noticeOf(new URL(request.url)),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
  // The form first: a course that cannot be loaded (Firestore down) gives the
  // form back with the typed text.
  const form = await formOf(request);
  const load = () => loadOr404(courseSpec.get, params.id);
  // The up/down buttons of the lesson list (plain form posts: no JavaScript needed).
  if (form.get("intent") === "move") return moveLessonPost(actorOf(user), load, form, context);
  return editorAction(courseSpec, actorOf(user), form, { load }, context);
}

export default function EditCourse() {
  const { stored, levels, editUrl, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const state = result && "values" in result ? result : undefined;
  const moveError = result && "moveError" in result ? result.moveError : null;
  const values = state?.values ?? stored?.values;
  if (!values) return <EditUnavailable kindLabel="คอร์ส" reloadUrl={editUrl} text={moveError} />;
  const course = stored?.course;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">แก้ไขคอร์ส</p>
        <h1>{course?.title ?? values.title}</h1>
        {stored ? (
          <p>
            <a href="#lessons">บทเรียนในคอร์ส ({stored.lessons.length})</a>
          </p>
        ) : null}
      </header>
      {result ? null : <Notice text={notice} />}
      <EditorForm
        kindLabel="คอร์ส"
        isNew={false}
        version={state ? state.version : (stored?.version ?? null)}
        formError={state?.formError ?? null}
        conflict={state?.conflict ?? null}
        values={values}
        reloadUrl={editUrl}
        meta={
          course
            ? {
                status: course.status,
                updatedAt: course.updatedAt,
                publishedAt: course.publishedAt,
                publicUrl: course.status === "published" ? courseUrl(course.slug) : null,
                deleteUrl: `${editUrl}/delete`,
              }
            : { status: null }
        }
      >
        <CourseFieldset values={values} errors={state?.errors ?? {}} preview={state?.preview ?? null} levels={levels} />
      </EditorForm>

      {stored ? <LessonOrder lessons={stored.lessons} editUrl={editUrl} moveError={moveError} /> : null}
    </>
  );
}

function LessonOrder({
  lessons,
  editUrl,
  moveError,
}: {
  lessons: { id: string; title: string; status: "draft" | "published"; duration: string; freePreview: boolean }[];
  editUrl: string;
  moveError: string | null;
}) {
  return (
    <section className="admin-section" id="lessons" aria-labelledby="lessons-title" tabIndex={-1}>
      <div className="admin-section__head">
        <h2 id="lessons-title">บทเรียนในคอร์ส</h2>
        <Link to={`${editUrl}/lessons/new`} className="button button--secondary button--small">
          + เพิ่มบทเรียน
        </Link>
      </div>
      <FormError text={moveError} />
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
  );
}
