import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScreeningHit } from '@quorum/domain';
import type { ReactNode } from 'react';
import { formatDate } from '../../deals';
import { COMPARISON_TEXT, HIT_STATUS_TEXT, listVersion } from '../screening-text';
import { ScreeningResolveForm } from './screening-resolve-form';

const joined = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : 'None listed');

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{term}</Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </>
  );
}

/**
 * One possible match: who was screened, the list entry, how each field compared and the score;
 * an open hit carries its resolve form, a resolved one says who decided, when and why.
 * `headingLevel` follows the page the card sits in.
 */
export function ScreeningHitCard({ hit, headingLevel = 3, children }: { hit: ScreeningHit; headingLevel?: 3 | 4; children?: ReactNode }) {
  const { entry, matchedFields } = hit;
  return (
    <Box component="article" aria-label={`${hit.personName}, ${hit.personRole}: possible match with ${entry.name}`} sx={{ display: 'grid', gap: 1.5, p: 1.5, border: 1, borderColor: hit.status === 'open' ? 'warning.main' : 'divider', borderRadius: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography component={`h${headingLevel}`} sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {hit.personName} <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>({hit.personRole})</Box>
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>Score {hit.score} / 100 · {HIT_STATUS_TEXT[hit.status]}</Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content minmax(0, 1fr)' }, columnGap: 2, rowGap: 0.5 }}>
        <Fact term="List">{listVersion(hit.list)}</Fact>
        <Fact term="Entry">
          {entry.name} <Box component="span" sx={{ color: 'text.secondary' }}>({entry.kind}, {entry.externalId})</Box>
        </Fact>
        <Fact term="Aliases">{joined(entry.aliases)}</Fact>
        <Fact term="Dates of birth">{joined(entry.birthDates)}</Fact>
        <Fact term="Nationalities">{joined(entry.nationalities)}</Fact>
        <Fact term="Topics">{joined(entry.topics)}</Fact>
        <Fact term="Matched name">{matchedFields.name}</Fact>
        <Fact term="Date of birth">{COMPARISON_TEXT[matchedFields.birthDate]}</Fact>
        <Fact term="Nationality">{COMPARISON_TEXT[matchedFields.nationality]}</Fact>
      </Box>
      {hit.status === 'open' ? (
        <ScreeningResolveForm hit={hit} />
      ) : (
        <Typography sx={{ fontSize: '0.9375rem' }}>
          {`${HIT_STATUS_TEXT[hit.status]}: resolved by ${hit.resolvedBy ?? 'an admin'}${hit.resolvedAt ? ` on ${formatDate(hit.resolvedAt)}` : ''}`}
          {hit.note ? ` · “${hit.note}”` : ''}
        </Typography>
      )}
      {children}
    </Box>
  );
}
