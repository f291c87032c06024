/**
 * The public view and the result with their Markdown turned into HTML by the
 * caller's renderer (on the server: the site's Markdown renderer with maths),
 * the shapes ExerciseForm and ExerciseResult take. The Markdown sources are
 * left out: the page carries each text once.
 */
import type { AttemptResult, GradedQuestion } from "./grading";
import type { PublicChoice, PublicExercise, PublicQuestion } from "./public-view";

/** Markdown → sanitised HTML; `inline` for choice texts (no wrapping paragraph). */
export type RenderMarkdown = (markdown: string, options: { inline: boolean }) => string;

interface RenderedChoice {
  id: string;
  html: string;
}

/** A public question as the page gets it: `prompt` becomes `promptHtml`, each choice's `text` its `html`. */
type Rendered<Q> = Q extends { choices: PublicChoice[] }
  ? Omit<Q, "prompt" | "choices"> & { promptHtml: string; choices: RenderedChoice[] }
  : Omit<Q, "prompt"> & { promptHtml: string };

export type RenderedQuestion = Rendered<PublicQuestion>;

export interface RenderedExercise extends Omit<PublicExercise, "questions"> {
  questions: RenderedQuestion[];
}

export function renderPublicView(view: PublicExercise, render: RenderMarkdown): RenderedExercise {
  return {
    ...view,
    questions: view.questions.map((q): RenderedQuestion => {
      const common = { id: q.id, number: q.number, points: q.points, promptHtml: render(q.prompt, { inline: false }) };
      switch (q.type) {
        case "single":
        case "multiple":
          return { ...common, type: q.type, scoring: q.scoring, choices: q.choices.map((c) => ({ id: c.id, html: render(c.text, { inline: true }) })) };
        case "number":
          return { ...common, type: "number", units: q.units, unitRequired: q.unitRequired };
        case "text":
          return { ...common, type: "text" };
      }
    }),
  };
}

interface RenderedResultChoice {
  id: string;
  html: string;
  correct: boolean;
  chosen: boolean;
}

export interface RenderedGrade extends Omit<GradedQuestion, "prompt" | "explanation" | "choices"> {
  promptHtml: string;
  /** "" when the tutor wrote none. */
  explanationHtml: string;
  choices: RenderedResultChoice[] | null;
}

export interface RenderedResult extends Omit<AttemptResult, "questions"> {
  questions: RenderedGrade[];
}

export function renderResult(result: AttemptResult, render: RenderMarkdown): RenderedResult {
  return {
    ...result,
    questions: result.questions.map(({ prompt, explanation, choices, ...rest }) => ({
      ...rest,
      promptHtml: render(prompt, { inline: false }),
      explanationHtml: explanation.trim() === "" ? "" : render(explanation, { inline: false }),
      choices: choices?.map(({ text, ...c }) => ({ ...c, html: render(text, { inline: true }) })) ?? null,
    })),
  };
}
