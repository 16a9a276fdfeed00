import type { SystemOverview } from '@quorum/domain';
import { attentionItems } from './attention-summary';

const NOW = Date.parse('2026-11-29T12:00:00.000Z');

/** A service with nothing wrong: a mail server that keeps up, room in storage, today's retention done. */
function wellOverview(): SystemOverview {
  return {
    service: { version: '0.1.0', startedAt: '2026-11-29T10:00:00.000Z', uptimeSeconds: 7_200, instance: 'a:1:b', database: 'sqlite', databaseBytes: 1_000, engine: 'builtin' },
    instances: [],
    reviews: { waiting: 0, running: 0, failed: 0, latestFailures: [] },
    deliveries: { owed: 0, delivered: 3, failed: 0, latestFailures: [] },
    emails: { transport: 'smtp', sent: 10, failed: 0, unsent: 0, oldestUnsentAt: null, lastFailure: null },
    retention: { day: '2026-11-29', startedAt: '2026-11-29T00:00:01.000Z', finishedAt: '2026-11-29T00:00:02.000Z', documentsDeleted: 0, applicationsClosedOut: 0, recordsPurged: 0 },
    screening: [],
    storage: { publicUploads: { bytes: 10, files: 1, quotaBytes: 1_000, quotaFiles: 100 }, faviconCache: { bytes: 0, entries: 0, maxBytes: 100, maxEntries: 10 } },
    requests: [],
  };
}

describe('what the System page says needs attention', () => {
  it('says nothing when all is well', () => {
    expect(attentionItems(wellOverview(), NOW)).toEqual([]);
  });

  it('names failed deliveries, refused or stuck email, a nearly full quota and a retention run that stopped', () => {
    const overview = wellOverview();
    overview.deliveries.failed = 2;
    overview.emails = { ...overview.emails, failed: 1, oldestUnsentAt: '2026-11-29T11:30:00.000Z' };
    overview.storage.publicUploads.files = 85;
    overview.retention = { ...overview.retention!, day: '2026-11-26' };
    const items = attentionItems(overview, NOW);
    expect(items).toHaveLength(5);
    expect(items[0]).toBe('2 webhook deliveries failed for good: once the receiver is back, send them again under Webhook deliveries.');
    expect(items[1]).toBe('The mail server refused 1 message.');
    expect(items[2]).toMatch(/^An email has waited to be sent since /);
    expect(items[3]).toBe('The upload quota is nearly full: review the waiting applications, or raise DOCUMENT_UPLOAD_QUOTA_BYTES.');
    expect(items[4]).toBe('The daily retention run has not run for more than a day: is an instance running?');
  });

  it('does not call an email waiting a few minutes stuck, and says when there is no mail server at all', () => {
    const overview = wellOverview();
    overview.emails = { ...overview.emails, unsent: 1, oldestUnsentAt: '2026-11-29T11:55:00.000Z' };
    expect(attentionItems(overview, NOW)).toEqual([]);
    overview.emails = { ...overview.emails, transport: 'outbox' };
    expect(attentionItems(overview, NOW)).toEqual(['No mail server is set (SMTP_URL): emails are kept, not sent.']);
  });
});
