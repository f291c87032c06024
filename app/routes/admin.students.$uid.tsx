import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { firstError } from "~/kernel/form";
import { Link } from "~/ui/Link";
import { PageHeader } from "~/ui/PageHeader";
import { keepTypedOnRefusal, requireAdminWrite } from "~/admin-kit/guard.server";
import { PROFILE_TEXT } from "~/auth/messages";
import { displayNameSchema } from "~/auth/profile";
import { saveDisplayName } from "~/auth/profile.store.server";
import { ProfileTextField, refusedProfileFields } from "~/auth/ProfileForm";
import { FormAnswer } from "~/ui/FormAnswer";
import { getStudent } from "~/admin/students.server";
import { uidSchema } from "~/kernel/ids";
import { readForm } from "~/kernel/form.server";
import { notFound } from "~/kernel/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { STUDENT_TEXT } from "~/admin/records/messages";
import { studentLoader } from "~/admin/records/students.server";
import { formatDateTime } from "~/kernel/clock";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { recordLinks } from "~/admin/records/links";
import { ADMIN_URLS } from "~/kernel/urls";
import { StudentAccount } from "~/admin/ui/StudentAccount";
import { StudentMockResults } from "~/exams/ReportTables";
import { StudentSeries } from "~/tutoring/AdminSeries";

export const handle = pageHandle({ public: false, views: false });

export const links = recordLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(data?.student.name || STUDENT_TEXT.title);

export const loader = (args: LoaderFunctionArgs) => studentLoader(args);

/** POST displayName: the tutor corrects the student's display name (the same rule as the student's own form); a refusal keeps what was typed. */
export const action = keepTypedOnRefusal(async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdminWrite(request, context);
  const uid = uidSchema.safeParse(params.uid);
  const student = uid.success ? await getStudent(uid.data) : null;
  if (!student) notFound();
  const form = await readForm(request, { maxBytes: 16 * 1024 });
  const typed = String(form.get("displayName") ?? "");
  const name = displayNameSchema.safeParse(typed);
  if (!name.success) return data({ values: { displayName: typed }, errors: { displayName: firstError(name.error) } }, { status: 400 });
  await saveDisplayName(student.uid, name.data);
  return redirect(ADMIN_URLS.student(student.uid), { headers: { "Set-Cookie": noticeCookie(PROFILE_TEXT.adminSaved) } });
});

