import { useEffect, useState } from 'react';

/** Whether this page load has painted its first screen yet; from then on, for every caller. */
let firstScreenPainted = false;

/**
 * Runs `work` just after the browser has painted its next frame (the task after that frame's
 * animation callbacks). A hidden tab paints no frames, so there it runs at once. Returns a
 * cancel function.
 */
export function afterNextPaint(work: () => void): () => void {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    const handle = window.setTimeout(work, 0);
    return () => window.clearTimeout(handle);
  }
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/**
 * False until the browser has painted once after the caller first mounted, then true: a page
 * load's reads start once its first screen is on it. React runs a commit's effects before the
 * browser paints, and starting a page's queries there held its header off the screen. Pages
 * and tabs opened later ask at once.
 */
export function useFirstPagePainted(): boolean {
  const [painted, setPainted] = useState(firstScreenPainted);
  useEffect(() => {
    if (painted) return;
    return afterNextPaint(() => {
      firstScreenPainted = true;
      setPainted(true);
    });
  }, [painted]);
  return painted;
}
