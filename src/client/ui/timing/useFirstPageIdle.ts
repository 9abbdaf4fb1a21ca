import { afterNextPaint } from './afterNextPaint';
import { pageLoadMoment } from './pageLoadMoment';
import { whenIdle } from './whenIdle';

/**
 * Runs `work` once the browser has painted its next frame and then had nothing more urgent to
 * do (or two seconds have passed). Returns a cancel function.
 */
export function whenIdleAfterPaint(work: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelPaint = afterNextPaint(() => {
    cancelIdle = whenIdle(work);
  });
  return () => {
    cancelPaint();
    cancelIdle?.();
  };
}

/**
 * False until the first screen is painted and the browser has then had nothing more urgent to
 * do (or two seconds have passed), and true from then on for every caller: for work a page
 * load can leave until its first reads have answered and drawn, such as asking again for
 * what is already shown from storage.
 */
export const useFirstPageIdle = pageLoadMoment(whenIdleAfterPaint);
