import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { memo } from 'react';

/** How far along the applicant is, over the questions their answers show. */
export const ProgressIndicator = memo(function ProgressIndicator({ percent }: { percent: number }) {
  return (
    <Box sx={{ mb: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="progress-label" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          Your progress
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {percent}% complete
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="progress-label"
        aria-valuetext={`${percent}% complete`}
        sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.200', '& .MuiLinearProgress-bar': { borderRadius: 4 } }}
      />
    </Box>
  );
});
