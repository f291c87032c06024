/** The exercises feature's browser-safe API for other features (mock exams build on its questions). */
export { questionSchema, EXERCISE_LIMITS } from "./schema";
export type { Question, QuestionType, Exercise } from "./schema";
export { gradeQuestion, correctAnswerText } from "./grading";
export { publicView } from "./public-view";
export type { PublicQuestion } from "./public-view";
export { seededShuffle, newItemId } from "./shuffle";
// The question form of the lesson editor, reused by the mock exams' bank (one question, the same fields).
export { parseQuestionForm, questionToForm, blankQuestion, isQuestionType } from "./editor/form";
export type { FormValues as QuestionFormValues } from "./editor/form";
export { TypeFields as QuestionTypeFields } from "./editor/ExerciseEditor";
export { TYPE_LABELS, EDITOR_LABELS } from "./editor/messages";
// Mock exams' practice sets (issue 43) are graded and shown as a practice exercise: the form reader, grading and rendering.
export { readAttemptForm } from "./attempt";
export { gradeAttempt as gradeExercise } from "./grading";
export { renderPublicView, renderResult } from "./render";
export { QuestionFrame } from "./QuestionFrame";
export type { RenderedExercise, RenderedResult } from "./render";
