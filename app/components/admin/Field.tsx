import type { ReactNode } from "react";

/**
 * Labelled form fields with their hint and their Thai error beside them
 * (`aria-invalid`, `aria-describedby`). Uncontrolled: the value is what the
 * server sent back (the typed text after an error).
 */
interface Common {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
}

function ids(name: string, hint?: string, error?: string) {
  const id = `field-${name}`;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return { id, described: described || undefined };
}

function Frame({ id, label, hint, error, required, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  value,
  type = "text",
  inputMode,
  placeholder,
  maxLength,
  onInput,
  ...common
}: Common & {
  value: string;
  type?: "text" | "url" | "number";
  inputMode?: "text" | "url" | "numeric";
  placeholder?: string;
  maxLength?: number;
  onInput?: (value: string) => void;
}) {
  const { id, described } = ids(common.name, common.hint, common.error);
  return (
    <Frame id={id} {...common}>
      <input
        id={id}
        name={common.name}
        type={type}
        inputMode={inputMode}
        className="input"
        defaultValue={value}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={described}
        aria-required={common.required || undefined}
        onInput={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
      />
    </Frame>
  );
}

export function TextArea({
  value,
  rows = 4,
  onInput,
  ...common
}: Common & { value: string; rows?: number; onInput?: (value: string) => void }) {
  const { id, described } = ids(common.name, common.hint, common.error);
  return (
    <Frame id={id} {...common}>
      <textarea
        id={id}
        name={common.name}
        className="textarea"
        rows={rows}
        defaultValue={value}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={described}
        aria-required={common.required || undefined}
        onInput={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
      />
    </Frame>
  );
}

export function SelectField({
  value,
  options,
  ...common
}: Common & { value: string; options: readonly { value: string; label: string }[] }) {
  const { id, described } = ids(common.name, common.hint, common.error);
  return (
    <Frame id={id} {...common}>
      <select
        id={id}
        name={common.name}
        className="select"
        defaultValue={value}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={described}
      >
        <option value="">— เลือก —</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function CheckboxField({ name, label, hint, error, checked }: Common & { checked: boolean }) {
  const { id, described } = ids(name, hint, error);
  return (
    <div className="field">
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" name={name} defaultChecked={checked} aria-describedby={described} />
        <span>{label}</span>
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
