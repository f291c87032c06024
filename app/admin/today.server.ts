/**
 * The tutor's morning (/admin's "วันนี้", and the same counts as badges on the admin tabs):
 * slips to check, hand-ins to mark, questions waiting and today's classes, each a count and a
 * link; the classes listed with how each student's class is paid. Each count is a cheap read
 * (three count() aggregates and today's session documents) within COUNT_TIMEOUT_MS: one that
 * does not answer is null (the page says so) and never fails the page.
 */
import type { AppLoadContext } from "@remix-run/node";
import { actionFound } from "~/admin-kit/index.server";
import { clockOf, formatThaiDate, nowDate } from "~/kernel/clock";
import { ADMIN_URLS } from "~/kernel/urls";
import { withTimeout } from "~/platform/firebase-admin.server";
import { waitingHandinCount } from "~/handins/index.server";
import { slipsWaitingCount } from "~/payments/index.server";
import { openQuestionCount } from "~/questions/index.server";
import { ADMIN_TUTORING, todaysClassCount, todaysClasses, type SessionCard } from "~/tutoring/index.server";

const COUNT_TIMEOUT_MS = 2_000;

export type MorningKey = "slips" | "handins" | "questions" | "classes";
export type MorningCounts = Record<MorningKey, number | null>;

/** Where each count leads. */
export const MORNING_LINKS: Record<MorningKey, string> = {
  slips: `${ADMIN_URLS.payments()}#review-title`,
  handins: ADMIN_URLS.handins(),
  questions: ADMIN_URLS.questions(),
  classes: `${ADMIN_URLS.tutoring()}#today-title`,
};

async function counted(label: string, work: () => Promise<number>): Promise<number | null> {
  try {
    return await withTimeout(work(), COUNT_TIMEOUT_MS, label);
  } catch (error) {
    console.error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** The four counts; all null when this request's action already found Firestore down. */
export async function morningCounts(context?: AppLoadContext): Promise<MorningCounts> {
  if (actionFound(context, "firestoreDown")) return { slips: null, handins: null, questions: null, classes: null };
  const [slips, handins, questions, classes] = await Promise.all([
    counted("slips waiting count", slipsWaitingCount),
    counted("hand-ins waiting count", waitingHandinCount),
    counted("open question count", openQuestionCount),
    counted("today's class count", () => todaysClassCount()),
  ]);
  return { slips, handins, questions, classes };
}

export interface TodayClass {
  id: string;
  href: string;
  time: string;
  title: string;
  state: SessionCard["state"];
  label: string;
  students: { id: string; name: string; label: string; pay: SessionCard["students"][number]["pay"] }[];
}

/** "วันนี้": the counts, the day's name, and today's classes (null when they could not be read). */
export async function morningPage(context?: AppLoadContext) {
  const now = nowDate();
  const [counts, classes] = await Promise.all([
    morningCounts(context),
    actionFound(context, "firestoreDown")
      ? null
      : withTimeout(todaysClasses(now), COUNT_TIMEOUT_MS * 2, "today's classes").catch((error: unknown) => {
          console.error(`today's classes: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        }),
  ]);
  return {
    day: formatThaiDate(now, "full"),
    counts,
    links: MORNING_LINKS,
    classes:
      classes?.map(
        (c): TodayClass => ({
          id: c.id,
          href: ADMIN_TUTORING.session(c.id),
          time: `${clockOf(new Date(c.start))}–${clockOf(new Date(c.end))} น.`,
          title: c.title,
          state: c.state,
          label: c.label,
          students: c.students.filter((s) => s.state !== "moved").map((s) => ({ id: s.id, name: s.name, label: s.label, pay: s.pay })),
        }),
      ) ?? null,
  };
}
