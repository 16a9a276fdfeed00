import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SystemOverview } from '@quorum/domain';
import { counted, formatWhen } from './system-text';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Emails handed to a mail server leave in seconds; a quarter of an hour waiting means it is not taking them. */
const EMAIL_WAIT_MS = 15 * 60 * 1000;
const STORAGE_NEAR = 0.8;

/** What needs an admin now, from the overview: the page's first lines. */
export function attentionItems(overview: SystemOverview, now: number): string[] {
  const items: string[] = [];
  const { deliveries, emails, storage, retention } = overview;
  if (deliveries.failed > 0) items.push(`${counted(deliveries.failed, 'webhook delivery', 'webhook deliveries')} failed for good: once the receiver is back, send ${deliveries.failed === 1 ? 'it' : 'them'} again under Webhook deliveries.`);
  if (emails.transport === 'smtp' && emails.failed > 0) items.push(`The mail server refused ${counted(emails.failed, 'message', 'messages')}.`);
  if (emails.transport === 'smtp' && emails.oldestUnsentAt && now - Date.parse(emails.oldestUnsentAt) > EMAIL_WAIT_MS) items.push(`An email has waited to be sent since ${formatWhen(emails.oldestUnsentAt)}: is the mail server reachable?`);
  if (emails.transport === 'outbox') items.push('No mail server is set (SMTP_URL): emails are kept, not sent.');
  if (storage.publicUploads.bytes >= storage.publicUploads.quotaBytes * STORAGE_NEAR || storage.publicUploads.files >= storage.publicUploads.quotaFiles * STORAGE_NEAR)
    items.push('The upload quota is nearly full: review the waiting applications, or raise DOCUMENT_UPLOAD_QUOTA_BYTES.');
  // Today's run, or yesterday's while today's has not started: anything older means no instance ran it.
  if (!retention || now - Date.parse(`${retention.day}T00:00:00Z`) > 2 * DAY_MS) items.push('The daily retention run has not run for more than a day: is an instance running?');
  return items;
}

/** The page's first lines: what needs an admin now, or that nothing does. */
export function AttentionSummary({ overview }: { overview: SystemOverview }) {
  const items = attentionItems(overview, Date.now());
  if (items.length === 0) return <Alert severity="success">Nothing needs attention.</Alert>;
  return (
    <Alert severity="warning">
      {items.length === 1 ? (
        items[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
