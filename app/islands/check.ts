/**
 * The check island (the lesson's exercise, page-policy.ts pageIslands), the
 * behaviour of app/exercises/QuestionCheck.tsx's server markup. Each question gets its
 * "ตรวจข้อนี้" button; it posts that question's answer (not the others, not the
 * attempt; the field names come from the data-* attributes too) to /lesson/<id>/check, which answers JSON `{ check }`; the verdict
 * goes into the question's live region and takes the focus. Nothing else on the
 * page changes. Without JavaScript there is no button: the form's submit grades.
 */
import { CHECK_MARKUP } from "~/platform/island-markup";

interface CheckReply {
  kind: "verdict" | "error";
  correct?: boolean;
  note?: string | null;
  message?: string;
}

for (const box of document.querySelectorAll<HTMLElement>(`.${CHECK_MARKUP.box}[data-check-url]`)) {
  const { questionId = "", checkUrl = "", questionField = "", answerField = "", label = "", busyLabel = "", right = "", wrong = "", failed = "" } = box.dataset;
  const live = box.querySelector<HTMLElement>('[role="status"]');
  const form = box.closest("form");
  if (!live || !form) continue;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "button button--secondary button--small";
  button.textContent = label;
  button.setAttribute("aria-describedby", live.id);
  box.prepend(button);

  const show = (text: string, tone: "right" | "wrong") => {
    const result = document.createElement("p");
    result.tabIndex = -1;
    result.className = `exercise-check__result exercise-check__result--${tone}`;
    result.dataset.testid = "check-result";
    result.textContent = text;
    live.replaceChildren(result);
    result.focus();
  };

  button.addEventListener("click", async () => {
    if (button.disabled) return;
    const body = new URLSearchParams();
    body.set(questionField, questionId);
    for (const value of new FormData(form).getAll(answerField)) if (typeof value === "string") body.append(answerField, value);
    button.disabled = true;
    button.textContent = busyLabel;
    let reply: CheckReply | null = null;
    try {
      const response = await fetch(checkUrl, { method: "POST", body, credentials: "same-origin", headers: { Accept: "application/json" } });
      if (response.headers.get("content-type")?.includes("application/json")) reply = ((await response.json()) as { check?: CheckReply }).check ?? null;
    } catch {
      reply = null;
    }
    button.disabled = false;
    button.textContent = label;
    if (!reply) show(failed, "wrong");
    else if (reply.kind === "error") show(reply.message ?? failed, "wrong");
    else if (reply.correct) show(right, "right");
    else show(`${wrong}${reply.note ? ` · ${reply.note}` : ""}`, "wrong");
  });
}
