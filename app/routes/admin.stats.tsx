import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { requireAdmin } from "~/auth/guards.server";
import { BarChart, ColumnChart } from "~/ui/charts";
import { formatNumber } from "~/platform/thai";
import { formatDateTime, formatDayLong, formatDayShort } from "~/kernel/clock";
import { StatusBadge } from "~/admin-kit/parts";
import { adminMeta } from "~/platform/site";
import { readOnlyAction } from "~/admin-kit/guard.server";
import { PAGE_VIEW_FLUSH_MS } from "~/services/stats/page-views.store.server";
import { STATS_DAYS, siteStats } from "~/admin/stats.server";
import { pageHandle } from "~/platform/page-policy";
import { NumberCell, Summary, ViewsHeading } from "~/admin/ui/StatsParts";
import { ADMIN_URLS } from "~/kernel/urls";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => adminMeta("สถิติ");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { stats: await siteStats(), days: STATS_DAYS, flushSeconds: PAGE_VIEW_FLUSH_MS / 1000 };
}

export const action = readOnlyAction;

export default function AdminStats() {
  const { stats, days, flushSeconds } = useLoaderData<typeof loader>();
  const first = stats.views[0]?.day;
  const last = stats.views.at(-1)?.day;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">ผู้ดูแลระบบ</p>
        <h1>สถิติ</h1>
        <p className="lead">ผู้เรียน การลงทะเบียน ความคืบหน้าในแต่ละคอร์ส และการเข้าชมในช่วง {days} วันล่าสุด</p>
        <p className="text-small text-muted">ข้อมูล ณ {formatDateTime(stats.generatedAt)}</p>
        <p className="text-small">
          <Link to={ADMIN_URLS.exerciseStats()}>สถิติแบบฝึกหัดรายข้อ</Link>
        </p>
      </header>

      <dl className="stats-summary">
        <Summary id="students" label="ผู้เรียนที่สมัครแล้ว" value={stats.students} note={`ใหม่ใน ${days} วัน: ${formatNumber(stats.studentsNew)} คน`} />
        <Summary id="enrolments" label="การลงทะเบียนคอร์ส" value={stats.enrolments} />
        <Summary id="lessonsDone" label="บทเรียนที่เรียนจบ" value={stats.lessonsDone} note="นับทุกครั้งที่ผู้เรียนทำเครื่องหมายว่าจบ" />
        <Summary id="views" label={`การเข้าชม ${days} วัน`} value={stats.viewsTotal} />
      </dl>

      <section className="admin-section" aria-labelledby="views-title">
        <h2 id="views-title">การเข้าชมรายวัน</h2>
        <p className="text-small text-muted">
          {first && last ? `${formatDayLong(first)} ถึง ${formatDayLong(last)} · ` : ""}
          นับหน้าเว็บที่เปิดสำเร็จ (ไม่รวมหน้าแอดมินและบอท) ตัวเลขของวันนี้อาจช้ากว่าจริงไม่เกิน {flushSeconds} วินาที
        </p>
        <ColumnChart
          testId="views-chart"
          unit="ครั้ง"
          data={stats.views.map((d) => ({ key: d.day, label: formatDayShort(d.day), title: formatDayLong(d.day), value: d.views }))}
        />
        {/* Scrolls on its own: focusable, so the keyboard can scroll it too. */}
        <div className="table-wrap table-wrap--scroll" tabIndex={0} role="region" aria-labelledby="views-table-caption">
          <table className="table" id="views-table">
            <caption className="table-caption" id="views-table-caption">จำนวนการเข้าชมรายวัน {days} วันล่าสุด</caption>
            <thead>
              <tr>
                <th scope="col">วันที่</th>
                <ViewsHeading />
              </tr>
            </thead>
            <tbody>
              {[...stats.views].reverse().map((d) => (
                <tr key={d.day} data-key={d.day}>
                  <th scope="row">
                    <time dateTime={d.day}>{formatDayLong(d.day)}</time>
                  </th>
                  <NumberCell value={d.views} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="admin-section" aria-labelledby="top-title">
        <h2 id="top-title">บทความยอดนิยม</h2>
        {stats.topArticles.length === 0 ? (
          <p className="text-muted">ยังไม่มีการเข้าชมบทความใน {days} วันล่าสุด</p>
        ) : (
          <>
            <BarChart testId="top-chart" tone="accent" data={stats.topArticles.map((a) => ({ key: a.slug, label: a.title, value: a.views }))} />
            <div className="table-wrap">
              <table className="table" id="top-table">
                <caption className="table-caption">บทความที่มีการเข้าชมมากที่สุดใน {days} วันล่าสุด</caption>
                <thead>
                  <tr>
                    <th scope="col">อันดับ</th>
                    <th scope="col">บทความ</th>
                    <ViewsHeading />
                  </tr>
                </thead>
                <tbody>
                  {stats.topArticles.map((a, i) => (
                    <tr key={a.slug} data-key={a.slug}>
                      <td>{i + 1}</td>
                      <th scope="row">
                        <a href={a.path}>{a.title}</a>
                      </th>
                      <NumberCell value={a.views} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <section className="admin-section" aria-labelledby="courses-title">
        <h2 id="courses-title">การลงทะเบียนและการเรียนจบรายคอร์ส</h2>
        <div className="stats-charts">
          <div>
            <h3 className="chart-title">จำนวนผู้ลงทะเบียน (คน)</h3>
            <BarChart testId="enrolment-chart" data={stats.courses.map((c) => ({ key: c.id, label: c.title, value: c.enrolments }))} />
          </div>
          <div>
            <h3 className="chart-title">อัตราการเรียนจบ (%)</h3>
            <BarChart
              testId="completion-chart"
              tone="accent"
              max={100}
              data={stats.courses.map((c) => ({ key: c.id, label: c.title, value: c.completionRate, display: `${c.completionRate}%` }))}
            />
          </div>
        </div>
        <div className="table-wrap">
          <table className="table stats-table" id="courses-table">
            <caption className="table-caption">การลงทะเบียน การเรียนจบ และบทเรียนที่เรียนจบในแต่ละคอร์ส</caption>
            <thead>
              <tr>
                <th scope="col">คอร์ส</th>
                <th scope="col" className="numeric">
                  บทเรียน
                </th>
                <th scope="col" className="numeric">
                  ลงทะเบียน (คน)
                </th>
                <th scope="col" className="numeric">
                  เรียนจบ (คน)
                </th>
                <th scope="col" className="numeric">
                  อัตราการเรียนจบ
                </th>
                <th scope="col" className="numeric">
                  บทเรียนที่เรียนจบ
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.courses.map((c) => (
                <tr key={c.id} data-key={c.id}>
                  <th scope="row">
                    <Link to={ADMIN_URLS.course(c.id)}>{c.title}</Link> <StatusBadge status={c.status} />
                  </th>
                  <td className="numeric" data-col="lessons" data-value={c.lessonCount}>
                    {formatNumber(c.lessonCount)}
                  </td>
                  <td className="numeric" data-col="enrolments" data-value={c.enrolments}>
                    {formatNumber(c.enrolments)}
                  </td>
                  <td className="numeric" data-col="completed" data-value={c.completed}>
                    {formatNumber(c.completed)}
                  </td>
                  <td className="numeric" data-col="rate" data-value={c.completionRate}>
                    {c.completionRate}%
                  </td>
                  <td className="numeric" data-col="done" data-value={c.lessonsDone}>
                    {formatNumber(c.lessonsDone)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {stats.orphanEnrolments > 0 ? (
          <p className="text-small text-muted">
            การลงทะเบียนในคอร์สที่ถูกลบไปแล้ว {formatNumber(stats.orphanEnrolments)} รายการ ยังเก็บไว้ในระบบ (นับรวมในตัวเลขด้านบน)
          </p>
        ) : null}
      </section>
    </>
  );
}
