import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VALIDATION_MESSAGES as M } from '@quorum/domain';
import { startContractServer, type ContractServer } from '../../testing/contract-server';
import { file, findQuestionHeading, renderAt } from '../../testing/test-app';
import type { StoredFileRef } from '../../features/wizard';

const individual = { entityType: 'Individual' };
const corporation = { entityType: 'Entity', organizationType: 'Corporation', corporationType: 'cCorp' };

describe('fileUpload question kind: picker, drag and drop, per-question limits, list, remove', () => {
  let server: ContractServer;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => server.reset());

  const pick = (input: HTMLElement, files: File[]) => fireEvent.change(input, { target: { files } });
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

  it('a Choose files button named after the question, the input limited to the question types', async () => {
    renderAt(server, 'idScan', individual);
    const button = await screen.findByRole('button', { name: /^Choose files Please upload a scan of your government-issued ID/ });
    expect(button).toHaveAccessibleDescription(/Up to 2 files: JPG, PNG, PDF or HEIC/);
    const input = document.getElementById('idScan-input') as HTMLInputElement;
    expect(input.accept).toBe('.jpg,.jpeg,.png,.pdf,.heic');
    expect(input.multiple).toBe(true);
  });

  it('lists picked files with their sizes, keeps their bytes on the device, and removes them', async () => {
    const { store, deps } = renderAt(server, 'idScan', individual);
    await screen.findByRole('button', { name: /^Choose files/ });
    pick(document.getElementById('idScan-input') as HTMLElement, [file('front.jpg', 1536, 'image/jpeg'), file('back.png', 2048, 'image/png')]);
    const list = await screen.findByRole('list', { name: 'Attached files' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('1.5 KB')).toBeVisible();
    expect(within(list).getByText('2 KB')).toBeVisible();
    const refs = store.getState().wizard.answers['idScan'] as StoredFileRef[];
    expect(refs.map((ref) => ref.name)).toEqual(['front.jpg', 'back.png']);
    expect((await deps.files.get(refs[0]?.id ?? ''))?.size).toBe(1536);

    fireEvent.click(screen.getByRole('button', { name: 'Remove front.jpg' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(async () => expect(await deps.files.ids()).not.toContain(refs[0]?.id));
  });

  it('keeps at most the question maximum and says so', async () => {
    const { store } = renderAt(server, 'idScan', individual);
    await screen.findByRole('button', { name: /^Choose files/ });
    pick(document.getElementById('idScan-input') as HTMLElement, [file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(await screen.findByText('You can upload up to 2 files here.')).toBeVisible();
    expect((store.getState().wizard.answers['idScan'] as unknown[]).length).toBe(2);
  });

  it('refuses a type the question does not take, naming the file', async () => {
    renderAt(server, 'idScan', individual);
    await screen.findByRole('button', { name: /^Choose files/ });
    pick(document.getElementById('idScan-input') as HTMLElement, [file('notes.docx')]);
    expect(await screen.findByText("notes.docx isn't a file type we accept here. Please choose JPG, PNG, PDF or HEIC files.")).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });

  it('takes dropped files', async () => {
    renderAt(server, 'proofOfAddress', individual);
    const button = await screen.findByRole('button', { name: /^Choose files/ });
    const zone = button.parentElement as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [file('bill.pdf')] } });
    expect(await screen.findByRole('button', { name: 'Remove bill.pdf' })).toBeVisible();
  });

  it.each([
    ['idScan', individual, M.FILES_REQUIRED],
    ['certificateOfGoodStanding', corporation, M.FILE_REQUIRED],
  ])('%s without files: "%s"', async (id, answers, message) => {
    renderAt(server, id, answers);
    await screen.findByRole('button', { name: /^Choose file/ });
    next();
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('a single-file question says "Choose file" and, once full, refuses another', async () => {
    const { store } = renderAt(server, 'certificateOfGoodStanding', corporation);
    await screen.findByRole('button', { name: /^Choose file Please upload a certificate of good standing/ });
    pick(document.getElementById('certificateOfGoodStanding-input') as HTMLElement, [file('gs.pdf')]);
    await screen.findByRole('button', { name: 'Remove gs.pdf' });
    pick(document.getElementById('certificateOfGoodStanding-input') as HTMLElement, [file('gs-2.pdf')]);
    expect(await screen.findByText('You can upload one file here. Remove the current file to choose another.')).toBeVisible();
    expect(store.getState().wizard.answers['certificateOfGoodStanding']).toHaveLength(1);
    next();
    expect(await findQuestionHeading("Who are your organization's beneficial owners?")).toBeVisible();
  });
});
