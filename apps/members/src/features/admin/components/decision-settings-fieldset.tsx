import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { SettingsDraft, SettingsErrors } from '../settings-form-model';
import { SettingsFieldset, WholeNumberFields, type WholeNumberFieldSpec } from './settings-fieldset';

const NUMBER_FIELDS: WholeNumberFieldSpec[] = [
  { field: 'voteWindowDays', label: 'Vote window (days)', hint: 'How long a deal stays open for member votes once its review is done.' },
  { field: 'quorumMinimum', label: 'Quorum: fewest member votes', hint: 'A decision needs at least this many member votes.' },
  { field: 'quorumPercentOfActive', label: 'Quorum: share of active members (%)', hint: 'Or this share of active members, when that is more votes.' },
];

/**
 * How the network decides (docs/flows/network-decisions.md): the vote window, the quorum, whether
 * the analysts' votes count, sealed ballots and the decision webhook. Each field says what it does.
 */
export function DecisionSettingsFieldset({ draft, errors, onChange }: { draft: SettingsDraft; errors: SettingsErrors; onChange: (change: Partial<SettingsDraft>) => void }) {
  return (
    <SettingsFieldset legend="Network decisions">
      <WholeNumberFields fields={NUMBER_FIELDS} draft={draft} errors={errors} onChange={onChange} maxWidth={320} />
      <Box>
        <FormLabel id="agent-votes-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Analysts’ votes
        </FormLabel>
        <RadioGroup aria-labelledby="agent-votes-label" aria-describedby="agent-votes-hint" value={draft.agentVotes} onChange={(event) => onChange({ agentVotes: event.target.value === 'counting' ? 'counting' : 'advisory' })}>
          <FormControlLabel value="advisory" control={<Radio />} label="Advisory: shown beside the tally, not counted" />
          <FormControlLabel value="counting" control={<Radio />} label="Counting" />
        </RadioGroup>
        <FormHelperText id="agent-votes-hint" sx={{ mx: 0 }}>
          Counting: Analysts’ votes are added to the members’ votes; they never decide without a member quorum.
        </FormHelperText>
      </Box>
      <Box>
        <FormControlLabel control={<Checkbox checked={draft.sealedBallots} onChange={(event) => onChange({ sealedBallots: event.target.checked })} slotProps={{ input: { 'aria-describedby': 'sealed-ballots-hint' } }} />} label="Sealed ballots" />
        <FormHelperText id="sealed-ballots-hint" sx={{ mx: 0 }}>
          While a vote is open, members see how many voted but not the tally, so early votes do not sway later ones.
        </FormHelperText>
      </Box>
      <TextField
        label="Decision webhook URL (optional)"
        value={draft.decisionWebhookUrl}
        onChange={(event) => onChange({ decisionWebhookUrl: event.target.value })}
        error={errors.decisionWebhookUrl !== undefined}
        helperText={errors.decisionWebhookUrl ?? 'Each decision is POSTed here as a signed deal.decided event; leave blank for none.'}
        slotProps={{ htmlInput: { inputMode: 'url', maxLength: 2048 } }}
      />
    </SettingsFieldset>
  );
}
