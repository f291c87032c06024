import type { ReactNode } from "react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { requireAdmin } from "~/auth/guards.server";
import { AuditList } from "~/admin/ui/AuditList";
import { ContentTable } from "~/admin/ui/ContentTable";
import { Notice } from "~/admin-kit/parts";
import { ListHeader } from "~/admin/records/ListHeader";
import { ListSearch } from "~/admin/records/ListSearch";
import { pageMeta } from "~/platform/site";
import { readOnlyAction } from "~/admin-kit/guard.server";
import { noticeOf, overviewQuerySchema } from "~/admin-kit/inputs";
import { overviewLists } from "~/admin/overview.server";
import { latestAudit } from "~/content/audit.store.server";
import { KINDS } from "~/content/kinds";
import { pageHandle } from "~/platform/page-policy";
import { questionAdminUrl } from "~/questions/urls";
import { overviewPages, OVERVIEW_PAGE_PARAMS } from "~/admin/records/overview-pages";
import { pageHref } from "~/admin/records/list-query";
import { Pagination } from "~/ui/Pagination";
import { ExportSection } from "~/backup/ExportSection";
import { lastBackupLabel } from "~/backup/index.server";
import { morningPage } from "~/admin/today.server";
import { Today } from "~/admin/ui/Today";
import { TODAY_TEXT } from "~/admin/messages";
import { ADMIN_URLS } from "~/kernel/urls";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => [...pageMeta("แอดมิน"), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const query = overviewQuerySchema.parse({ q: url.searchParams.get("q") ?? "", status: url.searchParams.get("status") ?? "all" });
  const [{ existing, ...lists }, audit, morning, lastBackup] = await Promise.all([overviewLists(query), latestAudit(20), morningPage(context), lastBackupLabel()]);
  return {
    morning,
    lastBackup,
    query,
    notice: noticeOf(url),
    ...overviewPages(url, lists),
    audit: audit.map((e) => ({
      ...e,
      // A deleted document has no editor to open.
      href: e.docType === "question" ? questionAdminUrl(e.docId) : e.docType === "backup" ? null : existing.has(`${e.docType}/${e.docId}`) ? KINDS[e.docType].editUrl(e.docId) : null,
    })),
  };
}

export const action = readOnlyAction;

export default function AdminIndex() {
  const { morning, lastBackup, query, notice, articles, courses, lessons, totals, audit, pages, href } = useLoaderData<typeof loader>();
  const filtered = query.q !== "" || query.status !== "all";
  const pager = (kind: keyof typeof OVERVIEW_PAGE_PARAMS, label: string) => (
    <Pagination page={pages[kind].page} totalPages={pages[kind].totalPages} hrefFor={(p) => pageHref(href, p, OVERVIEW_PAGE_PARAMS[kind])} label={label} />
  );
  return (
    <>
      <Notice text={notice} />
      <Today {...morning} />
      <ExportSection last={lastBackup} />

      <ListHeader level={2} title={TODAY_TEXT.contentTitle} lead="เขียนบทความ จัดคอร์สและบทเรียน แล้วเผยแพร่ให้น้อง ๆ เห็นได้ทันที">
        <div className="cluster">
          <Link to={ADMIN_URLS.newArticle()} className="button button--primary">
            เขียนบทความใหม่
          </Link>
          <Link to={ADMIN_URLS.newCourse()} className="button button--secondary">
            สร้างคอร์สใหม่
          </Link>
        </div>
      </ListHeader>

      <ListSearch
        action={ADMIN_URLS.home()}
        q={query.q}
        id="admin-q"
        label="ค้นหาเนื้อหา"
        placeholder="ชื่อเรื่อง ที่อยู่หน้า หรือแท็ก"
        found={`พบบทความ ${pages.articles.total} คอร์ส ${pages.courses.total} บทเรียน ${pages.lessons.total} รายการ`}
        filtered={filtered}
      >
        <div className="field">
          <label htmlFor="admin-status" className="field__label">
            สถานะ
          </label>
          <select id="admin-status" name="status" className="select" defaultValue={query.status}>
            <option value="all">ทั้งหมด</option>
            <option value="draft">ฉบับร่าง</option>
            <option value="published">เผยแพร่แล้ว</option>
          </select>
        </div>
      </ListSearch>

      <ListSection id="articles-title" label="บทความ" shown={pages.articles.total} total={totals.articles} filtered={filtered} newUrl={ADMIN_URLS.newArticle()} newLabel="+ บทความใหม่">
        <ContentTable caption="รายการบทความ" subtitleHeading="ที่อยู่หน้า" rows={articles} empty="ไม่พบบทความ" />
        {pager("articles", "หน้าของรายการบทความ")}
      </ListSection>
      <ListSection id="courses-title" label="คอร์ส" shown={pages.courses.total} total={totals.courses} filtered={filtered} newUrl={ADMIN_URLS.newCourse()} newLabel="+ คอร์สใหม่">
        <ContentTable caption="รายการคอร์ส" subtitleHeading="ที่อยู่หน้า" rows={courses} empty="ไม่พบคอร์ส" />
        {pager("courses", "หน้าของรายการคอร์ส")}
      </ListSection>
      <ListSection id="lessons-title" label="บทเรียน" shown={pages.lessons.total} total={totals.lessons} filtered={filtered} note="เพิ่มและเรียงบทเรียนได้ในหน้าแก้ไขคอร์ส">
        <ContentTable caption="รายการบทเรียน" subtitleHeading="คอร์ส" rows={lessons} empty="ไม่พบบทเรียน" />
        {pager("lessons", "หน้าของรายการบทเรียน")}
      </ListSection>

      <section className="admin-section" aria-labelledby="audit-title">
        <div className="admin-section__head">
          <h2 id="audit-title">บันทึกการแก้ไขล่าสุด</h2>
          <p className="text-small text-muted">20 รายการล่าสุด: ใคร ทำอะไร กับเอกสารไหน เมื่อไร</p>
        </div>
        <AuditList entries={audit} />
      </section>
    </>
  );
}

/** One kind's list on the overview: its count ("shown/total" while filtering) and its "new" link or a note. */
function ListSection(props: {
  id: string;
  label: string;
  shown: number;
  total: number;
  filtered: boolean;
  newUrl?: string;
  newLabel?: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section className="admin-section" aria-labelledby={props.id}>
      <div className="admin-section__head">
        <h2 id={props.id}>
          {props.label} <span className="count">{props.filtered ? `${props.shown}/${props.total}` : props.total}</span>
        </h2>
        {props.newUrl ? (
          <Link to={props.newUrl} className="button button--small button--ghost">
            {props.newLabel}
          </Link>
        ) : (
          <p className="text-small text-muted">{props.note}</p>
        )}
      </div>
      {props.children}
    </section>
  );
}
