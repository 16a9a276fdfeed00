import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ScreeningHit } from '@quorum/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../lib/query-state';
import { ALWAYS_FRESH, useGetMembersQuery } from '../admin.queries';
import { useGetScreeningHitsQuery } from '../screening.queries';
import { MemberReactivation } from './member-reactivation';
import { ScreeningHitCard } from './screening-hit-card';

/** Where a hit's subject is reviewed: its application, or the members list. */
function SubjectLink({ hit }: { hit: ScreeningHit }) {
  const application = hit.subjectType === 'application';
  return (
    <Link component={RouterLink} to={application ? `?tab=applications&application=${encodeURIComponent(hit.subjectId)}` : '?tab=members'} sx={{ fontWeight: 600 }}>
      {application ? `Open the application of ${hit.personName}` : `Member ${hit.personName} in Members and roles`}
    </Link>
  );
}

/** `memberStates` (member id → state) when the list offers reactivation; a state not known leaves the decision to the API. */
function HitList({ hits, label, memberStates }: { hits: ScreeningHit[]; label: string; memberStates?: ReadonlyMap<string, string> }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {hits.map((hit) => (
        <li key={hit.id}>
          <ScreeningHitCard hit={hit}>
            <SubjectLink hit={hit} />
            {memberStates ? <MemberReactivation hit={hit} state={memberStates.get(hit.subjectId)} /> : null}
          </ScreeningHitCard>
        </li>
      ))}
    </Box>
  );
}

/**
 * The dashboard's screening tab (docs/flows/screening.md): every open hit, on applications and on
 * members (ongoing monitoring re-screens members on each import), and the true matches on
 * members: a true match pauses the member's access until an admin gives it back here.
 */
export function ScreeningHitsPanel() {
  const open = useGetScreeningHitsQuery('open', ALWAYS_FRESH);
  const all = useGetScreeningHitsQuery('all', ALWAYS_FRESH);
  const members = useGetMembersQuery(undefined, ALWAYS_FRESH);
  const memberStates = new Map((members.currentData ?? []).map((member) => [member.id, member.state]));
  const openHeading = useId();
  const matchesHeading = useId();
  const openHits = open.currentData ?? [];
  const matches = (all.currentData ?? []).filter((hit) => hit.subjectType === 'member' && hit.status === 'true_match');
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="section" aria-labelledby={openHeading} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography component="h2" variant="h6" id={openHeading}>
          Open screening hits
        </Typography>
        <QueryState query={open} label="the open screening hits" empty={openHits.length === 0 && 'No open hits: every match has been resolved.'}>
          <HitList hits={openHits} label="Open screening hits" />
        </QueryState>
      </Box>
      <Box component="section" aria-labelledby={matchesHeading} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography component="h2" variant="h6" id={matchesHeading}>
          True matches on members
        </Typography>
        <QueryState query={all} label="the true matches on members" empty={matches.length === 0 && 'No true match on a member.'}>
          <HitList hits={matches} label="True matches on members" memberStates={memberStates} />
        </QueryState>
      </Box>
    </Box>
  );
}
