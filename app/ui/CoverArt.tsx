import { ContentIcon } from "./ContentIcon";

/** The picture a card shows (content's `ContentImage` has this shape). */
export interface CoverImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** Warm palettes that go with the site's colours: [from, to, ink]. */
const PALETTES = [
  ["#fde4cf", "#f9b58b", "#9a3412"],
  ["#d8f1ec", "#9fd8cc", "#0f5f58"],
  ["#fbeccb", "#f3cd7c", "#8a4b06"],
  ["#e6ecfa", "#b7c8f0", "#23428a"],
  ["#f7e1ea", "#eab0c6", "#8c2250"],
  ["#e9f3dc", "#bcdc96", "#3f6212"],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * A cover: the image when there is one (with width and height), otherwise a
 * generated one (soft gradient, circles, the icon or a label) that costs no request.
 */
export function CoverArt({
  seed,
  image,
  icon,
  label,
  size = "card",
}: {
  seed: string;
  image?: CoverImage | null;
  icon?: string;
  label?: string;
  size?: "card" | "hero" | "banner";
}) {
  if (image) {
    return (
      <div className={`cover cover--${size}`}>
        <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      </div>
    );
  }
  const h = hash(seed);
  const [from, to, ink] = PALETTES[h % PALETTES.length]!;
  const angle = 110 + (h % 60);
  const x = 15 + (h % 70);
  const y = 10 + ((h >>> 8) % 60);
  return (
    <div
      className={`cover cover--${size} cover--generated`}
      style={{ background: `linear-gradient(${angle}deg, ${from}, ${to})`, color: ink }}
      aria-hidden="true"
    >
      <svg className="cover__pattern" viewBox="0 0 100 56" preserveAspectRatio="xMidYMid slice" focusable="false">
        <circle cx={x} cy={y} r="28" fill="#fff" opacity="0.28" />
        <circle cx={100 - x / 2} cy={56 - y / 3} r="16" fill="#fff" opacity="0.22" />
        <circle cx={(x * 3) % 100} cy="52" r="7" fill={ink} opacity="0.08" />
      </svg>
      {icon ? (
        <span className="cover__icon">
          <ContentIcon value={icon} size={size === "card" ? 44 : 56} />
        </span>
      ) : null}
      {label ? <span className="cover__label">{label}</span> : null}
    </div>
  );
}
