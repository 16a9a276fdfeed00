import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { SystemOverview } from '@quorum/domain';
import { Figures, SystemSection } from './system-section';
import { formatWhen } from './system-text';

/** The email queue: sent, waiting and failed, the oldest waiting, and the mail server's last refusal. */
export function EmailSection({ emails }: { emails: SystemOverview['emails'] }) {
  if (emails.transport === 'outbox') {
    return (
      <SystemSection title="Email">
        <Alert severity="info">
          No mail server is set (SMTP_URL), so nothing is sent: {emails.unsent.toLocaleString()} {emails.unsent === 1 ? 'message is' : 'messages are'} kept in the outbox table and the log.
          Set SMTP_URL before anyone relies on a sign-in link.
        </Alert>
      </SystemSection>
    );
  }
  return (
    <SystemSection title="Email">
      <Figures
        items={[
          { label: 'Sent', value: emails.sent.toLocaleString() },
          { label: 'Waiting to be sent', value: emails.unsent.toLocaleString() },
          { label: 'Refused by the mail server', value: emails.failed.toLocaleString(), ...(emails.failed > 0 ? { tone: 'error' as const } : {}) },
          { label: 'Oldest waiting since', value: emails.oldestUnsentAt ? <time dateTime={emails.oldestUnsentAt}>{formatWhen(emails.oldestUnsentAt)}</time> : 'Nothing waits' },
        ]}
      />
      {emails.lastFailure ? (
        <Typography>
          The mail server last refused a message on <time dateTime={emails.lastFailure.at}>{formatWhen(emails.lastFailure.at)}</time>: “{emails.lastFailure.error}”
        </Typography>
      ) : null}
    </SystemSection>
  );
}
