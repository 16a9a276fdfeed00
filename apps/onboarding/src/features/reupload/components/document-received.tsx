import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CheckCircleIcon } from '@quorum/ui';
import type { Ref } from 'react';
import { REUPLOAD_MESSAGES as M } from '../reupload.messages';
import { StateHeading } from './state-heading';

/** The end of the flow: the API has the new document and has marked the old one replaced. */
export function DocumentReceived({ headingRef, received }: { headingRef: Ref<HTMLHeadingElement>; received: readonly string[] }) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 1, md: 2 } }}>
      <CheckCircleIcon sx={{ fontSize: 56, color: 'success.main', mb: 1 }} />
      <StateHeading headingRef={headingRef}>{M.received}</StateHeading>
      <Typography sx={{ mb: 2 }}>{M.receivedDetail}</Typography>
      {received.length > 0 ? (
        <Box sx={{ mb: 3 }}>
          <Typography variant="body2" color="text.secondary" id="received-files">
            {received.length === 1 ? 'The file we received' : 'The files we received'}
          </Typography>
          <Box component="ul" aria-labelledby="received-files" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {received.map((name, index) => (
              <Typography component="li" key={`${index}:${name}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
      <Button variant="outlined" href="/">
        Back to Quorum
      </Button>
    </Box>
  );
}
