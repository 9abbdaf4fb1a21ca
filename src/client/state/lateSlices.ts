import {
  combineReducers,
  compose,
  type Dispatch,
  type Middleware,
  type MiddlewareAPI,
  type Reducer,
  type ReducersMapObject,
  type UnknownAction,
} from 'redux';

/**
 * Slices that join the store when their code first loads, declared by each of them
 * (declaration merging). The API slice is one: RTK Query is not part of the first page's
 * JavaScript, so the login page opens without it (decision 014).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by `declare module` in each lazily loaded slice
export interface LazyLoadedSlices {}

export interface LateSlice {
  name: keyof LazyLoadedSlices;
  reducer: Reducer;
  middleware?: Middleware;
  /** The action that empties the slice of the signed-in user's data, when the user changes. */
  forgetUserData?: () => UnknownAction;
}

const joined = new Map<string, LateSlice>();
/** Each store built so far, with the reducers it was built with. */
const stores = new Map<{ replaceReducer(next: Reducer): void }, ReducersMapObject>();

/** The reducer of the given slices and of every slice that has joined so far. */
export function rootReducerWith(reducers: ReducersMapObject): Reducer {
  const late = Object.fromEntries([...joined].map(([name, slice]) => [name, slice.reducer]));
  return combineReducers({ ...reducers, ...late });
}

/** A store built with these reducers takes the slices that join later (replaceReducer). */
export function followLateSlices(
  store: { replaceReducer(next: Reducer): void },
  reducers: ReducersMapObject,
): void {
  stores.set(store, reducers);
}

/** A slice joins: every store's state gains it at once, from its reducer's initial state. */
export function addLateSlice(slice: LateSlice): void {
  if (joined.has(slice.name)) return;
  joined.set(slice.name, slice);
  for (const [store, reducers] of stores) store.replaceReducer(rootReducerWith(reducers));
}

/** The actions that forget the signed-in user's data in every slice that has joined. */
export function forgetUserDataActions(): UnknownAction[] {
  return [...joined.values()].flatMap((slice) =>
    slice.forgetUserData ? [slice.forgetUserData()] : [],
  );
}

/**
 * The middleware of the slices that join later, for every store. Each store sets each one up
 * on the first action after it joined; until then actions pass straight through.
 */
export const lateMiddleware: Middleware = (store: MiddlewareAPI) => {
  const setUp = new Map<Middleware, ReturnType<Middleware>>();
  const link = (middleware: Middleware) => {
    let chain = setUp.get(middleware);
    if (!chain) {
      chain = middleware(store);
      setUp.set(middleware, chain);
    }
    return chain;
  };
  return (next) => (action) => {
    const links = [...joined.values()].flatMap((slice) =>
      slice.middleware ? [link(slice.middleware)] : [],
    );
    return compose<Dispatch>(...links)(next as Dispatch)(action as UnknownAction);
  };
};
