import { SCREENING_MESSAGES, type ApplicationScreeningResponse, type ScreeningHit } from '@quorum/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest, FakeRoute } from '../../../testing/fake-server';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';
import { COUNTS, DETAIL, SUMMARY } from '../admin-fixtures';
import { APPLICATION_HIT, OFAC_LIST, OLD_OFAC_LIST, resolvedHit, UN_LIST } from '../screening-fixtures';

const screeningOf = (hits: ScreeningHit[], overrides: Partial<ApplicationScreeningResponse> = {}): ApplicationScreeningResponse => ({
  success: true,
  hits,
  pepAnswer: 'No',
  screenedAt: '2026-11-21T09:01:00.000Z',
  blocksApproval: hits.some((hit) => hit.status === 'open'),
  ...overrides,
});

/** The review of app_1 with its screening answered by `screening` (read again on every call). */
async function openReview(screening: () => ApplicationScreeningResponse, routes: Record<string, FakeRoute> = {}) {
  const user = userEvent.setup();
  const rendered = renderSignedIn('/admin/dashboard?tab=applications&application=app_1', {
    as: ADMIN,
    routes: {
      'GET /api/admin/applications': { body: { success: true, applications: [SUMMARY], total: 1, counts: COUNTS } },
      'GET /api/admin/applications/:id': { body: { success: true, application: DETAIL } },
      'GET /api/admin/applications/:id/screening': () => ({ body: screening() }),
      'GET /api/admin/screening/lists': { body: { success: true, lists: [OFAC_LIST, UN_LIST, OLD_OFAC_LIST] } },
      ...routes,
    },
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' }, { timeout: 5000 })).toBeVisible();
  const section = screen.getByRole('heading', { level: 2, name: 'Screening' }).closest('section') as HTMLElement;
  return { ...rendered, user, section };
}

describe('screening on the application review', () => {
  it('shows each hit with the list, the entry, the compared fields and the score, beside the applicant’s own PEP answer', async () => {
    const { section } = await openReview(() => screeningOf([APPLICATION_HIT]));
    const hit = await within(section).findByRole('article', { name: 'Grace Hopper, applicant: possible match with HOPPER, Grace Brewster' });
    expect(within(section).getByText("Applicant's answer: No")).toBeVisible();
    expect(within(hit).getByRole('heading', { level: 3 })).toHaveTextContent('Grace Hopper (applicant)');
    expect(hit).toHaveTextContent('Score 91 / 100 · Open');
    const facts = Object.fromEntries(within(hit).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual({
      List: 'OFAC SDN 2026-11-20',
      Entry: 'HOPPER, Grace Brewster (person, SDN-4711)',
      Aliases: 'Grace B. Hopper, Amazing Grace',
      'Dates of birth': '1906-12-09',
      Nationalities: 'us',
      Topics: 'sanction',
      'Matched name': 'Grace Brewster Hopper',
      'Date of birth': 'not compared: missing on one side',
      Nationality: 'matches',
    });
  });

  it('names the lists of a clean result, and says when nothing was screened yet', async () => {
    let screening = screeningOf([]);
    const { section, user } = await openReview(() => screening);
    expect(await within(section).findByText('No matches against OFAC SDN 2026-11-20, UN Consolidated 2026-11-18.')).toBeVisible();
    screening = screeningOf([], { screenedAt: null, pepAnswer: null });
    await user.click(screen.getByRole('link', { name: '← Back to the queue' }));
    await user.click(await screen.findByRole('button', { name: 'Open the application of Grace Hopper' }));
    const again = (await screen.findByRole('heading', { level: 2, name: 'Screening' })).closest('section') as HTMLElement;
    expect(await within(again).findByText('Not screened yet: no list imported')).toBeVisible();
    expect(within(again).getByText("Applicant's answer: not asked")).toBeVisible();
  });

  it('blocks approval while a hit is open, and lifts the block once the hit is resolved with a note', async () => {
    let hits = [APPLICATION_HIT];
    const resolutions: FakeRequest[] = [];
    const { section, user } = await openReview(() => screeningOf(hits), {
      'POST /api/admin/screening/hits/:id/resolve': (request) => {
        resolutions.push(request);
        const { note } = request.body as { note: string };
        hits = [resolvedHit(APPLICATION_HIT, 'false_positive', note)];
        return { body: { success: true, hit: hits[0] } };
      },
    });
    const approve = screen.getByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).toBeDisabled());
    expect(approve).toHaveAccessibleDescription(SCREENING_MESSAGES.approvalBlocked);
    expect(screen.getByText(SCREENING_MESSAGES.approvalBlocked)).toHaveAttribute('role', 'status');

    const form = await within(section).findByRole('form', { name: 'Resolve the hit on Grace Hopper' });
    await user.click(within(form).getByRole('button', { name: 'Resolve' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose false positive or true match');
    expect(within(form).getByText('Write a note of at least 3 characters: why this is or is not the listed person')).toBeVisible();
    await user.click(within(form).getByRole('radio', { name: 'False positive' }));
    await user.type(within(form).getByRole('textbox', { name: /Note/ }), 'ok');
    await user.click(within(form).getByRole('button', { name: 'Resolve' }));
    expect(resolutions).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /Note/ }), ', born 1906');
    await user.click(within(form).getByRole('button', { name: 'Resolve' }));

    await waitFor(() => expect(resolutions).toHaveLength(1));
    expect(resolutions[0]?.path).toBe('/api/admin/screening/hits/hit_1/resolve');
    expect(resolutions[0]?.body).toEqual({ resolution: 'false_positive', note: 'ok, born 1906' });
    expect(await within(section).findByText(/False positive: resolved by ada@example.com on Nov 22, 2026/)).toBeVisible();
    expect(within(section).queryByRole('form')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled());
    expect(screen.queryByText(SCREENING_MESSAGES.approvalBlocked)).toBeNull();
  });

  it('shows the reason when the approve action answers 409, and reads the screening again', async () => {
    let hits: ScreeningHit[] = [];
    const { user, server } = await openReview(() => screeningOf(hits), {
      'POST /api/admin/applications/:id/approve': () => {
        // A re-screening on import found a hit after the page was read.
        hits = [APPLICATION_HIT];
        return { status: 409, body: { success: false, error: SCREENING_MESSAGES.approvalBlocked } };
      },
    });
    await waitFor(() => expect(server.count('GET /api/admin/applications/app_1/screening')).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getAllByText(SCREENING_MESSAGES.approvalBlocked).length).toBeGreaterThanOrEqual(2));
    expect(server.count('GET /api/admin/applications/app_1/screening')).toBe(2);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(await screen.findByRole('article', { name: /^Grace Hopper, applicant/ })).toBeVisible();
  });
});
