import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplyUpdate } from './registerServiceWorker';

/** workbox-window's Workbox as the page sees it: events the test sends, what the page asks. */
const workbox = vi.hoisted(() => ({
  url: '',
  listeners: new Map<string, () => void>(),
  messageSkipWaiting: vi.fn(),
  register: vi.fn(() => Promise.resolve(undefined)),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      workbox.url = url;
    }
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    messageSkipWaiting = workbox.messageSkipWaiting;
    register = workbox.register;
  },
}));

const { registerServiceWorker } = await import('./registerServiceWorker');
const send = (type: string) => workbox.listeners.get(type)?.();

describe('registerServiceWorker', () => {
  beforeEach(() => {
    workbox.listeners.clear();
    vi.clearAllMocks();
  });

  it('registers /sw.js, and the first version taking the page over does not reload it', async () => {
    const reload = vi.fn();
    await registerServiceWorker(() => undefined, reload);
    expect(workbox.url).toBe('/sw.js');
    expect(workbox.register).toHaveBeenCalled();
    send('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells of a waiting version; asked, makes it skip waiting and reloads once it controls the page', async () => {
    const reload = vi.fn();
    let applyUpdate: ApplyUpdate | undefined;
    await registerServiceWorker((apply) => (applyUpdate = apply), reload);
    send('waiting');
    expect(applyUpdate).toBeDefined();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    applyUpdate?.();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    send('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
