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
