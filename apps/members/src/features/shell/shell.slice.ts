import { createSlice } from '@reduxjs/toolkit';

/**
 * Which of the shell's three menus is open: the initials dropdown, the Your Recent Deals menu and
 * the mobile slide-in menu. Remembered per session (the shell saga writes session storage), and
 * at most one is open: opening one closes the others.
 */
export interface ShellState {
  dropdownOpen: boolean;
  dealsMenuOpen: boolean;
  mobileMenuOpen: boolean;
}

export const closedShell: ShellState = { dropdownOpen: false, dealsMenuOpen: false, mobileMenuOpen: false };

export const shellSlice = createSlice({
  name: 'shell',
  initialState: closedShell,
  reducers: {
    dropdownOpened: () => ({ ...closedShell, dropdownOpen: true }),
    dealsMenuOpened: () => ({ ...closedShell, dealsMenuOpen: true }),
    mobileMenuOpened: () => ({ ...closedShell, mobileMenuOpen: true }),
    dropdownClosed: (state) => ({ ...state, dropdownOpen: false }),
    dealsMenuClosed: (state) => ({ ...state, dealsMenuOpen: false }),
    mobileMenuClosed: (state) => ({ ...state, mobileMenuOpen: false }),
    /** A navigation: every menu closes, so the new page is not hidden under one. */
    menusClosed: () => closedShell,
  },
});

export const { dropdownOpened, dealsMenuOpened, mobileMenuOpened, dropdownClosed, dealsMenuClosed, mobileMenuClosed, menusClosed } = shellSlice.actions;
export const selectShell = (state: { shell: ShellState }) => state.shell;
