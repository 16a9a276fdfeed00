import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CARRY_NOTICE, CONSTANTS, founderContactErrors, founderNote, foundersToSend, INVALID_CONTACT_MESSAGE, isValidFounderContacts } from '@quorum/domain';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { ModalFrame } from '../../modals';
import { submissionRequested } from '../submit-deal.actions';
import { formDialogClosed } from '../submit-form.slice';
import { ContactRow, EMPTY_CONTACT, type ContactRowDraft } from './contact-row';

export const CONTACT_MODAL_TITLE = 'Add More Info';
export const INTRODUCTION_QUESTION = 'Can you introduce us to the founding team?';
export const NOTES_LABEL = 'Anything else to add?';
export const NOTES_HINT = 'Add any round details, team insights, or unique info. It all stays private.';
const TABS = ['PRIMARY', 'SECONDARY'] as const;

/**
 * Add More Info, the contact modal. With the toggle at Yes the primary
 * name and contact value are required: Submit looks disabled until they are, and a click says
 * "Invalid contact information" and marks what is empty. At No, the carry notice. The company
 * name is asked but not sent; notes are trimmed and left out when empty.
 */
export function ContactModal({ position }: { position: number }) {
  const dispatch = useAppDispatch();
  const [companyName, setCompanyName] = useState('');
  const [canIntroduce, setCanIntroduce] = useState<'Yes' | 'No'>('Yes');
  const [contacts, setContacts] = useState<ContactRowDraft[]>([EMPTY_CONTACT]);
  const [tab, setTab] = useState(0);
  const [notes, setNotes] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const ids = { question: useId(), panel: useId(), tabs: useId() };
  const draft = { canIntroduce, contacts };
  const valid = isValidFounderContacts(draft);
  const errors = founderContactErrors(draft);
  const close = () => dispatch(formDialogClosed());

  const submit = () => {
    if (!valid) {
      setShowErrors(true);
      setTab(0);
      return;
    }
    const note = founderNote(notes);
    dispatch(submissionRequested({ founders: foundersToSend(draft), ...(note ? { notes: note } : {}) }));
  };
  const edit = (index: number, next: ContactRowDraft) => setContacts((rows) => rows.map((row, at) => (at === index ? next : row)));
  const current = contacts[tab] ?? EMPTY_CONTACT;

  return (
    <ModalFrame position={position} title={CONTACT_MODAL_TITLE} onClose={close}>
      <Box
        component="form"
        noValidate
        aria-label={CONTACT_MODAL_TITLE}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <TextField label="Company Name" value={companyName} onChange={(event) => setCompanyName(event.target.value)} autoComplete="organization" slotProps={{ htmlInput: { maxLength: 200 } }} />
        <Box>
          <Typography id={ids.question} sx={{ fontWeight: 600, mb: 1 }}>
            {INTRODUCTION_QUESTION}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={canIntroduce}
            sx={{ '& .MuiToggleButton-root': { px: 3, color: 'text.primary' }, '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}
            onChange={(_event, value: 'Yes' | 'No' | null) => value && setCanIntroduce(value)}
            aria-labelledby={ids.question}
          >
            <ToggleButton value="Yes">Yes</ToggleButton>
            <ToggleButton value="No">No</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {canIntroduce === 'Yes' ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {contacts.length > 1 ? (
              <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} aria-label="Founder contacts" sx={{ minHeight: 40 }}>
                {TABS.map((label, index) => (
                  <Tab key={label} label={label} id={`${ids.tabs}-${index}`} aria-controls={ids.panel} sx={{ minHeight: 40, fontWeight: 700, letterSpacing: '0.06em' }} />
                ))}
              </Tabs>
            ) : null}
            <Box id={ids.panel} role={contacts.length > 1 ? 'tabpanel' : undefined} aria-labelledby={contacts.length > 1 ? `${ids.tabs}-${tab}` : undefined}>
              <ContactRow
                key={tab}
                label={tab === 0 ? 'Primary' : 'Secondary'}
                value={current}
                errors={tab === 0 && showErrors ? { name: errors.primaryName, value: errors.primaryValue } : { name: false, value: false }}
                onChange={(next) => edit(tab, next)}
              />
            </Box>
            {contacts.length < CONSTANTS.MAX_FOUNDER_CONTACTS ? (
              <Button
                variant="text"
                sx={{ justifySelf: 'start' }}
                onClick={() => {
                  setContacts((rows) => [...rows, EMPTY_CONTACT]);
                  setTab(1);
                }}
              >
                + Add another contact
              </Button>
            ) : null}
          </Box>
        ) : (
          <Typography role="note" sx={{ p: 1.5, borderRadius: 2, bgcolor: '#fff4e0', color: '#6d4200' }}>
            {CARRY_NOTICE}
          </Typography>
        )}
        <TextField label={NOTES_LABEL} value={notes} onChange={(event) => setNotes(event.target.value)} multiline minRows={3} helperText={NOTES_HINT} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        {showErrors && !valid ? (
          <Typography role="alert" sx={{ color: 'error.main', fontWeight: 600 }}>
            {INVALID_CONTACT_MESSAGE}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
          <Button variant="outlined" onClick={close}>
            Close
          </Button>
          <Button type="submit" variant="contained" aria-disabled={!valid} sx={valid ? undefined : { opacity: 0.5, boxShadow: 'none' }}>
            Submit
          </Button>
        </Box>
      </Box>
    </ModalFrame>
  );
}
