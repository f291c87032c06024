/**
 * The result's breakdown by topic: one row per topic with its name, its figures as text and a
 * bar drawn as SVG on the server (no chart script). Each bar is an image whose title says the
 * numbers ("เซต: 7 จาก 10 คะแนน (70%)"); a dashed line marks WEAK_TOPIC_PERCENT, and a topic
 * under it carries the "ยังอ่อน" badge, so the colour is never the only sign.
 */
import { percentOf } from "~/platform/percent";
import { EXAM_RESULT_TEXT } from "./messages";
import { WEAK_TOPIC_PERCENT, type TopicScore } from "./model";

export function TopicBars({ topics }: { topics: readonly TopicScore[] }) {
  return (
    <div className="exam-topics">
      <ul className="exam-topics__list">
        {topics.map((t, i) => {
          const percent = percentOf(t.score, t.max);
          const weak = percent < WEAK_TOPIC_PERCENT;
          const titleId = `exam-topic-${i}-title`;
          return (
            <li key={t.topic} className={`exam-topic${weak ? " exam-topic--weak" : ""}`} data-topic={t.topic}>
              <p className="exam-topic__head">
                <span className="exam-topic__name">{t.topic}</span>
                <span className="exam-topic__figures">{EXAM_RESULT_TEXT.topicFigures(t.score, t.max, percent)}</span>
                {weak ? <span className="badge badge--warning">{EXAM_RESULT_TEXT.weakBadge}</span> : null}
              </p>
              <svg className="exam-topic__bar" viewBox="0 0 100 10" preserveAspectRatio="none" role="img" aria-labelledby={titleId} focusable="false">
                <title id={titleId}>{EXAM_RESULT_TEXT.topicScore(t.topic, t.score, t.max, percent)}</title>
                <rect className="exam-topic__track" x="0" y="0" width="100" height="10" rx="2" />
                <rect className="exam-topic__fill" x="0" y="0" width={percent} height="10" rx="2" />
                <line className="exam-topic__mark" x1={WEAK_TOPIC_PERCENT} x2={WEAK_TOPIC_PERCENT} y1="0" y2="10" vectorEffect="non-scaling-stroke" />
              </svg>
            </li>
          );
        })}
      </ul>
      <p className="field__hint">{EXAM_RESULT_TEXT.weakLine(WEAK_TOPIC_PERCENT)}</p>
    </div>
  );
}
