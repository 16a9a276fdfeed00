import { useEffect, useRef, type RefObject } from 'react';
import { afterPaint } from './after-paint';

/**
 * Moves focus to `target` each time `key` changes (a new state of the page), once the new state
 * is painted. Not on the first render: page load leaves focus where the browser puts it.
 */
export function useFocusOnChange(key: string, target: RefObject<HTMLElement | null>): void {
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return undefined;
    shown.current = key;
    let live = true;
    void afterPaint().then(() => {
      if (live) target.current?.focus();
    });
    return () => {
      live = false;
    };
  }, [key, target]);
}
