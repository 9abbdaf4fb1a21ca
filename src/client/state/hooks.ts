import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from '../app/store';

// The store's typed hooks, for every feature and the shell. They live below app/, which
// assembles the store, so that features need not import what mounts them; only the store's
// types come up from app/.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
