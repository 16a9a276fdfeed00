import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { AddIcon, DeleteIcon } from '@quorum/ui';
import { useState, type FormEvent } from 'react';
import type { Profile } from '@quorum/domain';
import { draftErrors, profileFrom } from '../profile-draft-checks';
import { CONTACT_PREFERENCES, type ProfileDraft } from '../profile-form-model';

/** Edits names, phone, social profiles and preferences; checks them before anything is sent. */
export function ProfileForm({ initial, previous, saving, saveError, onSave, onCancel }: { initial: ProfileDraft; previous: Profile | null; saving: boolean; saveError: string | null; onSave: (profile: Profile) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? draftErrors(draft) : {};
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setSocial = (index: number, field: 'network' | 'url', value: string) =>
    set('socialProfiles', draft.socialProfiles.map((entry, at) => (at === index ? { ...entry, [field]: value } : entry)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(draftErrors(draft)).length === 0) onSave(profileFrom(draft, previous));
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Edit profile" sx={{ display: 'grid', gap: 2.5 }}>
      {saveError ? <Alert severity="error">{saveError}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextField label="First name" value={draft.firstName} onChange={(event) => set('firstName', event.target.value)} autoComplete="given-name" slotProps={{ htmlInput: { maxLength: 120 } }} />
        <TextField label="Last name" value={draft.lastName} onChange={(event) => set('lastName', event.target.value)} autoComplete="family-name" slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Box>
      <TextField
        label="Phone number"
        type="tel"
        value={draft.phone}
        onChange={(event) => set('phone', event.target.value)}
        autoComplete="tel"
        placeholder="+1 555 010 2000"
        error={!!errors['phone']}
        helperText={errors['phone'] ?? 'With the country code, for example +1 for the US'}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>Social profiles</FormLabel>
        {draft.socialProfiles.map((entry, index) => (
          <Box key={index} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '180px 1fr auto' }, gap: 1.5, alignItems: 'start' }}>
            <TextField label="Network" size="small" value={entry.network} onChange={(event) => setSocial(index, 'network', event.target.value)} error={!!errors[`social.${index}.network`]} helperText={errors[`social.${index}.network`]} />
            <TextField label="Link" size="small" value={entry.url} onChange={(event) => setSocial(index, 'url', event.target.value)} error={!!errors[`social.${index}.url`]} helperText={errors[`social.${index}.url`]} sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }} />
            <IconButton aria-label={`Remove ${entry.network || 'this profile'}`} onClick={() => set('socialProfiles', draft.socialProfiles.filter((_, at) => at !== index))} sx={{ gridColumn: { xs: '2', sm: 'auto' }, gridRow: { xs: '1', sm: 'auto' } }}>
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => set('socialProfiles', [...draft.socialProfiles, { network: '', url: '' }])} disabled={draft.socialProfiles.length >= 20}>
            Add a social profile
          </Button>
        </Box>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={{ fontWeight: 600 }}>Preferred contact</FormLabel>
        <RadioGroup row value={draft.preferredContact} onChange={(event) => set('preferredContact', event.target.value)}>
          {CONTACT_PREFERENCES.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
      </Box>
      <TextField label="Investment interests" value={draft.interests} onChange={(event) => set('interests', event.target.value)} multiline minRows={3} helperText="Sectors, stages and cheque sizes you look for" slotProps={{ htmlInput: { maxLength: 1000 } }} />
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : 'Save profile'}
        </Button>
        <Button variant="outlined" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
