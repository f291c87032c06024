/** Answering an exercise: in the browser (tests/e2e), the right answer or a typed value instead; over HTTP, a whole attempt. */
import type { Page } from "@playwright/test";
import type { Exercise, Question } from "~/exercises/schema";
import { lessonUrl } from "~/kernel/urls";
import { postForm } from "./forms";

export async function answerQuestion(page: Page, q: Question, value?: string) {
  switch (q.type) {
    case "single":
    case "multiple":
      for (const c of q.choices.filter((c) => c.correct)) await page.locator(`input[name="answer.${q.id}"][value="${c.id}"]`).check();
      return;
    case "number":
      await page.locator(`#exercise-q-${q.id}-input`).fill(value ?? `${q.answer}${q.unitRequired ? ` ${q.units[0]}` : ""}`);
      return;
    case "text":
      await page.locator(`#exercise-q-${q.id}-input`).fill(value ?? q.accepted[0]!);
  }
}

/** The form fields of an exercise attempt as a browser posts them, answers from `pick`. */
export function attemptFields(exercise: Pick<Exercise, "questions">, attemptId: string, pick: (q: Question) => string[]): [string, string][] {
  return [["intent", "exercise"], ["attemptId", attemptId], ...exercise.questions.flatMap((q) => pick(q).map((v): [string, string] => [`answer.${q.id}`, v]))];
}

/** Submits a lesson's exercise over HTTP as a page without JavaScript would (the student enrolled); answers the attempt's id. */
export async function submitAttempt(baseUrl: string, lessonId: string, exercise: Exercise, cookie: string, pick: (q: Question) => string[]): Promise<string> {
  const path = lessonUrl(lessonId);
  const form = await (await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie } })).text();
  const attemptId = /name="attemptId" value="([^"]+)"/.exec(form)?.[1];
  if (!attemptId) throw new Error(`no attempt id on ${path}`);
  const res = await postForm(baseUrl, path, attemptFields(exercise, attemptId, pick), cookie);
  if (res.status !== 200) throw new Error(`attempt on ${path}: ${res.status}`);
  return attemptId;
}
