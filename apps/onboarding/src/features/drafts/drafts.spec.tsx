import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONSTANTS } from '@quorum/domain';
import { startContractServer, type ContractServer } from '../../testing/contract-server';
import { file, findQuestionHeading, jumpTo, renderApp, TEST_NOW, testDependencies } from '../../testing/test-app';
import { DRAFT_MESSAGES } from './drafts.saga';
import { parseDraft } from './draft.schema';

describe('save and resume', () => {
  let server: ContractServer;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => server.reset());

  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const newestDraft = async (deps: ReturnType<typeof testDependencies>) => parseDraft((await deps.drafts.readNewestFirst())[0] ?? '');

  /** Welcome → Individual → full name → email, saving at every Next. */
  async function startIndividual(url = '/apply') {
    const app = renderApp(server, { url });
    fireEvent.click(await screen.findByRole('button', { name: 'Get started' }));
    fireEvent.click(await screen.findByRole('radio', { name: /^Individual/ }));
    next();
    fireEvent.change(await screen.findByRole('textbox', { name: "What's your full legal name?" }), { target: { value: 'Ada Lovelace' } });
    next();
    await findQuestionHeading("What's your email address?");
    // Saved once the step is painted: wait for it, as a person would before closing the tab.
    await waitFor(async () => expect((await newestDraft(app.deps))?.lastAnsweredId).toBe('fullName'));
    return app;
  }

  it('saves progress on every Next, with the idempotency key', async () => {
    const { deps, store } = await startIndividual();
    await waitFor(async () => expect((await newestDraft(deps))?.lastAnsweredId).toBe('fullName'));
    const draft = await newestDraft(deps);
    expect(draft).toMatchObject({ version: 1, savedAt: TEST_NOW.getTime(), answers: { entityType: 'Individual', fullName: 'Ada Lovelace' }, submitReady: false });
    expect(draft?.idempotencyKey).toBe(store.getState().wizard.idempotencyKey);
    expect(draft?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });

  it('resumes after a reload at the question after the last answered one', async () => {
    const first = await startIndividual();
    await waitFor(async () => expect((await newestDraft(first.deps))?.lastAnsweredId).toBe('fullName'));
    const key = first.store.getState().wizard.idempotencyKey;
    first.unmount();

    const second = renderApp(server, { deps: testDependencies(server) });
    expect(await findQuestionHeading("What's your email address?")).toBeVisible();
    expect(await screen.findByText(DRAFT_MESSAGES.restored)).toBeVisible();
    expect(second.store.getState().wizard.idempotencyKey).toBe(key);
  });

  it('keeps up to five backups besides the newest save', async () => {
    const { deps } = await startIndividual();
    for (let i = 0; i < 8; i += 1) await deps.drafts.write(JSON.stringify({ n: i }));
    expect(await deps.drafts.readNewestFirst()).toHaveLength(CONSTANTS.SAVED_PROGRESS_BACKUPS + 1);
    expect((await deps.drafts.readNewestFirst())[0]).toBe('{"n":7}');
  });

  it('falls back to the previous save when the newest is corrupted', async () => {
    const first = await startIndividual();
    await waitFor(async () => expect((await newestDraft(first.deps))?.lastAnsweredId).toBe('fullName'));
    await first.deps.drafts.write('{"version":1,"answers":');
    first.unmount();

    renderApp(server, { deps: testDependencies(server) });
    expect(await findQuestionHeading("What's your email address?")).toBeVisible();
    expect(await screen.findByText(DRAFT_MESSAGES.fromBackup)).toBeVisible();
  });

  it('starts afresh, and says so, when no save can be read', async () => {
    const deps = testDependencies(server);
    await deps.drafts.write('garbage');
    renderApp(server, { deps });
    expect(await findQuestionHeading('Welcome to Quorum')).toBeVisible();
    expect(await screen.findByText(DRAFT_MESSAGES.unreadable)).toBeVisible();
    await waitFor(async () => expect(await deps.drafts.readNewestFirst()).toEqual([]));
  });

  it('lets a draft expire after 30 days', async () => {
    const old = new Date(TEST_NOW.getTime() - CONSTANTS.SAVED_DRAFT_MAX_AGE_MS - 60_000);
    const first = renderApp(server, { deps: testDependencies(server, () => old) });
    fireEvent.click(await screen.findByRole('button', { name: 'Get started' }));
    fireEvent.click(await screen.findByRole('radio', { name: /^Individual/ }));
    next();
    await findQuestionHeading("What's your full legal name?");
    await waitFor(async () => expect(await first.deps.drafts.readNewestFirst()).toHaveLength(1));
    first.unmount();

    const second = renderApp(server, { deps: testDependencies(server) });
    expect(await findQuestionHeading('Welcome to Quorum')).toBeVisible();
    expect(await screen.findByText(DRAFT_MESSAGES.expired)).toBeVisible();
    await waitFor(async () => expect(await second.deps.drafts.readNewestFirst()).toEqual([]));
  });

  it('keeps files attached across a reload (their bytes live in the browser database)', async () => {
    const first = await startIndividual();
    jumpTo(first.store, 'idScan');
    await screen.findByRole('button', { name: /^Choose files/ });
    fireEvent.change(document.getElementById('idScan-input') as HTMLElement, { target: { files: [file('passport.pdf', 300)] } });
    await screen.findByRole('button', { name: 'Remove passport.pdf' });
    await waitFor(async () => expect(JSON.stringify(await newestDraft(first.deps))).toContain('passport.pdf'));
    first.unmount();

    const second = renderApp(server, { deps: testDependencies(server) });
    await findQuestionHeading("What's your email address?");
    jumpTo(second.store, 'idScan');
    const list = await screen.findByRole('list', { name: 'Attached files' });
    expect(within(list).getByText('passport.pdf')).toBeVisible();
    const [ref] = second.store.getState().wizard.answers['idScan'] as Array<{ id: string }>;
    expect((await second.deps.files.get(ref?.id ?? ''))?.size).toBe(300);
  });

  it('drops a file whose bytes are gone, so the question asks for it again', async () => {
    const first = await startIndividual();
    jumpTo(first.store, 'idScan');
    await screen.findByRole('button', { name: /^Choose files/ });
    fireEvent.change(document.getElementById('idScan-input') as HTMLElement, { target: { files: [file('passport.pdf')] } });
    await screen.findByRole('button', { name: 'Remove passport.pdf' });
    await waitFor(async () => expect(JSON.stringify(await newestDraft(first.deps))).toContain('passport.pdf'));
    await first.deps.files.remove(await first.deps.files.ids());
    first.unmount();

    const second = renderApp(server, { deps: testDependencies(server) });
    await findQuestionHeading("What's your email address?");
    expect(second.store.getState().wizard.answers['idScan']).toEqual([]);
  });

  it('keeps a referral code from the URL with the application; a newer link wins', async () => {
    const first = await startIndividual('/apply?ref=friend-42');
    expect(first.store.getState().wizard.referralCode).toBe('friend-42');
    await waitFor(async () => expect((await newestDraft(first.deps))?.referralCode).toBe('friend-42'));
    first.unmount();

    const second = renderApp(server, { deps: testDependencies(server), url: '/apply?invite=club-7' });
    await findQuestionHeading("What's your email address?");
    expect(second.store.getState().wizard.referralCode).toBe('club-7');
  });

  it('ignores a code the API would refuse', async () => {
    const { store } = renderApp(server, { url: '/apply?ref=%3Cscript%3E' });
    await findQuestionHeading('Welcome to Quorum');
    expect(store.getState().wizard.referralCode).toBeNull();
  });

  it('Start over clears the answers, the saves and the files, and gives a new idempotency key', async () => {
    const { store, deps } = await startIndividual();
    await waitFor(async () => expect(await deps.drafts.readNewestFirst()).not.toEqual([]));
    const key = store.getState().wizard.idempotencyKey;
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start over' }));
    expect(await findQuestionHeading('Welcome to Quorum')).toBeVisible();
    expect(store.getState().wizard.answers).toEqual({});
    expect(store.getState().wizard.idempotencyKey).not.toBe(key);
    expect(await deps.drafts.readNewestFirst()).toEqual([]);
    expect(window.localStorage.getItem('quorum-apply:saved')).toBeNull();
  });
});
