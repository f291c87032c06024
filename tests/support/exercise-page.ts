/** Answering an exercise in the browser (tests/e2e): the right answer, or a typed value instead. */
import type { Page } from "@playwright/test";
import type { Question } from "~/exercises/schema";

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
