import type { JudgementFlag } from '../../../shared/api/judgedRangeFields';
import { chartTexts } from './chartTexts';
import { OUT_OF_RANGE_FILL } from './outOfRangeMarks';
import './JudgementMark.css';

/** Whether a verdict puts the value outside its interval. */
export const isOutOfRange = (flag: JudgementFlag | null | undefined): flag is JudgementFlag =>
  flag !== null && flag !== undefined && flag !== 'N';

/**
 * A value out of its interval, marked by a triangle pointing the way it strays and its verdict
 * in words, as the charts mark it: shape and words, never colour alone. `short` shows the
 * report's letters (H, LL) and keeps the words for screen readers, for a grid of results.
 * Nothing for a value within its interval or one never judged.
 */
export function JudgementMark({
  flag,
  short = false,
}: {
  flag: JudgementFlag | null | undefined;
  short?: boolean;
}) {
  if (!isOutOfRange(flag)) return null;
  const high = flag === 'H' || flag === 'HH';
  const critical = flag === 'LL' || flag === 'HH';
  return (
    <span
      className={`judgement-mark${critical ? ' judgement-mark--critical' : ''}`}
      title={short ? chartTexts.judgement[flag] : undefined}
    >
      <svg className="judgement-mark__shape" viewBox="0 0 12 12" aria-hidden="true">
        <polygon points={high ? '6,1 11,10 1,10' : '1,2 11,2 6,11'} fill={OUT_OF_RANGE_FILL} />
      </svg>
      {short ? (
        <>
          <span aria-hidden="true">{flag}</span>
          <span className="visually-hidden">{chartTexts.judgement[flag]}</span>
        </>
      ) : (
        chartTexts.judgement[flag]
      )}
    </span>
  );
}
