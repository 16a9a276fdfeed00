import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { screeningSourceSchema, type ScreeningSource } from '@quorum/domain';
import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/load-state';
import { holdListFiles } from '../screening-files';
import { useImportScreeningListMutation } from '../screening.queries';
import { importSummary, sourceLabel, SOURCE_FILES } from '../screening-text';

/**
 * Uploads a new version of one list. The API parses it while it streams in and keeps the previous
 * version active if the file is refused, so the form only says what the server answered.
 */
export function ScreeningImportForm() {
  const [source, setSource] = useState<ScreeningSource>('ofac-sdn');
  const [files, setFiles] = useState<File[]>([]);
  // A new key empties the file input (its value cannot be set) after a change of source or an import.
  const [inputKey, setInputKey] = useState(0);
  const [importList, imported] = useImportScreeningListMutation();
  const ids = { source: useId(), files: useId(), hint: useId() };
  const wanted = SOURCE_FILES[source];
  const uploading = imported.isLoading;

  const chooseSource = (next: ScreeningSource) => {
    setSource(next);
    setFiles([]);
    setInputKey((key) => key + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0 || uploading) return;
    const outcome = await importList({ source, upload: holdListFiles(files) });
    if ('data' in outcome) {
      setFiles([]);
      setInputKey((key) => key + 1);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Import a list" sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Import a list
      </Typography>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" id={ids.source} sx={{ fontWeight: 600, mb: 0.5 }}>
          Source
        </Typography>
        <RadioGroup aria-labelledby={ids.source} value={source} onChange={(event) => chooseSource(screeningSourceSchema.parse(event.target.value))}>
          {screeningSourceSchema.options.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio size="small" disabled={uploading} />} label={sourceLabel(option)} />
          ))}
        </RadioGroup>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography component="label" htmlFor={ids.files} sx={{ fontWeight: 600 }}>
          {wanted.multiple ? 'List files' : 'List file'}
        </Typography>
        <input
          key={inputKey}
          id={ids.files}
          type="file"
          accept={wanted.accept}
          multiple={wanted.multiple}
          disabled={uploading}
          aria-describedby={ids.hint}
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
        <Typography id={ids.hint} color="text.secondary" sx={{ fontSize: '0.875rem' }}>
          {`The official file${wanted.multiple ? 's' : ''}: ${wanted.hint}.`}
        </Typography>
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={files.length === 0 || uploading}>
          {uploading ? 'Importing…' : 'Import'}
        </Button>
      </Box>
      {uploading ? (
        <Box role="status" sx={{ display: 'grid', gap: 1 }}>
          <Typography>Uploading and importing {files.map((file) => file.name).join(', ')}: large lists take a minute.</Typography>
          <LinearProgress aria-label="Importing the list" />
        </Box>
      ) : null}
      {!uploading && imported.data ? (
        <Alert severity="success" role="status">
          {importSummary(imported.data)}
        </Alert>
      ) : null}
      {!uploading && imported.isError ? <Alert severity="error">{errorMessageOf(imported.error)}</Alert> : null}
    </Box>
  );
}
