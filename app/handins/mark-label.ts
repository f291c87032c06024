import type { Mark } from "./model";
import { MARK_TEXT } from "./messages";

/** A mark as a person reads it: "ได้ 8 จาก 10 คะแนน", "ผ่าน", "แก้ไขแล้วส่งใหม่". */
export function markLabel(mark: Mark): string {
  if (mark.kind === "score") return MARK_TEXT.score(mark.score, mark.outOf);
  return MARK_TEXT[mark.kind];
}
