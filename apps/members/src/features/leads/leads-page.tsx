import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Lead } from '@quorum/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { QueryState } from '../../lib/query-state';
import { Page } from '../../lib/page';
import { MemberOnly } from '../auth';
import { formatDate } from '../deals';
import { useGetLeadsQuery } from './leads.queries';

/** A contact value people can act on: mail and phone become links, the rest stays text. */
function contactHref(type: string | null, value: string): string | null {
  if (type === 'Email') return `mailto:${value}`;
  if (type === 'Phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (type === 'LinkedIn' && /^(https?:\/\/)?([a-z]+\.)?linkedin\.com\//i.test(value)) return /^https?:/i.test(value) ? value : `https://${value}`;
  return null;
}

/** /leads: the founder contacts of accepted deals. */
export function LeadsPage() {
  const leads = useGetLeadsQuery();
  const items = leads.data ?? [];
  return (
    <MemberOnly title="Leads">
      <Page title="Leads" description="Founder contacts of the deals the network approved, as the submitting member gave them. Please mention Quorum when you reach out.">
        <QueryState query={leads} label="leads" empty={items.length === 0 && 'No leads yet: they appear here when an approved deal came with founder contacts.'}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, 1fr)' } }}>
            {items.map((lead) => (
              <LeadCard key={lead.reportId} lead={lead} />
            ))}
          </Box>
        </QueryState>
      </Page>
    </MemberOnly>
  );
}

function LeadCard({ lead }: { lead: Lead }) {
  return (
    <Box component="article" aria-label={lead.dealName} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Box>
        <Link component={RouterLink} to={paths.dealDetail(lead.reportId, lead.dealName)} sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
          {lead.dealName}
        </Link>
        <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
          {[lead.url?.replace(/^https?:\/\//, '').replace(/\/$/, ''), `added ${formatDate(lead.createdAt)}`].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      {lead.contacts.length === 0 ? <Typography color="text.secondary">No founder contact was given.</Typography> : null}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {lead.contacts.map((contact, index) => {
          const href = contact.contactValue ? contactHref(contact.contactType, contact.contactValue) : null;
          return (
            <li key={index}>
              <Typography sx={{ fontWeight: 600 }}>{contact.name}</Typography>
              <Typography color="text.secondary" sx={{ fontSize: '0.9375rem', overflowWrap: 'anywhere' }}>
                {contact.contactType ? `${contact.contactType}: ` : ''}
                {href ? <Link href={href}>{contact.contactValue}</Link> : contact.contactValue}
              </Typography>
            </li>
          );
        })}
      </Box>
      {lead.additionalInfo ? <Typography sx={{ fontSize: '0.9375rem', whiteSpace: 'pre-line', borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>{lead.additionalInfo}</Typography> : null}
    </Box>
  );
}
