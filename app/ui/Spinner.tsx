/**
 * A spinning ring with a text, announced politely to screen readers.
 * Without `label` the text is visually hidden but still read out.
 */
export function Spinner({
  label,
  hideLabel = false,
  className,
}: {
  label: string;
  hideLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" aria-live="polite" className={["spinner", className].filter(Boolean).join(" ")}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className={hideLabel ? "visually-hidden" : "spinner__label"}>{label}</span>
    </span>
  );
}
