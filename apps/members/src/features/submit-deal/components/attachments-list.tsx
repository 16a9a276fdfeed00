import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CloseIcon, FileIcon } from '@quorum/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { forgetFiles } from '../attached-files';
import { fileRemoved, linkRemoved, selectSubmitForm } from '../submit-form.slice';
import { DuplicateNotice } from './duplicate-notice';
import { FaviconImage } from './favicon-image';

const row = { display: 'flex', alignItems: 'center', gap: 1.25, py: 0.75, px: 1.25, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' } as const;
const text = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Attached links with their favicons, and attached files with name and size. */
export function AttachmentsList() {
  const dispatch = useAppDispatch();
  const { links, files, busy } = useAppSelector(selectSubmitForm);
  if (links.length === 0 && files.length === 0) return null;
  return (
    <Box component="ul" aria-label="Attached links and files" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {links.map((link) => (
        <Box component="li" key={link.id} data-link={link.url}>
          <Box sx={row}>
            <FaviconImage src={link.faviconUrl} />
            <Typography sx={text} title={link.url}>
              {link.url}
            </Typography>
            <IconButton size="small" aria-label={`Remove ${link.url}`} disabled={busy !== null} onClick={() => dispatch(linkRemoved({ id: link.id }))}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
          {link.checkError ? (
            <Typography role="alert" sx={{ mt: 0.5, color: 'error.main', fontSize: '0.875rem' }}>
              {link.checkError}
            </Typography>
          ) : null}
          {link.duplicate ? <DuplicateNotice notice={link.duplicate} subject="site" /> : null}
        </Box>
      ))}
      {files.map((file) => (
        <Box component="li" key={file.id} data-file={file.name}>
          <Box sx={row}>
            <Box component="span" sx={{ width: 24, display: 'grid', placeItems: 'center', color: 'error.main' }}>
              <FileIcon sx={{ fontSize: 22 }} />
            </Box>
            <Typography sx={text} title={file.name}>
              {file.name}
            </Typography>
            <Typography component="span" color="text.secondary" sx={{ fontSize: '0.875rem', flex: 'none' }}>
              {file.size}
            </Typography>
            <IconButton
              size="small"
              aria-label={`Remove ${file.name}`}
              disabled={busy !== null}
              onClick={() => {
                forgetFiles([file.id]);
                dispatch(fileRemoved({ id: file.id }));
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
          {file.duplicate ? <DuplicateNotice notice={file.duplicate} subject="deck" /> : null}
        </Box>
      ))}
    </Box>
  );
}
