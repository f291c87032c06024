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
import { RECORD_AUDIT, TRASH_TEXT } from "./messages";
import { ADMIN_URLS } from "~/kernel/urls";
import { idSchema } from "~/kernel/ids";
import { readForm } from "~/kernel/form.server";

const kindSchema = z.enum(["article", "course", "lesson"]);

/** What the redirect after a restore carries (`?restored=kind&id=…`), read back into the notice. */
const restoredSchema = z.object({
  restored: kindSchema,
  id: idSchema,
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
    const parts: string[] = [TRASH_TEXT.restored(r.restored, r.title.slice(0, 160), r.lessons)];
    if (r.wanted && r.slug && r.wanted !== r.slug) parts.push(TRASH_TEXT.slugChanged(r.wanted, r.slug));
    if (r.restored === "lesson") parts.push(TRASH_TEXT.lessonPlaced);
    return { text: parts.join(" "), editUrl: KINDS[r.restored].editUrl(r.id) };
  }
  const purged = url.searchParams.get("purged");
  return purged ? { text: TRASH_TEXT.purged(purged.slice(0, 160)), editUrl: null } : null;
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
      i.kind === "lesson" ? (course ? TRASH_TEXT.inCourse(course) : TRASH_TEXT.courseGone) : [i.slug, i.lessons > 0 ? TRASH_TEXT.withLessons(i.lessons) : ""].filter(Boolean).join(" · ");
    return {
      id: i.id,
      kind: i.kind,
      kindLabel: KIND_LABELS[i.kind],
      title: i.title || TRASH_TEXT.untitled,
      subtitle,
      deletedAt: i.deletedAt,
      deletedBy: i.deletedBy,
    };
  });
  const found = rows.filter((r) => matchesSearch(query.q, r.title, r.subtitle, r.deletedBy, r.kindLabel));
  return { query, notice: noticeOf(url), page: paginate(found, query.page), total: rows.length, truncated: truncated ? TRASH_TEXT.truncated(TRASH_READ_LIMIT) : null };
}

/** POST /admin/trash `intent=restore&id=…`: restore as a draft and come back with a notice (or a Thai refusal). */
export async function trashAction({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  const actor = await requireAdminWrite(request, context);
  const form = await readForm(request);
  const id = idSchema.safeParse(form.get("id"));
  if (form.get("intent") !== "restore" || !id.success) return data({ formError: TRASH_TEXT.badRequest }, { status: 400 });
  const item = await getTrashItem(id.data);
  if (!item) return data({ formError: TRASH_TEXT.gone }, { status: 404 });
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
    if (error instanceof TrashGoneError) return data({ formError: TRASH_TEXT.gone }, { status: 404 });
    if (error instanceof TrashDamagedError) return data({ formError: TRASH_TEXT.damaged }, { status: 409 });
    if (error instanceof ParentMissingError) {
      const course = await courseInTrash(error.courseId);
      return data({ formError: course ? TRASH_TEXT.parentInTrash(item.title, course.title) : TRASH_TEXT.parentGone(item.title) }, { status: 409 });
    }
    throw error;
  }
}

export async function purgeLoader({ request, params }: Pick<LoaderFunctionArgs, "request" | "params">) {
  await requireAdmin(request);
  const item = await loadOr404(getTrashItem, params.id);
  return { item: { ...item, kindLabel: KIND_LABELS[item.kind], title: item.title || TRASH_TEXT.untitled } };
}

/** POST /admin/trash/:id `confirm=yes`: delete for good, audit, back to the trash. */
export async function purgeAction({ request, params, context }: Pick<ActionFunctionArgs, "request" | "params" | "context">) {
  const actor = await requireAdminWrite(request, context);
  const item = await loadOr404(getTrashItem, params.id);
  const form = await readForm(request);
  if (form.get("confirm") !== "yes") return data({ formError: TRASH_TEXT.confirmMissing }, { status: 400 });
  try {
    const gone = await purgeTrashItem(item.id);
    await recordAudit(actor, { action: "purge", docType: gone.kind, docId: gone.docId, title: gone.title, detail: RECORD_AUDIT.purged(gone.lessons) });
    return redirect(ADMIN_URLS.trash({ purged: gone.title || TRASH_TEXT.untitled }));
  } catch (error) {
    if (error instanceof TrashGoneError) notFound();
    throw error;
  }
}
