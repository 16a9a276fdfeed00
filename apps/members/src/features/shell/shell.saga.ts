import { select, getContext, takeEvery } from 'redux-saga/effects';
import { readJson, writeJson, type KeyValueStorage } from '../../lib/key-value-storage';
import { closedShell, shellSlice, type ShellState } from './shell.slice';

const KEY = 'quorum.shell';

/** The open menus as this tab last left them (spec 1 section 2: remembered per session). */
export function restoreShellState(sessionStore: KeyValueStorage): ShellState {
  const stored = readJson<Partial<ShellState>>(sessionStore, KEY);
  return {
    dropdownOpen: stored?.dropdownOpen === true,
    dealsMenuOpen: stored?.dealsMenuOpen === true,
    mobileMenuOpen: stored?.mobileMenuOpen === true,
  };
}

function* remember() {
  const storage: KeyValueStorage = yield getContext('sessionStore');
  const state: ShellState = yield select((root: { shell: ShellState }) => root.shell);
  writeJson(storage, KEY, state);
}

export function* shellSaga() {
  yield takeEvery((action: { type: string }) => action.type.startsWith(`${shellSlice.name}/`), remember);
}

export { closedShell };
