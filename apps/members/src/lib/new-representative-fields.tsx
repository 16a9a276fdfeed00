import TextField from '@mui/material/TextField';
import { newRepresentativeSchema, TEXT_LIMITS, type NewRepresentative } from '@quorum/domain';

export type RepresentativeDraft = Record<keyof NewRepresentative, string>;

export const EMPTY_REPRESENTATIVE: RepresentativeDraft = { name: '', title: '', email: '' };

const MESSAGES: Record<keyof NewRepresentative, string> = {
  name: 'Enter the new representative’s full legal name',
  title: 'Enter their title at the organisation',
  email: 'Enter a valid email address: they will sign in with it',
};

/** Each field's message once the person tried to send the form, from the same schema the API checks. */
export function representativeErrors(draft: RepresentativeDraft): Partial<Record<keyof NewRepresentative, string>> {
  const parsed = newRepresentativeSchema.safeParse(draft);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], MESSAGES[issue.path[0] as keyof NewRepresentative]]));
}

/** The new representative's name, title and email: the fields an admin and a representative fill alike. */
export function NewRepresentativeFields({ draft, onChange, errors, disabled }: { draft: RepresentativeDraft; onChange: (draft: RepresentativeDraft) => void; errors: Partial<Record<keyof NewRepresentative, string>>; disabled?: boolean }) {
  const field = (key: keyof NewRepresentative, label: string, extra: { type?: string; autoComplete?: string; helper?: string } = {}) => (
    <TextField
      label={label}
      required
      value={draft[key]}
      type={extra.type}
      autoComplete={extra.autoComplete}
      disabled={disabled}
      onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
      error={errors[key] !== undefined}
      helperText={errors[key] ?? extra.helper}
      slotProps={{ htmlInput: { maxLength: key === 'email' ? TEXT_LIMITS.EMAIL : TEXT_LIMITS.NAME } }}
    />
  );
  return (
    <>
      {field('name', 'Full legal name', { autoComplete: 'off' })}
      {field('title', 'Title', { autoComplete: 'off', helper: 'For example Managing Member, Trustee, CFO' })}
      {field('email', 'Email', { type: 'email', autoComplete: 'off', helper: 'They sign in with this address; the current one stops working for the entity.' })}
    </>
  );
}
