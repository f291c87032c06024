import { forwardRef } from "react";
import { FIELD_LABELS, type AnyField } from "~/content/labels";
import { FORM_ERRORS } from "~/admin-kit/messages";

export interface SignInAgain {
  url: string;
  /** The typed text is kept server-side until the admin is back. */
  kept: boolean;
}

/**
 * The error summary of an editor after a save that did not go through: the
 * message, a link to each wrong field, and after an expired session the way
 * to sign in again. It takes the focus (so it scrolls into view, below the
 * sticky bar): without JavaScript through `autofocus` (the page is new), with
 * it from EditorForm after each answer.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { text: string | null; errors: Partial<Record<string, string>>; signIn: SignInAgain | null }>(
  function ErrorSummary({ text, errors, signIn }, ref) {
    if (!text) return null;
    const wrong = Object.keys(errors).filter((f) => errors[f]);
    return (
      <div className="alert alert--error error-summary" role="alert" id="form-error" tabIndex={-1} autoFocus ref={ref}>
        <p>{text}</p>
        {wrong.length > 0 ? (
          <>
            <p className="error-summary__title">{FORM_ERRORS.errorSummary}</p>
            <ul className="error-summary__list">
              {wrong.map((f) => (
                <li key={f}>
                  <a
                    href={`#field-${f}`}
                    onClick={(event) => {
                      // With JavaScript a fragment change would be a router navigation (dropping the errors): focus instead.
                      const field = document.getElementById(`field-${f}`);
                      if (!field) return;
                      event.preventDefault();
                      field.focus();
                    }}
                  >{(FIELD_LABELS[f as AnyField] ?? f).replace(/ \(.*\)$/, "")}</a>: {errors[f]}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {signIn ? (
          <p>
            <a href={signIn.url} className="button button--primary button--small" data-testid="sign-in-again">
              {FORM_ERRORS.signInAgain}
            </a>
          </p>
        ) : null}
      </div>
    );
  }
);
