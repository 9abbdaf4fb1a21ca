import { applyMiddleware, legacy_createStore as createStore, type Reducer } from 'redux';
import { describe, expect, it } from 'vitest';
import {
  addLateSlice,
  followLateSlices,
  forgetUserDataActions,
  lateMiddleware,
  rootReducerWith,
  type LateSlice,
} from './lateSlices';

const counter: Reducer<number> = (state = 0, action) => (action.type === 'add' ? state + 1 : state);

describe('slices that join the store later', () => {
  it('reach a store built before them: state, middleware and how to forget the user', () => {
    const reducers = { base: (state: string = 'kept') => state };
    const store = createStore(rootReducerWith(reducers), applyMiddleware(lateMiddleware));
    followLateSlices(store, reducers);
    const seen: string[] = [];
    store.dispatch({ type: 'before' });

    const slice = {
      // A name of its own; the app's only late slice is the API's.
      name: 'counter' as LateSlice['name'],
      reducer: counter,
      middleware: () => (next) => (action) => {
        seen.push((action as { type: string }).type);
        return next(action);
      },
      forgetUserData: () => ({ type: 'forget' }),
    } satisfies LateSlice;
    addLateSlice(slice);
    addLateSlice(slice);

    expect(store.getState()).toEqual({ base: 'kept', counter: 0 });
    store.dispatch({ type: 'add' });
    expect(store.getState()).toEqual({ base: 'kept', counter: 1 });
    expect(seen).toEqual(['add']);
    expect(forgetUserDataActions()).toEqual([{ type: 'forget' }]);
  });
});
