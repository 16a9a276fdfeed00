// The shell's public API: the logged-in frame (top bar, menus) and its state, composed by app/.
export { AppShell } from './components/app-shell';
export { shellSlice, dropdownOpened, menusClosed, selectShell, type ShellState } from './shell.slice';
export { restoreShellState, shellSaga } from './shell.saga';
