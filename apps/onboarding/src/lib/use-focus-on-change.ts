import { useEffect, useRef, type RefObject } from 'react';
import { afterPaint } from './after-paint';

/**
 * Moves focus to `target` each time `key` changes (a new state of the page), once the new state
 * is painted. Not on the first render: page load leaves focus where the browser puts it. Not if
 * focus has moved meanwhile either: the person (or a dialog they opened) has taken it, and moving
 * it again would lose their place.
 */
export function useFocusOnChange(key: string, target: RefObject<HTMLElement | null>): void {
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return undefined;
    shown.current = key;
    // Painting can take a while on a busy device (an idle callback waits up to half a second):
    // long enough to click a button or open a dialog before the move happens. Focus that the
    // change itself dropped (its element removed) is on the body, and is still moved.
    const before = document.activeElement;
    let live = true;
    void afterPaint().then(() => {
      const now = document.activeElement;
      if (live && (now === before || now === null || now === document.body)) target.current?.focus();
    });
    return () => {
      live = false;
    };
  }, [key, target]);
}
