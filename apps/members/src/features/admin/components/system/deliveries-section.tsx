import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FailedDelivery, SystemOverview } from '@quorum/domain';
import { useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../../../lib/load-state';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import { useRetryDeliveryMutation } from '../../system.queries';
import { SCROLL_SX, TABLE_SX } from '../admin-tables';
import { Figures, SystemSection } from './system-section';
import { eventText, formatWhen } from './system-text';

/**
 * Webhook deliveries: how many are owed and delivered, and those that failed for good, each with a
 * button that sends it again (from its first attempt; the receiver dedupes on the delivery id).
 */
export function DeliveriesSection({ deliveries }: { deliveries: SystemOverview['deliveries'] }) {
  const [retry, retrying] = useRetryDeliveryMutation();
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // The row and its button leave the list once the delivery is owed again: focus goes to what
  // happened instead of falling back to the page's top.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const sendAgain = async (delivery: FailedDelivery) => {
    setSent(null);
    const result = await retry({ id: delivery.id });
    if ('data' in result && result.data) setSent(`Sent again to ${delivery.host}: owed from its first attempt, and counted as delivered once the receiver accepts it.`);
  };

  return (
    <SystemSection title="Webhook deliveries">
      <Figures
        items={[
          { label: 'Owed', value: deliveries.owed.toLocaleString() },
          { label: 'Delivered', value: deliveries.delivered.toLocaleString() },
          { label: 'Failed for good', value: deliveries.failed.toLocaleString(), ...(deliveries.failed > 0 ? { tone: 'error' as const } : {}) },
        ]}
      />
      {retrying.isError ? <Alert severity="error">{errorMessageOf(retrying.error)}</Alert> : null}
      {sent ? (
        <Alert severity="success" role="status" ref={sentRef} tabIndex={-1}>
          {sent}
        </Alert>
      ) : null}
      {deliveries.latestFailures.length === 0 ? (
        <Typography color="text.secondary">No delivery has failed for good.</Typography>
      ) : (
        <Box tabIndex={0} role="region" aria-label="Deliveries that failed for good" sx={SCROLL_SX}>
          <Box component="table" sx={TABLE_SX}>
            <caption>
              {deliveries.failed > deliveries.latestFailures.length ? `The latest ${deliveries.latestFailures.length} of ${deliveries.failed} deliveries` : 'Deliveries'} that failed five
              attempts. Only the receiver’s host is shown: a webhook’s address often holds its secret.
            </caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Deal</th>
                <th scope="col">Receiver</th>
                <th scope="col">Last error</th>
                <th scope="col">Gave up</th>
                <th scope="col">
                  <Box component="span" sx={visuallyHidden}>
                    Action
                  </Box>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.latestFailures.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} busy={retrying.isLoading && retrying.originalArgs?.id === delivery.id} onRetry={() => void sendAgain(delivery)} />
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </SystemSection>
  );
}

function DeliveryRow({ delivery, busy, onRetry }: { delivery: FailedDelivery; busy: boolean; onRetry: () => void }) {
  return (
    <tr>
      <td>{eventText(delivery.event)}</td>
      <td>{delivery.dealName ?? 'A deal since deleted'}</td>
      <td>
        <Box component="code" sx={{ fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>
          {delivery.host}
        </Box>
      </td>
      <td>{delivery.lastError ?? '—'}</td>
      <td className="nowrap">
        <time dateTime={delivery.gaveUpAt}>{formatWhen(delivery.gaveUpAt)}</time>
      </td>
      <td>
        <Button size="small" variant="outlined" disabled={busy} aria-label={`Send again: ${eventText(delivery.event)}${delivery.dealName ? `, ${delivery.dealName}` : ''}, to ${delivery.host}`} onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
          {busy ? 'Sending…' : 'Send again'}
        </Button>
      </td>
    </tr>
  );
}
