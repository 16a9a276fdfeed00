import type { SystemOverview } from '@quorum/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest } from '../../../testing/fake-server';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';

/** Markup, a Markdown link and a script address: what a deal's name, a website's or an LLM's error, or a receiver could put in a row. */
const MARKUP = '<img src=x onerror="window.__hacked=1"><a href="javascript:window.__hacked=2">[click](https://evil.example/)</a><script>window.__hacked=3</script>';
/** Ids the server never makes, shaped to leave their path segment. */
const REPORT_ID = '../../admin/members?x=1#';
const DELIVERY_ID = '../../../members/m-1/suspend?';

function hostileOverview(): SystemOverview {
  return {
    service: { version: MARKUP, startedAt: '2026-11-29T10:00:00.000Z', uptimeSeconds: 7_200, instance: `${MARKUP}:1:b`, database: 'sqlite', databaseBytes: 1_000, engine: MARKUP },
    instances: [{ instance: `${MARKUP}:1:b`, current: true, work: [{ kind: 'review-jobs', held: 1 }], leaseUntil: '2026-11-29T12:10:00.000Z' }],
    reviews: { waiting: 0, running: 0, failed: 1, latestFailures: [{ reportId: REPORT_ID, name: MARKUP, error: MARKUP, failedAt: '2026-11-29T11:00:00.000Z' }] },
    deliveries: {
      owed: 0,
      delivered: 0,
      failed: 1,
      latestFailures: [{ id: DELIVERY_ID, reportId: REPORT_ID, dealName: MARKUP, event: 'constructor', host: MARKUP, attempts: 5, lastError: MARKUP, createdAt: '2026-11-29T11:00:00.000Z', gaveUpAt: '2026-11-29T11:01:00.000Z' }],
    },
    emails: { transport: 'smtp', sent: 1, failed: 1, unsent: 0, oldestUnsentAt: null, lastFailure: { at: '2026-11-29T11:00:00.000Z', error: MARKUP } },
    retention: { day: '2026-11-29', startedAt: '2026-11-29T00:00:01.000Z', finishedAt: '2026-11-29T00:00:02.000Z', documentsDeleted: 0, applicationsClosedOut: 0, recordsPurged: 0 },
    screening: [],
    storage: { publicUploads: { bytes: 10, files: 1, quotaBytes: 1_000, quotaFiles: 100 }, faviconCache: { bytes: 0, entries: 0, maxBytes: 100, maxEntries: 10 } },
    requests: [],
  };
}

describe('/admin/system against hostile text from the server', () => {
  it('renders hostile text from the server as text: no element, link or script of its making, ids kept inside their path segment', async () => {
    const retries: FakeRequest[] = [];
    const user = userEvent.setup();
    renderSignedIn('/admin/system', {
      as: ADMIN,
      routes: {
        'GET /api/admin/system': { body: { success: true, ...hostileOverview() } },
        'POST /api/admin/system/deliveries/:id/retry': (request) => {
          retries.push(request);
          return { body: { success: true, delivery: { id: request.params['id'], attempts: 0 } } };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'System' }, { timeout: 5000 })).toBeVisible();
    const deliveries = await screen.findByRole('region', { name: 'Deliveries that failed for good' });

    // The text is there, as text, wherever the server put it.
    expect(screen.getAllByText(MARKUP, { exact: false }).length).toBeGreaterThan(0);
    expect(document.querySelectorAll('main img, main script, main iframe, main [onerror]')).toHaveLength(0);
    const hrefs = [...document.querySelectorAll('main a[href]')].map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href?.startsWith('javascript:') || href?.includes('evil.example'))).toEqual([]);
    // The report link keeps the id inside its segment.
    const reviews = screen.getByRole('region', { name: 'Reviews that ended in an error' });
    expect(within(reviews).getByRole('link', { name: MARKUP })).toHaveAttribute('href', `/deals/${encodeURIComponent(REPORT_ID)}/report`);
    // An event the page has no words for is shown as it is, even one named like an Object property.
    expect(within(deliveries).getAllByRole('cell')[0]).toHaveTextContent(/^constructor$/);
    expect((window as { __hacked?: unknown }).__hacked).toBeUndefined();

    // Send again posts to the retry of that id, whatever it is shaped like, and to nothing else.
    await user.click(within(deliveries).getByRole('button', { name: /^Send again/ }));
    await waitFor(() => expect(retries).toHaveLength(1));
    expect(retries[0]?.params['id']).toBe(DELIVERY_ID);
    expect(retries[0]?.path).toBe(`/api/admin/system/deliveries/${encodeURIComponent(DELIVERY_ID)}/retry`);
  });
});
