import { act, waitFor } from '@testing-library/react';
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
    /** How many frames the page has asked for so far. */
    requested: () => next - 1,
    /** How many of them it still waits for (asked for, neither drawn nor cancelled). */
    waiting: () => waiting.size,
    /**
     * Draws the frame the page asked for, then lets the task after it run. A page found on
     * screen may not have run its effects yet (a slow machine: CI), so the frame is waited for.
     */
    async paint() {
      await waitFor(() => {
        if (waiting.size === 0) throw new Error('The page has asked for no frame to be drawn');
      });
      await act(async () => {
        const callbacks = [...waiting.values()];
        waiting.clear();
        for (const callback of callbacks) callback(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}
