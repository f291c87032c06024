/**
 * The one way a form answers on its page (issue 42): what a post refused (role=alert)
 * or did (role=status), first in the page's main column, so it is in the first screen
 * at 375 px. Without JavaScript the post's page loads with it at its top, and the
 * browser focuses it (`autofocus`: screen readers start there); on a page that
 * hydrates an effect focuses it when it appears (React's `autoFocus` focuses only
 * form controls), which scrolls it into view: a post that does not redirect keeps
 * the scroll where the button was. Its `key` is the text, so a second refusal with
 * another reason is focused again.
 * Nothing when there is nothing to say.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { FORM_ANSWER_ID } from "~/platform/island-markup";

/** A field the refusal names: its input's id (the link goes there), its label and its error. */
export interface RefusedField {
  id: string;
  label: string;
  error: string;
}

export function FormAnswer({ refused, done, fields = [], children }: {
  /** Why the post was refused, in Thai (wins over `done`). */
  refused?: string | null | undefined;
  /** What the post did, in Thai, when the page answers in place (not through a redirect's notice). */
  done?: string | null | undefined;
  /** The fields to fix, each a link to its input (their errors stay under the inputs too). */
  fields?: readonly RefusedField[];
  /** More under the sentence: a link on. */
  children?: ReactNode;
}) {
  const text = refused || done;
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (text) answer.current?.focus();
  }, [text]);
  if (!text) return null;
  const tone = refused ? "error" : "success";
  return (
    <div key={text} className={`alert alert--${tone} form-answer`} role={refused ? "alert" : "status"} id={FORM_ANSWER_ID} tabIndex={-1} autoFocus ref={answer}>
      <p>{text}</p>
      {fields.length > 0 ? (
        <ul className="form-answer__fields">
          {fields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`}>
                {field.label}: {field.error}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
