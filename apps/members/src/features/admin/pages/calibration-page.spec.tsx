import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calibrationRow } from '../../../testing/ballot-fixtures';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';

const ACME = { reportId: 'r-acme', name: 'Acme', outcome: 'passed' as const, vote: 'Yes' as const, decidedAt: '2026-11-20T10:00:00.000Z' };
const BOLT = { reportId: 'r-bolt', name: 'Bolt', outcome: 'approved' as const, vote: 'Yes' as const, decidedAt: '2026-11-18T10:00:00.000Z' };
const CRUX = { reportId: 'r-crux', name: 'Crux', outcome: 'approved' as const, vote: 'No' as const, decidedAt: '2026-06-01T10:00:00.000Z' };

const ROWS = [
  calibrationRow({ analyst: 'product', period: 'all', decided: 3, agreed: 1, agreementPercent: 33, yesOnPassed: 1, noOnApproved: 1, deals: { agreed: [BOLT], yesOnPassed: [ACME], noOnApproved: [CRUX] } }),
  calibrationRow({ analyst: 'product', engine: 'llm', period: 'all' }),
  calibrationRow({ analyst: 'product', period: 'last90', decided: 2, agreed: 1, agreementPercent: 50, yesOnPassed: 1, deals: { agreed: [BOLT], yesOnPassed: [ACME], noOnApproved: [] } }),
];

const CONFLICTS = [{ reportId: 'r-acme', dealName: 'Acme', memberName: 'Bob Stone', memberEmail: 'bob@example.com', declaredAt: '2026-11-15T09:00:00.000Z' }];

describe('/admin/calibration (agent calibration and declared conflicts)', () => {
  it('opens the deals behind each number, each linking to its deal page', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/admin/calibration', {
      as: ADMIN,
      routes: {
        'GET /api/admin/calibration': { body: { success: true, rows: ROWS } },
        'GET /api/admin/conflicts': { body: { success: true, conflicts: CONFLICTS } },
        'GET /api/deals/:id': () => ({ status: 404, body: { success: false, error: 'Deal not found' } }),
      },
    });
    const allTime = await screen.findByRole('region', { name: 'All time' }, { timeout: 5000 });
    expect(screen.getByText(/is the case for letting agent votes count/)).toBeVisible();
    const [productBuiltin, productLlm] = within(allTime).getAllByRole('row').slice(1);
    expect(productBuiltin).toHaveTextContent('Product analystBuilt-in333%11');
    expect(productLlm).toHaveTextContent('Product analystLLM0–00');

    const yesOnPassed = within(allTime).getByRole('button', { name: '1: Yes on passed, Product analyst, Built-in' });
    expect(yesOnPassed).toHaveAttribute('aria-expanded', 'false');
    await user.click(yesOnPassed);
    expect(yesOnPassed).toHaveAttribute('aria-expanded', 'true');
    let deals = within(allTime).getByRole('region', { name: 'Yes on passed: Product analyst, Built-in' });
    expect(within(deals).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Acme · Passed · the analyst voted Yes']);

    await user.click(within(allTime).getByRole('button', { name: '3: Decided, Product analyst, Built-in' }));
    deals = within(allTime).getByRole('region', { name: 'Decided: Product analyst, Built-in' });
    expect(within(deals).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Acme · Passed · the analyst voted Yes',
      'Bolt · Approved for investment · the analyst voted Yes',
      'Crux · Approved for investment · the analyst voted No',
    ]);

    const last90 = screen.getByRole('region', { name: 'Last 90 days' });
    await user.click(within(last90).getByRole('button', { name: '50%: Agreement, Product analyst, Built-in' }));
    const agreed = within(last90).getByRole('region', { name: 'Agreement: Product analyst, Built-in' });
    // One list open at a time: the all-time one closed.
    expect(within(allTime).queryByRole('region', { name: 'Decided: Product analyst, Built-in' })).toBeNull();

    const conflicts = screen.getByRole('region', { name: 'Declared conflicts' });
    expect(within(conflicts).getAllByRole('row')[1]).toHaveTextContent('AcmeBob Stone (bob@example.com)Nov 15, 2026');

    await user.click(within(agreed).getByRole('link', { name: 'Bolt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/r-bolt/bolt'));
  });

  it('says calibration starts once deals are decided, and that nobody declared a conflict', async () => {
    renderSignedIn('/admin/calibration', {
      as: ADMIN,
      routes: {
        'GET /api/admin/calibration': { body: { success: true, rows: [calibrationRow({ analyst: 'business', period: 'all' })] } },
        'GET /api/admin/conflicts': { body: { success: true, conflicts: [] } },
      },
    });
    expect(await screen.findByText(/Calibration starts once deals are decided/, {}, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByText('No member has declared a conflict.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is reached from the Admin Dashboard', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/admin/dashboard', {
      as: ADMIN,
      routes: {
        'GET /api/admin/applications': { body: { success: true, applications: [], nextCursor: null, counts: { submitted: 0, in_review: 0, revisions_requested: 0, approved: 0, rejected: 0, withdrawn: 0 } } },
        'GET /api/admin/calibration': { body: { success: true, rows: [] } },
        'GET /api/admin/conflicts': { body: { success: true, conflicts: [] } },
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Agent calibration' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/calibration'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent calibration' }, { timeout: 5000 })).toBeVisible();
  });
});
