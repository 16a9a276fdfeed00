import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VALIDATION_MESSAGES as M } from '@quorum/domain';
import { startContractServer, type ContractServer } from '../../testing/contract-server';
import { file, findQuestionHeading, renderAt } from '../../testing/test-app';

const corporation = { entityType: 'Entity', organizationType: 'Corporation' };
const trust = { entityType: 'Entity', organizationType: 'Trust' };

describe('person list kinds: multiShareholder, multiTrustee, multiBeneficiary', () => {
  let server: ContractServer;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => server.reset());

  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const person = (n: number) => screen.getByRole('group', { name: n === 1 ? 'Owner 1' : `Owner ${n}` });

  it('multiShareholder: name, ownership percentage, ID number and ID documents for each owner', async () => {
    const { store } = renderAt(server, 'beneficialOwners', corporation);
    await screen.findByRole('group', { name: "Who are your organization's beneficial owners?" });
    const first = person(1);
    expect(within(first).getByRole('spinbutton', { name: 'Ownership percentage' })).toBeVisible();
    next();
    expect(await screen.findByText(M.REQUIRED)).toBeVisible();

    fireEvent.change(within(first).getByRole('textbox', { name: 'Full legal name' }), { target: { value: 'Grace Hopper' } });
    fireEvent.change(within(first).getByRole('spinbutton', { name: 'Ownership percentage' }), { target: { value: '60' } });
    fireEvent.change(within(first).getByRole('textbox', { name: 'SSN, tax ID or passport number' }), { target: { value: '111-22-3333' } });
    next();
    expect(await screen.findByText(M.PERSON_ID_DOCUMENT_REQUIRED)).toBeVisible();

    fireEvent.change(document.getElementById('beneficialOwners-0-idDocuments') as HTMLElement, { target: { files: [file('grace-id.jpg', 100, 'image/jpeg')] } });
    expect(await within(first).findByRole('button', { name: 'Remove grace-id.jpg' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Add another owner' }));
    const second = person(2);
    fireEvent.change(within(second).getByRole('textbox', { name: 'Full legal name' }), { target: { value: 'Alan Turing' } });
    fireEvent.change(within(second).getByRole('spinbutton', { name: 'Ownership percentage' }), { target: { value: '50' } });
    fireEvent.change(within(second).getByRole('textbox', { name: 'SSN, tax ID or passport number' }), { target: { value: 'P123' } });
    fireEvent.change(document.getElementById('beneficialOwners-1-idDocuments') as HTMLElement, { target: { files: [file('alan-id.pdf')] } });
    await within(second).findByRole('button', { name: 'Remove alan-id.pdf' });
    next();
    expect(await screen.findByText(M.PERSON_OWNERSHIP_TOTAL)).toBeVisible();

    fireEvent.change(within(second).getByRole('spinbutton', { name: 'Ownership percentage' }), { target: { value: '40' } });
    next();
    expect(await findQuestionHeading('Is any of these beneficial owners a politically exposed person?')).toBeVisible();
    const owners = store.getState().wizard.answers['beneficialOwners'] as Array<Record<string, unknown>>;
    expect(owners.map((owner) => [owner['name'], owner['ownershipPercentage'], (owner['idDocuments'] as unknown[]).length])).toEqual([
      ['Grace Hopper', '60', 1],
      ['Alan Turing', '40', 1],
    ]);
  });

  it('removes a person and their documents', async () => {
    const { store, deps } = renderAt(server, 'beneficialOwners', corporation);
    await screen.findByRole('group', { name: "Who are your organization's beneficial owners?" });
    fireEvent.change(within(person(1)).getByRole('textbox', { name: 'Full legal name' }), { target: { value: 'Grace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another owner' }));
    fireEvent.change(document.getElementById('beneficialOwners-1-idDocuments') as HTMLElement, { target: { files: [file('second.pdf')] } });
    await screen.findByRole('button', { name: 'Remove second.pdf' });
    const stored = await deps.files.ids();
    expect(stored).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove owner 2' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Owner 2' })).toBeNull());
    expect(store.getState().wizard.answers['beneficialOwners']).toHaveLength(1);
    await waitFor(async () => expect(await deps.files.ids()).toEqual([]));
  });

  it('multiTrustee has no ownership percentage; multiBeneficiary has an optional one', async () => {
    renderAt(server, 'trustees', trust);
    const trustee = await screen.findByRole('group', { name: 'Trustee 1' });
    expect(within(trustee).queryByRole('spinbutton')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add another trustee' })).toBeVisible();
  });

  it('multiBeneficiary: the ownership percentage is marked optional', async () => {
    renderAt(server, 'beneficiaries', trust);
    const beneficiary = await screen.findByRole('group', { name: 'Beneficiary 1' });
    expect(within(beneficiary).getByRole('spinbutton', { name: 'Ownership percentage (optional)' })).toBeVisible();
  });
});
