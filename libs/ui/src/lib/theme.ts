import { createTheme } from '@mui/material/styles';

/**
 * Quorum's one theme, shared by onboarding and members so an applicant who becomes a member
 * sees the same product. Colours meet WCAG AA contrast on white.
 */
export const quorumTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f3a5f', contrastText: '#ffffff' },
    secondary: { main: '#2e7d5b', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    success: { main: '#1e6b45' },
    background: { default: '#f7f8fa', paper: '#ffffff' },
    text: { primary: '#14202e', secondary: '#4a5868' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.375rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // No ripples: each press would mount and animate extra elements while the next screen renders
    // (Next paints within 100 ms). Keyboard focus gets a clear outline instead.
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #5c8fd6', outlineOffset: '2px' } } },
    },
  },
});
