import { fireEvent, screen, within } from '@testing-library/react';
import { VALIDATION_MESSAGES as M } from '@quorum/domain';
import { startContractServer, type ContractServer } from '../../testing/contract-server';
import { findQuestionHeading, renderAt } from '../../testing/test-app';
import { joinDate, splitDate } from './date-of-birth-answer';

const individual = { entityType: 'Individual' };
const corporation = { entityType: 'Entity', organizationType: 'Corporation' };

describe('select question kinds: dateOfBirth by dropdowns, stateSelect, countrySelect', () => {
  let server: ContractServer;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => server.reset());

  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

  it.each([
    ['1980-02-29', { year: '1980', month: '02', day: '29' }],
    ['1980-02-', { year: '1980', month: '02', day: '' }],
    ['', { year: '', month: '', day: '' }],
  ])('the date answer %j splits into its dropdowns and back', (value, parts) => {
    expect(splitDate(value)).toEqual(parts);
    expect(joinDate(parts)).toBe(value);
  });

  it('dateOfBirth: month, day and year dropdowns; incomplete or impossible dates get the spec message', async () => {
    const { store } = renderAt(server, 'dateOfBirth', individual);
    const group = await screen.findByRole('group', { name: "What's your date of birth?" });
    const month = within(group).getByRole('combobox', { name: 'Month' });
    const day = within(group).getByRole('combobox', { name: 'Day' });
    const year = within(group).getByRole('combobox', { name: 'Year' });
    next();
    expect(await screen.findByText(M.DATE_INVALID)).toBeVisible();
    fireEvent.change(month, { target: { value: '02' } });
    fireEvent.change(day, { target: { value: '30' } });
    fireEvent.change(year, { target: { value: '1980' } });
    expect(store.getState().wizard.answers['dateOfBirth']).toBe('1980-02-30');
    next();
    expect(await screen.findByText(M.DATE_INVALID)).toBeVisible();
    fireEvent.change(day, { target: { value: '29' } });
    next();
    expect(await findQuestionHeading("What's your residential address?")).toBeVisible();
  });

  it('dateOfBirth: the year list spans the 120 years the rule accepts', async () => {
    renderAt(server, 'dateOfBirth', individual);
    const year = await screen.findByRole('combobox', { name: 'Year' });
    const years = within(year).getAllByRole('option').slice(1).map((option) => Number(option.getAttribute('value')));
    expect(years[0]).toBe(new Date().getFullYear());
    expect(years).toHaveLength(121);
  });

  it('stateSelect: the 50 states and DC, by name', async () => {
    const { store } = renderAt(server, 'formationState', corporation);
    const select = await screen.findByRole('combobox', { name: 'In which state was your organization formed?' });
    expect(within(select).getAllByRole('option')).toHaveLength(52);
    next();
    expect(await screen.findByText(M.REQUIRED)).toBeVisible();
    fireEvent.change(select, { target: { value: 'DE' } });
    expect(store.getState().wizard.answers['formationState']).toBe('DE');
    expect(within(select).getByRole('option', { name: 'Delaware' })).toHaveProperty('selected', true);
  });

  it('countrySelect: every country, loaded with the control', async () => {
    const { store } = renderAt(server, 'organizationCountry', corporation);
    const select = await screen.findByRole('combobox', { name: 'In which country was your organization formed?' });
    expect(within(select).getAllByRole('option')).toHaveLength(250);
    fireEvent.change(select, { target: { value: 'GB' } });
    expect(store.getState().wizard.answers['organizationCountry']).toBe('GB');
    next();
    expect(await findQuestionHeading("What is your organization's business address?")).toBeVisible();
  });
});
