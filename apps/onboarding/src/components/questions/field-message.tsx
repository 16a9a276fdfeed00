import FormHelperText from '@mui/material/FormHelperText';

/** A question's message under its control (its wording comes from the domain rules). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <FormHelperText id={id} error sx={{ mx: 0, mt: 1, fontSize: '0.875rem' }}>
      {message}
    </FormHelperText>
  );
}
