import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { AdminMember, Role } from '@quorum/domain';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QueryState } from '../../../lib/query-state';
import { formatDate } from '../../deals';
import { ALWAYS_FRESH, useGetMembersQuery } from '../admin.queries';
import { memberRolesSubmitted, selectAdminMembers } from '../members.slice';
import { selectUser } from '../../auth';
import { PasskeysResetForm } from './passkeys-reset-form';
import { RepresentativeChangeForm } from './representative-change-form';
import { RepresentativeRequestsSection } from './representative-requests-section';

/** The roles an admin hands out here; superuser has no visible effect and stays as it is. */
const EDITABLE: Array<{ role: Role; label: string; hint: string }> = [
  { role: 'member', label: 'Member', hint: 'deals, votes and leads' },
  { role: 'network_member', label: 'Network member', hint: 'the reduced experience' },
  { role: 'admin', label: 'Admin', hint: 'settings and this dashboard' },
];

/** The main role: the strongest of the chosen ones. */
export function mainRole(roles: Role[]): Role {
  return (['admin', 'member', 'network_member', 'superuser'] as const).find((role) => roles.includes(role)) ?? 'member';
}

/** Members and their roles ('Manage the network'). */
export function MembersPanel() {
  const members = useGetMembersQuery(undefined, ALWAYS_FRESH);
  const items = members.currentData ?? [];
  return (
    <>
      <RepresentativeRequestsSection />
      <QueryState query={members} label="members" empty={items.length === 0 && 'No members yet.'}>
        <Box component="ul" aria-label="Members" sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', overflow: 'hidden' }}>
          {items.map((member) => (
            <MemberRow key={member.id} member={member} />
          ))}
        </Box>
      </QueryState>
    </>
  );
}

function MemberRow({ member }: { member: AdminMember }) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectAdminMembers).saving.includes(member.id);
  const [roles, setRoles] = useState<Role[]>(member.allRoles);
  useEffect(() => setRoles(member.allRoles), [member.allRoles]);
  const changed = [...roles].sort().join() !== [...member.allRoles].sort().join();
  const [changingRepresentative, setChangingRepresentative] = useState(false);
  const [resettingPasskeys, setResettingPasskeys] = useState(false);
  // An admin's own passkeys are theirs to remove, on their profile page.
  const self = useAppSelector(selectUser)?.memberId === member.id;
  // An entity or investment is shown by its name; the person is its representative.
  const represented = member.memberType !== 'Individual';
  const title = represented && member.organizationName ? member.organizationName : (member.name ?? member.email);
  const details = represented
    ? [`represented by ${member.name ? `${member.name} (${member.email})` : member.email}`, member.memberType, `since ${formatDate(member.createdAt)}`]
    : [member.name ? member.email : null, member.memberType, `since ${formatDate(member.createdAt)}`];
  const toggle = (role: Role, on: boolean) => setRoles((current) => (on ? [...current, role] : current.filter((value) => value !== role)));

  return (
    <Box component="li" aria-label={member.email} sx={{ display: 'grid', gridTemplateColumns: { md: 'minmax(0, 1.4fr) minmax(0, 2fr) auto' }, gap: 1.5, alignItems: 'center', px: 2.5, py: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title}</Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>{details.filter(Boolean).join(' · ')}</Typography>
        <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap' }}>
          {represented && !changingRepresentative && member.state !== 'erased' ? (
            <Button size="small" variant="text" sx={{ px: 0, mt: 0.5 }} onClick={() => setChangingRepresentative(true)}>
              Change representative
            </Button>
          ) : null}
          {!self && !resettingPasskeys && member.state !== 'erased' ? (
            <Button size="small" variant="text" sx={{ px: 0, mt: 0.5 }} aria-label={`Remove the passkeys of ${member.email}`} onClick={() => setResettingPasskeys(true)}>
              Remove passkeys
            </Button>
          ) : null}
        </Box>
      </Box>
      <Box role="group" aria-label={`Roles of ${member.email}`} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        {EDITABLE.map(({ role, label, hint }) => (
          <FormControlLabel
            key={role}
            control={<Checkbox size="small" checked={roles.includes(role)} onChange={(event) => toggle(role, event.target.checked)} disabled={saving} />}
            label={
              <Typography component="span" sx={{ fontSize: '0.875rem' }} title={hint}>
                {label}
              </Typography>
            }
          />
        ))}
      </Box>
      <Button variant="outlined" size="small" disabled={!changed || roles.length === 0 || saving} onClick={() => dispatch(memberRolesSubmitted({ memberId: member.id, role: mainRole(roles), allRoles: roles }))}>
        {saving ? 'Saving…' : 'Save roles'}
      </Button>
      {changingRepresentative ? <RepresentativeChangeForm member={member} onDone={() => setChangingRepresentative(false)} /> : null}
      {resettingPasskeys ? <PasskeysResetForm member={member} onDone={() => setResettingPasskeys(false)} /> : null}
    </Box>
  );
}
