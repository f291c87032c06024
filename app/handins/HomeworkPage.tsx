/**
 * The student's homework page (routes/homework.$key.tsx, ./student.server.ts): a refusal's
 * reason and the ask-first step of a removal at the top, in the first screen; the homework,
 * the mark, the work handed in (each file with its "ลบ…" before the mark), and the form: the
 * note first (a body refused part-way keeps what was read before the files), then the files.
 * No React in the browser: the upload island (islands/upload.ts) shrinks the pictures and
 * shows the progress; without JavaScript the form simply posts.
 */
import { uploadForm } from "~/files/index";
import { dashboardUrl, homeworkUrl } from "~/kernel/urls";
import { FormAnswer } from "~/ui/FormAnswer";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { TextArea } from "~/ui/Field";
import { Link } from "~/ui/Link";
import { PageHeader } from "~/ui/PageHeader";
import { Prose } from "~/ui/Prose";
import { HandinWork } from "./HandinWork";
import { HANDIN_TEXT } from "./messages";
import { NOTE_MAX } from "./model";
import type { HomeworkAnswer, homeworkLoader } from "./student.server";
import { removeFileUrl } from "./urls";

type Page = Awaited<ReturnType<typeof homeworkLoader>>;

function RemoveConfirm({ homeworkKey, file }: { homeworkKey: string; file: NonNullable<Page["confirm"]> }) {
  return (
    <section className="card handin-remove" aria-labelledby="remove-title" id="remove">
      <h2 id="remove-title">{HANDIN_TEXT.removeQuestion(file.label)}</h2>
      {file.thumb ? <img src={file.thumb} alt="" width={160} className="handin-remove__thumb" /> : null}
      <p className="text-muted">{HANDIN_TEXT.removeConsequence}</p>
      <form method="post" action={homeworkUrl(homeworkKey)}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="file" value={file.sha256} />
        <button type="submit" className="button button--danger">
          {HANDIN_TEXT.confirmRemove}
        </button>
      </form>
      <p>
        <Link to={homeworkUrl(homeworkKey)}>{HANDIN_TEXT.keepFile}</Link>
      </p>
    </section>
  );
}

export function HomeworkPage({ page, posted }: { page: Page; posted: HomeworkAnswer | undefined }) {
  const { homework, handin, canHandIn: open, canRemove, confirm, used } = page;
  const marked = handin?.status === "marked" && handin.mark;
  const adding = handin?.status === "submitted";
  const send = !handin ? HANDIN_TEXT.handIn : adding ? HANDIN_TEXT.handInMore : HANDIN_TEXT.handInAgain;
  return (
    <div className="container container--narrow page">
      <FormAnswer refused={posted?.error} />
      <Breadcrumbs items={[{ label: "บทเรียน", to: dashboardUrl() }, { label: homework.back.label, to: homework.back.url }, { label: HANDIN_TEXT.eyebrow }]} />
      <PageHeader eyebrow={`${HANDIN_TEXT.eyebrow} · ${homework.source}`} title={homework.title}>
        <p className={homework.due?.overdue ? "due--overdue" : "text-muted"}>
          {homework.due ? homework.due.label : HANDIN_TEXT.noDue}
          {homework.due?.overdue && open ? ` · ${HANDIN_TEXT.overdue}` : null}
        </p>
      </PageHeader>

      {confirm ? <RemoveConfirm homeworkKey={homework.key} file={confirm} /> : null}

      {homework.instructionsHtml ? (
        <section className="card" aria-labelledby="instructions-title">
          <h2 id="instructions-title">{HANDIN_TEXT.instructions}</h2>
          <Prose html={homework.instructionsHtml} />
        </section>
      ) : null}

      {marked ? (
        <section className="card" aria-labelledby="mark-title" id="mark">
          <h2 id="mark-title">{HANDIN_TEXT.marked}</h2>
          <p className="lead" data-testid="mark">
            {handin.mark!.label}
          </p>
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
          <HandinWork files={handin.files} removeHref={canRemove ? (sha) => removeFileUrl(homework.key, sha) : undefined} />
          {handin.note ? <p className="handin-note">{handin.note}</p> : null}
        </section>
      ) : null}

      {open ? (
        <section className="card" aria-labelledby="handin-title">
          <h2 id="handin-title">{send}</h2>
          {handin ? <p>{adding ? HANDIN_TEXT.moreHint : HANDIN_TEXT.againHint}</p> : null}
          <p className="text-muted">{HANDIN_TEXT.limits}</p>
          <p className="text-muted" data-testid="quota">
            {HANDIN_TEXT.used(used)}
          </p>
          <form method="post" encType="multipart/form-data" action={homeworkUrl(homework.key)} {...uploadForm("stack", { shrink: true })}>
            <TextArea name="note" label={HANDIN_TEXT.note} value={posted?.note ?? handin?.note ?? ""} rows={3} maxLength={NOTE_MAX} />
            <div className="field">
              <label className="field__label" htmlFor="files">
                {HANDIN_TEXT.files}
              </label>
              <input id="files" name="files" type="file" accept="image/*,application/pdf" multiple required aria-describedby="files-hint" />
              <p id="files-hint" className="field__hint">
                {HANDIN_TEXT.filesHint}
              </p>
            </div>
            <div>
              <button type="submit" className="button button--primary">
                {send}
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
