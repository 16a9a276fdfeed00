import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NO_WEBSITE, VALIDATION_MESSAGES as M } from '@quorum/domain';
import { startContractServer, type ContractServer } from '../../testing/contract-server';
import { findQuestionHeading, renderAt } from '../../testing/test-app';

const individual = { entityType: 'Individual' };
const corporation = { entityType: 'Entity', organizationType: 'Corporation' };

describe('text-like question kinds: text, textarea, email, tel, url, number', () => {
  let server: ContractServer;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => server.reset());

  const input = (name: string) => screen.findByRole('textbox', { name });
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

  it('text: labelled by its question, refuses an empty answer with the spec message, then moves on', async () => {
    const { store } = renderAt(server, 'fullName', individual);
    const field = await input("What's your full legal name?");
    expect(field).toHaveAttribute('placeholder', 'e.g., Jane Alexandra Doe');
    next();
    expect(await screen.findByText(M.REQUIRED)).toBeVisible();
    fireEvent.change(field, { target: { value: '   ' } });
    next();
    expect(await screen.findByText(M.TEXT_REQUIRED)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain('fullName-error');
    fireEvent.change(field, { target: { value: 'Ada Lovelace' } });
    expect(screen.queryByText(M.TEXT_REQUIRED)).toBeNull();
    next();
    await findQuestionHeading("What's your email address?");
    expect(store.getState().wizard.answers['fullName']).toBe('Ada Lovelace');
  });

  it('Enter advances from a text field', async () => {
    renderAt(server, 'fullName', { ...individual, fullName: 'Ada' });
    fireEvent.keyDown(await input("What's your full legal name?"), { key: 'Enter' });
    expect(await findQuestionHeading("What's your email address?")).toBeVisible();
  });

  it('email: the two messages of the spec', async () => {
    renderAt(server, 'email', individual);
    const field = await input("What's your email address?");
    expect(field).toHaveAttribute('type', 'email');
    next();
    expect(await screen.findByText(M.EMAIL_REQUIRED)).toBeVisible();
    fireEvent.change(field, { target: { value: 'ada@example' } });
    next();
    expect(await screen.findByText(M.EMAIL_INVALID)).toBeVisible();
  });

  it('tel: too short, then no country code', async () => {
    renderAt(server, 'phoneNumber', individual);
    const field = await input("What's the best phone number to reach you?");
    expect(field).toHaveAttribute('type', 'tel');
    fireEvent.change(field, { target: { value: '555' } });
    next();
    expect(await screen.findByText(M.PHONE_REQUIRED)).toBeVisible();
    fireEvent.change(field, { target: { value: '555 123 4567' } });
    next();
    expect(await screen.findByText(M.PHONE_INVALID)).toBeVisible();
    fireEvent.change(field, { target: { value: '+1 555 123 4567' } });
    next();
    expect(await findQuestionHeading("What's your date of birth?")).toBeVisible();
  });

  it('textarea: Enter makes a new line instead of moving on', async () => {
    renderAt(server, 'investmentPurpose', { ...corporation, organizationAssets: 'yes' });
    const field = await input('What does your organization hope to invest in through Quorum?');
    expect(field.tagName).toBe('TEXTAREA');
    fireEvent.change(field, { target: { value: 'Seed rounds' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByRole('heading', { level: 2, name: 'What does your organization hope to invest in through Quorum?' })).toBeVisible();
  });

  it('url: the URL message, and the no-website choice stores the marker', async () => {
    const { store } = renderAt(server, 'organizationWebsite', corporation);
    const field = await input("What is your organization's website?");
    fireEvent.change(field, { target: { value: 'not a url' } });
    next();
    expect(await screen.findByText(M.URL_INVALID)).toBeVisible();
    fireEvent.click(screen.getByRole('checkbox', { name: 'There is no website' }));
    expect(store.getState().wizard.answers['organizationWebsite']).toBe(NO_WEBSITE);
    expect(field).toBeDisabled();
    next();
    expect(await findQuestionHeading('When was your organization formed?')).toBeVisible();
  });

  it('url: optional, so an empty answer moves on', async () => {
    renderAt(server, 'organizationWebsite', corporation);
    await input("What is your organization's website?");
    next();
    expect(await findQuestionHeading('When was your organization formed?')).toBeVisible();
  });

  it('number: a number input whose answer is kept as typed', async () => {
    const { store } = renderAt(server, 'investorCount', { entityType: 'Investment' });
    const field = await screen.findByRole('spinbutton', { name: 'How many investors does the vehicle have?' });
    fireEvent.change(field, { target: { value: '35' } });
    await waitFor(() => expect(store.getState().wizard.answers['investorCount']).toBe('35'));
    next();
    expect(await findQuestionHeading('Who is authorized to represent the investment vehicle at Quorum?')).toBeVisible();
  });
});
