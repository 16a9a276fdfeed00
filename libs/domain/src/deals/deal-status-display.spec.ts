import { dealStatusDisplay } from './deal-status-display';

describe('dealStatusDisplay', () => {
  it.each([
    ['pending', { label: 'Processing', icon: 'spinner', canOpen: false }],
    ['accepted', { label: 'Approved!', icon: 'approved', canOpen: true }],
    ['rejected', { label: 'Rejected', icon: 'rejected', canOpen: true }],
    ['failed', { label: 'Failed', icon: 'rejected', canOpen: false }],
    ['error', { label: 'Error', icon: 'rejected', canOpen: false }],
    [undefined, { label: '', icon: 'rejected', canOpen: false }],
  ])('status %p is shown as %p', (status, display) => {
    expect(dealStatusDisplay(status)).toEqual(display);
  });
});
