import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest, FakeRoute } from '../../../testing/fake-server';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';
import { OFAC_LIST, OLD_OFAC_LIST, UN_LIST } from '../screening-fixtures';

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
    expect(rows[1]).toHaveTextContent('UN Security Council Consolidated List');
    expect(rows[2]).toHaveTextContent('Replaced');
  });

  it('says when no list is imported yet', async () => {
    renderSettings({ 'GET /api/admin/screening/lists': { body: { success: true, lists: [] } } });
    expect(await screen.findByText('No list imported yet: screening starts with the first import.', {}, { timeout: 5000 })).toBeVisible();
  });

  it('imports the OFAC CSV files, shows the upload while it runs, then what the import and re-screening did', async () => {
    let lists = [OLD_OFAC_LIST];
    let finish: () => void = () => undefined;
    const uploads: FakeRequest[] = [];
    const { user, server } = renderSettings({
      'GET /api/admin/screening/lists': () => ({ body: { success: true, lists } }),
      'POST /api/admin/screening/lists': async (request) => {
        uploads.push(request);
        await new Promise<void>((resolve) => (finish = resolve));
        lists = [OFAC_LIST, { ...OLD_OFAC_LIST }];
        return { body: { success: true, list: OFAC_LIST, rescreened: { applications: 14, members: 230, newHits: 2 } } };
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

    expect(await within(form).findByText('Imported OFAC SDN version 2026-11-20: 12,345 entries. Re-screened 14 applications and 230 members: 2 new hits.')).toBeVisible();
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
});
