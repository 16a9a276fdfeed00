import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatFileSize, type SystemOverview } from '@quorum/domain';
import { useId } from 'react';
import { SystemSection } from './system-section';
import { percentOf } from './system-text';

/** Past this share of a limit the bar turns to a warning: room for a few days' uploads, not weeks. */
const NEAR = 0.8;

/** What the public's uploads and the icon cache hold against their limits, and the database's size. */
export function StorageSection({ storage, databaseBytes }: { storage: SystemOverview['storage']; databaseBytes: number }) {
  const { publicUploads: uploads, faviconCache: icons } = storage;
  return (
    <SystemSection title="Storage">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Meter label="Application documents awaiting review and saved copies’ files" used={uploads.bytes} limit={uploads.quotaBytes} text={`${formatFileSize(uploads.bytes)} of ${formatFileSize(uploads.quotaBytes)}`} />
        <Meter label="The same, in files" used={uploads.files} limit={uploads.quotaFiles} text={`${uploads.files.toLocaleString()} of ${uploads.quotaFiles.toLocaleString()} files`} />
        <Meter label="Company icon cache" used={icons.bytes} limit={icons.maxBytes} text={`${formatFileSize(icons.bytes)} of ${formatFileSize(icons.maxBytes)}, ${icons.entries.toLocaleString()} of ${icons.maxEntries.toLocaleString()} entries`} />
      </Box>
      <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        A full upload quota refuses new application documents (507) until reviews free room; the icon cache makes room by itself, oldest first. The database takes {formatFileSize(databaseBytes)}.
      </Typography>
    </SystemSection>
  );
}

function Meter({ label, used, limit, text }: { label: string; used: number; limit: number; text: string }) {
  const labelId = useId();
  const share = limit > 0 ? Math.min(1, used / limit) : 0;
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography id={labelId} sx={{ fontSize: '0.875rem', fontWeight: 600 }}>
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={share * 100} color={share >= NEAR ? 'warning' : 'primary'} aria-labelledby={labelId} aria-valuetext={`${text} (${percentOf(used, limit)})`} sx={{ height: 8, borderRadius: 4 }} />
      <Typography sx={{ fontSize: '0.875rem' }}>
        {text} ({percentOf(used, limit)})
      </Typography>
    </Box>
  );
}
