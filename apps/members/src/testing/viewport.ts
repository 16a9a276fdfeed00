let reducedMotion = false;

/** What '(prefers-reduced-motion: reduce)' answers from now on (false unless a test asks). */
export function setReducedMotion(reduce: boolean): void {
  reducedMotion = reduce;
}

/**
 * jsdom has no layout and no matchMedia: this gives it a window width and answers min-width and
 * max-width queries from it, so the 768 px breakpoint behaves as in a browser.
 */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const motion = /prefers-reduced-motion:\s*reduce/.test(query);
    const matches = motion ? reducedMotion : (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
