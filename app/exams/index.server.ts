/** The mock exams feature's server API for other features (they import it only from here). */

// ---------------------------------------------------------------- sitting (the course page's list of exams, the deadline sweep)
export { startExamDeadlineSweep, stopExamDeadlineSweep } from "./deadline-sweep.server";
export { courseExams } from "./sitting.server";

// ---------------------------------------------------------------- results

// ---------------------------------------------------------------- bank (the demo seed)

// ---------------------------------------------------------------- reports (the student page, the parent's weekly note)
export { mockExamsOfWeek, studentMockResults } from "./reports.server";
export { WEAK_TOPIC_PERCENT } from "./model";
