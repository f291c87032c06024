/** The questions feature's server API for other features (they import it only from here). */
export { questionsOf } from "./questions.store.server";
export { openQuestionCount } from "./questions.store.server";
