/**
 * The editor pages of every content kind (new and edit): one flow for a post
 * (validate → preview or save → audit → redirect), the outage path (503 with
 * everything typed), the conflict path (409 with the stored copy beside the
 * typed one), and the edit loader. Routes are glue around these.
 */
import { notFound } from "~/kernel/http.server";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { FIELD_LABELS, type AnyField } from "~/content/labels";
import type { ContentDoc } from "~/content/kind";
import type { ContentImage, ContentStatus } from "~/content/fields";
import type { FieldErrors, FormValues } from "~/kernel/form";
import { AUDIT_DETAILS, FORM_ERRORS, type DoneNotice } from "~/admin-kit/messages";
import { FIELD_ERRORS } from "~/content/labels";
import { newSlugError, shortSlug } from "~/content/slug";
import { withTimeout } from "~/platform/firebase-admin.server";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { lastAuditOf } from "~/content/audit.store.server";
import { awaitFreshContent } from "~/content/cache.server";
import { ConflictError, NotFoundError, SlugTakenError } from "~/content/shared.store.server";
import { restoreDraft, editorWriteGuard } from "./drafts.server";
import { actionFound, noteActionFact } from "~/kernel/action-facts.server";
import { loadOr404, type Actor } from "./guard.server";
import { intentSchema, noticeOf, versionSchema, withNotice } from "./inputs";
import type { EditorKind } from "./editor-kind";
import { readForm } from "~/kernel/form.server";
import { idSchema } from "~/kernel/ids";
import { now } from "~/kernel/clock";

/** How long a save may wait for Firestore before the form comes back with an error. */
export const WRITE_TIMEOUT_MS = 8_000;
/** How long an edit page may wait for its stored copy before it renders without it. */
const READ_TIMEOUT_MS = 5_000;

interface ConflictInfo<K extends string> {
  /** The stored document as a form would show it. */
  theirs: FormValues<K>;
  theirStatus: ContentStatus;
  /** Fields where the stored text differs from what was typed. */
  changed: K[];
  at: Date;
  by: string | null;
}

export interface EditorState<K extends string = string> {
  values: FormValues<K>;
  errors: FieldErrors<K>;
  formError: string | null;
  /** Rendered Markdown of the preview, when asked for. */
  preview: string | null;
  conflict: ConflictInfo<K> | null;
  /** The version the form carries from now on (after a conflict: the stored one). */
  version: string | null;
  /** Publishing asks for a confirmation first (`EditorKind.publishWarning`): its Thai text. */
  confirmPublish?: string;
  /** What a page's own step did (a picture placed in the text, not saved yet): its Thai text. */
  notice?: string | null;
  /** Set when a step changed the text: a new form is shown (its fields are uncontrolled). */
  placedAt?: number;
}

/**
 * A page's own work on an editor post, before the editor's (files' editor
 * uploads: a picture placed in the Markdown, a cover uploaded). It may change
 * the form's fields; its `errors` refuse the post with everything typed, and
 * `kept` are its own typed fields (not the kind's) the form shows again.
 */
export type EditorStep = (form: FormData) => Promise<EditorStepResult>;
export interface EditorStepResult {
  errors?: Record<string, string>;
  notice?: string;
  kept?: Record<string, string>;
  changed?: boolean;
}

function changedFields(fields: readonly string[], a: Record<string, string>, b: Record<string, string>): string[] {
  const norm = (s: string | undefined) => (s ?? "").replace(/\r\n?/g, "\n").trim();
  return fields.filter((f) => norm(a[f]) !== norm(b[f]));
}

function fieldList(fields: readonly string[]): string {
  return fields.map((f) => (FIELD_LABELS[f as AnyField] ?? f).replace(/ \(.*\)$/, "")).join(", ");
}

/**
 * Renders Markdown for a preview (the `/admin/preview` route and the editors'
 * preview button): the HTML, and the Thai error (a bound broken, a wrong
 * formula) that a save of the same text would answer with.
 */
export function renderPreview(markdown: string): { html: string; error: string | null } {
  const { html, error } = renderMarkdown(markdown.replace(/\r\n?/g, "\n"));
  return { html, error };
}

