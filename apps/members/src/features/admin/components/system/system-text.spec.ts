import { eventText, formatDuration, percentOf } from './system-text';

describe('the System page’s wording of figures', () => {
  it('says how long in its two largest units', () => {
    expect(formatDuration(0)).toBe('less than a minute');
    expect(formatDuration(59)).toBe('less than a minute');
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(3_600 + 120)).toBe('1 hour 2 minutes');
    expect(formatDuration(2 * 86_400 + 5 * 3_600 + 7 * 60)).toBe('2 days 5 hours');
    expect(formatDuration(86_400 + 30)).toBe('1 day');
  });

  it('gives a share of a limit in whole percents, never 0% once something is used', () => {
    expect(percentOf(0, 100)).toBe('0%');
    expect(percentOf(1, 1_000)).toBe('under 1%');
    expect(percentOf(455, 1_000)).toBe('46%');
    expect(percentOf(1_200, 1_000)).toBe('120%');
    expect(percentOf(5, 0)).toBe('—');
  });

  it('names the webhook events, and shows an unknown one as it came', () => {
    expect(eventText('deal.decided')).toBe('Deal decided');
    expect(eventText('something.new')).toBe('something.new');
  });
});
