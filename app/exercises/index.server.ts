/** The exercises feature's server API for other features (they import it only from here). */
export { listAttemptsForStudent } from "./exercise.store.server";
export { getExercise } from "./exercise.store.server";
