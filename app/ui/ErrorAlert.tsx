/**
 * An action's error in Thai above its form, announced at once (nothing when there is none).
 * A page's answer at its top is FormAnswer (ui/FormAnswer.tsx).
 */
export function ErrorAlert({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="alert alert--error" role="alert">
      {text}
    </p>
  ) : null;
}
