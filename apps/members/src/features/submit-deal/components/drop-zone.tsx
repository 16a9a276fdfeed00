import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FileIcon } from '@quorum/ui';
import { useState, type DragEvent, type ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectSubmitForm } from '../submit-form.slice';
import { useChooseFiles } from './link-input';

export const DROP_ZONE_TEXT = 'Drop your file here, PDF';

/**
 * The drag-and-drop zone: a drop keeps only PDFs, the rest silently
 * ignored, and nothing is taken while the form is busy. The whole form is the target, so a deck
 * dropped a little off the dashed box still lands.
 */
export function DropZone({ children }: { children: ReactNode }) {
  const busy = useAppSelector(selectSubmitForm).busy !== null;
  const chooseFiles = useChooseFiles();
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!busy) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!busy) chooseFiles(event.dataTransfer?.files ?? null);
  };
  return (
    <Box onDragOver={onDragOver} onDragEnter={onDragOver} onDragLeave={() => setOver(false)} onDrop={onDrop} data-dropping={over || undefined} sx={{ display: 'grid', gap: 2 }}>
      {children}
      <Box
        data-drop-zone
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          py: { xs: 2, sm: 2.5 },
          px: 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 3,
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'rgba(31, 58, 95, 0.06)' : 'grey.50',
          color: 'text.secondary',
          transition: 'background-color 120ms, border-color 120ms',
        }}
      >
        <FileIcon sx={{ fontSize: 20 }} />
        <Typography sx={{ fontWeight: 600 }}>{DROP_ZONE_TEXT}</Typography>
      </Box>
    </Box>
  );
}
