import { localMomentText, timeLeftText, turnoutText } from './vote-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the network vote’s times and turnout, in words', () => {
  it.each([
    [0, 'Closing now'],
    [30_000, 'Under a minute left'],
    [1 * MINUTE, '1 minute left'],
    [2 * HOUR + 5 * MINUTE, '2 hours 5 minutes left'],
    [1 * HOUR, '1 hour left'],
    [3 * 24 * HOUR + 4 * HOUR + 59 * MINUTE, '3 days 4 hours left'],
    [24 * HOUR, '1 day left'],
  ])('%i ms before closing reads “%s”', (ms, text) => {
    expect(timeLeftText(ms)).toBe(text);
  });

  it.each([
    [4, 6, '4 of 6 votes needed'],
    [6, 6, '6 votes, quorum of 6 reached'],
    [1, 1, '1 vote, quorum of 1 reached'],
  ])('turnout %i against a quorum of %i reads “%s”', (turnout, quorum, text) => {
    expect(turnoutText(turnout, quorum)).toBe(text);
  });

  it('names the closing moment in the reader’s own time zone', () => {
    expect(localMomentText('2026-11-27T13:00:00.000Z', 'Europe/Berlin')).toBe('Fri, Nov 27, 2026, 2:00 PM GMT+1');
    expect(localMomentText('2026-11-27T13:00:00.000Z', 'America/New_York')).toBe('Fri, Nov 27, 2026, 8:00 AM EST');
    expect(localMomentText('not a date')).toBe('');
  });
});
