/**
 * The student's homework page (/homework/<key>, docs/files.md#hand-ins): the loader (the
 * homework, the hand-in, and the ask-first step of a removal, `?remove=<sha256>`) and the
 * action: a hand-in (multipart: `note` first, then `files`), added to the one waiting for the
 * mark, or `intent=remove` (a plain form, sent by the ask-first step's button). Every refusal
 * answers the page again with the reason in Thai (what to do about it) and the note typed.
 */
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { myName } from "~/auth/profile.server";
import { acceptFiles, guardUpload, readUpload } from "~/files/index.server";
import { FILE_ERRORS } from "~/files/index";
import { firstError } from "~/kernel/form";
import { notFound, or503 } from "~/kernel/http.server";
import { homeworkUrl } from "~/kernel/urls";
import { noticeCookie } from "~/platform/notice.server";
import { hit, RATE_LIMIT_MESSAGE, RATE_RULES, rateLimitHeaders } from "~/platform/rate-limit.store.server";
import { progressWrittenAt, progressWrittenCookie } from "~/platform/student-cache.server";
import type { UploadRefusal } from "~/platform/metrics.server";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { getHandin, handinId, usedBytes } from "./handins.store.server";
import { dueView, homeworkFor } from "./homework.server";
import { MAX_HANDIN_FILES } from "./limits";
import { HANDIN_TEXT } from "./messages";
import { canHandIn, canRemoveFile, NOTE_MAX } from "./model";
import { handIn, removeFile } from "./submit.server";
import { fileLabels } from "./file-labels";
import { handinView } from "./view.server";

/** What a refused post answers: the reason, and the note as typed (kept in its field). */
export type HomeworkAnswer = { error: string; note: string };

async function page(request: Request, key: string | undefined) {
  const user = await requireUser(request);
  const homework = await or503(homeworkFor(user, key, progressWrittenAt(request)));
  if (!homework) notFound();
  return { user, homework };
}

const shaSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** The homework, the student's hand-in (if any) and its mark; anyone but a student it is given to: 404. */
export async function homeworkLoader(request: Request, key: string | undefined) {
  const { user, homework } = await page(request, key);
  const [handin, used] = await or503(Promise.all([getHandin(handinId(homework.key, user.uid)), usedBytes(user.uid)]));
  const instructions = homework.instructions.trim() ? renderMarkdown(homework.instructions, { topHeading: 3 }) : null;
  const view = handin ? handinView(handin) : null;
  const asked = shaSchema.safeParse(new URL(request.url).searchParams.get("remove"));
  const removable = canRemoveFile(handin) && view ? view.files : [];
  const labels = fileLabels(removable);
  const confirm = asked.success ? removable.findIndex((f) => f.sha256 === asked.data) : -1;
  return {
    homework: {
      key: homework.key,
      title: homework.title,
      source: homework.source,
      back: homework.back,
      due: dueView(homework.due),
      instructionsHtml: instructions?.html ?? null,
    },
    handin: view,
    canHandIn: canHandIn(handin),
    canRemove: canRemoveFile(handin),
    confirm: confirm === -1 ? null : { ...removable[confirm]!, label: labels[confirm]! },
    used,
    // KaTeX's stylesheet, only when the page shows maths (without it each formula shows twice: its MathML and its HTML).
    hasMath: Boolean(instructions?.hasMath) || Boolean(handin?.feedback.trim() && renderMarkdown(handin.feedback, { topHeading: 3 }).hasMath),
  };
}

const noteSchema = z.string().trim().max(NOTE_MAX, HANDIN_TEXT.noteTooLong);

/** A refusal of the body's bounds, said with what to do (fewer photos, a PDF). */
function boundRefusal(reason: UploadRefusal | null, message: string): string {
  if (reason === "too-many-files") return HANDIN_TEXT.tooMany;
  if (reason === "body-too-large") return HANDIN_TEXT.tooBig;
  if (reason === "file-too-large") return HANDIN_TEXT.fileTooBig;
  return message;
}

export async function homeworkAction(request: Request, key: string | undefined) {
  // Every refusal before the upload is read drains its body (guardUpload): the client hears it.
  const { user, homework } = await guardUpload(
    request,
    requireUser(request).then(async (user) => ({ user, homework: (await page(request, key)).homework })),
  );
  const upload = await readUpload(request, "files");
  // Refused at the first part over a bound (platform/upload-limit.ts): the note, read before the files (it comes first in the form), is kept.
  if (!upload.ok) return data<HomeworkAnswer>({ error: boundRefusal(upload.reason, upload.message), note: upload.fields.get("note") ?? "" }, { status: upload.status });
  const typed = upload.fields.get("note") ?? "";
  const refuse = (error: string, status = 400) => data<HomeworkAnswer>({ error, note: typed }, { status });
  const back = (notice: string) => {
    // The dashboard's list may be served by another process: it must not show its older copy.
    const headers = new Headers({ "Set-Cookie": progressWrittenCookie() });
    headers.append("Set-Cookie", noticeCookie(notice));
    return redirect(homeworkUrl(homework.key), { status: 303, headers });
  };

  if (upload.fields.get("intent") === "remove") {
    const sha = shaSchema.safeParse(upload.fields.get("file"));
    if (!sha.success) return refuse(HANDIN_TEXT.fileGone);
    const done = await or503(removeFile(homework.key, user.uid, sha.data));
    return done.ok ? back(HANDIN_TEXT.removed) : refuse(done.error, 409);
  }

  const note = noteSchema.safeParse(typed);
  if (!note.success) return refuse(firstError(note.error));
  if (upload.files.length === 0) return refuse(FILE_ERRORS.empty);
  if (upload.files.length > MAX_HANDIN_FILES) return refuse(HANDIN_TEXT.tooMany);
  // Counted before the files are decoded; the note typed comes back with the refusal.
  const rate = await hit(RATE_RULES.studentUpload(), `uid:${user.uid}`);
  if (!rate.allowed) return data<HomeworkAnswer>({ error: RATE_LIMIT_MESSAGE, note: typed }, { status: 429, headers: rateLimitHeaders(rate) });
  // All the photos together: duplicates dropped, the pixels' budget checked before any is decoded.
  const accepted = await acceptFiles(upload.files);
  if (!accepted.ok) {
    const refused = accepted.index === undefined || upload.files.length === 1 ? undefined : upload.files[accepted.index];
    return refuse(refused ? `${refused.name}: ${accepted.error}` : accepted.error);
  }
  const files = accepted.files.map((f) => ({ name: f.name.slice(0, 120) || HANDIN_TEXT.handIn, file: f.file }));
  const name = await or503(myName(user, null));
  const done = await or503(handIn({ key: homework.key, title: homework.title, student: { uid: user.uid, email: user.email, name }, files, note: note.data }));
  return done.ok ? back(HANDIN_TEXT.sent) : refuse(done.error);
}
