/**
 * What the attempt's pages show of its questions: built with exercises' `publicView` (field by
 * field: no answer key, tolerance, accepted answer, correct flag or explanation), numbered in the
 * attempt's order, with prompts and choices turned into HTML by the site's Markdown renderer
 * (maths typeset on the server), one page of `pageSize` at a time. `Attempt.questions` itself never
 * reaches a page or its loader data.
 */
import { publicView, type PublicQuestion } from "~/exercises/index";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { boundedMemo } from "~/platform/memo";
import type { Attempt } from "./model";
import type { SittingQuestion } from "./fields";

function render(markdown: string, inline: boolean): string {
  const html = renderMarkdown(markdown, { topHeading: 3 }).html.trim();
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return inline && single && !single[1]!.includes("<p>") ? single[1]! : html;
}

/** Rendered texts kept per process (the same bank texts for every student and attempt). */
const RENDER_CACHE_CHARS = 2_000_000;
const renderBlock = boundedMemo((markdown) => render(markdown, false), RENDER_CACHE_CHARS);
const renderInline = boundedMemo((markdown) => render(markdown, true), RENDER_CACHE_CHARS);

/** The attempt's questions as the student may see them before the answers show. */
function publicQuestions(attempt: Pick<Attempt, "id" | "questions">): PublicQuestion[] {
  const exercise = { settings: { mode: "practice" as const, passMarkPercent: 0, shuffleChoices: false }, questions: attempt.questions.map((q) => q.question) };
  return publicView(exercise, attempt.id).questions;
}

/** How many pages the attempt has at `pageSize` questions a page. */
export const pageCount = (questions: number, pageSize: number) => Math.max(1, Math.ceil(questions / Math.max(1, pageSize)));

/** The page (1-based) question `index` (0-based) is on. */
export const pageOf = (index: number, pageSize: number) => Math.floor(index / Math.max(1, pageSize)) + 1;

/** The question ids of page `n`. */
export function pageIds(attempt: Pick<Attempt, "questions">, pageSize: number, n: number): string[] {
  const size = Math.max(1, pageSize);
  return attempt.questions.slice((n - 1) * size, n * size).map((q) => q.question.id);
}

/** Page `n` of the attempt, rendered, with what the student saved. */
export function sittingPage(attempt: Pick<Attempt, "id" | "questions" | "answers" | "marked">, pageSize: number, n: number): SittingQuestion[] {
  const size = Math.max(1, pageSize);
  const marked = new Set(attempt.marked);
  return publicQuestions(attempt)
    .slice((n - 1) * size, n * size)
    .map((q): SittingQuestion => {
      const common = { id: q.id, number: q.number, points: q.points, promptHtml: renderBlock(q.prompt), given: attempt.answers[q.id] ?? [], marked: marked.has(q.id) };
      switch (q.type) {
        case "single":
        case "multiple":
          return { ...common, type: q.type, choices: q.choices.map((c) => ({ id: c.id, html: renderInline(c.text) })) };
        case "number":
          return { ...common, type: "number", units: q.units };
        case "text":
          return { ...common, type: "text" };
      }
    });
}

/** Whether any text of the attempt's page holds maths (the page then loads KaTeX's stylesheet). */
export const pageHasMath = (questions: readonly SittingQuestion[]) =>
  questions.some((q) => q.promptHtml.includes("katex") || ("choices" in q && q.choices.some((c) => c.html.includes("katex"))));

/** The choice ids a question accepts (what a post may name), or null for a typed answer. */
export function choiceIds(attempt: Pick<Attempt, "questions">, questionId: string): Set<string> | null {
  const q = attempt.questions.find((x) => x.question.id === questionId)?.question;
  if (!q || !("choices" in q)) return null;
  return new Set(q.choices.map((c) => c.id));
}
