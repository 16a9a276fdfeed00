import { fireEvent, screen } from '@testing-library/react';
import { VALIDATION_MESSAGES as M } from '@quorum/domain';
import { startContractServer, type ContractServer } from '../../testing/contract-server';
import { findQuestionHeading, renderApp, renderAt } from '../../testing/test-app';

describe('choice question kinds: applicationType, radio, yesNo', () => {
  let server: ContractServer;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => server.reset());

  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

  it('applicationType: the three application types as labelled radios with descriptions', async () => {
    const { store } = renderApp(server, { wizard: { index: 1 } });
    const group = await screen.findByRole('radiogroup', { name: 'How are you applying?' });
    expect(group).toHaveAccessibleDescription(/Choose who will hold the membership/);
    for (const type of ['Individual', 'Entity', 'Investment']) expect(screen.getByRole('radio', { name: new RegExp(`^${type}`) })).toBeInTheDocument();
    next();
    expect(await screen.findByText(M.REQUIRED)).toBeVisible();
    fireEvent.click(screen.getByRole('radio', { name: /^Entity/ }));
    expect(store.getState().wizard.answers['entityType']).toBe('Entity');
    next();
    expect(await findQuestionHeading('What type of organization is it?')).toBeVisible();
  });

  it('radio: options from the question, the chosen one checked, Enter on it moves on', async () => {
    renderAt(server, 'accreditationBasis', { entityType: 'Individual' });
    const netWorth = await screen.findByRole('radio', { name: /^Net worth/ });
    fireEvent.click(netWorth);
    expect(netWorth).toBeChecked();
    fireEvent.keyDown(netWorth, { key: 'Enter' });
    expect(await findQuestionHeading('Please upload evidence of your net worth')).toBeVisible();
  });

  it('yesNo: Yes and No, and the spec message when neither is chosen', async () => {
    const { store } = renderAt(server, 'pepStatus', { entityType: 'Individual', accreditationBasis: 'income' });
    await screen.findByRole('radiogroup', { name: 'Are you a politically exposed person?' });
    next();
    expect(await screen.findByText(M.YES_NO_REQUIRED)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(store.getState().wizard.answers['pepStatus']).toBe('no');
    expect(screen.queryByText(M.YES_NO_REQUIRED)).toBeNull();
  });

  it('information: a message with nothing to answer; Next moves on', async () => {
    renderAt(server, 'trustAccreditationInfo', { entityType: 'Entity', organizationType: 'Trust', trustType: 'charitable', trustAssets: 'no' });
    expect(await findQuestionHeading('About accreditation for your trust')).toBeVisible();
    expect(screen.getByText(/Charitable and other trusts generally qualify/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    next();
    expect(await findQuestionHeading('What does the trust hope to invest in through Quorum?')).toBeVisible();
  });
});
