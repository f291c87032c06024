import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { firstError } from "~/kernel/form";
import { requireAdmin } from "~/auth/guards.server";
import { keepTypedOnRefusal, requireAdminWrite } from "~/admin-kit/index.server";
import { lessonOrDraft } from "~/admin/lesson-view.server";
import { lessonKind } from "~/content/lesson";
import { acceptFile, addFileUse, guardUpload, lessonFiles, readUpload, removeFileUse } from "~/files/index.server";
import { FILE_ERRORS, LESSON_FILES, sizeLabel, UPLOAD_TEXT } from "~/files/messages";
import { showChosenFiles } from "~/platform/upload-preview";
import { lessonOwner } from "~/files/owners";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { CopyField } from "~/ui/CopyField";
import { ErrorAlert } from "~/ui/ErrorAlert";
import { Link } from "~/ui/Link";
import { notFound, or503 } from "~/kernel/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { pageHandle } from "~/platform/page-policy";
import { ADMIN_URLS, adminLessonFilesUrl } from "~/kernel/urls";
import { sha256Schema } from "~/files/sha.server";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? LESSON_FILES.title(data.lesson.title) : LESSON_FILES.crumb }, { name: "robots", content: "noindex" }];

export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const ref = await lessonOrDraft(request, params.id);
  return {
    lesson: { id: ref.lesson.id, title: ref.lesson.title, editUrl: lessonKind.editUrl(ref.lesson.id) },
    files: await or503(lessonFiles(ref.lesson.id)),
  };
}

const nameSchema = z.string().trim().min(1, LESSON_FILES.nameRequired).max(120, LESSON_FILES.nameTooLong);

export const action = keepTypedOnRefusal(async ({ params, request, context }: ActionFunctionArgs) => {
  await guardUpload(request, requireAdminWrite(request, context));
  const ref = await lessonOrDraft(request, params.id);
  const owner = lessonOwner(ref.lesson.id);
  const back = adminLessonFilesUrl(ref.lesson.id);
  const upload = await readUpload(request);
  if (!upload.ok) return data({ error: upload.message, name: upload.fields.get("name") ?? "" }, { status: upload.status });
  const typedName = upload.fields.get("name") ?? "";
  if (upload.fields.get("intent") === "remove") {
    const sha = sha256Schema.safeParse(upload.fields.get("sha256"));
    if (!sha.success || !(await or503(removeFileUse(owner, sha.data)))) notFound();
    return redirect(back, { headers: { "Set-Cookie": noticeCookie(LESSON_FILES.removed) } });
  }
  const name = nameSchema.safeParse(typedName);
  if (!name.success) return data({ error: firstError(name.error), name: typedName }, { status: 400 });
  if (!upload.file) return data({ error: FILE_ERRORS.empty, name: typedName }, { status: 400 });
  const accepted = await acceptFile(upload.file.bytes);
  if (!accepted.ok) return data({ error: accepted.error, name: typedName }, { status: 400 });
  await or503(addFileUse(owner, name.data, accepted.file));
  return redirect(back, { headers: { "Set-Cookie": noticeCookie(LESSON_FILES.uploaded(name.data)) } });
});

export default function LessonFiles() {
  const { lesson, files } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as { error?: string; name?: string } | undefined;
  return (
    <div className="container page admin-page">
      <Breadcrumbs items={[{ label: "แอดมิน", to: ADMIN_URLS.home() }, { label: lesson.title, to: lesson.editUrl }, { label: LESSON_FILES.crumb }]} />
      <h1>{LESSON_FILES.title(lesson.title)}</h1>
      <p className="lead">{LESSON_FILES.intro}</p>
      <section className="card" aria-labelledby="upload-title">
        <h2 id="upload-title">{LESSON_FILES.upload}</h2>
        <p className="text-muted">{LESSON_FILES.limits}</p>
        <ErrorAlert text={posted?.error} />
        <Form method="post" encType="multipart/form-data" className="stack" reloadDocument>
          <div className="field">
            <label className="field__label" htmlFor="file">{LESSON_FILES.file}</label>
            <input id="file" name="file" type="file" accept="image/jpeg,image/png,image/webp,application/pdf" required onChange={(event) => showChosenFiles(event.currentTarget, UPLOAD_TEXT.pdf)} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="name">{LESSON_FILES.name}</label>
            <input id="name" name="name" className="input" maxLength={120} required defaultValue={posted?.name ?? ""} aria-describedby="name-hint" />
            <p id="name-hint" className="field__hint">{LESSON_FILES.nameHint}</p>
          </div>
          <div>
            <button type="submit" className="button button--primary">{LESSON_FILES.upload}</button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="files-title" className="stack">
        <h2 id="files-title">{LESSON_FILES.crumb}</h2>
        {files.length === 0 ? <p className="text-muted">{LESSON_FILES.none}</p> : null}
        <ul className="file-list" role="list">
          {files.map((f) => (
            <li key={f.sha256} className="card file-list__item">
              {f.thumb ? <img src={f.thumb} alt="" width={120} loading="lazy" /> : null}
              <div className="stack">
                <a href={f.url}>{f.name}</a>
                <span className="text-muted">{sizeLabel(f.size)}</span>
                {f.kind === "image" ? (
                  <CopyField id={`md-${f.sha256.slice(0, 12)}`} label={LESSON_FILES.markdown} value={`![${f.name}](${f.url})`} copy={LESSON_FILES.copy} copied={LESSON_FILES.copied} />
                ) : null}
                <Form method="post" encType="multipart/form-data" reloadDocument>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="sha256" value={f.sha256} />
                  <button type="submit" className="button button--danger">{LESSON_FILES.remove}</button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <Link to={lesson.editUrl}>{LESSON_FILES.back}</Link>
      </p>
    </div>
  );
}
