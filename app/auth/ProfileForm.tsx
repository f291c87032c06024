import { Form } from "@remix-run/react";
import { PROFILE_TEXT } from "./messages";
import { DISPLAY_NAME_MAX, GRADES, PROFILE_FIELDS, type ProfileField } from "./profile";

type Values = Partial<Record<ProfileField, string>>;
type Errors = Partial<Record<ProfileField, string>>;

/** One text field of the profile forms, its error tied to it (aria-describedby). */
export function ProfileTextField({ name, label, hint, status, values, errors, type = "text", autoComplete }: {
  name: ProfileField;
  label: string;
  hint?: string;
  /** A line under the field about what became of it (the parent's confirmation). */
  status?: string | null;
  values: Values;
  errors: Errors;
  type?: "text" | "email";
  autoComplete?: string;
}) {
  const error = errors[name];
  const described = [hint ? `${name}-hint` : null, status ? `${name}-status` : null, error ? `${name}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label className="field__label" htmlFor={name}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        className="input"
        id={name}
        name={name}
        type={type}
        defaultValue={values[name] ?? ""}
        required={name === "displayName"}
        maxLength={name === "displayName" ? DISPLAY_NAME_MAX * 2 : 254}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {status ? (
        <p className="field__hint" id={`${name}-status`}>
          <strong>{status}</strong>
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The fields a refusal names, in form order, for the page's FormAnswer. */
export function refusedProfileFields(errors: Errors): { id: ProfileField; label: string; error: string }[] {
  const labels: Record<ProfileField, string> = { displayName: PROFILE_TEXT.displayName, grade: PROFILE_TEXT.grade, school: PROFILE_TEXT.school, parentEmail: PROFILE_TEXT.parentEmail };
  return PROFILE_FIELDS.flatMap((id) => (errors[id] ? [{ id, label: labels[id], error: errors[id] }] : []));
}

/** The student's profile form (/profile): posts to the page itself, works without JavaScript; its refusal is the page's FormAnswer. */
export function ProfileForm({ action, redirectTo, values, errors, parentStatus }: {
  action: string;
  /** Where the saved parent e-mail stands (a Thai line), or null. */
  parentStatus?: string | null;
  redirectTo: string;
  values: Values;
  errors: Errors;
}) {
  return (
    <Form method="post" action={action} className="stack profile-form" noValidate>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <ProfileTextField name="displayName" label={PROFILE_TEXT.displayName} hint={PROFILE_TEXT.displayNameHint} values={values} errors={errors} autoComplete="nickname" />
      <div className="field">
        <label className="field__label" htmlFor="grade">
          {PROFILE_TEXT.grade}
        </label>
        <select className="select" id="grade" name="grade" defaultValue={values.grade ?? ""} aria-invalid={errors.grade ? true : undefined} aria-describedby={errors.grade ? "grade-error" : undefined}>
          <option value="">{PROFILE_TEXT.noGrade}</option>
          {GRADES.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
        {errors.grade ? (
          <p className="field__error" id="grade-error">
            {errors.grade}
          </p>
        ) : null}
      </div>
      <ProfileTextField name="school" label={PROFILE_TEXT.school} values={values} errors={errors} autoComplete="organization" />
      <ProfileTextField name="parentEmail" label={PROFILE_TEXT.parentEmail} hint={PROFILE_TEXT.parentEmailHint} status={parentStatus} values={values} errors={errors} type="email" autoComplete="off" />
      <p>
        <button type="submit" className="button button--primary button--large">
          {PROFILE_TEXT.save}
        </button>
      </p>
    </Form>
  );
}
