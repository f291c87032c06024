import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { readOnlyAction } from "~/admin-kit/guard.server";
import { pageHref } from "~/admin/records/list-query";
import { STUDENT_TEXT } from "~/admin/records/messages";
import { studentsLoader } from "~/admin/records/students.server";
import { formatDateTime } from "~/kernel/clock";
import { ListHeader } from "~/admin/records/ListHeader";
import { ListSearch } from "~/admin/records/ListSearch";
import { DataTable } from "~/ui/DataTable";
import { Pagination } from "~/ui/Pagination";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { recordLinks } from "~/admin/records/links";
import { ADMIN_URLS } from "~/kernel/urls";

export const handle = pageHandle({ public: false, views: false });

export const links = recordLinks;

export const meta: MetaFunction = () => adminMeta(STUDENT_TEXT.title);

export const loader = (args: LoaderFunctionArgs) => studentsLoader(args);

export const action = readOnlyAction;

export default function Students() {
  const { query, page, total, truncated, courses } = useLoaderData<typeof loader>();
  const href = (p: number) => pageHref(ADMIN_URLS.students(query.q ? { q: query.q } : undefined), p);
  return (
    <>
      <ListHeader title={STUDENT_TEXT.title} lead={STUDENT_TEXT.lead} />
      <ListSearch action={ADMIN_URLS.students()} q={query.q} id="students-q" label={STUDENT_TEXT.searchLabel} placeholder={STUDENT_TEXT.searchPlaceholder} found={STUDENT_TEXT.found(page.total)} />
      <section className="admin-section" aria-labelledby="students-title">
        <div className="admin-section__head">
          <h2 id="students-title">
            รายชื่อนักเรียน <span className="count">{query.q ? `${page.total}/${total}` : total}</span>
          </h2>
          {truncated ? <p className="text-small text-muted">{truncated}</p> : null}
        </div>
        {page.items.length === 0 ? (
          <p className="text-muted admin-empty">{total === 0 ? STUDENT_TEXT.empty : STUDENT_TEXT.noMatch}</p>
        ) : (
          <DataTable
            className="student-table"
            caption="รายชื่อนักเรียน"
            columns={[{ label: "ชื่อ" }, { label: "อีเมล" }, { label: STUDENT_TEXT.joined, hideOnPhones: true }, { label: STUDENT_TEXT.lastSeen, hideOnPhones: true }]}
          >
            {page.items.map((s) => (
              <tr key={s.uid}>
                <th scope="row" className="content-table__title">
                  <Link to={ADMIN_URLS.student(s.uid)}>{s.name}</Link>
                </th>
                <td className="text-small student-table__email">{s.email}</td>
                <td className="hide-sm text-small nowrap">{s.createdAt ? formatDateTime(s.createdAt) : STUDENT_TEXT.never}</td>
                <td className="hide-sm text-small nowrap">{s.lastSeenAt ? formatDateTime(s.lastSeenAt) : STUDENT_TEXT.never}</td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pagination page={page.page} totalPages={page.totalPages} hrefFor={href} label="หน้าของรายชื่อนักเรียน" />
      </section>
      {courses.length > 0 ? (
        <section className="admin-section" aria-labelledby="export-title">
          <div className="admin-section__head">
            <h2 id="export-title">{STUDENT_TEXT.exportTitle}</h2>
            <p className="text-small text-muted">{STUDENT_TEXT.exportLead}</p>
          </div>
          <ul className="export-list">
            {courses.map((c) => (
              <li key={c.id}>
                <a href={ADMIN_URLS.courseStudentsCsv(c.id)} download>
                  {STUDENT_TEXT.exportLink(c.title)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
