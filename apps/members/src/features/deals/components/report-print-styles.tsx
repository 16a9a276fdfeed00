import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The full report on paper: only the report (no top navigation, back link or buttons), black on
 * white, the address of every outside link written after it, sections kept whole where they fit.
 */
export function ReportPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '14mm' },
          'body, #root, main': { background: '#fff !important' },
          'header, nav, [data-print-hide]': { display: 'none !important' },
          '.MuiContainer-root': { maxWidth: 'none !important', padding: '0 !important' },
          '[data-report] *': { boxShadow: 'none !important' },
          '[data-report] a[href^="http"]::after': { content: '" (" attr(href) ")"', fontWeight: 400, fontSize: '0.8em', color: '#4a5868' },
          '[data-report] section, [data-report] li': { breakInside: 'avoid' },
          h1: { fontSize: '22pt !important' },
        },
      }}
    />
  );
}
