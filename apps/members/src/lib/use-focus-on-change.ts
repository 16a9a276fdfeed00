import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to `target` each time `key` changes to a value (the result of an action: a request
 * recorded, a download started, a failure), so keyboard and screen-reader users land on what
 * happened. Not on the first render, and not when `key` becomes null (nothing to announce yet).
 */
export function useFocusOnChange(key: string | null, target: RefObject<HTMLElement | null>): void {
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    if (key !== null) target.current?.focus();
  }, [key, target]);
}
