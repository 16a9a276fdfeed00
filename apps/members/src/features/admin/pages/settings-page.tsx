import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { networkSettingsSchema, type NetworkSettings } from '@quorum/domain';
import { USER_MENU_TEXT } from '../../../lib/menus';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QueryState } from '../../../lib/query-state';
import { Page } from '../../../lib/page';
import { AdminArea } from '../components/admin-area';
import { ALWAYS_FRESH, useGetSettingsQuery } from '../admin.queries';
import { selectSettings, settingsSaveRequested } from '../settings.slice';

/** /admin/settings, 'Parameters and investment strategy'. */
export function SettingsPage() {
  return (
    <AdminArea title={USER_MENU_TEXT.settings.label}>
      <Settings />
    </AdminArea>
  );
}

function Settings() {
  const query = useGetSettingsQuery(undefined, ALWAYS_FRESH);
  const settings = query.currentData;
  return (
    <Page title={USER_MENU_TEXT.settings.label} description={USER_MENU_TEXT.settings.description} maxWidth="md">
      <QueryState query={query} label="the settings">
        {settings ? <SettingsForm key={JSON.stringify(settings)} settings={settings} /> : null}
      </QueryState>
    </Page>
  );
}

function SettingsForm({ settings }: { settings: NetworkSettings }) {
  const dispatch = useAppDispatch();
  const { saving, saveError } = useAppSelector(selectSettings);
  const [threshold, setThreshold] = useState(String(settings.approvalThresholdPercent));
  const [strategy, setStrategy] = useState(settings.investmentStrategy);
  const parsed = networkSettingsSchema.safeParse({ approvalThresholdPercent: Number(threshold), investmentStrategy: strategy });
  const thresholdError = !/^\d+$/.test(threshold.trim()) || !parsed.success ? 'A whole number from 1 to 100' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) dispatch(settingsSaveRequested(parsed.data));
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 3, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      {saveError ? <Alert severity="error">{saveError}</Alert> : null}
      <TextField
        label="Approval threshold (%)"
        value={threshold}
        onChange={(event) => setThreshold(event.target.value.replace(/[^\d]/g, '').slice(0, 3))}
        error={thresholdError !== null}
        helperText={thresholdError ?? 'The share of yes votes, the analysts’ and the members’ together, at which a finished deal counts as approved'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 280 }}
      />
      <TextField
        label="Investment strategy"
        value={strategy}
        onChange={(event) => setStrategy(event.target.value)}
        multiline
        minRows={6}
        helperText="What the review agent weighs every deal against: sectors, stages, what you avoid."
        slotProps={{ htmlInput: { maxLength: 10000 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!parsed.success || saving === 'saving'}>
          {saving === 'saving' ? 'Saving…' : 'Save settings'}
        </Button>
      </Box>
    </Box>
  );
}
