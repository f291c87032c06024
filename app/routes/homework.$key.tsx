import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { firstError } from "~/kernel/form";
import { requireUser } from "~/auth/guards.server";
import { acceptFiles, guardUpload, readUpload } from "~/files/index.server";
import { FILE_ERRORS, uploadForm } from "~/files/index";
import { homeworkFor, dueView } from "~/handins/homework.server";
import { getHandin, handinId, usedBytes } from "~/handins/handins.store.server";
import { handIn } from "~/handins/submit.server";
import { HandinWork } from "~/handins/HandinWork";
import { handinLinks } from "~/handins/links";
import { HANDIN_TEXT } from "~/handins/messages";
import { canHandIn, NOTE_MAX } from "~/handins/model";
import { MAX_HANDIN_FILES } from "~/handins/limits";
import { handinView } from "~/handins/view.server";
import { myName } from "~/auth/profile.server";
import { notFound, or503 } from "~/kernel/http.server";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { noticeCookie } from "~/platform/notice.server";
import { pageHandle } from "~/platform/page-policy";
import { hit, RATE_LIMIT_MESSAGE, RATE_RULES, rateLimitHeaders, retryAfterHeaders } from "~/platform/rate-limit.store.server";
import { progressWrittenAt, progressWrittenCookie } from "~/platform/student-cache.server";
import { dashboardUrl, homeworkUrl } from "~/kernel/urls";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { ErrorAlert } from "~/ui/ErrorAlert";
import { TextArea } from "~/ui/Field";
import { Link } from "~/ui/Link";
import { PageHeader } from "~/ui/PageHeader";
import { Prose } from "~/ui/Prose";
import { contentMeta } from "~/ui/meta";

/** A student's own homework: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false, islands: ["upload"] });

/** A 429 of the action carries its Retry-After. */
export const headers = retryAfterHeaders;

export const links = handinLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => contentMeta({ title: data ? `${HANDIN_TEXT.eyebrow}: ${data.homework.title}` : HANDIN_TEXT.eyebrow, noindex: true });

async function page(request: Request, key: string | undefined) {
  const user = await requireUser(request);
  const homework = await or503(homeworkFor(user, key, progressWrittenAt(request)));
  if (!homework) notFound();
  return { user, homework };
}

/** The homework, the student's hand-in (if any) and its mark; anyone but a student it is given to: 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { user, homework } = await page(request, params.key);
  const [handin, used] = await or503(Promise.all([getHandin(handinId(homework.key, user.uid)), usedBytes(user.uid)]));
  return {
    homework: {
      title: homework.title,
      source: homework.source,
      back: homework.back,
      due: dueView(homework.due),
      instructionsHtml: homework.instructions.trim() ? renderMarkdown(homework.instructions, { topHeading: 3 }).html : null,
    },
    handin: handin ? handinView(handin) : null,
    canHandIn: canHandIn(handin),
    used,
  };
}

const noteSchema = z.string().trim().max(NOTE_MAX, HANDIN_TEXT.noteTooLong);

/** POST multipart: `files` (one or more photos or a PDF) and `note`. Refused: the page again, in Thai, with the note typed. */
export async function action({ params, request }: ActionFunctionArgs) {
  // Every refusal before the upload is read drains its body (guardUpload): the client hears it.
  const { user, homework } = await guardUpload(
    request,
    requireUser(request).then(async (user) => ({ user, homework: (await page(request, params.key)).homework })),
  );
  const upload = await readUpload(request, "files");
  // Refused at the first part over a bound (platform/upload-limit.ts): the note, when read before it, is kept.
  if (!upload.ok) return data({ error: upload.reason === "too-many-files" ? HANDIN_TEXT.tooMany : upload.message, note: upload.fields.get("note") ?? "" }, { status: upload.status });
  const typed = upload.fields.get("note") ?? "";
  const refuse = (error: string) => data({ error, note: typed }, { status: 400 });
  const note = noteSchema.safeParse(typed);
  if (!note.success) return refuse(firstError(note.error));
  if (upload.files.length === 0) return refuse(FILE_ERRORS.empty);
  if (upload.files.length > MAX_HANDIN_FILES) return refuse(HANDIN_TEXT.tooMany);
  // Counted before the files are decoded; the note typed comes back with the refusal.
  const rate = await hit(RATE_RULES.studentUpload(), `uid:${user.uid}`);
  if (!rate.allowed) return data({ error: RATE_LIMIT_MESSAGE, note: typed }, { status: 429, headers: rateLimitHeaders(rate) });
  // All the photos together: duplicates dropped, the pixels' budget checked before any is decoded.
  const accepted = await acceptFiles(upload.files);
  if (!accepted.ok) {
    const refused = accepted.index === undefined || upload.files.length === 1 ? undefined : upload.files[accepted.index];
    return refuse(refused ? `${refused.name}: ${accepted.error}` : accepted.error);
  }
  const files = accepted.files.map((f) => ({ name: f.name.slice(0, 120) || HANDIN_TEXT.handIn, file: f.file }));
  const name = await or503(myName(user, null));
  const done = await or503(handIn({ key: homework.key, title: homework.title, student: { uid: user.uid, email: user.email, name }, files, note: note.data }));
  if (!done.ok) return refuse(done.error);
  // The dashboard's list may be served by another process: it must not show its older copy.
  const headers = new Headers({ "Set-Cookie": progressWrittenCookie() });
  headers.append("Set-Cookie", noticeCookie(HANDIN_TEXT.sent));
  return redirect(homeworkUrl(homework.key), { status: 303, headers });
}

