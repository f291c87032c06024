import type { ReactNode } from "react";
import { showChosenFiles } from "~/platform/upload-preview";

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

/** The attributes every control shares: id, name, the value sent back, its error and hint, and `onInput`. */
function control(common: Common, value: string, onInput?: (value: string) => void) {
  const { id, described } = ids(common.name, common.hint, common.error);
  return {
    id,
    name: common.name,
    defaultValue: value,
    "aria-invalid": common.error ? true : undefined,
    "aria-describedby": described,
    "aria-required": common.required || undefined,
    onInput: onInput ? (e: { currentTarget: { value: string } }) => onInput(e.currentTarget.value) : undefined,
  };
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p className="field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
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
      <Hint id={id} hint={hint} />
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
  type?: "text" | "url" | "number" | "time" | "date";
  inputMode?: "text" | "url" | "numeric" | "decimal";
  placeholder?: string;
  maxLength?: number;
  onInput?: (value: string) => void;
}) {
  const props = control(common, value, onInput);
  return (
    <Frame {...common} id={props.id}>
      <input {...props} type={type} inputMode={inputMode} className="input" placeholder={placeholder} maxLength={maxLength} />
    </Frame>
  );
}

/** A file to upload (its form must be `multipart/form-data`); `accept="image/*"` offers a phone's camera. */
export function FileField({ accept, ...common }: Common & { accept: string }) {
  const { id, described } = ids(common.name, common.hint, common.error);
  return (
    <Frame {...common} id={id}>
      <input
        id={id}
        name={common.name}
        type="file"
        accept={accept}
        className="input"
        aria-invalid={common.error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => showChosenFiles(event.currentTarget, "")}
      />
    </Frame>
  );
}

export function TextArea({
  value,
  rows = 4,
  maxLength,
  onInput,
  ...common
}: Common & { value: string; rows?: number; maxLength?: number; onInput?: (value: string) => void }) {
  const props = control(common, value, onInput);
  return (
    <Frame {...common} id={props.id}>
      <textarea {...props} className="textarea" rows={rows} maxLength={maxLength} />
    </Frame>
  );
}

export function SelectField({
  value,
  options,
  blank = "— เลือก —",
  ...common
}: Common & {
  value: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice's text; false for a select that always has a value. */
  blank?: string | false;
}) {
  const props = control(common, value);
  return (
    <Frame {...common} id={props.id}>
      <select {...props} className="select">
        {blank === false ? null : <option value="">{blank}</option>}
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
      <Hint id={id} hint={hint} />
    </div>
  );
}
