import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest } from '../../../testing/fake-server';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';
import { COUNTS, DETAIL, SUMMARY } from '../admin-fixtures';

function adminRoutes(log: FakeRequest[]) {
  let status = DETAIL.status;
  const record = (request: FakeRequest) => void log.push(request);
  return {
    'GET /api/admin/applications': (request: FakeRequest) => {
      record(request);
      return { body: { success: true, applications: [{ ...SUMMARY, status }], total: 1, counts: COUNTS } };
    },
    'GET /api/admin/applications/:id': () => ({ body: { success: true, application: { ...DETAIL, status } } }),
    'GET /api/admin/applications/:id/documents/:documentId': (request: FakeRequest) => {
      record(request);
      return { body: Buffer.from('%PDF-1.7 bill'), headers: { 'content-type': 'application/pdf' } };
    },
    'POST /api/admin/applications/:id/reveal': (request: FakeRequest) => {
      record(request);
      return { body: { success: true, field: 'passportIdNumber', value: '123-45-6789' } };
    },
    'POST /api/admin/applications/:id/documents/:documentId/review': (request: FakeRequest) => {
      record(request);
      return { body: { success: true, status, document: DETAIL.documents[0] } };
    },
    'POST /api/admin/applications/:id/approve': (request: FakeRequest) => {
      record(request);
      status = 'approved';
      return { body: { success: true, status, memberId: 'm-9', memberEmail: 'grace@example.com' } };
    },
    'POST /api/admin/applications/:id/reject': (request: FakeRequest) => {
      record(request);
      status = 'rejected';
      return { body: { success: true, status } };
    },
  };
}

async function openApplication(log: FakeRequest[]) {
  const user = userEvent.setup();
  const rendered = renderSignedIn('/admin/dashboard', { as: ADMIN, routes: adminRoutes(log) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 })).toBeVisible();
  expect(screen.getByText('Manage the network')).toBeVisible();
  await user.click(await screen.findByRole('button', { name: 'Open the application of Grace Hopper' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeVisible();
  return { ...rendered, user };
}

describe('the application review queue (Admin Dashboard)', () => {
  it('filters the queue by status and search', async () => {
    const user = userEvent.setup();
    const log: FakeRequest[] = [];
    renderSignedIn('/admin/dashboard', { as: ADMIN, routes: adminRoutes(log) });
    // The first visit compiles the lazily loaded admin pages under Jest: give it time.
    expect(await screen.findByRole('button', { name: 'Approved (3)' }, { timeout: 5000 })).toBeVisible();
    expect(log.at(-1)?.query.get('status')).toBe('submitted');
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(log.at(-1)?.query.get('status')).toBeNull());
    await user.type(screen.getByLabelText('Search name, email, organisation or id'), 'grace');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(log.at(-1)?.query.get('q')).toBe('grace'));
  });

  it('shows an application its applicant withdrew as Withdrawn, counts such applications, and offers no decision on one', async () => {
    const user = userEvent.setup();
    const log: FakeRequest[] = [];
    renderSignedIn('/admin/dashboard', {
      as: ADMIN,
      routes: {
        ...adminRoutes(log),
        'GET /api/admin/applications': (request: FakeRequest) => {
          log.push(request);
          return { body: { success: true, applications: [{ ...SUMMARY, status: 'withdrawn' }], total: 1, counts: COUNTS } };
        },
        'GET /api/admin/applications/:id': () => ({ body: { success: true, application: { ...DETAIL, status: 'withdrawn' } } }),
      },
    });
    const withdrawn = await screen.findByRole('button', { name: 'Withdrawn (2)' }, { timeout: 5000 });
    await user.click(withdrawn);
    await waitFor(() => expect(log.at(-1)?.query.get('status')).toBe('withdrawn'));
    expect(withdrawn).toHaveAttribute('aria-pressed', 'true');
    const row = within(await screen.findByRole('list', { name: 'Applications' })).getByRole('listitem');
    expect(within(row).getByText('Withdrawn')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Open the application of Grace Hopper' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' });
    expect(within(heading.parentElement as HTMLElement).getByText('Withdrawn')).toBeVisible();
    for (const decision of ['Start review', 'Approve', 'Reject']) expect(screen.queryByRole('button', { name: decision })).toBeNull();
  });

  it('opens an application with its answers and documents, and reveals a masked identifier only on request', async () => {
    const log: FakeRequest[] = [];
    const { user, context } = await openApplication(log);
    expect(screen.getByText('Engineer')).toBeVisible();
    expect(screen.getByText('•••• 6789')).toBeVisible();
    // The document comes through the app's client (so a stale confirmation can be renewed) and is saved under its own name.
    await user.click(screen.getByRole('button', { name: 'Download utility-bill.pdf' }));
    await waitFor(() => expect(context.savedFiles.map((saved) => saved.fileName)).toEqual(['utility-bill.pdf']));
    expect(log.some((request) => request.path === '/api/admin/applications/app_1/documents/doc_1')).toBe(true);
    expect(context.savedFiles[0]?.file.size).toBe('%PDF-1.7 bill'.length);
    expect(log.some((request) => request.path.endsWith('/reveal'))).toBe(false);
    await user.click(screen.getByRole('button', { name: /^Reveal/ }));
    expect(await screen.findByText('123-45-6789')).toBeVisible();
    expect(log.find((request) => request.path.endsWith('/reveal'))?.body).toEqual({ field: 'passportIdNumber' });
  });

  it('accepts a document, and asks for a re-upload with a reason', async () => {
    const log: FakeRequest[] = [];
    const { user } = await openApplication(log);
    await user.click(screen.getByRole('button', { name: 'Accept utility-bill.pdf' }));
    await waitFor(() => expect(log.find((request) => request.path.endsWith('/review'))?.body).toEqual({ decision: 'accepted' }));
    await user.click(screen.getByRole('button', { name: 'Request a new copy of utility-bill.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a re-upload' });
    await user.click(within(dialog).getByRole('button', { name: 'Request re-upload' }));
    expect(within(dialog).getByText('Please write a reason')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox'), 'The scan is cut off at the bottom');
    await user.click(within(dialog).getByRole('button', { name: 'Request re-upload' }));
    await waitFor(() => expect(log.filter((request) => request.path.endsWith('/review')).at(-1)?.body).toEqual({ decision: 'reupload', reason: 'The scan is cut off at the bottom' }));
  });

  it('approves an application', async () => {
    const log: FakeRequest[] = [];
    const { user } = await openApplication(log);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application approved; the new member can sign in now')).toBeVisible();
    await waitFor(() => expect(screen.getAllByText('Approved').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('rejects an application with a reason', async () => {
    const log: FakeRequest[] = [];
    const { user } = await openApplication(log);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    await user.type(within(dialog).getByRole('textbox'), 'Accreditation evidence is missing');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await waitFor(() => expect(log.find((request) => request.path.endsWith('/reject'))?.body).toEqual({ reason: 'Accreditation evidence is missing' }));
  });

  it('is for admins only', async () => {
    renderSignedIn('/admin/dashboard');
    expect(await screen.findByText('Only Quorum admins can open this page.')).toBeVisible();
  });
});
