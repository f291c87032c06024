import { Link } from "~/ui/Link";
import { ORDER } from "./messages";
import { newOrderUrl } from "./urls";

export interface PackageOffer {
  id: string;
  label: string;
  validity: string;
}

/** The hour packages offered where students book (/tutoring): each links to its order step. */
export function HourPackages({ packages, hoursLeft, hoursUntil = null }: { packages: readonly PackageOffer[]; hoursLeft: string | null; hoursUntil?: string | null }) {
  if (packages.length === 0 && hoursLeft === null) return null;
  return (
    <section className="card stack" aria-labelledby="packages-title">
      <h2 id="packages-title">{ORDER.packagesTitle}</h2>
      <p className="text-muted">{ORDER.packagesIntro}</p>
      {hoursLeft !== null ? (
        <p>
          {ORDER.hoursLeft}: <strong id="hours-left">{hoursLeft}</strong>
          {hoursUntil ? <span id="hours-until"> ({hoursUntil})</span> : null}
        </p>
      ) : null}
      <ul className="stack" role="list">
        {packages.map((p) => (
          <li key={p.id}>
            <strong>{p.label}</strong> · {p.validity}{" "}
            <Link to={newOrderUrl(p.id)} className="button button--secondary">
              {ORDER.buy}
              <span className="visually-hidden"> {p.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
