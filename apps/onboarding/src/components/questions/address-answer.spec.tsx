import { fireEvent, screen } from '@testing-library/react';
import { VALIDATION_MESSAGES as M } from '@quorum/domain';
import { startContractServer, type ContractServer } from '../../testing/contract-server';
import { findQuestionHeading, renderAt } from '../../testing/test-app';
import { localAddressSource } from './address-suggestions';

const signal = new AbortController().signal;

describe('the local address suggestions (a pluggable source, no network needed)', () => {
  it.each<[string, string[], string[]]>([
    ['1 Main St, Springfield, Illin', [], ['1 Main St, Springfield, IL']],
    ['1 Main St, Springfield, new y 10001', [], ['1 Main St, Springfield, NY 10001']],
    ['1 Main St, Springfield, IL', [], []],
    ['12 anal', ['12 Analytical Way, Springfield, IL 62701', '9 Other Rd'], ['12 Analytical Way, Springfield, IL 62701']],
    ['ab', ['ab street'], []],
  ])('%j with known %j suggests %j', async (query, known, expected) => {
    expect(await localAddressSource.suggest(query, { known }, signal)).toEqual(expected);
  });
});

describe('address question kind ("address (search)")', () => {
  let server: ContractServer;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => server.reset());

  it('is a plain field: anything typed is the answer, an empty one is required', async () => {
    const { store } = renderAt(server, 'residentialAddress', { entityType: 'Individual' });
    const field = await screen.findByRole('combobox', { name: "What's your residential address?" });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(M.REQUIRED)).toBeVisible();
    fireEvent.change(field, { target: { value: 'Flat 2, 10 Downing Street, London' } });
    expect(store.getState().wizard.answers['residentialAddress']).toBe('Flat 2, 10 Downing Street, London');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await findQuestionHeading("What's your occupation?")).toBeVisible();
  });

  it('offers suggestions in a listbox; picking one with the keyboard makes it the answer', async () => {
    const { store } = renderAt(server, 'businessAddress', { entityType: 'Entity', organizationType: 'LLC' });
    const field = await screen.findByRole('combobox', { name: "What is your organization's business address?" });
    fireEvent.change(field, { target: { value: '1 Engine Street, Wilmington, Delaw' } });
    const option = await screen.findByRole('option', { name: '1 Engine Street, Wilmington, DE' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(store.getState().wizard.answers['businessAddress']).toBe(option.textContent);
    // Enter picked the option: the step is still the address question.
    expect(screen.getByRole('heading', { level: 2, name: "What is your organization's business address?" })).toBeVisible();
  });
});
