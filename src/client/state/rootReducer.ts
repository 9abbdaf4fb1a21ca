import { combineSlices } from '@reduxjs/toolkit';

/**
 * The slices of the store, each declared by the module that injects it (declaration merging):
 * the session when the store is built, the API slice when its code first loads, so the login
 * page opens without RTK Query.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by `declare module` where each slice is injected
export interface LazyLoadedSlices {}

/** The store's reducer; a slice joins it with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>();
