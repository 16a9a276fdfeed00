import { movedVoteWindow, timeLeft, voteWindowFrom, voteWindowPhase } from './vote-window';

const DAY = 24 * 60 * 60 * 1000;
const doneAt = Date.UTC(2026, 10, 1, 12);

describe('vote window', () => {
  const window = voteWindowFrom(doneAt, 7);

  it('opens when the review is done and closes the set number of days later', () => {
    expect(window).toEqual({ opensAt: doneAt, closesAt: doneAt + 7 * DAY });
  });

  it.each([
    [doneAt, 'open'],
    [doneAt + 7 * DAY - 1, 'open'],
    [doneAt + 7 * DAY, 'closed'],
    [doneAt + 30 * DAY, 'closed'],
  ] as const)('at %i it is %s', (now, phase) => {
    expect(voteWindowPhase(window, now)).toBe(phase);
  });

  it('says the time left, and nothing once closed', () => {
    expect(timeLeft(window, doneAt + DAY)).toBe(6 * DAY);
    expect(timeLeft(window, doneAt + 8 * DAY)).toBe(0);
  });

  it('closes early or extends, never to before it opened', () => {
    expect(movedVoteWindow(window, doneAt + 10 * DAY)).toEqual({ opensAt: doneAt, closesAt: doneAt + 10 * DAY });
    expect(movedVoteWindow(window, doneAt - DAY)).toEqual({ opensAt: doneAt, closesAt: doneAt });
    expect(voteWindowPhase(movedVoteWindow(window, doneAt), doneAt)).toBe('closed');
  });
});
