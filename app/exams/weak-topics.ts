/**
 * The topics of a result to work on (pure, browser-safe): those under WEAK_TOPIC_PERCENT,
 * in the result's order. The result page offers them as "ฝึกหัวข้อที่ยังอ่อน".
 */
import { percentOf } from "~/platform/percent";
import { WEAK_TOPIC_PERCENT, type AttemptResult } from "./model";

export function weakTopics(result: Pick<AttemptResult, "byTopic">): string[] {
  return result.byTopic.filter((t) => percentOf(t.score, t.max) < WEAK_TOPIC_PERCENT).map((t) => t.topic);
}
