/// <reference lib="webworker" />

/** The worker's own global scope: the client's `self`, typed as the service worker it is. */
export const workerScope = self as unknown as ServiceWorkerGlobalScope;
