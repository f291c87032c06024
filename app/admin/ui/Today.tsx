/**
 * The tutor's morning at the top of /admin: four counts, each a link to where the work is
 * (slips, hand-ins, questions, today's classes), then today's classes with each student's
 * paid state. A count that could not be read says so instead of a number.
 */
import { Link } from "~/ui/Link";
import { TODAY_TEXT } from "../messages";

type Key = "slips" | "handins" | "questions" | "classes";
const KEYS: readonly Key[] = ["slips", "handins", "questions", "classes"];

type PayState = "held" | "paid" | "free" | "hours";
const PAY_BADGES: Record<PayState, string> = {
  held: "badge badge--warning",
  paid: "badge badge--success",
  free: "badge badge--muted",
  hours: "badge badge--muted",
};

export interface TodayProps {
  day: string;
  counts: Record<Key, number | null>;
  links: Record<Key, string>;
  classes:
    | {
        id: string;
        href: string;
        time: string;
        title: string;
        state: string;
        label: string;
        students: { id: string; name: string; label: string; pay: { state: PayState; label: string } | null }[];
      }[]
    | null;
}

export function Today({ day, counts, links, classes }: TodayProps) {
  return (
    <section className="today" aria-labelledby="today-title">
      <header className="page-header admin-header">
        <div>
          <p className="eyebrow">ผู้ดูแลระบบ</p>
          <h1 id="today-title">{TODAY_TEXT.title}</h1>
          <p className="lead">{TODAY_TEXT.lead(day)}</p>
        </div>
      </header>
      <ul className="today-counts" role="list">
        {KEYS.map((k) => {
          const n = counts[k];
          return (
            <li key={k}>
              <Link to={links[k]} className={`today-count${n && k !== "classes" ? " today-count--due" : ""}`} data-testid={`today-${k}`}>
                <span className="today-count__n" aria-hidden="true">
                  {n ?? "–"}
                </span>
                <span className="today-count__label">
                  {n === null ? (
                    <>
                      {TODAY_TEXT[k]} <span className="text-small">({TODAY_TEXT.unknown})</span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true">{TODAY_TEXT[k]}</span>
                      <span className="visually-hidden">{TODAY_TEXT.count[k](n)}</span>
                    </>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <section className="admin-section today-classes" aria-labelledby="today-classes-title">
        <div className="admin-section__head">
          <h2 id="today-classes-title">{TODAY_TEXT.classesTitle}</h2>
        </div>
        {classes === null ? <p className="text-muted">{TODAY_TEXT.unknown}</p> : null}
        {classes?.length === 0 ? <p className="text-muted">{TODAY_TEXT.classesNone}</p> : null}
        {classes && classes.length > 0 ? (
          <ul className="today-class-list" role="list">
            {classes.map((c) => (
              <li key={c.id} className="card today-class" data-testid="today-class">
                <p className="today-class__when">
                  <Link to={c.href}>{c.time}</Link> <span>{c.title}</span>{" "}
                  <span className={c.state === "cancelled" ? "badge badge--danger" : "badge badge--muted"}>{c.label}</span>
                </p>
                {c.students.length === 0 ? <p className="text-small text-muted">{TODAY_TEXT.noStudents}</p> : null}
                {c.students.length > 0 ? (
                  <ul className="agenda-students">
                    {c.students.map((s) => (
                      <li key={s.id}>
                        {s.name} <span className="text-small text-muted">{s.label}</span>
                        {s.pay ? (
                          <>
                            {" "}
                            <span className={PAY_BADGES[s.pay.state]} data-testid="today-pay">
                              {s.pay.label}
                            </span>
                          </>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
}
