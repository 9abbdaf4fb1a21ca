/**
 * Runs `work` now, or, while a mouse button or finger is down, once it is released and the
 * click it makes has been handled. A field's error that appears when the field is left moves
 * what is below it: shown at once, the Register or UPDATE button under the pointer moved before
 * the button was released, and the click was lost.
 */
let pointerDown = false;
let waiting: (() => void)[] = [];

// From the start: the press that leaves a field is the one to wait for.
if (typeof window !== 'undefined') listen();

function listen(): void {
  const release = () => {
    pointerDown = false;
    const queued = waiting;
    waiting = [];
    // After the click the release makes, which is dispatched in the same task.
    setTimeout(() => {
      for (const work of queued) work();
    });
  };
  window.addEventListener('pointerdown', () => (pointerDown = true), { capture: true });
  window.addEventListener('pointerup', release, { capture: true });
  window.addEventListener('pointercancel', release, { capture: true });
}

export function afterPointerRelease(work: () => void): void {
  if (pointerDown) waiting.push(work);
  else work();
}
