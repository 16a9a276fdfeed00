import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { NetworkSettings } from '@quorum/domain';
import { USER_MENU_TEXT } from '../../../lib/menus';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QueryState } from '../../../lib/query-state';
import { Page } from '../../../lib/page';
import { AdminArea } from '../components/admin-area';
import { DecisionSettingsFieldset } from '../components/decision-settings-fieldset';
import { RetentionSettingsFieldset } from '../components/retention-settings-fieldset';
import { ScreeningListsSection } from '../components/screening-lists-section';
import { draftOf, settingsErrors, settingsOf, type SettingsDraft } from '../settings-form-model';
import { ALWAYS_FRESH, useGetSettingsQuery } from '../admin.queries';
import { selectSettings, settingsSaveRequested } from '../settings.slice';
import { WebhookSecretSection } from '../../profile';

const CARD = { p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' } as const;

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
      <Box sx={{ display: 'grid', gap: 3 }}>
        <QueryState query={query} label="the settings">
          {settings ? <SettingsForm key={JSON.stringify(settings)} settings={settings} /> : null}
        </QueryState>
        <Box sx={CARD}>
          <WebhookSecretSection owner="network" />
        </Box>
        <Box sx={CARD}>
          <ScreeningListsSection />
        </Box>
      </Box>
    </Page>
  );
}

function SettingsForm({ settings }: { settings: NetworkSettings }) {
  const dispatch = useAppDispatch();
  const { saving, saveError } = useAppSelector(selectSettings);
  const [draft, setDraft] = useState(() => draftOf(settings));
  const errors = settingsErrors(draft);
  const valid = settingsOf(draft);
  const change = (next: Partial<SettingsDraft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) dispatch(settingsSaveRequested(valid));
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ ...CARD, display: 'grid', gap: 3 }}>
      {saveError ? <Alert severity="error">{saveError}</Alert> : null}
      <TextField
        label="Approval threshold (%)"
        value={draft.approvalThresholdPercent}
        onChange={(event) => change({ approvalThresholdPercent: event.target.value.replace(/[^\d]/g, '').slice(0, 3) })}
        error={errors.approvalThresholdPercent !== undefined}
        helperText={errors.approvalThresholdPercent ?? 'The share of yes votes at which a deal is approved: in its review status, the analysts’ and the members’ votes together; in the network’s decision, the members’ votes'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 280 }}
      />
      <TextField
        label="Investment strategy"
        value={draft.investmentStrategy}
        onChange={(event) => change({ investmentStrategy: event.target.value })}
        multiline
        minRows={6}
        helperText="What the review agent weighs every deal against: sectors, stages, what you avoid."
        slotProps={{ htmlInput: { maxLength: 10000 } }}
      />
      <DecisionSettingsFieldset draft={draft} errors={errors} onChange={change} />
      <RetentionSettingsFieldset draft={draft} errors={errors} onChange={change} />
      <Box>
        <Button type="submit" variant="contained" disabled={!valid || saving === 'saving'}>
          {saving === 'saving' ? 'Saving…' : 'Save settings'}
        </Button>
      </Box>
    </Box>
  );
}
