/**
 * A short title whose words must not break in the middle. Chromium breaks Thai
 * lines with ICU's dictionary, which does not know many loanwords: "และคอมพลีเมนต์"
 * may break as "คอม|พลีเมนต์" or even "เมน|ต์" (no CSS `word-break` value changes
 * that). Thai titles put spaces between phrases, so each space-separated piece
 * of up to MAX_KEPT characters is kept on one line (`.keep-together`); longer
 * pieces are left to the dictionary so a line never overflows at 320 px.
 */
const MAX_KEPT = 24;

export function ThaiTitle({ text }: { text: string }) {
  const parts = text.split(/(\s+)/);
  return (
    <>
      {parts.map((part, i) =>
        part.length > 0 && part.length <= MAX_KEPT && !/\s/.test(part) && /[\u0e00-\u0e7f]/.test(part) ? (
          <span key={i} className="keep-together">
            {part}
          </span>
        ) : (
          part
        )
      )}
    </>
  );
}
