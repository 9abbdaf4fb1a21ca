import type { Action } from 'redux';

/**
 * An action with a payload, the shape RTK's PayloadAction has. A type rather than an
 * interface so it is assignable to Redux's UnknownAction (an index signature).
 */
export type PayloadAction<P> = Action & { payload: P };

function hasType(action: unknown, type: string): boolean {
  return typeof action === 'object' && action !== null && (action as Action).type === type;
}

/**
 * An action creator without payload, shaped like RTK's createAction (`type`, `match`) so RTK's
 * matchers and listeners take it. The store's first-page actions are written without RTK,
 * whose code then waits for the first page that fetches (decision 014).
 */
export function defineAction(type: string) {
  return Object.assign((): Action => ({ type }), {
    type,
    match: (action: unknown): action is Action => hasType(action, type),
  });
}

/** The same with a payload. */
export function definePayloadAction<P>(type: string) {
  return Object.assign((payload: P): PayloadAction<P> => ({ type, payload }), {
    type,
    match: (action: unknown): action is PayloadAction<P> => hasType(action, type),
  });
}