/** Logged; within one request, the loaders that run after this action need not wait for Firestore (action-facts.server.ts). */
export function noteOutage(context: AppLoadContext | undefined, what: string, error: unknown): void {
  console.error(`admin ${what}: Firestore unavailable (${error instanceof Error ? error.message : "error"})`);
  noteActionFact(context, "firestoreDown");
}

/**
 * The reads of an editor page (its loader; the course of a new lesson),
 * bounded in time: null (logged) when Firestore does not answer, so the page
 * renders without the stored copy (503) instead of an error page. A thrown
 * Response (404) stays thrown.
 */
export async function readForEdit<T>(read: () => Promise<T>, label: string, context?: AppLoadContext): Promise<T | null> {
  // This request's action already found Firestore down: no second wait.
  if (actionFound(context, "firestoreDown")) return null;
  try {
    return await withTimeout(read(), READ_TIMEOUT_MS, label);
  } catch (error) {
    if (error instanceof Response) throw error;
    noteOutage(context, label, error);
    return null;
  }
}

/** A cover keeps its known size while its address stays the same. */
function withKnownSize(input: Record<string, unknown>, current: ContentDoc | null): Record<string, unknown> {
  const cover = input.cover as ContentImage | null | undefined;
  const known = (current as { cover?: ContentImage | null } | null)?.cover;
  if (!cover || !known || known.url !== cover.url) return input;
  return { ...input, cover: { ...cover, width: known.width, height: known.height } };
}

/** What a post of an editor works on: a stored document, or a new one (with what the page adds, e.g. its course). */
export type EditorTarget<D> =
  | { load: () => Promise<D> }
  | { create: Record<string, unknown> | null; afterCreate?: (doc: D) => string };

/**
 * One editor post: `intent` is preview, save, publish or unpublish. Answers a
 * redirect after a save, or the form state (typed values kept) with 400 for
 * field errors, 409 for an edit conflict, 503 when Firestore does not answer.
 * Throws 404 when the document is gone.
 */
