import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@quorum/domain';
import { DeleteIcon, FileIcon } from '@quorum/ui';
import { describeFileTypes } from './file-types';

/** An attached file as the list shows it (the wizard's stored file refs have this shape). */
export interface AttachedFile {
  readonly id: string;
  readonly name: string;
  readonly size: number;
}

/** The attached files with their sizes, each with a Remove button named after its file. */
export function FileList({ files, onRemove, label }: { files: readonly AttachedFile[]; onRemove: (file: AttachedFile) => void; label: string }) {
  if (files.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'grid', gap: 1 }}>
      {files.map((file) => (
        <Box
          component="li"
          key={file.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, pl: 1.5, pr: 0.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
        >
          <FileIcon sx={{ color: 'text.secondary' }} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{file.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatFileSize(file.size)}
            </Typography>
          </Box>
          <IconButton aria-label={`Remove ${file.name}`} onClick={() => onRemove(file)}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}

/** "Up to 2 files · JPG, PNG, PDF or HEIC" from the question's own rules. */
export function fileHint(maxFiles: number, accepted: readonly string[]): string {
  return `${maxFiles === 1 ? 'One file' : `Up to ${maxFiles} files`}: ${describeFileTypes(accepted)}`;
}
