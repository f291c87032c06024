/**
 * The frame of one question as a plain form, shared by the lesson's exercise (./ExerciseForm.tsx)
 * and the mock exam's page (app/exams/AttemptForm.tsx): the fieldset with its legend (number and
 * points), the prompt as its description, the "how to answer" line of a choice question, and an
 * error beside it. What goes inside (the choices or the typed answer, and each form's own extras)
 * is the caller's.
 */
import type { ReactNode } from "react";

/** The ids an element is described by, leaving out the ones not shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === "string" && id.length > 0);
  return list.length ? list.join(" ") : undefined;
}

export function QuestionFrame({
  id,
  className,
  legend,
  points,
  promptHtml,
  how,
  error,
  children,
}: {
  /** The fieldset's id (the question's anchor); its parts' ids start with it. */
  id: string;
  /** Classes besides `exercise-q`. */
  className?: string;
  legend: string;
  points: string;
  /** The prompt, rendered on the server (no answer key). */
  promptHtml: string;
  /** A choice question's line on how to answer; null for a typed answer. */
  how: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  const classes = ["exercise-q", className, error ? "exercise-q--invalid" : null].filter(Boolean).join(" ");
  return (
    <fieldset className={classes} id={id} aria-describedby={how ? describedBy(`${id}-prompt`, `${id}-how`, error && `${id}-error`) : undefined}>
      <legend className="exercise-q__legend">
        <span className="exercise-q__number">{legend}</span>
        <span className="exercise-q__points">{points}</span>
      </legend>
      <div className="prose exercise-q__prompt" id={`${id}-prompt`} dangerouslySetInnerHTML={{ __html: promptHtml }} />
      {how ? (
        <p className="field__hint exercise-q__how" id={`${id}-how`}>
          {how}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
