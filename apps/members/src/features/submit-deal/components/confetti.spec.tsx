import { act, render } from '@testing-library/react';
import { setReducedMotion } from '../../../test/viewport';
import { Confetti } from './confetti';

const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36';
const layer = () => document.querySelector('[data-confetti]') as HTMLElement | null;
const firstLeft = () => (layer()?.firstElementChild as HTMLElement | null)?.style.left;

describe('confetti (spec 2 sections 2 and 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    [CHROME, 90, 2100],
    [SAFARI, 50, 2500],
  ])('%s: %d pieces, made anew every %d ms, over everything and never catching a click', (userAgent, pieces, every) => {
    const random = jest.spyOn(Math, 'random');
    random.mockReturnValue(0.25);
    render(<Confetti userAgent={userAgent} />);
    expect(layer()?.children).toHaveLength(pieces);
    expect(layer()).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(layer() as HTMLElement).pointerEvents).toBe('none');
    expect(firstLeft()).toBe('25%');
    random.mockReturnValue(0.75);
    act(() => void jest.advanceTimersByTime(every - 1));
    expect(firstLeft()).toBe('25%');
    act(() => void jest.advanceTimersByTime(1));
    expect(firstLeft()).toBe('75%');
    expect(layer()?.children).toHaveLength(pieces);
    random.mockRestore();
  });

  it('shows nothing when the member asks for reduced motion', () => {
    setReducedMotion(true);
    render(<Confetti userAgent={CHROME} />);
    expect(layer()).toBeNull();
  });
});
