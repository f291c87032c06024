/**
 * The trash pages' HTTP side (/admin/trash, /admin/trash/:id): guard first in
 * every loader and action (writes also the admin write rate limit), validated
 * inputs, the audit entry after each restore or purge, Thai answers.
 */
import { notFound } from "~/kernel/http.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/auth/guards.server";
import { KINDS } from "~/content/kinds";
import { KIND_LABELS, type ContentKind } from "~/content/labels";
import { recordAudit } from "~/content/audit.store.server";
import { awaitFreshContent } from "~/content/cache.server";
import { listAllCourses } from "~/content/course.store.server";
import {
  ParentMissingError,
  TRASH_READ_LIMIT,
  TrashDamagedError,
  TrashGoneError,
  courseInTrash,
  getTrashItem,
  listTrash,
  purgeTrashItem,
  restoreTrashItem,
} from "~/content/trash.store.server";
import { loadOr404, requireAdminWrite } from "~/admin-kit/guard.server";
import { matchesSearch, paginate, readListQuery } from "./list-query";
import { RECORD_AUDIT, TRASH_TEXT as T } from "./messages";
import { ADMIN_URLS } from "~/kernel/urls";
import { firestoreIdSchema } from "~/platform/doc-id";
import { readForm } from "~/kernel/form.server";

const entryIdSchema = firestoreIdSchema.regex(/^[A-Za-z0-9_-]{1,64}$/);
const kindSchema = z.enum(["article", "course", "lesson"]);

/** What the redirect after a restore carries (`?restored=kind&id=…`), read back into the notice. */
const restoredSchema = z.object({
  restored: kindSchema,
  id: entryIdSchema,
  title: z.string().max(300),
  lessons: z.coerce.number().int().min(0).catch(0),
  wanted: z.string().max(100).optional(),
  slug: z.string().max(100).optional(),
});

export interface TrashNotice {
  text: string;
  editUrl: string | null;
}

function noticeOf(url: URL): TrashNotice | null {
  const params = Object.fromEntries(url.searchParams);
  const restored = restoredSchema.safeParse(params);
  if (restored.success) {
    const r = restored.data;
    const parts: string[] = [T.restored(r.restored, r.title.slice(0, 160), r.lessons)];
    if (r.wanted && r.slug && r.wanted !== r.slug) parts.push(T.slugChanged(r.wanted, r.slug));
    if (r.restored === "lesson") parts.push(T.lessonPlaced);
    return { text: parts.join(" "), editUrl: KINDS[r.restored].editUrl(r.id) };
  }
  const purged = url.searchParams.get("purged");
  return purged ? { text: T.purged(purged.slice(0, 160)), editUrl: null } : null;
}

interface TrashRow {
  id: string;
  kind: ContentKind;
  kindLabel: string;
  title: string;
  /** The slug, or a lesson's course. */
  subtitle: string;
  deletedAt: Date;
  deletedBy: string | null;
}

export async function trashLoader({ request }: Pick<LoaderFunctionArgs, "request">) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const query = readListQuery(url);
  const [{ items, truncated }, courses] = await Promise.all([listTrash(), listAllCourses()]);
  const courseTitle = new Map(courses.map((c) => [c.id, c.title]));
  const rows: TrashRow[] = items.map((i) => {
    const course = i.parentId ? courseTitle.get(i.parentId) : undefined;
    const subtitle =
      i.kind === "lesson" ? (course ? T.inCourse(course) : T.courseGone) : [i.slug, i.lessons > 0 ? T.withLessons(i.lessons) : ""].filter(Boolean).join(" · ");
    return {
      id: i.id,
      kind: i.kind,
      kindLabel: KIND_LABELS[i.kind],
      title: i.title || T.untitled,
      subtitle,
      deletedAt: i.deletedAt,
      deletedBy: i.deletedBy,
    };
  });
  const found = rows.filter((r) => matchesSearch(query.q, r.title, r.subtitle, r.deletedBy, r.kindLabel));
  return { query, notice: noticeOf(url), page: paginate(found, query.page), total: rows.length, truncated: truncated ? T.truncated(TRASH_READ_LIMIT) : null };
}

/** POST /admin/trash `intent=restore&id=…`: restore as a draft and come back with a notice (or a Thai refusal). */
export async function trashAction({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  const actor = await requireAdminWrite(request, context);
  const form = await readForm(request);
  const id = entryIdSchema.safeParse(form.get("id"));
  if (form.get("intent") !== "restore" || !id.success) return data({ formError: T.badRequest }, { status: 400 });
  const item = await getTrashItem(id.data);
  if (!item) return data({ formError: T.gone }, { status: 404 });
  try {
    const r = await restoreTrashItem(item.id);
    const slugChange = r.slug && r.slugWanted && r.slug !== r.slugWanted ? { wanted: r.slugWanted, given: r.slug } : null;
    await recordAudit(actor, { action: "restore", docType: r.kind, docId: r.id, title: r.title, detail: RECORD_AUDIT.restored(r.lessons, slugChange) });
    await awaitFreshContent();
    const params = new URLSearchParams({ restored: r.kind, id: r.id, title: r.title, lessons: String(r.lessons) });
    if (slugChange) {
      params.set("wanted", slugChange.wanted);
      params.set("slug", slugChange.given);
    }
    return redirect(ADMIN_URLS.trash(Object.fromEntries(params)));
  } catch (error) {
    if (error instanceof TrashGoneError) return data({ formError: T.gone }, { status: 404 });
    if (error instanceof TrashDamagedError) return data({ formError: T.damaged }, { status: 409 });
    if (error instanceof ParentMissingError) {
      const course = await courseInTrash(error.courseId);
      return data({ formError: course ? T.parentInTrash(item.title, course.title) : T.parentGone(item.title) }, { status: 409 });
    }
    throw error;
  }
}

export async function purgeLoader({ request, params }: Pick<LoaderFunctionArgs, "request" | "params">) {
  await requireAdmin(request);
  const item = await loadOr404(getTrashItem, params.id);
  return { item: { ...item, kindLabel: KIND_LABELS[item.kind], title: item.title || T.untitled } };
}

/** POST /admin/trash/:id `confirm=yes`: delete for good, audit, back to the trash. */
export async function purgeAction({ request, params, context }: Pick<ActionFunctionArgs, "request" | "params" | "context">) {
  const actor = await requireAdminWrite(request, context);
  const item = await loadOr404(getTrashItem, params.id);
  const form = await readForm(request);
  if (form.get("confirm") !== "yes") return data({ formError: T.confirmMissing }, { status: 400 });
  try {
    const gone = await purgeTrashItem(item.id);
    await recordAudit(actor, { action: "purge", docType: gone.kind, docId: gone.docId, title: gone.title, detail: RECORD_AUDIT.purged(gone.lessons) });
    return redirect(ADMIN_URLS.trash({ purged: gone.title || T.untitled }));
  } catch (error) {
    if (error instanceof TrashGoneError) notFound();
    throw error;
  }
}
