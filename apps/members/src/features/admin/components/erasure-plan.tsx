import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ErasurePlanView } from '@quorum/domain';
import { formatLongDate } from '@quorum/ui';
import { useId, type ReactNode } from 'react';

/** The words of a plan's three parts: a preview while pending, what was done once carried out. */
const HEADINGS = {
  preview: { deleted: 'Will be deleted', anonymised: 'Stays, without the name', kept: 'Must be kept' },
  done: { deleted: 'Deleted', anonymised: 'Kept without the name', kept: 'Kept under anti-money-laundering rules' },
} as const;

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box>
      <Typography component="h4" id={id} sx={{ fontWeight: 700, fontSize: '0.9375rem', mb: 0.5 }}>
        {heading}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * An erasure plan in the domain's own sentences (describeErasurePlan): what goes, what stays
 * without a name, and what the law makes the network keep, why, and until which day (in the
 * viewer's locale).
 */
export function ErasurePlan({ plan, done }: { plan: ErasurePlanView; done: boolean }) {
  const headings = HEADINGS[done ? 'done' : 'preview'];
  const nothing = plan.deleted.length + plan.anonymised.length + plan.kept.length === 0;
  if (nothing) return <Typography color="text.secondary">Quorum holds nothing else about this person.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {plan.deleted.length > 0 ? (
        <Part heading={headings.deleted}>
          {plan.deleted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Part>
      ) : null}
      {plan.anonymised.length > 0 ? (
        <Part heading={headings.anonymised}>
          {plan.anonymised.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Part>
      ) : null}
      {plan.kept.length > 0 ? (
        <Part heading={headings.kept}>
          {plan.kept.map((record) => (
            <li key={record.applicationId}>
              <strong>{record.label}</strong> ({record.applicationId}): {record.reason} Deleted on <time dateTime={record.purgeAt}>{formatLongDate(record.purgeAt)}</time>.
            </li>
          ))}
        </Part>
      ) : null}
    </Box>
  );
}