export async function editorAction<D extends ContentDoc>(
  kind: EditorKind<D>,
  actor: Actor,
  form: FormData,
  target: EditorTarget<D>,
  context?: AppLoadContext,
  step?: EditorStep
) {
  const intent = intentSchema.safeParse(form.get("intent"));
  const stepped: EditorStepResult = step && intent.success ? await step(form) : {};
  const parsed = kind.parse(form);
  const submitted = versionSchema.safeParse(form.get("version"));
  const values = parsed.values;
  // The form keeps the version its text was based on (never a newer one it has not seen).
  const state = (patch: Partial<EditorState> = {}): EditorState => ({
    values: { ...values, ...stepped.kept },
    errors: {},
    formError: null,
    preview: null,
    conflict: null,
    version: submitted.success ? submitted.data : null,
    notice: stepped.notice ?? null,
    ...(stepped.changed ? { placedAt: now() } : {}),
    ...patch,
  });
  if (!intent.success) return data(state({ formError: FORM_ERRORS.unknownIntent }), { status: 400 });
  if (stepped.errors) return data(state({ errors: stepped.errors, formError: FORM_ERRORS.invalid }), { status: 400 });
  // The Markdown as the site would render it: a wrong formula or a broken bound is a field error.
  const field = kind.def.markdownField;
  const rendered = renderPreview(values[field] ?? "");
  const markdownError: FieldErrors<string> = rendered.error ? { [field]: rendered.error } : {};
  // A picture placed is shown as the page will show it; nothing is saved yet.
  if (intent.data === "preview" || intent.data === "picture") {
    return data(state({ preview: rendered.html, errors: markdownError }), { status: rendered.error ? 400 : 200 });
  }
  if (!parsed.ok || rendered.error) {
    const errors = { ...markdownError, ...(parsed.ok ? {} : parsed.errors) };
    return data(state({ errors, formError: FORM_ERRORS.invalid }), { status: 400 });
  }

  // Firestore may be down: the admin then gets the form back with a Thai error
  // and everything typed (503), never an error page that loses the text.
  const unavailable = (what: string, error: unknown) => {
    noteOutage(context, what, error);
    return data(state({ formError: FORM_ERRORS.unavailable }), { status: 503 });
  };
  let current: D | null = null;
  if ("load" in target) {
    try {
      current = await withTimeout(target.load(), WRITE_TIMEOUT_MS, "load");
    } catch (error) {
      if (error instanceof Response) throw error;
      return unavailable("save", error);
    }
  }
  // A new or changed slug is short ASCII and not reserved; one saved before that rule may be kept.
  const slug = (parsed.data as { slug?: string }).slug;
  const slugError = slug === undefined ? null : newSlugError(slug, (current as { slug?: string } | null)?.slug ?? null);
  if (slugError) {
    const message = slugError === "reserved" ? FIELD_ERRORS.slugReserved(slug!) : FIELD_ERRORS.slugAscii;
    return data(state({ errors: { slug: message }, formError: FORM_ERRORS.invalid }), { status: 400 });
  }
  const status: ContentStatus =
    intent.data === "publish" ? "published" : intent.data === "unpublish" ? "draft" : (current?.status ?? "draft");
  // Publishing may ask for a confirmation (a course without a published lesson): the form comes back with the warning.
  if (status === "published" && current?.status !== "published" && kind.publishWarning && form.get("confirm") !== "publish") {
    let warning: string | null;
    try {
      warning = await withTimeout(kind.publishWarning(current), WRITE_TIMEOUT_MS, "publish check");
    } catch (error) {
      return unavailable("publish check", error);
    }
    if (warning) return data(state({ confirmPublish: warning }), { status: 409 });
  }

  try {
    if (!current) {
      const extra = (target as { create: Record<string, unknown> | null }).create;
      if (!extra) return unavailable("save", new Error("the page's parent could not be read"));
      const audit = { actor, detail: status === "published" ? AUDIT_DETAILS.createdPublished : AUDIT_DETAILS.createdDraft };
      // A kind without a slug is addressed by its id: a short one ("l-7k2m") rather than Firestore's twenty characters.
      const id = slug === undefined ? shortSlug(kind.def.kind) : undefined;
      const created = await withTimeout(kind.repo.create({ ...parsed.data, ...extra, status }, { audit, id }), WRITE_TIMEOUT_MS, "create");
      await awaitFreshContent();
      const after = (target as { afterCreate?: (doc: D) => string }).afterCreate;
      return redirect(withNotice(after ? after(created) : kind.def.editUrl(created.id), status === "published" ? "createdPublished" : "created"));
    }

    if (!submitted.success) return data(state({ formError: FORM_ERRORS.noVersion }), { status: 400 });
    const parent = kind.def.parent ? { [kind.def.parent.field]: (current as Record<string, unknown>)[kind.def.parent.field] } : {};
    const before = current;
    const audit = {
      actor,
      detail: (_: unknown, after: ContentDoc | null) => {
        const changed = changedFields(kind.def.fields, kind.def.toForm(before), kind.def.toForm(after as D));
        return changed.length ? AUDIT_DETAILS.changed(fieldList(changed)) : AUDIT_DETAILS.unchanged;
      },
    };
    const input = withKnownSize({ ...parsed.data, ...parent, status }, current);
    const saved = await withTimeout(kind.repo.update(current.id, input, submitted.data, { audit }), WRITE_TIMEOUT_MS, "update");
    await awaitFreshContent();
    const notice: DoneNotice =
      current.status === saved.status ? "saved" : saved.status === "published" ? "published" : "unpublished";
    return redirect(withNotice(kind.def.editUrl(saved.id), notice));
  } catch (error) {
    if (error instanceof SlugTakenError) {
      return data(state({ errors: { slug: FIELD_ERRORS.slugTaken(error.slug) }, formError: FORM_ERRORS.invalid }), { status: 400 });
    }
    if (error instanceof ConflictError && current) return conflictState(kind, current.id, values, state);
    if (error instanceof NotFoundError) notFound();
    if (error instanceof Response) throw error;
    return unavailable("save", error);
  }
}

/**
 * The action of an edit page (guard and rate limit first). With a `step` the
 * page takes uploads (platform/upload-limit.ts names its path and bounds, which the
 * form reader obeys) and the step runs before the editor's own work.
 */
