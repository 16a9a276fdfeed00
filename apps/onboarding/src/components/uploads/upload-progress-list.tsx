import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@quorum/domain';
import { percentOf, type UploadItem } from './upload-progress';

function stateText(item: UploadItem): string {
  switch (item.state) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      return `Uploading, ${percentOf(item)}%`;
    case 'uploaded':
      return 'Uploaded';
    case 'failed':
      return item.error ? `Not uploaded: ${item.error}` : 'Not uploaded';
  }
}

/** Upload progress per file, each with its own labelled progress bar (the wizard's submit step, the re-upload page). */
export function UploadProgressList({ items }: { items: readonly UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <Box component="ul" aria-label="Document uploads" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {items.map((item) => (
        <Box component="li" key={item.fileId} sx={{ p: 1.5, border: 1, borderColor: item.state === 'failed' ? 'error.main' : 'divider', borderRadius: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
            <Typography id={`upload-${item.fileId}`} variant="body2" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {item.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatFileSize(item.size)}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={percentOf(item)}
            color={item.state === 'failed' ? 'error' : item.state === 'uploaded' ? 'success' : 'primary'}
            aria-labelledby={`upload-${item.fileId}`}
            aria-valuetext={stateText(item)}
            sx={{ height: 6, borderRadius: 3 }}
          />
          <Typography variant="body2" color={item.state === 'failed' ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
            {stateText(item)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
