import { createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * Middleware that arrives with a slice's code (the API's), for every store built before or
 * after: `dynamicMiddleware.addMiddleware(middleware)`.
 */
export const dynamicMiddleware = createDynamicMiddleware();