export default function StudentPage() {
  const { student, lastActivity, courses, recentAttempts, payments, bookings, mockResults, series } = useLoaderData<typeof loader>();
  const refused = useActionData<{ values: Record<string, string>; errors: Record<string, string> }>();
  const errors = refused?.errors ?? {};
  return (
    <>
      {/* The name form is below the student's account: its refusal answers at the top, a link down to the field. */}
      <FormAnswer refused={errors.form || (errors.displayName ? PROFILE_TEXT.invalid : null)} fields={refusedProfileFields(errors)} />
      <PageHeader eyebrow={<Link to={ADMIN_URLS.students()}>{STUDENT_TEXT.title}</Link>} title={student.name}>
        <dl className="student-facts">
          <div>
            <dt>อีเมล</dt>
            <dd>{student.email}</dd>
          </div>
          <div>
            <dt>{STUDENT_TEXT.joined}</dt>
            <dd>{student.createdAt ? formatDateTime(student.createdAt) : STUDENT_TEXT.never}</dd>
          </div>
          <div>
            <dt>{STUDENT_TEXT.lastSeen}</dt>
            <dd>{lastActivity ? formatDateTime(lastActivity) : STUDENT_TEXT.never}</dd>
          </div>
        </dl>
      </PageHeader>
      <StudentSeries series={series} />
      <StudentAccount payments={payments} bookings={bookings} />
      <section className="admin-section" aria-labelledby="student-name-title">
        <div className="admin-section__head">
          <h2 id="student-name-title">{PROFILE_TEXT.adminNameTitle}</h2>
        </div>
        <Form method="post" action={ADMIN_URLS.student(student.uid)} className="stack" noValidate>
          <ProfileTextField
            name="displayName"
            label={PROFILE_TEXT.displayName}
            hint={PROFILE_TEXT.displayNameHint}
            values={refused?.values ?? { displayName: student.name }}
            errors={errors}
          />
          <p>
            <button type="submit" className="button button--primary">
              {PROFILE_TEXT.save}
            </button>
          </p>
        </Form>
      </section>
      <section className="admin-section" aria-labelledby="student-courses-title">
        <div className="admin-section__head">
          <h2 id="student-courses-title">
            คอร์สที่เรียน <span className="count">{courses.length}</span>
          </h2>
        </div>
        {courses.length === 0 ? <p className="text-muted admin-empty">{STUDENT_TEXT.noCourses}</p> : null}
        <div className="stack">
          {courses.map((c) => (
            <article key={c.courseId} className="card student-course" aria-labelledby={`course-${c.courseId}`}>
              <h3 id={`course-${c.courseId}`} className="card__title">
                {c.editUrl ? <Link to={c.editUrl}>{c.title}</Link> : c.title}
              </h3>
              <p className="text-small text-muted">
                ลงทะเบียนเมื่อ {formatDateTime(c.enrolledAt)} · กิจกรรมล่าสุด {formatDateTime(c.lastActivity)}
              </p>
              <div className="student-course__progress">
                <progress max={100} value={c.percent} aria-label={`ความคืบหน้าใน ${c.title}`}>
                  {c.percent}%
                </progress>
                <span>{STUDENT_TEXT.progress(c.done, c.totalLessons, c.percent)}</span>
              </div>
              {c.exercises.length === 0 ? (
                <p className="text-small text-muted">{STUDENT_TEXT.noExercises}</p>
              ) : (
                <div className="table-wrap">
                  <table className="table">
                    <caption className="table-caption">แบบฝึกหัดใน {c.title}</caption>
                    <thead>
                      <tr>
                        <th scope="col">บทเรียน</th>
                        <th scope="col">คะแนนดีที่สุด</th>
                        <th scope="col">ส่งคำตอบ (ครั้ง)</th>
                        <th scope="col">ครั้งล่าสุด</th>
                      </tr>
                    </thead>
                    <tbody>
                      {c.exercises.map((x) => (
                        <tr key={x.lessonId}>
                          <th scope="row">{x.lessonTitle}</th>
                          <td className="nowrap">
                            {STUDENT_TEXT.score(x.bestEarned, x.total, x.bestPercent)}
                            {x.passed ? <span className="badge badge--success">{STUDENT_TEXT.passed}</span> : null}
                          </td>
                          <td>{x.attempts}</td>
                          <td className="text-small nowrap">{formatDateTime(x.lastAt)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </article>
          ))}
        </div>
      </section>
      <StudentMockResults results={mockResults} />
      {recentAttempts.length > 0 ? (
        <section className="admin-section" aria-labelledby="student-attempts-title">
          <div className="admin-section__head">
            <h2 id="student-attempts-title">{STUDENT_TEXT.recentAttempts}</h2>
          </div>
          <div className="table-wrap">
            <table className="table" data-testid="recent-attempts">
              <caption className="table-caption">{STUDENT_TEXT.recentAttemptsLead}</caption>
              <thead>
                <tr>
                  <th scope="col">บทเรียน</th>
                  <th scope="col">ส่งเมื่อ</th>
                  <th scope="col">คะแนน</th>
                  <th scope="col">{STUDENT_TEXT.checksBefore}</th>
                </tr>
              </thead>
              <tbody>
                {recentAttempts.map((a) => (
                  <tr key={a.id} data-attempt={a.id}>
                    <th scope="row">{a.lessonTitle}</th>
                    <td className="text-small nowrap">
                      <Link to={a.reviewUrl}>{formatDateTime(a.submittedAt)}</Link>
                    </td>
                    <td className="nowrap">{STUDENT_TEXT.score(a.earned, a.total, a.percent)}</td>
                    <td>{a.checks}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}
