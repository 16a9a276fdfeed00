import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, type ReactNode } from 'react';

/** Back and the step's main action (Next, Get started, Submit application). Memoised: Next re-renders only what changed. */
export const StepNavigation = memo(function StepNavigation({ onBack, primary }: { onBack: (() => void) | undefined; primary: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5, mt: 4 }}>
      {onBack ? (
        <Button variant="text" size="large" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      {primary}
    </Box>
  );
});

export const NextButton = memo(function NextButton({ label = 'Next' }: { label?: string }) {
  return (
    <Button type="submit" variant="contained" size="large" sx={{ minWidth: 160 }}>
      {label}
    </Button>
  );
});