export default function HomeworkPage() {
  const { homework, handin, canHandIn: open, used } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as { error?: string; note?: string } | undefined;
  const marked = handin?.status === "marked" && handin.mark;
  return (
    <div className="container container--narrow page">
      <Breadcrumbs items={[{ label: "บทเรียน", to: dashboardUrl() }, { label: homework.back.label, to: homework.back.url }, { label: HANDIN_TEXT.eyebrow }]} />
      <PageHeader eyebrow={`${HANDIN_TEXT.eyebrow} · ${homework.source}`} title={homework.title}>
        <p className={homework.due?.overdue ? "due--overdue" : "text-muted"}>
          {homework.due ? homework.due.label : HANDIN_TEXT.noDue}
          {homework.due?.overdue && open ? ` · ${HANDIN_TEXT.overdue}` : null}
        </p>
      </PageHeader>

      {!open ? <ErrorAlert text={posted?.error} /> : null}

      {homework.instructionsHtml ? (
        <section className="card" aria-labelledby="instructions-title">
          <h2 id="instructions-title">{HANDIN_TEXT.instructions}</h2>
          <Prose html={homework.instructionsHtml} />
        </section>
      ) : null}

      {marked ? (
        <section className="card" aria-labelledby="mark-title" id="mark">
          <h2 id="mark-title">{HANDIN_TEXT.marked}</h2>
          <p className="lead" data-testid="mark">{handin.mark!.label}</p>
          {handin.feedbackHtml ? (
            <>
              <h3>{HANDIN_TEXT.feedback}</h3>
              <Prose html={handin.feedbackHtml} />
            </>
          ) : null}
          {handin.mark!.kind === "resubmit" ? <p>{HANDIN_TEXT.resubmitAsked}</p> : null}
        </section>
      ) : null}

      {handin ? (
        <section className="card" aria-labelledby="work-title">
          <h2 id="work-title">{HANDIN_TEXT.yourWork}</h2>
          <p className="text-muted">{HANDIN_TEXT.sentAt(handin.submittedAt)}</p>
          {handin.status === "submitted" ? <p>{HANDIN_TEXT.waiting}</p> : null}
          <HandinWork files={handin.files} />
          {handin.note ? <p className="handin-note">{handin.note}</p> : null}
        </section>
      ) : null}

      {open ? (
        <section className="card" aria-labelledby="handin-title">
          <h2 id="handin-title">{handin ? HANDIN_TEXT.handInAgain : HANDIN_TEXT.handIn}</h2>
          <p className="text-muted">{HANDIN_TEXT.limits}</p>
          <p className="text-muted" data-testid="quota">{HANDIN_TEXT.used(used)}</p>
          <ErrorAlert text={posted?.error} />
          <form method="post" encType="multipart/form-data" {...uploadForm("stack")}>
            <div className="field">
              <label className="field__label" htmlFor="files">
                {HANDIN_TEXT.files}
              </label>
              <input id="files" name="files" type="file" accept="image/*,application/pdf" multiple required aria-describedby="files-hint" />
              <p id="files-hint" className="field__hint">
                {HANDIN_TEXT.filesHint}
              </p>
            </div>
            <TextArea name="note" label={HANDIN_TEXT.note} value={posted?.note ?? handin?.note ?? ""} rows={3} maxLength={NOTE_MAX} />
            <div>
              <button type="submit" className="button button--primary">
                {handin ? HANDIN_TEXT.handInAgain : HANDIN_TEXT.handIn}
              </button>
            </div>
          </form>
        </section>
      ) : null}

      <p>
        <Link to={homework.back.url}>{HANDIN_TEXT.back(homework.back.label)}</Link>
      </p>
    </div>
  );
}
