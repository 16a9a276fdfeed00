import { screen, waitFor, within } from '@testing-library/react';
import { CARRY_NOTICE } from '@quorum/domain';
import { openSubmitPage } from '../../../testing/submit-page';

async function openContactModal(routes = {}) {
  const page = await openSubmitPage(routes);
  await page.addLink('rocketly.io');
  await screen.findByText('https://rocketly.io/');
  await page.user.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add More Info' });
  return { ...page, dialog, submit: within(dialog).getByRole('button', { name: 'Submit' }) };
}

const teamBody = (server: Awaited<ReturnType<typeof openContactModal>>['server']) => server.requests.find((request) => request.path.endsWith('/team'))?.body;

describe('Add More Info, the contact modal', () => {
  it('asks for the company, the introduction and a primary contact; Submit stays disabled until name and value are there', async () => {
    const { user, dialog, submit, server } = await openContactModal();
    expect(within(dialog).getByLabelText('Company Name')).toBeVisible();
    expect(within(dialog).getByText('Can you introduce us to the founding team?')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid contact information');
    expect(within(dialog).getByLabelText('Primary founder name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Contact value')).toHaveAttribute('aria-invalid', 'true');
    expect(server.count('POST /api/dossiers')).toBe(0);
    await user.type(within(dialog).getByLabelText('Primary founder name'), 'Dana Ortiz');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(dialog).getByLabelText('Contact value'), '   ');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(dialog).getByLabelText('Contact value'), 'dana@rocketly.io');
    expect(submit).toHaveAttribute('aria-disabled', 'false');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it.each([
    ['Email', 'name@example.com', 'email'],
    ['Discord', 'username#0000', 'text'],
    ['Telegram', '@username', 'text'],
    ['Phone', '+1234567890', 'text'],
    ['LinkedIn', 'linkedin.com/in/username', 'text'],
  ])('a %s contact has the placeholder %s and a %s input', async (type, placeholder, inputType) => {
    const { user, dialog } = await openContactModal();
    await user.selectOptions(within(dialog).getByLabelText('Contact type'), type);
    expect(within(dialog).getByLabelText('Contact value')).toHaveAttribute('placeholder', placeholder);
    expect(within(dialog).getByLabelText('Contact value')).toHaveAttribute('type', inputType);
  });

  it('adds a second contact at most, switched by PRIMARY and SECONDARY tabs, and sends both', async () => {
    const { user, dialog, submit, server } = await openContactModal();
    expect(within(dialog).queryByRole('tab')).toBeNull();
    await user.type(within(dialog).getByLabelText('Primary founder name'), 'Dana Ortiz');
    await user.type(within(dialog).getByLabelText('Contact value'), 'dana@rocketly.io');
    await user.click(within(dialog).getByRole('button', { name: '+ Add another contact' }));
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['PRIMARY', 'SECONDARY']);
    expect(within(dialog).getByRole('tab', { name: 'SECONDARY' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).queryByRole('button', { name: '+ Add another contact' })).toBeNull();
    await user.type(within(dialog).getByLabelText('Secondary founder name'), 'Sam Lee');
    await user.selectOptions(within(dialog).getByLabelText('Contact type'), 'Telegram');
    await user.type(within(dialog).getByLabelText('Contact value'), '@samlee');
    await user.click(within(dialog).getByRole('tab', { name: 'PRIMARY' }));
    expect(within(dialog).getByLabelText('Primary founder name')).toHaveValue('Dana Ortiz');
    await user.click(submit);
    await waitFor(() =>
      expect(teamBody(server)).toEqual({
        teamMembers: [
          { name: 'Dana Ortiz', contactType: 'Email', contactValue: 'dana@rocketly.io', title: 'Founder' },
          { name: 'Sam Lee', contactType: 'Telegram', contactValue: '@samlee', title: 'Founder' },
        ],
        userEmail: 'ann@example.com',
      }),
    );
  });

  it('at No, shows the 10% carry notice, needs no contact and sends no founders', async () => {
    const { user, dialog, submit, server } = await openContactModal();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(within(dialog).getByText(CARRY_NOTICE)).toBeVisible();
    expect(CARRY_NOTICE).toContain('10% carry');
    expect(within(dialog).queryByLabelText('Primary founder name')).toBeNull();
    expect(submit).toHaveAttribute('aria-disabled', 'false');
    await user.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Rocketly' })).toBeVisible();
    await waitFor(() => expect(server.count('POST /api/report/create')).toBe(1));
    expect(server.count('POST /api/dossiers/dos-1/team')).toBe(0);
  });

  it.each([
    ['trimmed', '  Raising a $3M seed.  ', 1, { note: 'Raising a $3M seed.', email: 'ann@example.com' }],
    ['left out when empty', '   ', 0, undefined],
  ])('sends the notes %s', async (_case, notes, count, body) => {
    const { user, dialog, submit, server } = await openContactModal();
    expect(within(dialog).getByText('Add any round details, team insights, or unique info. It all stays private.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await user.type(within(dialog).getByLabelText('Anything else to add?'), notes);
    await user.click(submit);
    await waitFor(() => expect(server.count('POST /api/report/create')).toBe(1));
    expect(server.count('POST /api/dossiers/dos-1/note')).toBe(count);
    expect(server.requests.find((request) => request.path.endsWith('/note'))?.body).toEqual(body);
  });
});
