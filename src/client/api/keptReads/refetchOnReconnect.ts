import type { Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

/**
 * When the network returns, the pages' reads are made again (the API's refetchOnReconnect),
 * so fresh replies replace those answered from the device. RTK Query hears of it through
 * the browser's online event; the listeners join each store with the API's own middleware,
 * so the first page, which has no RTK Query, does not carry them.
 */
export const refetchOnReconnect: Middleware = (store) => {
  setupListeners(store.dispatch);
  return (next) => (action) => next(action);
};
