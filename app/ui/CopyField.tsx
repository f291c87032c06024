import { useEffect } from "react";
import { copyFieldOf, focusNewCopyField } from "~/platform/copy-text";
import { useHydrated } from "./use-hydrated";

/**
 * A read-only field holding text to copy (a secret link shown once) and its
 * copy button. Without JavaScript the field's text is selected and copied by
 * hand and the button stays hidden; the `copy` island shows it on pages without
 * React, and where the page hydrates React does (both copy with platform/copy-text.ts).
 */
export function CopyField(props: { id: string; label: string; value: string; copy: string; copied: string; testId?: string; focus?: boolean }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (props.focus) focusNewCopyField();
  }, [props.focus]);
  return (
    <div className="field copy-field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input id={props.id} className="input" type="text" readOnly value={props.value} data-testid={props.testId} data-copy-focus={props.focus ? "" : undefined} />
      <button
        type="button"
        className="button button--secondary"
        data-copy-target={props.id}
        data-copied={props.copied}
        hidden={!hydrated}
        onClick={(event) => void copyFieldOf(event.currentTarget)}
      >
        {props.copy}
      </button>
    </div>
  );
}
