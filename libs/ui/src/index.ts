export { quorumTheme } from './lib/theme';
export { QuorumThemeProvider } from './lib/quorum-theme-provider';
export { QuorumLogo } from './lib/quorum-logo';
