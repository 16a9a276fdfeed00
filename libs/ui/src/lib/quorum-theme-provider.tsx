import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { quorumTheme } from './theme';

export function QuorumThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={quorumTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
