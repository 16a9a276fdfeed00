import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './root-reducer';
import type { AppDispatch } from './store';

/** The app's typed hooks: components use these, never react-redux's own (lint enforces it). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
