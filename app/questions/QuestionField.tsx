/** A labelled Markdown textarea of the question forms, with its hint and Thai error (unique ids per form). */
export function QuestionField(props: { id: string; label: string; value: string; error?: string; hint?: string; rows?: number; name?: string }) {
  const described = [props.error ? `${props.id}-error` : null, props.hint ? `${props.id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${props.error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.error ? (
        <p className="field__error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
      <textarea
        id={props.id}
        name={props.name ?? "body"}
        className="textarea"
        rows={props.rows ?? 5}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described}
      />
      {props.hint ? (
        <p className="field__hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
