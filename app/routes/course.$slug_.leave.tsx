import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { contentLinks } from "~/ui/links";
import { contentMeta } from "~/ui/meta";
import { FormAnswer } from "~/ui/FormAnswer";
import { LEAVE_TEXT } from "~/learning/messages";
import { notFound, or503 } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";
import { courseLeaveUrl, courseUrl, dashboardUrl } from "~/kernel/urls";
import { progressWrittenCookie } from "~/platform/student-cache.server";
import { leaveCourse } from "~/learning/learning.server";
import { readCoursePage } from "~/learning/course-page.server";
import { readForm } from "~/kernel/form.server";
import { noticeCookie } from "~/platform/notice.server";

/** A student's own page: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links = contentLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  contentMeta({ title: data ? LEAVE_TEXT.title(data.title) : LEAVE_TEXT.crumb, noindex: true });

/** GET: the confirmation step (signed-in students only). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const page = await readCoursePage(request, params.slug, user);
  return { slug: page.course.slug, title: page.course.title, enrolled: page.enrolled };
}

const leaveFormSchema = z.object({ intent: z.literal("leave") });

/** POST intent=leave: remove the enrolment (and its progress), then back to the course page. */
export async function action({ params, request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (!leaveFormSchema.safeParse({ intent: form.get("intent") ?? undefined }).success) {
    return data({ refused: LEAVE_TEXT.refused }, { status: 400 });
  }
  const slug = params.slug ?? "";
  if (!(await or503(leaveCourse(user, slug)))) notFound();
  // The next page may be served by another process: it must not show its older copy of the enrolments.
  const headers = new Headers({ "Set-Cookie": progressWrittenCookie() });
  headers.append("Set-Cookie", noticeCookie(LEAVE_TEXT.left));
  return redirect(courseUrl(slug), { headers });
}

export default function LeaveCourse() {
  const { slug, title, enrolled } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>()?.refused;
  return (
    <div className="container container--narrow page">
      <FormAnswer refused={refused} />
      <Breadcrumbs items={[{ label: "บทเรียน", to: dashboardUrl() }, { label: title, to: courseUrl(slug) }, { label: LEAVE_TEXT.crumb }]} />
      <section className="card leave-card" aria-labelledby="leave-title">
        <h1 id="leave-title">{LEAVE_TEXT.title(title)}</h1>
        {enrolled ? (
          <>
            <p className="lead">{LEAVE_TEXT.question}</p>
            <p className="text-muted">{LEAVE_TEXT.consequence}</p>
            <Form method="post" action={courseLeaveUrl(slug)} className="leave-card__actions">
              <input type="hidden" name="intent" value="leave" />
              <button type="submit" className="button button--danger button--large">
                {LEAVE_TEXT.confirm}
              </button>
              <Link to={courseUrl(slug)} className="button button--ghost button--large">
                {LEAVE_TEXT.cancel}
              </Link>
            </Form>
          </>
        ) : (
          <>
            <p className="text-muted">{LEAVE_TEXT.notEnrolled}</p>
            <Link to={courseUrl(slug)} className="button button--secondary">
              {LEAVE_TEXT.back}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
