/** The exercises feature's server API for other features (they import it only from here). */
export { listAttemptsForStudent, getExercise } from "./exercise.store.server";
/** The site's Markdown renderer with maths as exercises render prompts and choices (mock exams' result and practice). */
export { renderForPage } from "./lesson-exercise.server";
