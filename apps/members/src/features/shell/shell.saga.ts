import { select, takeEvery } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { readJson, writeJson, type KeyValueStorage } from '../../lib/key-value-storage';
import { shellSlice, type ShellState } from './shell.slice';

const KEY = 'quorum.shell';

/** The open menus as this tab last left them (remembered per session). */
export function restoreShellState(sessionStore: KeyValueStorage): ShellState {
  const stored = readJson<Partial<ShellState>>(sessionStore, KEY);
  return {
    dropdownOpen: stored?.dropdownOpen === true,
    dealsMenuOpen: stored?.dealsMenuOpen === true,
    mobileMenuOpen: stored?.mobileMenuOpen === true,
  };
}

function* remember() {
  const { sessionStore: storage } = yield* dependencies();
  const state: ShellState = yield select((root: { shell: ShellState }) => root.shell);
  writeJson(storage, KEY, state);
}

export function* shellSaga() {
  yield takeEvery((action: { type: string }) => action.type.startsWith(`${shellSlice.name}/`), remember);
}