export async function editAction<D extends ContentDoc>(kind: EditorKind<D>, { request, params, context }: ActionFunctionArgs, step?: EditorStep) {
  // An id no document can have: nothing is read or stored for it.
  if (step && !idSchema.safeParse(params.id).success) notFound();
  const form = await readForm(request);
  // An expired session answers the form with the typed text (drafts.server.ts).
  const guard = await editorWriteGuard(kind, request, context, form);
  if (guard.expired) return guard.expired;
  return editorAction(kind, guard.actor, form, { load: () => loadOr404(kind.repo.get, params.id) }, context, step);
}

/**
 * The loader of a new-document page (guard first): the blank form, or the text
 * kept when a save's session had expired (`?draft=`). After such a save in the
 * same request (no JavaScript): no guard, nothing but the blank form.
 */
export async function newLoader(request: Request, values: Record<string, string>, context?: AppLoadContext) {
  if (actionFound(context, "sessionExpired")) return data({ values, restored: false }, { status: 401 });
  const user = await requireAdmin(request);
  const restored = await restoreDraft(request, user, new URL(request.url).pathname);
  return { values: restored?.values ?? values, restored: restored !== null };
}

/** The action of a new-document page (guard and rate limit first). */
export async function createAction<D extends ContentDoc>(kind: EditorKind<D>, { request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const guard = await editorWriteGuard(kind, request, context, form);
  if (guard.expired) return guard.expired;
  return editorAction(kind, guard.actor, form, { create: {} });
}

/** 409: the stored copy (and who saved it) beside what was typed; the form now carries the stored version. */
async function conflictState<D extends ContentDoc>(
  kind: EditorKind<D>,
  id: string,
  values: Record<string, string>,
  state: (patch: Partial<EditorState>) => EditorState
) {
  const stored = await kind.repo.get(id);
  if (!stored) notFound();
  const theirs = kind.def.toForm(stored);
  const last = await lastAuditOf(kind.def.kind, stored.id).catch(() => null);
  return data(
    state({
      formError: FORM_ERRORS.conflict,
      version: stored.updatedAt.toISOString(),
      conflict: {
        theirs,
        theirStatus: stored.status,
        changed: changedFields(kind.def.fields, theirs, values),
        at: stored.updatedAt,
        by: last?.actorEmail ?? null,
      },
    }),
    { status: 409 }
  );
}

/**
 * The loader of an edit page: the stored document as the form shows it, its
 * version, public page and parent, plus what `more` reads (a course's
 * lessons). Firestore down: 503 without the stored copy (the form, if any, is
 * the one the action sent back). The guard runs first.
 */
export async function editLoader<D extends ContentDoc, X = null>(
  kind: EditorKind<D>,
  { request, params, context }: Pick<LoaderFunctionArgs, "request" | "params" | "context">,
  more?: (doc: D) => Promise<X>
) {
  const editUrl = kind.def.editUrl(String(params.id));
  // This request's save found the session expired and answered the typed form: nothing more to show.
  if (actionFound(context, "sessionExpired")) return data({ stored: null, editUrl, notice: null, restored: null }, { status: 401 });
  const user = await requireAdmin(request);
  const read = await readForEdit(
    async () => {
      const doc = await loadOr404(kind.repo.get, params.id);
      const [parent, extra] = await Promise.all([kind.parentOf?.(doc) ?? null, more ? more(doc) : null]);
      return { doc, parent, extra: extra as X | null };
    },
    `${kind.def.kind} read`,
    context
  );
  if (!read) return data({ stored: null, editUrl, notice: null, restored: null }, { status: 503 });
  // Back from signing in after an expired session: the text typed then (drafts.server.ts).
  const restored = await restoreDraft(request, user, new URL(request.url).pathname);
  const { doc, parent, extra } = read;
  const dates = doc as ContentDoc & { publishedAt?: Date | null };
  return {
    stored: {
      doc: { id: doc.id, title: doc.title, status: doc.status, updatedAt: doc.updatedAt, publishedAt: dates.publishedAt ?? null },
      parent: parent ? { title: parent.title, status: parent.status, editUrl: kind.parentEditUrl?.(parent.id) ?? null } : null,
      values: kind.def.toForm(doc),
      version: doc.updatedAt.toISOString(),
      publicUrl: kind.def.publicUrl(doc, parent),
      deleteUrl: `${editUrl}/delete`,
      extra,
    },
    editUrl,
    notice: noticeOf(new URL(request.url)),
    restored,
  };
}
