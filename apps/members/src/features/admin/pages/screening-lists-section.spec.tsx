import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest, FakeRoute } from '../../../testing/fake-server';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';
import { OFAC_LIST, OLD_OFAC_LIST, RESCREENING_LIST, UN_LIST } from '../screening-fixtures';

const SETTINGS = { body: { success: true, settings: { approvalThresholdPercent: 50, investmentStrategy: 'Early-stage technology.' } } };

function renderSettings(routes: Record<string, FakeRoute>) {
  const user = userEvent.setup();
  const rendered = renderSignedIn('/admin/settings', { as: ADMIN, routes: { 'GET /api/admin/settings': SETTINGS, ...routes } });
  return { ...rendered, user };
}

const file = (name: string, text = 'x') => new File([text], name, { type: name.endsWith('.xml') ? 'text/xml' : 'text/csv' });

describe('the screening lists (Settings)', () => {
  it('lists every imported version with its source, version, entries, import and status', async () => {
    renderSettings({ 'GET /api/admin/screening/lists': { body: { success: true, lists: [OFAC_LIST, UN_LIST, OLD_OFAC_LIST] } } });
    const section = await screen.findByRole('region', { name: 'Screening lists' }, { timeout: 5000 });
    const table = await within(section).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['List', 'Version', 'Published', 'Entries', 'Imported', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('OFAC Specially Designated Nationals (SDN)');
    expect(rows[0]).toHaveTextContent('2026-11-20');
    expect(rows[0]).toHaveTextContent('12,345');
    expect(rows[0]).toHaveTextContent('Nov 21, 2026 by ada@example.com');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent(/Re-screened Nov 21, 2026, \d{1,2}:\d{2} [AP]M: 14 applications and 230 members, 2 new hits/);
    expect(rows[1]).toHaveTextContent('UN Security Council Consolidated List');
    expect(rows[2]).toHaveTextContent('Replaced');
    expect(rows[2]).toHaveTextContent('No re-screening recorded');
  });

  it('says when no list is imported yet', async () => {
    renderSettings({ 'GET /api/admin/screening/lists': { body: { success: true, lists: [] } } });
    expect(await screen.findByText('No list imported yet: screening starts with the first import.', {}, { timeout: 5000 })).toBeVisible();
  });

  it('imports the OFAC CSV files, shows the upload while it runs, then what the import did and that re-screening follows', async () => {
    let lists = [OLD_OFAC_LIST];
    let finish: () => void = () => undefined;
    const uploads: FakeRequest[] = [];
    const { user, server } = renderSettings({
      'GET /api/admin/screening/lists': () => ({ body: { success: true, lists } }),
      'POST /api/admin/screening/lists': async (request) => {
        uploads.push(request);
        await new Promise<void>((resolve) => (finish = resolve));
        lists = [OFAC_LIST, { ...OLD_OFAC_LIST }];
        return { body: { success: true, list: { ...OFAC_LIST, rescreening: { state: 'pending' } } } };
      },
    });
    const form = await screen.findByRole('form', { name: 'Import a list' }, { timeout: 5000 });
    const importButton = within(form).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    expect(within(form).getByRole('radio', { name: 'OFAC Specially Designated Nationals (SDN)' })).toBeChecked();
    const input = within(form).getByLabelText('List files');
    expect(input).toHaveAttribute('accept', '.xml,.csv');
    await user.upload(input, [file('sdn.csv'), file('alt.csv')]);
    await user.click(importButton);

    expect(await within(form).findByRole('status')).toHaveTextContent('Uploading and importing sdn.csv, alt.csv');
    expect(within(form).getByRole('button', { name: 'Importing…' })).toBeDisabled();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.body).toEqual({
      source: 'ofac-sdn',
      files: [
        { name: 'sdn.csv', size: 1, type: 'text/csv' },
        { name: 'alt.csv', size: 1, type: 'text/csv' },
      ],
    });
    finish();

    expect(
      await within(form).findByText('Imported OFAC SDN version 2026-11-20: 12,345 entries. Re-screening every undecided application and every member against it: the table shows how far it has got.'),
    ).toBeVisible();
    expect(within(form).getByRole('status')).toHaveTextContent('Imported OFAC SDN version 2026-11-20');
    // The table is read again: the new version is active, the old one replaced.
    await waitFor(() => expect(server.count('GET /api/admin/screening/lists')).toBe(2));
    expect(await screen.findByRole('cell', { name: '12,345' })).toBeVisible();
  });

  it('shows the server’s message when it refuses a malformed file, and keeps the lists as they were', async () => {
    const message = 'The file is not the UN consolidated list: no INDIVIDUALS element was found';
    const uploads: FakeRequest[] = [];
    const { user, server } = renderSettings({
      'GET /api/admin/screening/lists': { body: { success: true, lists: [UN_LIST] } },
      'POST /api/admin/screening/lists': (request) => {
        uploads.push(request);
        return { status: 400, body: { success: false, error: message } };
      },
    });
    const form = await screen.findByRole('form', { name: 'Import a list' }, { timeout: 5000 });
    await user.click(within(form).getByRole('radio', { name: 'UN Security Council Consolidated List' }));
    const input = within(form).getByLabelText('List file');
    expect(input).toHaveAttribute('accept', '.xml');
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, file('consolidated.xml', '<CONSOLIDATED_LIST>'));
    await user.click(within(form).getByRole('button', { name: 'Import' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(uploads[0]?.body).toEqual({ source: 'un-consolidated', files: { name: 'consolidated.xml', size: 19, type: 'text/xml' } });
    expect(server.count('GET /api/admin/screening/lists')).toBe(1);
  });

  it('shows a running re-screening’s progress, reads the lists again until it has finished, then says when and what it found', async () => {
    const answers = [
      [{ ...RESCREENING_LIST, rescreening: { state: 'pending' } }, OFAC_LIST],
      [RESCREENING_LIST, OFAC_LIST],
      [{ ...RESCREENING_LIST, rescreening: { state: 'done', finishedAt: '2026-11-27T09:04:00.000Z', applications: 14, members: 1000, newHits: 3, failed: 0 } }, OFAC_LIST],
    ];
    const { server } = renderSettings({ 'GET /api/admin/screening/lists': () => ({ body: { success: true, lists: answers[Math.min(server.count('GET /api/admin/screening/lists') - 1, answers.length - 1)] } }) });
    const section = await screen.findByRole('region', { name: 'Screening lists' }, { timeout: 5000 });
    const newest = async () => within(section).getAllByRole('row')[1] as HTMLElement;

    expect(await within(section).findByText('Re-screening about to start')).toBeVisible();
    expect(await within(section).findByText('Re-screening: 340 of 1,000 members, 1 new hit so far', {}, { timeout: 5000 })).toBeVisible();
    const bar = within(await newest()).getByRole('progressbar', { name: 'Re-screening against OFAC Specially Designated Nationals (SDN) 2026-11-27' });
    // 14 applications and 340 members of 1,014 subjects.
    expect(bar).toHaveAttribute('aria-valuenow', '35');

    expect(await within(section).findByText(/^Re-screened Nov 27, 2026, \d{1,2}:\d{2} [AP]M: 14 applications and 1,000 members, 3 new hits$/, {}, { timeout: 5000 })).toBeVisible();
    expect(within(await newest()).queryByRole('progressbar')).toBeNull();
    // Finished: the lists are not read again.
    const reads = server.count('GET /api/admin/screening/lists');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(server.count('GET /api/admin/screening/lists')).toBe(reads);
  });

  it('says while the applications are being re-screened, and when a subject failed', async () => {
    renderSettings({
      'GET /api/admin/screening/lists': {
        body: {
          success: true,
          lists: [
            { ...RESCREENING_LIST, rescreening: { state: 'running', applications: { done: 3, total: 14 }, members: { done: 0, total: 1000 }, newHits: 0 } },
            { ...OFAC_LIST, rescreening: { state: 'done', finishedAt: '2026-11-21T09:02:00.000Z', applications: 14, members: 230, newHits: 0, failed: 1 } },
          ],
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Screening lists' }, { timeout: 5000 });
    expect(await within(section).findByText('Re-screening: 3 of 14 applications')).toBeVisible();
    expect(within(section).getByText(/14 applications and 230 members, 0 new hits; 1 subject could not be screened \(see the server log\)$/)).toBeVisible();
  });
});
