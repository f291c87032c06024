import { Icon } from "./Icon";

/** The brand's logo: an open book in a warm rounded square (decorative). */
export function BrandMark() {
  return (
    <span className="brand__mark" aria-hidden="true">
      <Icon name="book" size={22} />
    </span>
  );
}
