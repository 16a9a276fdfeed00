import { DATA_RIGHTS_MESSAGES, type AdminErasureRequest } from '@quorum/domain';
import { formatLongDate } from '@quorum/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest, FakeRoute } from '../../../testing/fake-server';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';
import { BLOCKED_REQUEST, COMPLETED_REQUEST, DECLINED_REQUEST, PENDING_REQUEST, RETENTION } from '../data-request-fixtures';

/** The admin's data-request routes as a stand-in: the list as it stands, and the two decisions changing it. */
function dataRequestRoutes(initial: AdminErasureRequest[], log: FakeRequest[] = []): Record<string, FakeRoute> {
  let requests = initial;
  const decide = (request: FakeRequest, change: Partial<AdminErasureRequest>) => {
    log.push(request);
    const pending = requests.find((item) => item.id === request.params['id']);
    if (!pending) return { status: 404, body: { success: false, error: DATA_RIGHTS_MESSAGES.requestNotFound } };
    const decided = { ...pending, decidedAt: '2026-11-26T10:00:00.000Z', decidedBy: ADMIN.email, ...change };
    requests = [...requests.filter((item) => item.id !== decided.id), decided];
    return { body: { success: true, request: decided } };
  };
  return {
    'GET /api/admin/data-requests': () => ({ body: { success: true, requests } }),
    'GET /api/admin/retention': { body: RETENTION },
    'POST /api/admin/data-requests/:id/erase': (request) => decide(request, { status: 'completed', email: null, name: null }),
    'POST /api/admin/data-requests/:id/decline': (request) => decide(request, { status: 'declined', declineReason: (request.body as { reason: string }).reason }),
  };
}

async function openPage(routes: Record<string, FakeRoute>) {
  const user = userEvent.setup();
  const rendered = renderSignedIn('/admin/data-requests', { as: ADMIN, routes });
  expect(await screen.findByRole('heading', { level: 1, name: 'Data requests' }, { timeout: 5000 })).toBeVisible();
  return { ...rendered, user };
}

const pendingSection = () => screen.getByRole('region', { name: /^Waiting for a decision/ });
const decidedSection = () => screen.findByRole('region', { name: 'Decided' });

