import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startContractServer, type ContractServer } from '../../testing/contract-server';
import { findQuestionHeading, renderApp, renderAt } from '../../testing/test-app';

const individual = { entityType: 'Individual' };

describe('wizard navigation', () => {
  let server: ContractServer;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => server.reset());

  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));

  it('starts with the welcome step: Get started, no Back, no progress bar yet', async () => {
    renderApp(server);
    expect(await findQuestionHeading('Welcome to Quorum')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await findQuestionHeading('How are you applying?')).toBeVisible();
  });

  it('Back from the organisation-type question clears the chosen type', async () => {
    const { store } = renderAt(server, 'organizationType', { entityType: 'Entity', organizationType: 'Trust' });
    expect(await screen.findByRole('radio', { name: /^Trust/ })).toBeChecked();
    back();
    expect(await findQuestionHeading('How are you applying?')).toBeVisible();
    expect(store.getState().wizard.answers).not.toHaveProperty('organizationType');
    next();
    expect(await findQuestionHeading('What type of organization is it?')).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Trust/ })).not.toBeChecked();
  });

  it('Next and Back skip the questions an accreditation branch hides', async () => {
    renderAt(server, 'accreditationBasis', { ...individual, accreditationBasis: 'netWorth' });
    await screen.findByRole('radio', { name: /^Net worth/ });
    next();
    expect(await findQuestionHeading('Please upload evidence of your net worth')).toBeVisible();
    back();
    expect(await findQuestionHeading('How do you qualify as an accredited investor?')).toBeVisible();
  });

  it('Back from the PEP question lands on the branch the answers show, skipping hidden ones', async () => {
    renderAt(server, 'pepStatus', { ...individual, accreditationBasis: 'professional' });
    await findQuestionHeading('Are you a politically exposed person?');
    back();
    expect(await findQuestionHeading('Please upload proof of your professional licence')).toBeVisible();
  });

  it('Back from the submit step steps back one visible question', async () => {
    renderAt(server, 'submit', { ...individual, accreditationAffirmation: 'yes' });
    await findQuestionHeading('Ready to submit your application?');
    expect(screen.getByText(/Once submitted, no changes can be made/)).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await findQuestionHeading(/Do you confirm that you are an accredited investor/)).toBeVisible();
  });

  it('moves focus into a typed control, and to the heading of any other question', async () => {
    renderAt(server, 'entityType', individual);
    await screen.findByRole('radio', { name: /^Individual/ });
    next();
    const name = await screen.findByRole('textbox', { name: "What's your full legal name?" });
    await waitFor(() => expect(name).toHaveFocus());
    back();
    const heading = await findQuestionHeading('How are you applying?');
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('a refused answer puts focus on the field with the message', async () => {
    renderAt(server, 'pepStatus', { ...individual, accreditationBasis: 'income' });
    await screen.findByRole('radio', { name: 'Yes' });
    next();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus());
  });

  it('Enter on a button presses that button, not Next', async () => {
    renderAt(server, 'occupation', { ...individual, occupation: 'Engineer' });
    await findQuestionHeading("What's your occupation?");
    const backButton = screen.getByRole('button', { name: 'Back' });
    fireEvent.keyDown(backButton, { key: 'Enter' });
    expect(screen.getByRole('heading', { level: 2, name: "What's your occupation?" })).toBeVisible();
  });

  it('shows how far along the applicant is', async () => {
    renderAt(server, 'fullName', { ...individual, fullName: 'Ada' });
    const progress = await screen.findByRole('progressbar', { name: 'Your progress' });
    const before = Number(progress.getAttribute('aria-valuenow'));
    next();
    await findQuestionHeading("What's your email address?");
    await waitFor(() => expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(before));
  });

  it('asks the Entity form its organisation questions once a type is chosen', async () => {
    renderAt(server, 'organizationType', { entityType: 'Entity' });
    fireEvent.click(await screen.findByRole('radio', { name: /^LLC/ }));
    next();
    expect(await findQuestionHeading("What is your organization's full legal name?")).toBeVisible();
    expect(screen.getByRole('textbox', { name: "What is your organization's full legal name?" })).toHaveAttribute('placeholder', 'e.g., Acme Ventures LLC');
    expect(screen.getByText('Entity · LLC')).toBeVisible();
  });
});
