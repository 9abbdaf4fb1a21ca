import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApplyUpdate } from './registerServiceWorker';
import { ServiceWorkerUpdatePrompt } from './ServiceWorkerUpdatePrompt';

/** A stand-in for the browser's service worker: the test says when a new version waits. */
function fakeUpdates() {
  let tell: ((apply: ApplyUpdate) => void) | undefined;
  const applyUpdate = vi.fn<ApplyUpdate>();
  return {
    applyUpdate,
    watchForUpdates: (onUpdateReady: (apply: ApplyUpdate) => void) => {
      tell = onUpdateReady;
      return () => undefined;
    },
    newVersionWaits: () => act(() => tell?.(applyUpdate)),
  };
}

describe('ServiceWorkerUpdatePrompt', () => {
  it('shows nothing while no new version waits, in a polite live region that is already there', () => {
    const updates = fakeUpdates();
    render(<ServiceWorkerUpdatePrompt watchForUpdates={updates.watchForUpdates} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('says a new version is ready, and loads it only when the person presses Reload', async () => {
    const updates = fakeUpdates();
    render(<ServiceWorkerUpdatePrompt watchForUpdates={updates.watchForUpdates} />);
    updates.newVersionWaits();

    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready — Reload');
    expect(updates.applyUpdate).not.toHaveBeenCalled();

    // Reached from the keyboard: the Reload button is in the tab order.
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(updates.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('stops watching when it goes', () => {
    const stop = vi.fn();
    const { unmount } = render(<ServiceWorkerUpdatePrompt watchForUpdates={() => stop} />);
    unmount();
    expect(stop).toHaveBeenCalled();
  });
});