describe('/admin/data-requests (erasure requests and retention)', () => {
  it('lists pending requests first with who asked, when, their note and the plan; decided ones below with their outcome', async () => {
    await openPage(dataRequestRoutes([PENDING_REQUEST, COMPLETED_REQUEST, DECLINED_REQUEST]));
    const grace = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(pendingSection()).toContainElement(grace);
    expect(screen.getByRole('heading', { level: 2, name: 'Waiting for a decision (1)' })).toBeVisible();
    expect(within(grace).getByText(/grace@example.com · Member · asked on/)).toBeVisible();
    expect(within(grace).getByText('I am leaving the network at the end of the month.')).toBeVisible();
    const deleted = within(grace).getByRole('list', { name: 'Will be deleted' });
    expect(within(deleted).getAllByRole('listitem').map((item) => item.textContent)).toEqual(PENDING_REQUEST.plan.deleted);
    const anonymised = within(grace).getByRole('list', { name: 'Stays, without the name' });
    expect(within(anonymised).getAllByRole('listitem')).toHaveLength(2);
    const kept = within(within(grace).getByRole('list', { name: 'Must be kept' })).getByRole('listitem');
    expect(kept).toHaveTextContent('Individual application (app_grace): Identity and accreditation records of a member');
    expect(kept).toHaveTextContent(`Deleted on ${formatLongDate('2031-11-24T09:30:00.000Z')}.`);
    expect(within(kept).getByText(formatLongDate('2031-11-24T09:30:00.000Z'))).toHaveAttribute('datetime', '2031-11-24T09:30:00.000Z');
    expect(within(grace).getByRole('button', { name: 'Erase data' })).toBeEnabled();

    const decided = await decidedSection();
    const erased = within(decided).getByRole('article', { name: 'A person whose data was erased' });
    expect(within(erased).getByText(`Erased on ${formatLongDate('2026-10-02T10:00:00.000Z')} by ada@example.com`)).toBeVisible();
    expect(within(within(erased).getByRole('list', { name: 'Deleted' })).getAllByRole('listitem')).toHaveLength(2);
    const declined = within(decided).getByRole('article', { name: 'Bob Stone' });
    expect(within(declined).getByText('Reason given: The request did not come from the account holder.')).toBeVisible();
    expect(within(decided).queryByRole('button')).toBeNull();
  });

  it('erases after a confirmation, then shows the request among the decided ones with focus on it', async () => {
    const log: FakeRequest[] = [];
    const { user } = await openPage(dataRequestRoutes([PENDING_REQUEST], log));
    const grace = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(grace).getByRole('button', { name: 'Erase data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase the data of Grace Hopper?' });
    expect(within(dialog).getByText(/is deleted now and cannot be recovered/)).toBeVisible();
    expect(log).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Erase data' }));

    expect(await screen.findByText('Data erased; the person will get a confirmation email')).toBeVisible();
    const erased = await within(await decidedSection()).findByRole('heading', { level: 3, name: 'A person whose data was erased' });
    await waitFor(() => expect(erased).toHaveFocus());
    expect(log.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/admin/data-requests/er_grace/erase']);
    expect(screen.getByText('No request is waiting.')).toBeVisible();
  });

  it('keeps Erase disabled while the plan is blocked, with the reason beside it', async () => {
    await openPage(dataRequestRoutes([BLOCKED_REQUEST]));
    const ada = await screen.findByRole('article', { name: 'Ada Admin' });
    const erase = within(ada).getByRole('button', { name: 'Erase data' });
    expect(erase).toBeDisabled();
    expect(erase).toHaveAccessibleDescription(BLOCKED_REQUEST.plan.blockedBy ?? 'blocked');
    expect(within(ada).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('declines with the reason the person will read', async () => {
    const log: FakeRequest[] = [];
    const { user } = await openPage(dataRequestRoutes([PENDING_REQUEST], log));
    await user.click(within(await screen.findByRole('article', { name: 'Grace Hopper' })).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request of Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(within(dialog).getByText('Please write a reason')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the person' }), 'A court order requires us to keep the records');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));

    const declined = await within(await decidedSection()).findByRole('article', { name: 'Grace Hopper' });
    expect(within(declined).getByText('Reason given: A court order requires us to keep the records')).toBeVisible();
    await waitFor(() => expect(within(declined).getByRole('heading', { level: 3 })).toHaveFocus());
    expect(log.map((request) => request.body)).toEqual([{ reason: 'A court order requires us to keep the records' }]);
  });

  it('says why an erasure was refused (409), with focus on the message, and reads the list again', async () => {
    const routes = dataRequestRoutes([PENDING_REQUEST]);
    routes['POST /api/admin/data-requests/:id/erase'] = () => ({ status: 409, body: { success: false, error: DATA_RIGHTS_MESSAGES.requestNotPending } });
    const { user, server } = await openPage(routes);
    const grace = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(grace).getByRole('button', { name: 'Erase data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase data' }));
    const alert = await within(grace).findByRole('alert');
    expect(alert).toHaveTextContent(DATA_RIGHTS_MESSAGES.requestNotPending);
    await waitFor(() => expect(alert).toHaveFocus());
    await waitFor(() => expect(server.count('GET /api/admin/data-requests')).toBe(2));
    expect(within(grace).getByRole('button', { name: 'Erase data' })).toBeEnabled();
  });

  it('shows the retention policy with a link to Settings, the kept records with their purge dates, and the latest runs', async () => {
    const { user, router } = await openPage(dataRequestRoutes([]));
    const retention = await screen.findByRole('region', { name: 'Retention' });
    expect(await within(retention).findByText('Documents of rejected or withdrawn applications are deleted 90 days after the application closed.')).toBeVisible();
    expect(within(retention).getByText(/kept for 5 years after the relationship ended/)).toBeVisible();
    const kept = within(within(retention).getByRole('region', { name: 'Kept records' })).getAllByRole('row');
    expect(kept[1]).toHaveTextContent(`app_kept_1Entity application (LLC)Identity and accreditation records of a member`);
    expect(kept[1]).toHaveTextContent(`${formatLongDate('2026-10-02T10:00:00.000Z')}${formatLongDate('2031-10-02T10:00:00.000Z')}`);
    const runs = within(within(retention).getByRole('region', { name: 'Latest runs' })).getAllByRole('row');
    expect(runs.map((row) => row.textContent)).toEqual([
      'DayDocuments deletedRecords purged',
      `${new Date('2026-11-25T00:00:00Z').toLocaleDateString(undefined, { dateStyle: 'long', timeZone: 'UTC' })}141`,
      `${new Date('2026-11-24T00:00:00Z').toLocaleDateString(undefined, { dateStyle: 'long', timeZone: 'UTC' })}00`,
    ]);
    expect(screen.getByText('No request is waiting.')).toBeVisible();

    await user.click(within(retention).getByRole('link', { name: 'Change the retention periods in Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings'));
  });

  it('says when nothing is kept and no run has happened yet', async () => {
    await openPage({ ...dataRequestRoutes([]), 'GET /api/admin/retention': { body: { ...RETENTION, retained: [], runs: [] } } });
    expect(await screen.findByText('No record is kept under anti-money-laundering rules.')).toBeVisible();
    expect(screen.getByText('The daily retention run has not run yet.')).toBeVisible();
  });

  it('waits for the requests with a spinner, and offers Try again when they cannot be loaded', async () => {
    let reads = 0;
    // The first read is answered only once the spinner has been seen, however slow the page is to draw.
    let answerFirstRead: () => void = () => undefined;
    const firstReadHeld = new Promise<void>((resolve) => (answerFirstRead = resolve));
    const { user } = await openPage({
      ...dataRequestRoutes([PENDING_REQUEST]),
      'GET /api/admin/data-requests': async () => {
        reads += 1;
        if (reads > 1) return { body: { success: true, requests: [PENDING_REQUEST] } };
        await firstReadHeld;
        return { status: 500, body: { success: false, error: 'Server error (500)' } };
      },
    });
    expect(await screen.findByRole('status', { name: 'Loading the data requests' })).toBeInTheDocument();
    answerFirstRead();
    const failure = (await screen.findByText('The data requests could not be loaded')).closest<HTMLElement>('[role="alert"]');
    expect(failure).toBeVisible();
    await user.click(within(failure ?? document.body).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeVisible();
  });

  it('is reached from the Admin Dashboard, and is for admins only', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/admin/dashboard', {
      as: ADMIN,
      routes: {
        ...dataRequestRoutes([]),
        'GET /api/admin/applications': { body: { success: true, applications: [], total: 0, counts: { submitted: 0, in_review: 0, revisions_requested: 0, approved: 0, rejected: 0, withdrawn: 0 } } },
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Data requests' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/data-requests'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Data requests' }, { timeout: 5000 })).toBeVisible();
  });

  it('refuses members who are not admins', async () => {
    renderSignedIn('/admin/data-requests');
    expect(await screen.findByText('Only Quorum admins can open this page.', {}, { timeout: 5000 })).toBeVisible();
  });
});
