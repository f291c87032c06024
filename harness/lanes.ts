/**
 * The integration files that start emulators and servers of their own, on
 * ports of their own: `vitest.config.ts` puts them in the `integration-own-stack`
 * project, and `npm test` runs that project in a second Vitest process beside
 * the shared-stack one (they spend their time waiting for processes to start
 * and stop, so the two lanes together take about as long as the longer one).
 */
export const OWN_STACK = [
  "tests/integration/dev-stack.test.ts",
  "tests/integration/faults.test.ts",
  "tests/integration/metrics.test.ts",
  "tests/integration/outage.test.ts",
  "tests/integration/server.test.ts",
];

/**
 * Shared-stack files that run alone (the `integration-alone` project, before the others,
 * which run in parallel): each reaches past its own data. Its reason is said beside it.
 */
export const ALONE = [
  // Exports and restores the whole database, and counts what it finds.
  "tests/integration/backup-roundtrip.test.ts",
  // Kills server processes behind nginx and measures that no request fails.
  "tests/integration/failover.test.ts",
  // An outbox sender claims every due mail, whoever enqueued it: theirs would be sent to this file's catcher.
  "tests/integration/outbox.test.ts",
  "tests/integration/tutoring-mail.test.ts",
  "tests/integration/tutoring-homework-mail.test.ts",
  "tests/integration/parents.test.ts",
  "tests/integration/questions-mail.test.ts",
  "tests/integration/notifications.test.ts",
  "tests/integration/line.test.ts",
  // Change the tutor's settings (hours, days off), which every booking reads.
  "tests/integration/tutoring-admin.test.ts",
  "tests/integration/tutoring-booking.test.ts",
  // Measure the server's event loop or time-outs, which other files' load would disturb.
  "tests/integration/slow-clients.test.ts",
  "tests/integration/hostile-requests.test.ts",
  "tests/integration/hostile-uploads.test.ts",
  "tests/integration/files-budget.test.ts",
  "tests/integration/upload-limit.test.ts",
  "tests/integration/payments-slips.test.ts",
  // Scans the shared server's whole log, which other files write to as it reads.
  "tests/integration/log-secrets.test.ts",
  // Count a server's Firestore reads (the shared one's, or of servers whose sweeps run beside).
  "tests/integration/site-search.test.ts",
  "tests/integration/progress-cache.test.ts",
  // Counts the whole site's students, enrolments and page views, which other files add to.
  "tests/integration/stats.test.ts",
  // Counts the whole site's slips, hand-ins, questions and today's classes (the tutor's morning), which other files add to.
  "tests/integration/admin-today.test.ts",
];
