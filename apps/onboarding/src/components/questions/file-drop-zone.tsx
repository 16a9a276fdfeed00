import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { UploadIcon } from '@quorum/ui';
import { useRef, useState, type DragEvent } from 'react';

export interface FileDropZoneProps {
  inputId: string;
  accept: readonly string[];
  multiple: boolean;
  onFiles: (files: File[]) => void;
  /** The button's accessible name and description: the question it answers. */
  buttonLabel: string;
  labelledBy?: string;
  describedBy?: string;
  hint: string;
  invalid: boolean;
  autofocus?: boolean;
}

/**
 * Drag and drop, or the Choose files button (keyboard and screen readers use the button; the
 * native input stays hidden because its look cannot be styled).
 */
export function FileDropZone({ inputId, accept, multiple, onFiles, buttonLabel, labelledBy, describedBy, hint, invalid, autofocus }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const over = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };
  return (
    <Box
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-dragging={dragging || undefined}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: dragging ? 'primary.main' : invalid ? 'error.main' : 'divider',
        bgcolor: dragging ? 'rgba(31, 58, 95, 0.06)' : 'grey.50',
        textAlign: { xs: 'center', sm: 'left' },
      }}
    >
      <UploadIcon sx={{ fontSize: 36, color: 'primary.main' }} />
      <Box sx={{ flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>Drag and drop {multiple ? 'files' : 'a file'} here</Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        aria-label={labelledBy ? undefined : buttonLabel}
        aria-labelledby={labelledBy ? `${inputId}-button ${labelledBy}` : undefined}
        aria-describedby={describedBy}
        id={`${inputId}-button`}
        {...(autofocus ? { 'data-autofocus': true } : {})}
      >
        Choose {multiple ? 'files' : 'file'}
      </Button>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        accept={accept.join(',')}
        multiple={multiple}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again (after removing it) fires again.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Box>
  );
}
