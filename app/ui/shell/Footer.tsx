import { Link } from "~/ui/Link";
import { BRAND, COPYRIGHT, TAGLINE } from "~/platform/site";
import { BrandMark } from "./BrandMark";
import { homeUrl } from "~/kernel/urls";

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <Link to={homeUrl()} className="brand brand--footer">
            <BrandMark />
            <span className="brand__name">{BRAND}</span>
          </Link>
          <p className="site-footer__tagline">{TAGLINE}</p>
        </div>
        <p className="site-footer__copy">{COPYRIGHT}</p>
      </div>
    </footer>
  );
}
