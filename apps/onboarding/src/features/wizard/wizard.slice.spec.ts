import { initialWizardState, wizardActions as actions, wizardReducer as reduce, type WizardState } from './wizard.slice';

const editing = (patch: Partial<WizardState> = {}): WizardState => ({ ...initialWizardState, status: 'editing', idempotencyKey: 'k'.repeat(16), ...patch });

describe('the wizard state machine', () => {
  it('ignores answers until saved progress has been read', () => {
    expect(reduce(initialWizardState, actions.answerChanged({ id: 'fullName', value: 'Ada' }))).toBe(initialWizardState);
  });

  it('leaves restoring once, fresh or restored', () => {
    const fresh = reduce(initialWizardState, actions.freshStarted({ idempotencyKey: 'a'.repeat(16), referralCode: 'r1' }));
    expect(fresh).toMatchObject({ status: 'editing', idempotencyKey: 'a'.repeat(16), referralCode: 'r1', index: 0 });
    const restored = { answers: { entityType: 'Individual' }, index: 3, submitReady: false, lastAnsweredId: 'fullName', idempotencyKey: 'b'.repeat(16), referralCode: null };
    expect(reduce(fresh, actions.progressRestored(restored))).toBe(fresh);
  });

  it('a refused Next keeps the step and records the message', () => {
    const state = reduce(editing({ index: 2, answers: { entityType: 'Individual' } }), actions.nextRejected({ id: 'fullName', message: 'Please fill out this field to continue' }));
    expect(state).toMatchObject({ index: 2, errors: { fullName: 'Please fill out this field to continue' }, rejections: 1 });
  });

  it('an accepted Next moves on, remembers the answered question, and marks reaching submit', () => {
    const answers = { entityType: 'Individual', accreditationBasis: 'income', accreditationAffirmation: 'yes' };
    const last = reduce(editing({ answers, index: 17 }), actions.nextAccepted({ id: 'accreditationAffirmation' }));
    expect(last).toMatchObject({ index: 18, lastAnsweredId: 'accreditationAffirmation', submitReady: true });
  });

  it('changing an answer clears its message', () => {
    const state = reduce(editing({ errors: { email: 'x' } }), actions.answerChanged({ id: 'email', value: 'a@example.com' }));
    expect(state.errors).toEqual({});
  });

  it('server field errors merge and jump to the first question in order', () => {
    const answers = { entityType: 'Individual' };
    const state = reduce(editing({ answers, index: 18 }), actions.fieldErrorsReceived({ errors: { idScan: 'a', email: 'b' } }));
    expect(state.index).toBe(3);
    expect(state.errors).toEqual({ idScan: 'a', email: 'b' });
  });

  it('submitted is final: no more edits', () => {
    const submitted = reduce(editing(), actions.applicationSubmitted());
    expect(submitted.status).toBe('submitted');
    expect(reduce(submitted, actions.answerChanged({ id: 'x', value: 1 }))).toBe(submitted);
  });

  it('reset keeps the referral code and takes a new idempotency key', () => {
    const state = reduce(editing({ answers: { entityType: 'Entity' }, referralCode: 'r', index: 4 }), actions.applicationReset({ idempotencyKey: 'n'.repeat(16) }));
    expect(state).toMatchObject({ status: 'editing', answers: {}, index: 0, referralCode: 'r', idempotencyKey: 'n'.repeat(16) });
  });

  it('attaches files to a person of a list, creating the entry if needed', () => {
    const file = { id: 'f1', name: 'id.pdf', size: 1, type: 'application/pdf' };
    const state = reduce(editing({ answers: {} }), actions.filesAttached({ target: { fieldId: 'trustees', personIndex: 0 }, files: [file] }));
    expect(state.answers['trustees']).toEqual([{ name: '', idNumber: '', idDocuments: [file] }]);
    const removed = reduce(state, actions.fileRemoved({ target: { fieldId: 'trustees', personIndex: 0 }, file }));
    expect(removed.answers['trustees']).toEqual([{ name: '', idNumber: '', idDocuments: [] }]);
  });
});
