/**
 * `/sessions/series/:id`, server side: a student's weekly series (its line "ทุกวันเสาร์ 10:00 น. ·
 * ครั้งที่ 3 จาก 8", every week with its status and a link to its own booking page, where each week
 * is cancelled or moved within the rules), and "ยกเลิกครั้งที่เหลือทั้งหมด" (`?step=cancel-rest` asks
 * first; the post cancels only the weeks still ahead and outside the cancel window).
 */
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { notFound, or503 } from "~/kernel/http.server";
import { formatThaiDate, HOUR_MS, nowDate, toOffsetIso, clockOf } from "~/kernel/clock";
import { seriesUrl, sessionUrl } from "~/kernel/urls";
import { HOLD, orderUrl } from "~/payments/index.server";
import { REFUSALS, SERIES_TEXT, TUTORING_TEXT, weekdayName } from "./messages";
import type { TutoringSeries } from "./model";
import { fail, readPost, statusOf, unavailable, wrote } from "./post.server";
import { getSettings, getType } from "./records.store.server";
import { currentWeek } from "./series";
import { cancelRest, getSeries, weeksOf } from "./series.store.server";

/** The series of `id` if the user may see it (their own; an admin may look); otherwise a 404. */
async function visibleSeries(uid: string, isAdmin: boolean, id: string | undefined, write: boolean): Promise<TutoringSeries> {
  if (!id) notFound();
  const series = await or503(getSeries(id));
  if (!series) notFound();
  if (series.uid !== uid && (write || !isAdmin)) notFound();
  return series;
}

/** The series' one line: "ทุกวันเสาร์ 10:00 น. · ครั้งที่ 3 จาก 8" (the week it is at now). */
export function seriesLine(series: Pick<TutoringSeries, "weekday" | "clock" | "starts">, durationMs: number, now: Date): string {
  return SERIES_TEXT.line(weekdayName(series.weekday), series.clock, currentWeek(series.starts, durationMs, now.getTime()), series.starts.length);
}

export async function seriesLoader(request: Request, id: string | undefined, now = nowDate()) {
  const user = await requireUser(request);
  const series = await visibleSeries(user.uid, user.isAdmin, id, false);
  const [weeks, type, settings] = await Promise.all([or503(weeksOf(series)), or503(getType(series.typeId)), or503(getSettings())]);
  const durationMs = (type?.durationMinutes ?? 60) * 60_000;
  const own = series.uid === user.uid;
  const cancellable = weeks.filter((b) => b.status === "confirmed" && now.getTime() <= b.start.getTime() - settings.cancelWindowHours * HOUR_MS);
  const held = series.payment?.status === "held" && series.status === "active";
  const url = new URL(request.url);
  return {
    series: {
      id: series.id,
      title: type?.title ?? "",
      line: seriesLine(series, durationMs, now),
      ended: series.status === "ended",
      endReason: series.endReason,
      payment: series.payment
        ? {
            text: series.payment.status === "paid" ? HOLD.paid : series.payment.holdUntil ? HOLD.waiting(clockOf(new Date(series.payment.holdUntil))) : HOLD.inReview,
            pay: held ? { url: orderUrl(series.payment.orderId), label: HOLD.pay } : null,
          }
        : null,
    },
    weeks: weeks.map((b) => ({
      id: b.id,
      url: sessionUrl(b.id),
      label: SERIES_TEXT.weekOf(b.series?.index ?? 0, b.series?.count ?? weeks.length),
      day: formatThaiDate(b.start, "full"),
      from: clockOf(b.start),
      to: clockOf(b.end),
      startIso: toOffsetIso(b.start),
      status: b.status === "cancelled" ? ("cancelled" as const) : b.end.getTime() <= now.getTime() ? ("past" as const) : ("confirmed" as const),
    })),
    own,
    /** How many weeks "ยกเลิกครั้งที่เหลือทั้งหมด" would cancel (0: nothing to offer). */
    cancellable: own ? cancellable.length : 0,
    cancelWindowHours: settings.cancelWindowHours,
    /** The confirmation is open (`?step=cancel-rest`). */
    cancelling: own && cancellable.length > 0 && url.searchParams.get("step") === "cancel-rest",
  };
}

const seriesFormSchema = z.object({ intent: z.literal("cancel-rest") });

/** POST intent=cancel-rest: the owner only (anyone else: 404), sent by the confirmation. */
export async function seriesAction(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const series = await visibleSeries(user.uid, false, id, true);
  const post = await readPost(request, user, ["intent"]);
  if (!post.ok) return post.response;
  if (!seriesFormSchema.safeParse(post.fields).success) return fail(400, TUTORING_TEXT.badForm);
  try {
    const outcome = await cancelRest({ seriesId: series.id, uid: user.uid });
    if (!outcome.ok) return fail(statusOf(outcome.reason), outcome.reason === "cancel-window" ? SERIES_TEXT.nothingToCancel : REFUSALS[outcome.reason]);
    return wrote(seriesUrl(series.id), SERIES_TEXT.cancelledRest(outcome.cancelled));
  } catch (error) {
    return unavailable(error);
  }
}
