/**
 * The exercise form and result as the server renders them (no JavaScript):
 * a plain POST form with a fieldset, legend and labels per question, the
 * student's answers kept after an error with the errors tied to their fields,
 * and a result with the score in a live region, the answer keys, the
 * explanations and "ลองใหม่".
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExerciseForm } from "~/exercises/ExerciseForm";
import { ExerciseResult } from "~/exercises/ExerciseResult";
import { gradeAttempt } from "~/exercises/grading";
import { EXERCISE_RESULT_ANCHOR } from "~/exercises/fields";
import { ATTEMPT_ERRORS, EXERCISE_TEXT } from "~/exercises/messages";
import { publicView } from "~/exercises/public-view";
import { renderPublicView, renderResult, type RenderMarkdown } from "~/exercises/render";
import { exerciseSchema } from "~/exercises/schema";

const render: RenderMarkdown = (md, { inline }) => {
  const html = md.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return inline ? `<span class="md">${html}</span>` : `<p class="md">${html}</p>`;
};

const exercise = exerciseSchema.parse({
  settings: { mode: "required", passMarkPercent: 70, shuffleChoices: false },
  questions: [
    {
      id: "q1",
      type: "single",
      points: 2,
      prompt: "ข้อใดคือ $A \\cap B$",
      explanation: "อธิบายข้อหนึ่ง",
      choices: [
        { id: "aa", text: "$\\{2, 3\\}$", correct: true },
        { id: "bb", text: "$\\{1\\}$", correct: false },
      ],
    },
    {
      id: "q2",
      type: "multiple",
      prompt: "เลือกจำนวนคี่",
      choices: [
        { id: "c1", text: "1", correct: true },
        { id: "c2", text: "2", correct: false },
        { id: "c3", text: "3", correct: true },
      ],
    },
    { id: "q3", type: "number", prompt: "ความเร็ว", answer: 2, units: ["m/s", "เมตร/วินาที"], unitRequired: true, explanation: "อธิบายข้อสาม" },
    { id: "q4", type: "number", prompt: "กี่กรณี", answer: 8 },
    { id: "q5", type: "text", prompt: "Fill in", accepted: ["topic sentence"], ignoreFinalFullStop: true },
  ],
});
const attemptId = "attempt-00000000000001";
const view = renderPublicView(publicView(exercise, attemptId), render);

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string {
  const at = html.indexOf(`id="${id}"`);
  expect(at, id).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf("<", at), html.indexOf(">", at) + 1);
}

describe("ExerciseForm", () => {
  it("is a plain POST form with a fieldset, legend and labelled inputs per question", () => {
    const html = renderToStaticMarkup(<ExerciseForm exercise={view} action="/lesson/math-02" />);
    expect(html).toContain('<form method="post" action="/lesson/math-02"');
    expect(html).toContain('<input type="hidden" name="intent" value="exercise"/>');
    expect(html).toContain(`<input type="hidden" name="attemptId" value="${attemptId}"/>`);
    expect(html.match(/<fieldset/g)).toHaveLength(5);
    expect(html.match(/<legend/g)).toHaveLength(5);
    expect(html).toContain(EXERCISE_TEXT.questionLegend(1, 5));
    expect(html).toContain(EXERCISE_TEXT.points(2));
    expect(html).toContain(EXERCISE_TEXT.requiredNote(70));
    expect(html.match(/type="radio" name="answer.q1"/g)).toHaveLength(2);
    expect(html.match(/type="checkbox" name="answer.q2"/g)).toHaveLength(3);
    // Choices are labels around their input; the typed answers have a <label for>.
    expect(html).toMatch(/<label class="exercise-choice"><input type="radio" name="answer.q1" value="aa"\/><span class="visually-hidden">ตัวเลือกที่ 1: <\/span><span class="exercise-choice__text"><span class="md">\$\\\{2, 3\\\}\$<\/span>/);
    expect(html).toContain('<label class="field__label" for="exercise-q-q3-input">');
    // A decimal keypad where only a number is typed; letters where a unit is typed.
    expect(tagWithId(html, "exercise-q-q4-input")).toContain('inputMode="decimal"');
    expect(tagWithId(html, "exercise-q-q3-input")).toContain('inputMode="text"');
    expect(tagWithId(html, "exercise-q-q3-input")).toContain('aria-describedby="exercise-q-q3-prompt exercise-q-q3-hint"');
    expect(html).toContain(EXERCISE_TEXT.unitsAllowed(["m/s", "เมตร/วินาที"]));
    expect(tagWithId(html, "exercise-q-q1")).toContain('aria-describedby="exercise-q-q1-prompt exercise-q-q1-how"');
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain("checked");
    expect(html).not.toContain("อธิบาย");
  });

  it("shows the student's answers again with the errors beside them", () => {
    const html = renderToStaticMarkup(
      <ExerciseForm
        exercise={view}
        values={{ q1: ["bb"], q2: ["c1", "c3"], q3: ["12..5 m/s"], q4: [""], q5: ['"><script>alert(1)</script>'] }}
        errors={{ q3: ATTEMPT_ERRORS.notANumber, q4: ATTEMPT_ERRORS.unanswered }}
      />
    );
    expect(html).toContain('checked="" value="bb"');
    expect(html).not.toContain('checked="" value="aa"');
    expect(html).toContain('checked="" value="c1"');
    expect(html).toContain('checked="" value="c3"');
    expect(html).not.toContain('checked="" value="c2"');
    expect(tagWithId(html, "exercise-q-q3-input")).toContain('value="12..5 m/s"');
    expect(html).not.toContain("<script>");
    expect(tagWithId(html, "exercise-q-q5-input")).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');

    const input = tagWithId(html, "exercise-q-q3-input");
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="exercise-q-q3-error exercise-q-q3-prompt exercise-q-q3-hint"');
    expect(tagWithId(html, "exercise-q-q3-error")).toContain('class="field__error"');
    expect(html).toContain(ATTEMPT_ERRORS.notANumber);
    expect(tagWithId(html, "exercise-q-q3")).toContain("exercise-q--invalid");
    // A summary at the top that links to each question.
    expect(tagWithId(html, EXERCISE_RESULT_ANCHOR)).toContain('role="alert"');
    expect(html).toContain(ATTEMPT_ERRORS.summary(2));
    expect(html).toContain(`<a href="#exercise-q-q4">${EXERCISE_TEXT.questionLegend(4, 5)}: ${ATTEMPT_ERRORS.unanswered}</a>`);
  });

  it("says in plain words what a number answer may be, never a programmer's 2.5e3", () => {
    const html = renderToStaticMarkup(<ExerciseForm exercise={view} values={{ q4: ["abc"] }} errors={{ q4: ATTEMPT_ERRORS.notANumber }} />);
    const hint = html.slice(html.indexOf('id="exercise-q-q4-hint"'), html.indexOf("</p>", html.indexOf('id="exercise-q-q4-hint"')));
    expect(hint).toContain("พิมพ์ตัวเลขได้ เช่น 12.5, 1,500 หรือเศษส่วน 1/2");
    const error = html.slice(html.indexOf('id="exercise-q-q4-error"'), html.indexOf("</p>", html.indexOf('id="exercise-q-q4-error"')));
    expect(error).toContain("เศษส่วน 1/2");
    expect(html).not.toMatch(/\de\d/);
  });

  it("shows a message for the whole form", () => {
    const html = renderToStaticMarkup(<ExerciseForm exercise={view} formError={ATTEMPT_ERRORS.expired} />);
    expect(html).toContain(ATTEMPT_ERRORS.expired);
    expect(html).toMatch(/<button type="submit"[^>]*>ส่งคำตอบ<\/button>/);
    expect(html).not.toContain("exercise-check");
  });

  it("with a check URL, gives each question the check island's place: its live region and texts, no button", () => {
    const html = renderToStaticMarkup(<ExerciseForm exercise={view} checkUrl="/lesson/math-02/check" />);
    const boxes = html.match(/<div class="exercise-check"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(view.questions.length);
    expect(boxes[0]).toContain('data-check-url="/lesson/math-02/check"');
    expect(boxes[0]).toContain(`data-answer-field="answer.${view.questions[0]!.id}"`);
    expect(boxes[0]).toContain(`data-label="${EXERCISE_TEXT.check}"`);
    expect(tagWithId(html, `exercise-q-${view.questions[0]!.id}-check`)).toContain('role="status"');
    expect(html).not.toMatch(/<button[^>]*>ตรวจข้อนี้/);
  });
});

describe("ExerciseResult", () => {
  const graded = gradeAttempt(exercise, { q1: ["bb"], q2: ["c1", "c3"], q3: ["2 km/h"], q4: ["๘"], q5: ["<b>Topic sentence.</b>"] }, attemptId);
  const html = renderToStaticMarkup(
    <ExerciseResult result={renderResult(graded, render)} retryHref="/lesson/math-02#exercise" saveNote={EXERCISE_TEXT.saved} />
  );

  it("announces the score and the verdict in a live region, the box a post lands on (focusable)", () => {
    expect(graded).toMatchObject({ earned: 2, total: 6, percent: 33, passed: false });
    expect(html).toMatch(/<div class="exercise-score exercise-score--fail" role="status" id="exercise-result" tabindex="-1"><p class="exercise-score__value">ได้ 2 จาก 6 คะแนน \(33%\)<\/p>/);
    expect(html).toContain(EXERCISE_TEXT.notPassed(70));
    expect(html).toContain(EXERCISE_TEXT.saved);
    expect(tagWithId(html, "exercise-result-title")).toContain('tabindex="-1"');
  });

  it("marks each question with its answer key and explanation", () => {
    expect(html).toContain(`${EXERCISE_TEXT.questionLegend(1, 5)}: ${EXERCISE_TEXT.wrong}`);
    expect(html).toContain(`${EXERCISE_TEXT.questionLegend(2, 5)}: ${EXERCISE_TEXT.right}`);
    expect(html).toContain(`${EXERCISE_TEXT.questionLegend(4, 5)}: ${EXERCISE_TEXT.right}`);
    expect(html).toContain('<p class="md">อธิบายข้อหนึ่ง</p>');
    expect(html).toContain('<p class="md">อธิบายข้อสาม</p>');
    // The chosen wrong choice and the right one, marked in words, not only colour.
    expect(html).toMatch(/exercise-r__choice--chosen".*?<span class="badge badge--danger">น้องเลือก<\/span>/);
    expect(html).toMatch(/exercise-r__choice--correct".*?<span class="badge badge--success">คำตอบที่ถูก<\/span>/);
    // A typed answer: what the student wrote (as text), the key, and why a unit made it wrong.
    expect(html).toContain("<dd>2 km/h</dd>");
    expect(html).toContain("<dd>2 m/s</dd>");
    expect(html).toContain("หน่วยต้องเป็น m/s หรือ เมตร/วินาที");
    expect(html).toContain("&lt;b&gt;Topic sentence.&lt;/b&gt;");
    expect(html).not.toContain("<b>Topic");
  });

  it("offers ลองใหม่ as a link to a fresh attempt", () => {
    expect(html).toContain('<a href="/lesson/math-02#exercise" class="button button--primary button--large">ลองใหม่</a>');
  });
});

describe("a multiple-answer question's scoring rule", () => {
  const partial = exerciseSchema.parse({
    settings: { mode: "practice", passMarkPercent: 60, shuffleChoices: false },
    questions: [{ ...exercise.questions[1], points: 2, scoring: "partial" }, { ...exercise.questions[1], id: "q9" }],
  });

  it("is said under each multiple-answer question before any answer, tied to its fieldset", () => {
    const form = renderToStaticMarkup(<ExerciseForm exercise={renderPublicView(publicView(partial, attemptId), render)} />);
    expect(form).toContain(`<span class="exercise-q__scoring" data-scoring="partial">${EXERCISE_TEXT.scoringPartial}</span>`);
    expect(form).toContain(`<span class="exercise-q__scoring" data-scoring="all">${EXERCISE_TEXT.scoringAll}</span>`);
    expect(tagWithId(form, "exercise-q-q2")).toContain("exercise-q-q2-how");
    // A single-choice question says nothing of the kind.
    const single = renderToStaticMarkup(<ExerciseForm exercise={view} />);
    expect(single.match(/exercise-q__scoring/g)).toHaveLength(1);
  });

  it("marks a partly right question as such, with its part of the points", () => {
    const graded = gradeAttempt(partial, { q2: ["c1"] }, attemptId);
    expect(graded).toMatchObject({ earned: 1, total: 3, percent: 33 });
    const html = renderToStaticMarkup(<ExerciseResult result={renderResult(graded, render)} retryHref="/lesson/x#exercise" saveNote={null} />);
    expect(html).toContain('class="exercise-r exercise-r--partly"');
    expect(html).toContain(`${EXERCISE_TEXT.questionLegend(1, 2)}: ${EXERCISE_TEXT.partly}`);
    expect(html).toContain(EXERCISE_TEXT.earned(1, 2));
    expect(html).toContain(`${EXERCISE_TEXT.questionLegend(2, 2)}: ${EXERCISE_TEXT.wrong}`);
  });
});
