import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Frames the test draws by hand: the browser paints when the test says so. */
export function heldFrames() {
  const waiting = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    waiting.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => waiting.delete(handle));
  return {
    /** Draws one frame, then lets the task after it run. */
    async paint() {
      await act(async () => {
        const callbacks = [...waiting.values()];
        waiting.clear();
        for (const callback of callbacks) callback(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}
