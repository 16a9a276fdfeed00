import { act, render } from '@testing-library/react';
import { Confetti } from './confetti';

const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36';
const layer = () => document.querySelector('[data-confetti]') as HTMLElement | null;
const firstLeft = () => (layer()?.firstElementChild as HTMLElement | null)?.style.left;

/** jsdom has no matchMedia: answer the reduced-motion query as a browser with that setting would. */
function setReducedMotion(reduce: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

describe('confetti', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
  });
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
    expect(getComputedStyle(layer() as HTMLElement).position).toBe('fixed');
    expect(firstLeft()).toBe('25%');
    random.mockReturnValue(0.75);
    act(() => void jest.advanceTimersByTime(every - 1));
    expect(firstLeft()).toBe('25%');
    act(() => void jest.advanceTimersByTime(1));
    expect(firstLeft()).toBe('75%');
    expect(layer()?.children).toHaveLength(pieces);
    random.mockRestore();
  });

  it('keeps falling without a number of rounds', () => {
    render(<Confetti userAgent={CHROME} />);
    act(() => void jest.advanceTimersByTime(2100 * 20));
    expect(layer()?.children).toHaveLength(90);
  });

  it('goes away after the rounds asked for, inside its parent when contained', () => {
    render(<Confetti userAgent={SAFARI} rounds={4} contained />);
    expect(getComputedStyle(layer() as HTMLElement).position).toBe('absolute');
    act(() => void jest.advanceTimersByTime(2500 * 4 - 1));
    expect(layer()?.children).toHaveLength(50);
    act(() => void jest.advanceTimersByTime(1));
    expect(layer()).toBeNull();
  });

  it('shows nothing when the person asks for reduced motion', () => {
    setReducedMotion(true);
    render(<Confetti userAgent={CHROME} />);
    expect(layer()).toBeNull();
  });
});
