/** The "↑ ขึ้น" / "↓ ลง" pair of a reorderable list row (inside the row's move form), each with its own accessible name. */
export function UpDownButtons({ index, count, label }: { index: number; count: number; label: (up: boolean) => string }) {
  return (
    <>
      <button type="submit" name="direction" value="up" className="button button--ghost button--small" disabled={index === 0} aria-label={label(true)}>
        ↑ ขึ้น
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        className="button button--ghost button--small"
        disabled={index === count - 1}
        aria-label={label(false)}
      >
        ↓ ลง
      </button>
    </>
  );
}
