/** The tutoring feature's server API for other features (they import it only from here). */
export { sessionHomeworkFor, sessionHomeworksOf, type SessionHomework } from "./homework.server";
