/** An action's error in Thai above its form, announced at once (nothing when there is none). */
export function ErrorAlert({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="alert alert--error" role="alert">
      {text}
    </p>
  ) : null;
}
