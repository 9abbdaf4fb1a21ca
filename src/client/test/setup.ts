import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

// Pages are lazy modules: the first test of a file imports its page, which on a loaded
// 2-core CI machine can take longer than findBy's default second.
configure({ asyncUtilTimeout: 5000 });

// Testing Library cleans up by itself only where the runner's globals are on, and vite.config.ts
// leaves them off, so it is done here. Each test starts with empty storage too: what one
// stored (a session) is not the next one's.
// jsdom has no IndexedDB; a browser's is stood in for by fake-indexeddb, emptied in the same way.
afterEach(() => {
  cleanup();
  localStorage.clear();
  globalThis.indexedDB = new IDBFactory();
});

// jsdom has <dialog> but not its modal methods; this stands in with the attribute and the event.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has <canvas> without a 2D context and says so on every call; the canvas chart skips
// drawing without one, so answer quietly, as a browser without canvas support would.
HTMLCanvasElement.prototype.getContext = () => null;

// Node's Request rejects the relative API paths a browser resolves against the page, so
// resolve them against jsdom's location, as a browser would.
const NodeRequest = globalThis.Request;
globalThis.Request = class RequestAgainstPage extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};

// jsdom does no layout, so it has no scrolling; the router's scroll restoration calls this.
window.scrollTo = () => undefined;
